// The user's templates, alphabetically (the order the picker shows them in).
import type { Kysely } from 'kysely';
import type { MessageTemplate } from '../../../core/template-schemas';
import type { DB } from '../../db/types';
import { toTemplateView } from './template-view';

export async function listTemplates(db: Kysely<DB>, userId: string): Promise<MessageTemplate[]> {
  const rows = await db
    .selectFrom('message_templates')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toTemplateView);
}

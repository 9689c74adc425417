// Deletes a template; interactions logged from it keep their text.
import type { Kysely } from 'kysely';
import { TEMPLATE_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';
import { publishChange } from '../../platform/events/publish';
import { checkTemplateId } from './find-own-template';

export async function deleteTemplate(
  db: Kysely<DB>,
  userId: string,
  templateId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('message_templates')
      .where('id', '=', checkTemplateId(templateId))
      .where('userId', '=', userId)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw notFound(TEMPLATE_MESSAGES.templateNotFound);
    await publishChange(trx, userId, { entity: 'message_templates', op: 'delete', id: row.id });
  });
}

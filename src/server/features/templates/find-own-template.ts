// One of the user's own templates; another user's, or an id that is not a uuid, is
// "not found" so nobody learns whether someone else's template exists.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { TEMPLATE_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';
import type { TemplateRow } from './template-view';

const ZTemplateId = z.uuid();

/** Throws 404 unless `templateId` looks like a template id; saves the database a cast error. */
export function checkTemplateId(templateId: unknown): string {
  const parsed = ZTemplateId.safeParse(templateId);
  if (!parsed.success) throw notFound(TEMPLATE_MESSAGES.templateNotFound);
  return parsed.data;
}

export async function findOwnTemplate(
  db: Kysely<DB>,
  userId: string,
  templateId: unknown,
): Promise<TemplateRow> {
  const row = await db
    .selectFrom('message_templates')
    .selectAll()
    .where('id', '=', checkTemplateId(templateId))
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(TEMPLATE_MESSAGES.templateNotFound);
  return row;
}

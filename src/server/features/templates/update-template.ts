// Changes any of a template's name, subject and text.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { TEMPLATE_MESSAGES } from '../../../core/messages';
import type { MessageTemplate, ZTemplateUpdate } from '../../../core/template-schemas';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';
import { publishChange } from '../../platform/events/publish';
import { checkTemplateId } from './find-own-template';
import { toTemplateView } from './template-view';

export async function updateTemplate(
  db: Kysely<DB>,
  userId: string,
  templateId: string,
  input: z.output<typeof ZTemplateUpdate>,
): Promise<MessageTemplate> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('message_templates')
      .set({ name: input.name, subject: input.subject, body: input.body })
      .where('id', '=', checkTemplateId(templateId))
      .where('userId', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound(TEMPLATE_MESSAGES.templateNotFound);
    await publishChange(trx, userId, { entity: 'message_templates', op: 'update', id: row.id });
    return toTemplateView(row);
  });
}

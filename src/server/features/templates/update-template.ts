// Changes any of a template's name, subject, text and sharing: 404 for a template the
// caller cannot see, 403 for one they see but may not change.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { MessageTemplate, ZTemplateUpdate } from '../../../core/template-schemas';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { findEditableTemplate } from './find-template';
import { publishTemplateChange } from './template-change';
import { toTemplateView } from './template-view';

export async function updateTemplate(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  templateId: string,
  input: z.output<typeof ZTemplateUpdate>,
): Promise<MessageTemplate> {
  return db.transaction().execute(async (trx) => {
    const stored = await findEditableTemplate(trx, access, templateId);
    const row = await trx
      .updateTable('message_templates')
      .set({
        name: input.name,
        subject: input.subject,
        body: input.body,
        isShared: input.isShared === undefined ? undefined : !access.isPersonal && input.isShared,
      })
      .where('id', '=', stored.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishTemplateChange(trx, row, 'update', row.id, stored.isShared);
    return toTemplateView(row);
  });
}

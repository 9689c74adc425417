// Deletes a template (404 unseen, 403 seen but not the caller's to change); interactions
// logged from it keep their text.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { findEditableTemplate } from './find-template';
import { publishTemplateChange } from './template-change';

export async function deleteTemplate(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  templateId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stored = await findEditableTemplate(trx, access, templateId);
    await trx.deleteFrom('message_templates').where('id', '=', stored.id).execute();
    await publishTemplateChange(trx, stored, 'delete', stored.id);
  });
}

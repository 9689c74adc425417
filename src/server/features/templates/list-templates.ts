// The templates the caller may see in the workspace, alphabetically (the order the
// picker shows them in): their own and the shared ones.
import type { Kysely } from 'kysely';
import type { MessageTemplate } from '../../../core/template-schemas';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { templateFilter } from './find-template';
import { toTemplateView } from './template-view';

export async function listTemplates(
  db: Kysely<DB>,
  access: WorkspaceAccess,
): Promise<MessageTemplate[]> {
  const rows = await db
    .selectFrom('message_templates')
    .selectAll()
    .where(templateFilter(access, 'view'))
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toTemplateView);
}

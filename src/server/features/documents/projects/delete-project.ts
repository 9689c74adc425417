// DELETE /projects/:id: the owner removes the project; its documents stay with their owners.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { OWNER_ONLY, requireProjectAccess } from './project-access';
import { publishProjectChange } from './publish-project-change';

export async function deleteProject(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  projectId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const project = await requireProjectAccess(trx, access, projectId, OWNER_ONLY);
    // Published before the delete: afterwards there are no members left to tell.
    await publishProjectChange(trx, project.projectId, 'delete');
    await trx.deleteFrom('projects').where('id', '=', project.projectId).execute();
  });
}

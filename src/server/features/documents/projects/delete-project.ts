// DELETE /projects/:id: the owner removes the project; its documents stay with their owners.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { OWNER_ONLY, requireProjectAccess } from './project-access';
import { publishProjectChange } from './publish-project-change';

export async function deleteProject(
  db: Kysely<DB>,
  userId: string,
  projectId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const access = await requireProjectAccess(trx, userId, projectId, OWNER_ONLY);
    // Published before the delete: afterwards there are no members left to tell.
    await publishProjectChange(trx, access.projectId, 'delete');
    await trx.deleteFrom('projects').where('id', '=', access.projectId).execute();
  });
}

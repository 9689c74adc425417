// PATCH /projects/:id: the owner changes its name, description, tags or status.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ProjectDetail, ZProjectUpdate } from '../../../../core/project-schemas';
import type { DB } from '../../../db/types';
import { OWNER_ONLY, requireProjectAccess } from './project-access';
import { loadProjectDetail } from './project-detail';
import { publishProjectChange } from './publish-project-change';

export async function updateProject(
  db: Kysely<DB>,
  userId: string,
  projectId: string,
  input: z.output<typeof ZProjectUpdate>,
): Promise<ProjectDetail> {
  return db.transaction().execute(async (trx) => {
    const access = await requireProjectAccess(trx, userId, projectId, OWNER_ONLY);
    await trx
      .updateTable('projects')
      .set({
        name: input.name,
        description: input.description,
        tags: input.tags,
        status: input.status,
      })
      .where('id', '=', access.projectId)
      .execute();
    await publishProjectChange(trx, access.projectId, 'update');
    return loadProjectDetail(trx, userId, access.projectId);
  });
}

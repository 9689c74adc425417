// PATCH /projects/:id: the owner changes its name, description, tags or status.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ProjectDetail, ZProjectUpdate } from '../../../../core/project-schemas';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { OWNER_ONLY, requireProjectAccess } from './project-access';
import { loadProjectDetail } from './project-detail';
import { publishProjectChange } from './publish-project-change';

export async function updateProject(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  projectId: string,
  input: z.output<typeof ZProjectUpdate>,
): Promise<ProjectDetail> {
  return db.transaction().execute(async (trx) => {
    const project = await requireProjectAccess(trx, access, projectId, OWNER_ONLY);
    await trx
      .updateTable('projects')
      .set({
        name: input.name,
        description: input.description,
        tags: input.tags,
        status: input.status,
      })
      .where('id', '=', project.projectId)
      .execute();
    await publishProjectChange(trx, project.projectId, 'update');
    return loadProjectDetail(trx, access, project.projectId);
  });
}

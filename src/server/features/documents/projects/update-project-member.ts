// PATCH /projects/:id/members/:memberId: the owner makes a member an editor or a viewer.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import type { ProjectDetail, ZProjectMemberUpdate } from '../../../../core/project-schemas';
import type { DB } from '../../../db/types';
import { HttpError } from '../../../http/errors';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { findProjectMemberForUpdate } from './find-project-member';
import { OWNER_ONLY, requireProjectAccess } from './project-access';
import { loadProjectDetail } from './project-detail';
import { publishProjectChange } from './publish-project-change';

export async function updateProjectMember(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  projectId: string,
  memberId: string,
  input: z.output<typeof ZProjectMemberUpdate>,
): Promise<ProjectDetail> {
  return db.transaction().execute(async (trx) => {
    const project = await requireProjectAccess(trx, access, projectId, OWNER_ONLY);
    const member = await findProjectMemberForUpdate(trx, project.projectId, memberId);
    if (member.role === 'owner') throw new HttpError('forbidden', DOCUMENT_MESSAGES.ownerRoleFixed);
    await trx
      .updateTable('project_members')
      .set({ role: input.role })
      .where('id', '=', member.id)
      .execute();
    await publishProjectChange(trx, project.projectId, 'update');
    return loadProjectDetail(trx, access, project.projectId);
  });
}

// DELETE /projects/:id/members/:memberId: the owner removes a member, or a member leaves.
// The owner's row stays: a project always has its owner.
import type { Kysely } from 'kysely';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { HttpError } from '../../../http/errors';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { findProjectMemberForUpdate } from './find-project-member';
import { requireProjectAccess } from './project-access';
import { publishProjectChange } from './publish-project-change';

export async function removeProjectMember(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  projectId: string,
  memberId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const project = await requireProjectAccess(trx, access, projectId);
    const member = await findProjectMemberForUpdate(trx, project.projectId, memberId);
    if (member.role === 'owner') {
      throw new HttpError('forbidden', DOCUMENT_MESSAGES.ownerCannotBeRemoved);
    }
    if (project.role !== 'owner' && member.userId !== access.userId) {
      throw new HttpError('forbidden', DOCUMENT_MESSAGES.onlyProjectOwner);
    }
    await trx.deleteFrom('project_members').where('id', '=', member.id).execute();
    // Someone who is no longer in the project no longer shares their documents through it.
    await trx
      .deleteFrom('project_documents')
      .where('projectId', '=', project.projectId)
      .where('documentId', 'in', (eb) =>
        eb.selectFrom('documents').select('id').where('userId', '=', member.userId),
      )
      .execute();
    await publishProjectChange(trx, project.projectId, 'update', [member.userId]);
  });
}

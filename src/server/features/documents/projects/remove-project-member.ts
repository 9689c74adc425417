// DELETE /projects/:id/members/:memberId: the owner removes a member, or a member leaves.
// The owner's row stays: a project always has its owner.
import type { Kysely } from 'kysely';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { HttpError } from '../../../http/errors';
import { findProjectMemberForUpdate } from './find-project-member';
import { requireProjectAccess } from './project-access';
import { publishProjectChange } from './publish-project-change';

export async function removeProjectMember(
  db: Kysely<DB>,
  userId: string,
  projectId: string,
  memberId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const access = await requireProjectAccess(trx, userId, projectId);
    const member = await findProjectMemberForUpdate(trx, access.projectId, memberId);
    if (member.role === 'owner') {
      throw new HttpError('forbidden', DOCUMENT_MESSAGES.ownerCannotBeRemoved);
    }
    if (access.role !== 'owner' && member.userId !== userId) {
      throw new HttpError('forbidden', DOCUMENT_MESSAGES.onlyProjectOwner);
    }
    await trx.deleteFrom('project_members').where('id', '=', member.id).execute();
    // Someone who is no longer in the project no longer shares their documents through it.
    await trx
      .deleteFrom('project_documents')
      .where('projectId', '=', access.projectId)
      .where('documentId', 'in', (eb) =>
        eb.selectFrom('documents').select('id').where('userId', '=', member.userId),
      )
      .execute();
    await publishProjectChange(trx, access.projectId, 'update', [member.userId]);
  });
}

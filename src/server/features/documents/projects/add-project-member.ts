// POST /projects/:id/members: the owner adds someone who already has a Scale account,
// as editor or viewer, within the owner's plan limit. The owner does not count towards
// "members per project" (docs/decisions/019-projects.md).
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import type { ProjectDetail, ZProjectMemberAdd } from '../../../../core/project-schemas';
import type { DB } from '../../../db/types';
import { HttpError, notFound } from '../../../http/errors';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { OWNER_ONLY, requireProjectAccess } from './project-access';
import { loadProjectDetail } from './project-detail';
import { assertBelowLimit, lockFor } from './project-limit';
import { publishProjectChange } from './publish-project-change';

export async function addProjectMember(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  projectId: string,
  input: z.output<typeof ZProjectMemberAdd>,
): Promise<ProjectDetail> {
  return db.transaction().execute(async (trx) => {
    const project = await requireProjectAccess(trx, access, projectId, OWNER_ONLY);
    await lockFor(trx, `project_members:${project.projectId}`);
    const person = await trx
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', input.email)
      .executeTakeFirst();
    if (!person) throw notFound(DOCUMENT_MESSAGES.noAccountForEmail);
    if (person.id === project.ownerId) {
      throw new HttpError('conflict', DOCUMENT_MESSAGES.cannotAddOwner);
    }
    const members = await trx
      .selectFrom('project_members')
      .select(['userId', 'role'])
      .where('projectId', '=', project.projectId)
      .execute();
    if (members.some((member) => member.userId === person.id)) {
      throw new HttpError('conflict', DOCUMENT_MESSAGES.alreadyProjectMember);
    }
    const others = members.filter((member) => member.role !== 'owner').length;
    await assertBelowLimit(trx, project.ownerId, 'membersPerProject', others);
    await trx
      .insertInto('project_members')
      .values({
        projectId: project.projectId,
        userId: person.id,
        role: input.role,
        addedBy: access.userId,
      })
      .execute();
    await publishProjectChange(trx, project.projectId, 'update');
    return loadProjectDetail(trx, access, project.projectId);
  });
}

// One member row of a project, locked for the write that follows; a member of another
// project, or an id that is no uuid, answers 404 like a missing one.
import type { Kysely } from 'kysely';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import type { ProjectRole } from '../../../../core/project-schemas';
import type { DB } from '../../../db/types';
import { notFound } from '../../../http/errors';
import { checkId } from './project-access';

export async function findProjectMemberForUpdate(
  db: Kysely<DB>,
  projectId: string,
  memberId: string,
): Promise<{ id: string; userId: string; role: ProjectRole }> {
  const member = await db
    .selectFrom('project_members')
    .select(['id', 'userId', 'role'])
    .where('id', '=', checkId(memberId, DOCUMENT_MESSAGES.projectMemberNotFound))
    .where('projectId', '=', projectId)
    .forUpdate()
    .executeTakeFirst();
  if (!member) throw notFound(DOCUMENT_MESSAGES.projectMemberNotFound);
  return member;
}

// Tells the browsers of everyone who sees a project that it changed (their
// ['projects', …] queries refresh): the workspace members whose documents view level
// covers it (platform/access) and the project's members. Called inside the write's
// transaction, so nobody hears of a rolled-back change.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { publishRecordChange } from '../../../platform/access/publish-record-change';
import type { ChangeEvent } from '../../../platform/events/publish';

export async function publishProjectChange(
  trx: Kysely<DB>,
  projectId: string,
  op: ChangeEvent['op'],
  /** Users to tell besides the current members: someone just removed, say. */
  alsoUserIds: readonly string[] = [],
): Promise<void> {
  const project = await trx
    .selectFrom('projects')
    .select(['workspaceId', 'userId', 'createdBy'])
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  const members = await trx
    .selectFrom('project_members')
    .select('userId')
    .where('projectId', '=', projectId)
    .execute();
  await publishRecordChange(
    trx,
    project.workspaceId,
    'documents',
    { ownerId: project.userId, createdBy: project.createdBy },
    { entity: 'projects', op, id: projectId },
    [...members.map((member) => member.userId), ...alsoUserIds],
  );
}

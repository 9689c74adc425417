// Tells every member's browsers that a project changed (their ['projects', …] queries
// refresh). Called inside the write's transaction, so nobody hears of a rolled-back change.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { type ChangeEvent, publishChange } from '../../../platform/events/publish';

export async function publishProjectChange(
  trx: Kysely<DB>,
  projectId: string,
  op: ChangeEvent['op'],
  /** Users to tell besides the current members: someone just removed, say. */
  alsoUserIds: readonly string[] = [],
): Promise<void> {
  const members = await trx
    .selectFrom('project_members')
    .select('userId')
    .where('projectId', '=', projectId)
    .execute();
  const userIds = new Set([...members.map((member) => member.userId), ...alsoUserIds]);
  for (const userId of userIds) {
    await publishChange(trx, userId, { entity: 'projects', op, id: projectId });
  }
}

// Tells every member's browsers that something in an organization changed (the web
// refreshes its ['organizations', …] queries). Called inside the write's transaction,
// so nobody hears of a change that rolled back.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { type ChangeEvent, publishChange } from '../../platform/events/publish';

export async function publishOrganizationChange(
  trx: Kysely<DB>,
  organizationId: string,
  op: ChangeEvent['op'],
  /** Users to tell besides the current members: someone just removed, say. */
  alsoUserIds: readonly string[] = [],
): Promise<void> {
  const members = await trx
    .selectFrom('organization_members')
    .select('userId')
    .where('organizationId', '=', organizationId)
    .execute();
  const userIds = new Set([...members.map((member) => member.userId), ...alsoUserIds]);
  for (const userId of userIds) {
    await publishChange(trx, userId, { entity: 'organizations', op, id: organizationId });
  }
}

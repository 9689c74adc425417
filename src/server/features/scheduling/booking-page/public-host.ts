// The host as the public booking pages show them: display name (else "User"), avatar
// and time zone. Any user id that has a profile is a host; there is no other secret.
import type { Kysely } from 'kysely';
import { SCHEDULING_MESSAGES } from '../../../../core/messages';
import { showsScaleBranding } from '../../../../core/plans';
import { hostDisplayName } from '../../../../core/scheduling/host-display-name';
import type { PublicEventType } from '../../../../core/scheduling-schemas';
import { parseTimeZone } from '../../../../core/time-zone';
import type { DB } from '../../../db/types';
import { notFound } from '../../../http/errors';

export type PublicHost = PublicEventType['host'];

export async function findPublicHost(db: Kysely<DB>, userId: string): Promise<PublicHost> {
  const row = await db
    .selectFrom('profiles')
    .select(['userId', 'displayName', 'avatarUrl', 'timezone', 'tier'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(SCHEDULING_MESSAGES.profileLoadFailed);
  return {
    id: row.userId,
    name: hostDisplayName(row.displayName),
    avatarUrl: row.avatarUrl,
    timeZone: parseTimeZone(row.timezone) ?? 'UTC',
    showsScaleBranding: showsScaleBranding(row.tier),
  };
}

// The plan's limit on tracking links (spec §9: Free keeps 5), counted over every link the
// owner has — a data room's link (decision 078) counts as one. Takes a per-owner advisory
// lock first: two creates at once would both count 4 and both insert; the second waits
// here until the first commits, then counts 5.
import { type Kysely, sql } from 'kysely';
import { limitReachedMessage, PLAN_LIMITS, UNLIMITED } from '../../../../core/plans';
import type { DB } from '../../../db/types';
import { HttpError } from '../../../http/errors';

/** The owner's username (for the share address), once the limit is known to allow one more. */
export async function claimTrackingLink(trx: Kysely<DB>, ownerId: string): Promise<string> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`document_tracking_links:${ownerId}`}, 0))`.execute(
    trx,
  );
  const { tier, username } = await trx
    .selectFrom('profiles')
    .select(['tier', 'username'])
    .where('userId', '=', ownerId)
    .executeTakeFirstOrThrow();
  const limit = PLAN_LIMITS[tier].trackingLinks;
  if (limit !== UNLIMITED) {
    const { count } = await trx
      .selectFrom('document_tracking_links')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', ownerId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= limit) {
      throw new HttpError('forbidden', limitReachedMessage(tier, 'trackingLinks'));
    }
  }
  return username;
}

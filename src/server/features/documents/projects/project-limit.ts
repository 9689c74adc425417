// Plan limits on projects (spec §9). A project's own limits (documents, members) follow
// its owner's tier, whoever is adding: an editor on Free cannot shrink a Pro owner's project.
import { type Kysely, sql } from 'kysely';
import {
  limitReachedMessage,
  PLAN_LIMITS,
  type PlanResource,
  UNLIMITED,
} from '../../../../core/plans';
import type { DB } from '../../../db/types';
import { HttpError } from '../../../http/errors';

export async function tierOf(db: Kysely<DB>, userId: string) {
  const { tier } = await db
    .selectFrom('profiles')
    .select('tier')
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return tier;
}

/**
 * Two adds at once would both count N-1 and both insert: the second waits on this lock
 * (held until its transaction ends), then counts N.
 */
export async function lockFor(trx: Kysely<DB>, key: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/** Throws 403 with the plan's refusal when `used` already fills `ownerId`'s limit. */
export async function assertBelowLimit(
  trx: Kysely<DB>,
  ownerId: string,
  resource: PlanResource,
  used: number,
): Promise<void> {
  const tier = await tierOf(trx, ownerId);
  const limit = PLAN_LIMITS[tier][resource];
  if (limit !== UNLIMITED && used >= limit) {
    throw new HttpError('forbidden', limitReachedMessage(tier, resource));
  }
}

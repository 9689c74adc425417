// The plan's client limit (spec §9: Free holds 50) and how much of it is used.
import { type Kysely, sql } from 'kysely';
import { isPlanTier, limitFor, UNLIMITED } from '../../../core/plans';
import type { DB } from '../../db/types';

export type ClientQuota = { limit: number; used: number };

export async function clientQuota(db: Kysely<DB>, userId: string): Promise<ClientQuota> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('profiles').select('tier').where('userId', '=', userId).as('tier'),
      eb
        .selectFrom('clients')
        .select((count) => count.fn.countAll<number>().as('used'))
        .where('userId', '=', userId)
        .as('used'),
    ])
    .executeTakeFirstOrThrow();
  const limit = isPlanTier(row.tier) ? limitFor(row.tier, 'clients') : limitFor('free', 'clients');
  return { limit, used: Number(row.used ?? 0) };
}

/** Free slots left, or null when the plan has no limit. */
export async function clientSlotsLeft(db: Kysely<DB>, userId: string): Promise<number | null> {
  const { limit, used } = await clientQuota(db, userId);
  return limit === UNLIMITED ? null : Math.max(0, limit - used);
}

/**
 * Serialises the creates of one user until the transaction ends, so two concurrent
 * requests (or an import and the lead form) cannot both take the last free slot.
 */
export async function lockClientQuota(trx: Kysely<DB>, userId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('clients'), hashtext(${userId}))`.execute(trx);
}

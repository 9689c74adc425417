// The plan's client limit (spec §9: Free holds 50) and how much of it is used. A
// workspace's clients count against its owner's plan (issue 18): in a personal
// workspace that is the user, exactly as before; in a team's, the organization owner's.
import { type Kysely, sql } from 'kysely';
import { isPlanTier, limitFor, UNLIMITED } from '../../../core/plans';
import type { DB } from '../../db/types';
import { workspaceOwnerId } from '../../platform/access/workspace-access';

/** `used` is counted only under a limit: an unlimited plan reads 0 (nobody compares it). */
export type ClientQuota = { limit: number; used: number };

export async function clientQuota(db: Kysely<DB>, workspaceId: string): Promise<ClientQuota> {
  const owner = await db
    .selectFrom('profiles')
    .select('tier')
    .where('userId', '=', workspaceOwnerId(workspaceId))
    .executeTakeFirst();
  const limit =
    owner && isPlanTier(owner.tier) ? limitFor(owner.tier, 'clients') : limitFor('free', 'clients');
  // Counting a Business workspace's 100,000 clients on every create (a routed lead, issue
  // 22) cost ~200 ms on PGlite for a figure nothing reads.
  if (limit === UNLIMITED) return { limit, used: 0 };
  const row = await db
    .selectFrom('clients')
    .select((count) => count.fn.countAll<number>().as('used'))
    .where('workspaceId', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return { limit, used: Number(row.used ?? 0) };
}

/** Free slots left, or null when the plan has no limit. */
export async function clientSlotsLeft(db: Kysely<DB>, workspaceId: string): Promise<number | null> {
  const { limit, used } = await clientQuota(db, workspaceId);
  return limit === UNLIMITED ? null : Math.max(0, limit - used);
}

/**
 * Serialises the creates in one workspace until the transaction ends, so two concurrent
 * requests (or an import and the lead form) cannot both take the last free slot.
 */
export async function lockClientQuota(trx: Kysely<DB>, workspaceId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('clients'), hashtext(${workspaceId}))`.execute(
    trx,
  );
}

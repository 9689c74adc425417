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
  // The count comes from client_totals (decision 038), kept by triggers in every writing
  // transaction: a few rows per workspace instead of a pass over its clients, which cost
  // ~200 ms at 100,000 clients on PGlite (a downgraded team's routed lead, issue 22).
  const { rows } = await sql<{ tier: string | null; used: number | string | null }>`
    SELECT
      (SELECT tier FROM profiles WHERE user_id = ${workspaceOwnerId(workspaceId)}) AS tier,
      (SELECT coalesce(sum(clients), 0) FROM client_totals
        WHERE workspace_id = ${workspaceId}) AS used`.execute(db);
  const row = rows[0] ?? { tier: null, used: 0 };
  const tier = row.tier;
  const limit = tier && isPlanTier(tier) ? limitFor(tier, 'clients') : limitFor('free', 'clients');
  // An unlimited plan reads 0: nobody compares it.
  return { limit, used: limit === UNLIMITED ? 0 : Number(row.used ?? 0) };
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

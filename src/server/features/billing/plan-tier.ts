// The one way billing moves a user's tier (decisions 065, 076): the profile's tier, and a
// live 'profiles' change so the plan page and every open tab follow at once.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { PlanTier } from '../../../core/plans';
import type { DB } from '../../db/types';
import { publishChange } from '../../platform/events/publish';

/** Stripe's states in which a subscription's plan is in force (past_due: Stripe is retrying). */
export const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

export async function setTier(trx: Kysely<DB>, userId: string, tier: PlanTier): Promise<void> {
  await trx
    .updateTable('profiles')
    .set({ tier, updatedAt: sql`now()` })
    .where('userId', '=', userId)
    .execute();
  await publishChange(trx, userId, { entity: 'profiles', op: 'update', id: userId });
}

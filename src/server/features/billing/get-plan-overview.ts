// GET /billing/plan: the plan page's figures (issue 22): the caller's tier, usage against
// every §9 limit, their seats, and whether online payment is set up.
import type { Kysely } from 'kysely';
import type { PlanOverview } from '../../../core/billing';
import { adminTierCommand, limitFor, PLAN_RESOURCES } from '../../../core/plans';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import type { SessionUser } from '../../http/types';
import { getUsage, projectUsagePeaks } from '../documents/public';
import { seatsOwnedBy } from '../organizations/public';
import { findBillingCustomer, liveSubscriptionOf } from './billing-customer';

export async function getPlanOverview(
  db: Kysely<DB>,
  config: Config,
  user: SessionUser,
): Promise<PlanOverview> {
  const [usage, peaks, seats, customer] = await Promise.all([
    getUsage(db, user.id),
    projectUsagePeaks(db, user.id),
    seatsOwnedBy(db, user.id),
    findBillingCustomer(db, user.id),
  ]);
  const used = (resource: (typeof PLAN_RESOURCES)[number]) =>
    resource === 'membersPerProject' || resource === 'documentsPerProject'
      ? peaks[resource]
      : (usage.items.find((item) => item.resource === resource)?.used ?? 0);
  return {
    tier: usage.tier,
    usage: PLAN_RESOURCES.map((resource) => ({
      resource,
      used: used(resource),
      limit: limitFor(usage.tier, resource),
    })),
    seats,
    billingEnabled: config.stripe !== undefined,
    hasBillingAccount: customer !== undefined,
    subscriptionTier: liveSubscriptionOf(customer)?.tier ?? null,
    adminCommand: adminTierCommand(user.email, 'business'),
  };
}

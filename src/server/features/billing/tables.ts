// Billing through Stripe (migration 0046, decision 065).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type BillingTables = {
  billing_customers: {
    userId: string;
    stripeCustomerId: string;
    stripeSubscriptionId: string | null;
    subscriptionTier: 'pro' | 'business' | null;
    subscriptionStatus: string | null;
    quantity: number | null;
    /** Migration 0056 (decision 076): the process syncing the seat quantity now. */
    seatSyncLeaseToken: Generated<string | null>;
    seatSyncLeaseUntil: ColumnType<
      Date | null,
      Date | string | null | undefined,
      Date | string | null
    >;
    /**
     * Migration 0061 (decision 082): when the newest Stripe event (or our own switch) that
     * set this row was created; older subscription events change nothing.
     */
    stripeStateAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    createdAt: Timestamp;
    updatedAt: Timestamp;
  };
  stripe_events: {
    id: string;
    type: string;
    processedAt: Generated<Date>;
  };
};

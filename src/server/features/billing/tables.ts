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
    createdAt: Timestamp;
    updatedAt: Timestamp;
  };
  stripe_events: {
    id: string;
    type: string;
    processedAt: Generated<Date>;
  };
};

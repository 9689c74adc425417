// Seat changes update the Business subscription's quantity (issue 22, decision 065).
// An organization change (invitation sent or revoked, member joined or removed) reaches
// every member as a change notification; the owner's is the one that counts. Calls are
// coalesced per owner, claimed once across processes (a lease, decision 076) and compare
// with the stored quantity, so a burst of changes makes one Stripe request, and none when
// the count did not move.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { billedQuantity } from '../../../core/plans';
import type { StripeConfig } from '../../config';
import type { DB } from '../../db/types';
import type { EventHub } from '../../platform/events/event-hub';
import { seatsOwnedBy } from '../organizations/public';
import { stripeClient } from './stripe-client';

/** Long enough for Stripe's calls with their retries (stripe-client.ts: 20 s, 2 retries). */
const SEAT_SYNC_LEASE = '2 minutes';

/**
 * Sets the subscription's quantity to the owner's seats; false when nothing was sent.
 * Claimed once across processes (decision 076): every process hears the change, the one
 * that takes the lease on the owner's billing row reads the seats and calls Stripe; the
 * others return. The holder's process hears every later change too and runs again after
 * it, so no change is missed by stepping aside.
 */
export async function syncSeatQuantity(
  db: Kysely<DB>,
  stripeConfig: StripeConfig,
  userId: string,
): Promise<boolean> {
  const token = randomUUID();
  const customer = await db
    .updateTable('billing_customers')
    .set({
      seatSyncLeaseToken: token,
      seatSyncLeaseUntil: sql`now() + ${SEAT_SYNC_LEASE}::interval`,
    })
    .where('userId', '=', userId)
    .where('stripeSubscriptionId', 'is not', null)
    .where('subscriptionTier', '=', 'business')
    .where((eb) =>
      eb.or([
        eb('seatSyncLeaseUntil', 'is', null),
        eb('seatSyncLeaseUntil', '<', sql<Date>`now()`),
      ]),
    )
    .returning(['stripeSubscriptionId', 'quantity'])
    .executeTakeFirst();
  if (!customer?.stripeSubscriptionId) return false;
  try {
    const quantity = billedQuantity('business', await seatsOwnedBy(db, userId));
    if (customer.quantity === quantity) return false;
    const stripe = stripeClient(stripeConfig);
    const subscription = await stripe.subscriptions.retrieve(customer.stripeSubscriptionId);
    const item = subscription.items.data[0];
    if (!item) return false;
    await stripe.subscriptions.update(customer.stripeSubscriptionId, {
      items: [{ id: item.id, quantity }],
      proration_behavior: 'create_prorations',
    });
    await db
      .updateTable('billing_customers')
      .set({ quantity, updatedAt: sql`now()` })
      .where('userId', '=', userId)
      .where('seatSyncLeaseToken', '=', token)
      .execute();
    return true;
  } finally {
    await db
      .updateTable('billing_customers')
      .set({ seatSyncLeaseToken: null, seatSyncLeaseUntil: null })
      .where('userId', '=', userId)
      .where('seatSyncLeaseToken', '=', token)
      .execute();
  }
}

/** Listens for organization changes and syncs each affected owner's quantity; returns the stop. */
export function startSeatSync(
  db: Kysely<DB>,
  events: EventHub,
  stripeConfig: StripeConfig,
): { stop(): Promise<void> } {
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  const run = (userId: string): void => {
    if (running.has(userId)) {
      again.add(userId);
      return;
    }
    const task = syncSeatQuantity(db, stripeConfig, userId)
      .then(() => undefined)
      .catch((error: Error) =>
        console.warn('Updating the Stripe seat count failed:', error.message),
      )
      .finally(() => {
        running.delete(userId);
        if (again.delete(userId)) run(userId);
      });
    running.set(userId, task);
  };
  const unsubscribe = events.subscribeAll((notification) => {
    if (notification.entity === 'organizations') run(notification.userId);
  });
  return {
    async stop() {
      unsubscribe();
      await Promise.allSettled([...running.values()]);
    },
  };
}

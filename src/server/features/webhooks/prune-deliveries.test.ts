// The delivery log keeps a delivery for WEBHOOK_LOG_KEEP_DAYS after it was delivered or
// failed (decision 079): older ones are deleted by the prune job, recent and pending ones
// stay, whatever their age. Real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database';
import { WEBHOOK_LOG_KEEP_DAYS } from '../../../core/webhook-schemas';
import { pruneOldDeliveries } from './prune-deliveries';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('pruning the webhook delivery log', () => {
  it('deletes finished deliveries older than the kept days, keeps recent and pending ones', async () => {
    const { db } = database;
    const org = await db
      .insertInto('organizations')
      .values({ name: 'Prune Co', slug: `prune-${Date.now()}`, description: null, logoUrl: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const endpoint = await db
      .insertInto('webhook_endpoints')
      .values({
        workspaceId: org.id,
        url: 'https://hooks.example/in',
        events: ['client.created'],
        secret: 'whsec_test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const old = WEBHOOK_LOG_KEEP_DAYS + 1;
    const rows = [
      {
        label: 'old delivered',
        status: 'delivered',
        deliveredAt: daysAgo(old),
        next: daysAgo(old),
      },
      { label: 'old failed', status: 'failed', deliveredAt: null, next: daysAgo(old) },
      {
        label: 'recent delivered',
        status: 'delivered',
        deliveredAt: daysAgo(1),
        next: daysAgo(old),
      },
      {
        label: 'recent failed',
        status: 'failed',
        deliveredAt: null,
        next: daysAgo(WEBHOOK_LOG_KEEP_DAYS - 1),
      },
      { label: 'old pending', status: 'pending', deliveredAt: null, next: daysAgo(old) },
    ] as const;
    for (const row of rows) {
      await db
        .insertInto('webhook_deliveries')
        .values({
          endpointId: endpoint.id,
          workspaceId: org.id,
          messageId: row.label,
          eventType: 'client.created',
          payload: '{}',
          status: row.status,
          deliveredAt: row.deliveredAt,
          nextAttemptAt: row.next,
          createdAt: daysAgo(old + 5),
        })
        .execute();
    }
    expect(await pruneOldDeliveries(db)).toBe(2);
    const left = await db
      .selectFrom('webhook_deliveries')
      .select('messageId')
      .where('endpointId', '=', endpoint.id)
      .orderBy('messageId')
      .execute();
    expect(left.map((row) => row.messageId)).toEqual([
      'old pending',
      'recent delivered',
      'recent failed',
    ]);
    // A second pass finds nothing more.
    expect(await pruneOldDeliveries(db)).toBe(0);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database';
import { createEventHub, type EventHub } from './event-hub';
import { type ChangeEvent, publishChange } from './publish';

let database: TestDatabase;
let hub: EventHub;

beforeAll(async () => {
  database = await createTestDatabase();
  hub = createEventHub(database);
  await hub.start();
});
afterAll(async () => {
  hub?.stop();
  await database?.close();
});

const unsubscribes: (() => void)[] = [];
afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
});

/** Subscribes a user and collects what their browser would receive. */
function listenAs(userId: string) {
  const received: ChangeEvent[] = [];
  unsubscribes.push(hub.subscribe(userId, (event) => received.push(event)));
  return received;
}

const client = (id: string, op: ChangeEvent['op'] = 'update'): ChangeEvent => ({
  entity: 'client',
  op,
  id,
});

describe('event hub', () => {
  it("delivers a committed change to that user's subscribers and to no one else", async () => {
    const ada = randomUUID();
    const bob = randomUUID();
    const adaTabs = [listenAs(ada), listenAs(ada)];
    const bobTab = listenAs(bob);

    await database.db.transaction().execute(async (trx) => {
      await publishChange(trx, ada, client('c-1', 'insert'));
    });
    // Notifications arrive in commit order: once Bob's own event is in, Ada's is long past.
    await publishChange(database.db, bob, client('c-2'));
    await expect.poll(() => bobTab.length).toBe(1);

    expect(adaTabs[0]).toEqual([client('c-1', 'insert')]);
    expect(adaTabs[1]).toEqual([client('c-1', 'insert')]);
    expect(bobTab).toEqual([client('c-2')]);
  });

  it('settles only after every change committed before it has reached the listeners', async () => {
    const ada = randomUUID();
    const received = listenAs(ada);
    for (let i = 0; i < 20; i++) {
      await publishChange(database.db, ada, client(`c-${i}`));
      await hub.settled();
      // No polling: once settled() resolves, the change is already in.
      expect(received).toHaveLength(i + 1);
    }
  });

  it('announces nothing for a transaction that rolled back', async () => {
    const ada = randomUUID();
    const received = listenAs(ada);

    await expect(
      database.db.transaction().execute(async (trx) => {
        await publishChange(trx, ada, client('c-ghost', 'delete'));
        throw new Error('the delete failed');
      }),
    ).rejects.toThrow('the delete failed');
    await publishChange(database.db, ada, client('c-3'));
    await expect.poll(() => received.length).toBe(1);

    expect(received).toEqual([client('c-3')]);
  });

  it('stops delivering to a listener once it unsubscribes', async () => {
    const ada = randomUUID();
    const closedTab: ChangeEvent[] = [];
    const unsubscribe = hub.subscribe(ada, (event) => closedTab.push(event));
    const openTab = listenAs(ada);

    await publishChange(database.db, ada, client('c-4'));
    await expect.poll(() => openTab.length).toBe(1);
    unsubscribe();
    await publishChange(database.db, ada, client('c-5'));
    await expect.poll(() => openTab.length).toBe(2);

    expect(closedTab).toEqual([client('c-4')]);
  });
});

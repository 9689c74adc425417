// scheduling_host_busy (migration 0064, decision 086): each host's kept text of live
// bookings always equals reading the bookings — after inserts, a reschedule, a cancel, a
// move to another host, a deleted event type, a delete and a deleted host — and a span
// reaching back before what it keeps reads the bookings instead. On PostgreSQL, two
// transactions booking one host at once both end up in the text.
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../../../../../tests/support/test-database';
import type { DB } from '../../../db/types';
import { hostBookingsPacked, unpackBookings } from './booking-slot-query';

let database: TestDatabase;
const db = () => database.db;
const hosts = ['busy-ann', 'busy-bob', 'busy-cy'];
let eventTypeId: string;
let otherTypeId: string;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A whole hour, so the times print the same in both texts. */
const base = Math.floor(Date.now() / HOUR) * HOUR;

beforeAll(async () => {
  database = await createTestDatabase();
  await db()
    .insertInto('users')
    .values(hosts.map((id) => ({ id, name: id, email: `${id}@example.com` })))
    .execute();
  const types = await db()
    .insertInto('scheduling_event_types')
    .values([
      { userId: 'busy-ann', name: 'Call', slug: 'call', duration: 30 },
      { userId: 'busy-ann', name: 'Demo', slug: 'demo', duration: 60 },
    ])
    .returning('id')
    .execute();
  [eventTypeId, otherTypeId] = types.map((type) => type.id) as [string, string];
});
afterAll(async () => {
  await database?.close();
});

let n = 0;
/** A booking `hours` from now lasting `minutes`, with ten minutes' buffer each side. */
function booking(host: string, hours: number, options: { minutes?: number; type?: string } = {}) {
  const start = new Date(base + hours * HOUR);
  const end = new Date(start.getTime() + (options.minutes ?? 30) * 60_000);
  n += 1;
  return sql`(${options.type ?? eventTypeId}::uuid, ${host}, ${start}, ${end},
    tstzrange(${start}::timestamptz - interval '10 minutes', ${end}::timestamptz + interval '10 minutes', '[)'),
    'Invitee', 'invitee@example.com', 'confirmed', ${`host-busy-token-${n}-${'x'.repeat(24)}`})`;
}

async function insertBookings(target: Kysely<DB>, ...rows: ReturnType<typeof booking>[]) {
  await sql`INSERT INTO scheduling_bookings (event_type_id, user_id, start_time, end_time,
      blocked_during, invitee_name, invitee_email, status, cancel_token)
    VALUES ${sql.join(rows)}`.execute(target);
}

/** The host's bookings as the engine gets them through the kept text, for [from, to). */
async function read(host: string, from: Date, to: Date) {
  const { rows } = await sql<{ packed: string }>`
    SELECT ${hostBookingsPacked(host, from, to)} AS packed`.execute(db());
  return sortByStart(unpackBookings(rows[0]?.packed ?? '', from, to));
}

/** The same bookings read from the table, as the slots read them before decision 086. */
async function counted(host: string, from: Date, to: Date) {
  const rows = await db()
    .selectFrom('scheduling_bookings')
    .select([
      'eventTypeId',
      'startTime as start',
      'endTime as end',
      sql<Date>`lower(blocked_during)`.as('blockedStart'),
      sql<Date>`upper(blocked_during)`.as('blockedEnd'),
    ])
    .where('userId', '=', host)
    .where('status', 'in', ['pending', 'confirmed'])
    .where('startTime', '<', to)
    .where('endTime', '>', from)
    .execute();
  return sortByStart(
    rows.map((row) => ({
      eventTypeId: row.eventTypeId,
      start: new Date(row.start),
      end: new Date(row.end),
      blockedStart: new Date(row.blockedStart),
      blockedEnd: new Date(row.blockedEnd),
    })),
  );
}

function sortByStart<T extends { start: Date }>(list: T[]): T[] {
  return [...list].sort((a, b) => a.start.getTime() - b.start.getTime());
}

const next30Days = () => [new Date(base - 2 * DAY), new Date(base + 30 * DAY)] as const;

async function expectKeptEqualsBookings() {
  const [from, to] = next30Days();
  for (const host of hosts) {
    expect(await read(host, from, to), host).toEqual(await counted(host, from, to));
  }
}

async function keptRows() {
  const { rows } = await sql<{ userId: string; entries: number }>`
    SELECT user_id, CASE WHEN packed = '' THEN 0
      ELSE array_length(string_to_array(packed, ';'), 1) END AS entries
    FROM scheduling_host_busy ORDER BY user_id`.execute(db());
  return Object.fromEntries(rows.map((row) => [row.userId, Number(row.entries)]));
}

describe('scheduling_host_busy', () => {
  it('follows inserts, reschedules, cancels, moves, deleted event types and deletes', async () => {
    await insertBookings(
      db(),
      booking('busy-ann', 1),
      booking('busy-ann', 3, { type: otherTypeId, minutes: 60 }),
      booking('busy-bob', 2),
    );
    expect(await keptRows()).toEqual({ 'busy-ann': 2, 'busy-bob': 1 });
    const [from, to] = next30Days();
    expect((await read('busy-ann', from, to)).map((b) => b.eventTypeId)).toEqual([
      eventTypeId,
      otherTypeId,
    ]);
    await expectKeptEqualsBookings();

    // A reschedule moves the times.
    await sql`UPDATE scheduling_bookings SET start_time = start_time + interval '1 day',
        end_time = end_time + interval '1 day', blocked_during = tstzrange(
          lower(blocked_during) + interval '1 day', upper(blocked_during) + interval '1 day', '[)')
      WHERE user_id = 'busy-bob'`.execute(db());
    await expectKeptEqualsBookings();
    // A canceled booking leaves the text.
    await sql`UPDATE scheduling_bookings SET status = 'canceled'
      WHERE user_id = 'busy-ann' AND event_type_id = ${otherTypeId}`.execute(db());
    expect(await keptRows()).toEqual({ 'busy-ann': 1, 'busy-bob': 1 });
    await expectKeptEqualsBookings();
    // A booking handed to another host leaves one text for the other's.
    await sql`UPDATE scheduling_bookings SET user_id = 'busy-cy'
      WHERE user_id = 'busy-bob'`.execute(db());
    expect(await keptRows()).toEqual({ 'busy-ann': 1, 'busy-bob': 0, 'busy-cy': 1 });
    await expectKeptEqualsBookings();
    // A deleted event type leaves its bookings, with no event type.
    await insertBookings(db(), booking('busy-cy', 5, { type: otherTypeId }));
    await db().deleteFrom('scheduling_event_types').where('id', '=', otherTypeId).execute();
    // In five hours (no event type now), then bob's moved one, a day and two hours away.
    expect((await read('busy-cy', from, to)).map((b) => b.eventTypeId)).toEqual([
      null,
      eventTypeId,
    ]);
    await expectKeptEqualsBookings();
    // A deleted booking goes.
    await db().deleteFrom('scheduling_bookings').where('userId', '=', 'busy-ann').execute();
    expect(await keptRows()).toEqual({ 'busy-ann': 0, 'busy-bob': 0, 'busy-cy': 2 });
    await expectKeptEqualsBookings();
  });

  it('is not rebuilt by a change that does not touch what it keeps', async () => {
    await insertBookings(db(), booking('busy-bob', 40));
    await sql`UPDATE scheduling_host_busy SET packed = packed || ';marker' WHERE user_id = 'busy-bob'`.execute(
      db(),
    );
    await sql`UPDATE scheduling_bookings SET ics_sequence = ics_sequence + 1,
        notes = 'Bring the figures' WHERE user_id = 'busy-bob'`.execute(db());
    const { rows } = await sql<{ packed: string }>`
      SELECT packed FROM scheduling_host_busy WHERE user_id = 'busy-bob'`.execute(db());
    expect(rows[0]?.packed.endsWith(';marker')).toBe(true);
    // The next real change rebuilds it from the bookings.
    await insertBookings(db(), booking('busy-bob', 44));
    await expectKeptEqualsBookings();
  });

  it('leaves out bookings outside the span, and reads the bookings for a span it does not keep', async () => {
    await insertBookings(db(), booking('busy-cy', -20 * 24), booking('busy-cy', 60 * 24));
    // Twenty days ago is before what the text keeps: it is not in it…
    const { rows } = await sql<{ completeFrom: Date; packed: string }>`
      SELECT complete_from, packed FROM scheduling_host_busy WHERE user_id = 'busy-cy'`.execute(
      db(),
    );
    const old = new Date(base - 20 * DAY);
    expect(new Date(rows[0]?.completeFrom as Date).getTime()).toBeGreaterThan(old.getTime());
    expect(rows[0]?.packed).not.toContain(String(old.getTime()));
    // …but a span reaching back to it still finds it, read from the bookings.
    const from = new Date(base - 25 * DAY);
    const to = new Date(base + 90 * DAY);
    const back = await read('busy-cy', from, to);
    expect(back.map((b) => b.start.getTime())).toContain(old.getTime());
    expect(back).toEqual(await counted('busy-cy', from, to));
    // The next 30 days hold neither the old booking nor the one in 60 days.
    const [soonFrom, soonTo] = next30Days();
    const soon = await read('busy-cy', soonFrom, soonTo);
    expect(soon.map((b) => b.start.getTime())).not.toContain(old.getTime());
    expect(soon.map((b) => b.start.getTime())).not.toContain(base + 60 * DAY);
    expect(soon).toEqual(await counted('busy-cy', soonFrom, soonTo));
  });

  it('goes with its host', async () => {
    await db()
      .insertInto('users')
      .values({ id: 'busy-gone', name: 'Gone', email: 'gone@example.com' })
      .execute();
    await insertBookings(db(), booking('busy-gone', 7));
    expect((await keptRows())['busy-gone']).toBe(1);
    await db().deleteFrom('users').where('id', '=', 'busy-gone').execute();
    expect((await keptRows())['busy-gone']).toBeUndefined();
  });

  it.runIf(TEST_DATABASE_URL)(
    'keeps both of two transactions that book one host at the same time',
    async () => {
      let releaseFirst: () => void = () => {};
      const firstMayCommit = new Promise<void>((resolve) => {
        releaseFirst = resolve;
      });
      let firstInserted: () => void = () => {};
      const firstHasInserted = new Promise<void>((resolve) => {
        firstInserted = resolve;
      });
      const first = db()
        .transaction()
        .execute(async (trx) => {
          await insertBookings(trx, booking('busy-ann', 100));
          firstInserted();
          await firstMayCommit;
        });
      await firstHasInserted;
      // The second rebuilds the host's text while the first has not committed: it waits
      // for the first, then reads both bookings.
      const second = db()
        .transaction()
        .execute(async (trx) => {
          await insertBookings(trx, booking('busy-ann', 102));
        });
      await new Promise((resolve) => setTimeout(resolve, 200));
      releaseFirst();
      await Promise.all([first, second]);
      const [from, to] = next30Days();
      const kept = await read('busy-ann', from, to);
      expect(kept.map((b) => b.start.getTime())).toEqual([base + 100 * HOUR, base + 102 * HOUR]);
      expect(kept).toEqual(await counted('busy-ann', from, to));
    },
  );
});

// The database function is_timeslot_available must answer like the slot engine: both are
// asked about every start on a grid (DST days, buffered neighbours, notice, horizon) for
// data seeded through the database. Runs on PGlite, and on PostgreSQL under
// TEST_DATABASE_URL.
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../../tests/support/test-database';
import {
  computeSlots,
  isSlotOffered,
  type SlotQuery,
} from '../../../../core/scheduling/slot-engine';
import type { DB } from '../../../db/types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let database: TestDatabase;
let db: Kysely<DB>;

type EventTypeSeed = {
  duration: number;
  bufferBefore?: number;
  bufferAfter?: number;
  minBookingNotice?: number;
  maxBookingsPerDay?: number | null;
  maxBookingsPerWeek?: number | null;
  dateRangeStart?: string | null;
  dateRangeEnd?: string | null;
  isActive?: boolean;
};

async function seedHost(id: string, timeZone: string): Promise<string> {
  await db
    .insertInto('users')
    .values({ id, name: id, email: `${id}@example.com` })
    .execute();
  await db
    .insertInto('profiles')
    .values({ userId: id, username: id, timezone: timeZone })
    .execute();
  return id;
}

async function seedEventType(userId: string, slug: string, seed: EventTypeSeed): Promise<string> {
  const row = await db
    .insertInto('scheduling_event_types')
    .values({
      userId,
      name: slug,
      slug,
      duration: seed.duration,
      bufferBefore: seed.bufferBefore ?? 0,
      bufferAfter: seed.bufferAfter ?? 0,
      minBookingNotice: seed.minBookingNotice ?? 0,
      maxBookingsPerDay: seed.maxBookingsPerDay ?? null,
      maxBookingsPerWeek: seed.maxBookingsPerWeek ?? null,
      dateRangeStart: seed.dateRangeStart ?? null,
      dateRangeEnd: seed.dateRangeEnd ?? null,
      isActive: seed.isActive ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function seedAvailability(
  userId: string,
  eventTypeId: string | null,
  rows: [day: number, start: string, end: string][],
): Promise<void> {
  await db
    .insertInto('scheduling_availability')
    .values(
      rows.map(([dayOfWeek, startTime, endTime]) => ({
        userId,
        eventTypeId,
        dayOfWeek,
        startTime,
        endTime,
      })),
    )
    .execute();
}

async function seedOverride(
  userId: string,
  eventTypeId: string | null,
  startDate: string,
  endDate: string,
  windows: [start: string, end: string][],
): Promise<void> {
  const workspace = await db
    .selectFrom('organizations')
    .select('id')
    .where('personalUserId', '=', userId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('scheduling_date_overrides')
    .values({
      userId,
      workspaceId: workspace.id,
      createdBy: userId,
      eventTypeId,
      startDate,
      endDate,
      windows: JSON.stringify(windows.map(([startTime, endTime]) => ({ startTime, endTime }))),
    })
    .execute();
}

let tokenCounter = 0;
async function seedBooking(
  userId: string,
  eventTypeId: string | null,
  start: string,
  minutes: number,
  { before = 0, after = 0, status = 'confirmed' as 'pending' | 'confirmed' | 'canceled' } = {},
): Promise<void> {
  const startTime = new Date(start);
  const endTime = new Date(startTime.getTime() + minutes * MINUTE);
  const blockedFrom = new Date(startTime.getTime() - before * MINUTE);
  const blockedTo = new Date(endTime.getTime() + after * MINUTE);
  tokenCounter += 1;
  await db
    .insertInto('scheduling_bookings')
    .values({
      userId,
      eventTypeId,
      startTime,
      endTime,
      blockedDuring: sql`tstzrange(${blockedFrom}::timestamptz, ${blockedTo}::timestamptz)`,
      inviteeName: 'Invitee',
      inviteeEmail: 'invitee@example.com',
      status,
      cancelToken: `token-${String(tokenCounter).padStart(24, '0')}`,
    } as never)
    .execute();
}

/** What the engine needs, read from the database the way the booking endpoint does. */
async function engineQuery(
  trx: Kysely<DB>,
  userId: string,
  eventTypeId: string,
  now: Date,
): Promise<SlotQuery> {
  const eventType = await trx
    .selectFrom('scheduling_event_types')
    .selectAll()
    .where('id', '=', eventTypeId)
    .executeTakeFirstOrThrow();
  const profile = await trx
    .selectFrom('profiles')
    .select('timezone')
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  const availability = await trx
    .selectFrom('scheduling_availability')
    .select(['eventTypeId', 'dayOfWeek', 'startTime', 'endTime'])
    .where('userId', '=', userId)
    .execute();
  const dateOverrides = await trx
    .selectFrom('scheduling_date_overrides')
    .select(['eventTypeId', 'startDate', 'endDate', 'windows'])
    .where('userId', '=', userId)
    .execute();
  const bookings = await trx
    .selectFrom('scheduling_bookings')
    .select([
      'startTime',
      'endTime',
      'eventTypeId',
      sql<Date>`lower(blocked_during)`.as('blockedStart'),
      sql<Date>`upper(blocked_during)`.as('blockedEnd'),
    ])
    .where('userId', '=', userId)
    .where('status', 'in', ['pending', 'confirmed'])
    .execute();
  return {
    eventType: {
      id: eventType.id,
      duration: eventType.duration,
      bufferBefore: eventType.bufferBefore,
      bufferAfter: eventType.bufferAfter,
      minBookingNotice: eventType.minBookingNotice,
      maxBookingsPerDay: eventType.maxBookingsPerDay,
      maxBookingsPerWeek: eventType.maxBookingsPerWeek,
      dateRangeStart: eventType.dateRangeStart,
      dateRangeEnd: eventType.dateRangeEnd,
    },
    availability,
    dateOverrides,
    bookings: bookings.map((row) => ({
      start: new Date(row.startTime),
      end: new Date(row.endTime),
      blockedStart: new Date(row.blockedStart),
      blockedEnd: new Date(row.blockedEnd),
      eventTypeId: row.eventTypeId,
    })),
    hostTimeZone: profile.timezone,
    now,
  };
}

type Span = { from: Date | string; to: Date | string; everyMinutes: number };

/**
 * Asks the function about every start of the spans (in one statement, in one transaction
 * with the engine's "now") and the engine the same; returns how many were offered.
 */
async function compare(userId: string, eventTypeId: string, spans: Span[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ now: Date }>`SELECT now() AS now`.execute(trx);
    const now = new Date((rows[0] as { now: Date }).now);
    const q = await engineQuery(trx, userId, eventTypeId, now);
    const listed = new Set(computeSlots(q).map((slot) => slot.start.getTime()));
    let offered = 0;
    for (const span of spans) {
      const answers = await sql<{ start: Date; available: boolean }>`
        SELECT t AS start,
          is_timeslot_available(${userId}, ${eventTypeId}::uuid, t,
            t + make_interval(mins => ${q.eventType.duration})) AS available
        FROM generate_series(${new Date(span.from)}::timestamptz, ${new Date(span.to)}::timestamptz,
          make_interval(mins => ${span.everyMinutes})) AS t`.execute(trx);
      expect(answers.rows.length).toBeGreaterThan(0);
      const disagreements = answers.rows
        .map((row) => {
          const start = new Date(row.start);
          const engine = isSlotOffered(q, start);
          return {
            start: start.toISOString(),
            sql: row.available,
            engine,
            listed: listed.has(start.getTime()),
          };
        })
        .filter((row) => row.sql !== row.engine || row.engine !== row.listed);
      expect(disagreements).toEqual([]);
      offered += answers.rows.filter((row) => row.available).length;
    }
    return offered;
  });
}

async function available(userId: string, eventTypeId: string, start: string, end: string) {
  const { rows } = await sql<{ available: boolean }>`
    SELECT is_timeslot_available(${userId}, ${eventTypeId}::uuid, ${new Date(start)}::timestamptz,
      ${new Date(end)}::timestamptz) AS available`.execute(db);
  return rows[0]?.available;
}

const WEEK: [number, string, string][] = [
  [0, '00:00:00', '05:00:00'],
  [1, '09:00:00', '17:00:00'],
  [1, '18:00:00', '20:00:00'],
  [2, '09:00:00', '17:00:00'],
  [3, '08:30:00', '12:15:00'],
  [4, '09:00:00', '17:00:00'],
  [5, '13:00:00', '18:00:00'],
  [6, '01:00:00', '03:30:00'],
];

describe('is_timeslot_available', () => {
  let newYork: string;
  let london: string;
  let lordHowe: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    newYork = await seedHost('host-new-york', 'America/New_York');
    london = await seedHost('host-london', 'Europe/London');
    lordHowe = await seedHost('host-lord-howe', 'Australia/Lord_Howe');
    for (const host of [newYork, london, lordHowe]) await seedAvailability(host, null, WEEK);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('agrees with the engine around New York spring forward and fall back, with buffered neighbours', async () => {
    const spring = await seedEventType(newYork, 'ny-spring', {
      duration: 30,
      bufferBefore: 10,
      bufferAfter: 5,
      maxBookingsPerDay: 3,
      dateRangeStart: '2027-03-12',
      dateRangeEnd: '2027-03-16',
    });
    const fall = await seedEventType(newYork, 'ny-fall', {
      duration: 60,
      bufferAfter: 15,
      dateRangeStart: '2027-11-05',
      dateRangeEnd: '2027-11-09',
    });
    const other = await seedEventType(newYork, 'ny-other', { duration: 20 });
    // Another event type's booking with buffers between two of spring's slots; a
    // canceled one that must not block; two of spring's own on Monday (max 3).
    await seedBooking(newYork, other, '2027-03-15T14:20:00Z', 20, { before: 5, after: 5 });
    await seedBooking(newYork, other, '2027-03-15T16:00:00Z', 20, { status: 'canceled' });
    await seedBooking(newYork, spring, '2027-03-15T18:00:00Z', 30, { before: 10, after: 5 });
    await seedBooking(newYork, spring, '2027-03-15T19:00:00Z', 30, {
      before: 10,
      after: 5,
      status: 'pending',
    });
    await seedBooking(newYork, spring, '2027-03-16T13:00:00Z', 30, { before: 10, after: 5 });
    await seedBooking(newYork, spring, '2027-03-16T14:00:00Z', 30, { before: 10, after: 5 });
    await seedBooking(newYork, spring, '2027-03-16T15:00:00Z', 30, { before: 10, after: 5 });
    // Sunday night local is Monday UTC: counts for Sunday.
    await seedBooking(newYork, fall, '2027-11-08T04:30:00Z', 60);
    await seedBooking(newYork, other, '2027-11-07T07:10:00Z', 20);

    const springOffered = await compare(newYork, spring, [
      { from: '2027-03-11T00:00:00Z', to: '2027-03-17T12:00:00Z', everyMinutes: 5 },
    ]);
    const fallOffered = await compare(newYork, fall, [
      { from: '2027-11-04T00:00:00Z', to: '2027-11-10T12:00:00Z', everyMinutes: 5 },
    ]);
    expect(springOffered).toBeGreaterThan(20);
    expect(fallOffered).toBeGreaterThan(10);
    // The spot checks the grid covers, stated plainly.
    // 01:30 EST is the last start before the gap; 03:15 EDT is off the 45-minute grid.
    expect(await available(newYork, spring, '2027-03-14T06:30:00Z', '2027-03-14T07:00:00Z')).toBe(
      true,
    );
    expect(await available(newYork, spring, '2027-03-14T07:15:00Z', '2027-03-14T07:45:00Z')).toBe(
      false,
    );
    expect(await available(newYork, spring, '2027-03-16T16:00:00Z', '2027-03-16T16:30:00Z')).toBe(
      false,
    );
    expect(await available(newYork, fall, '2027-11-07T05:15:00Z', '2027-11-07T06:15:00Z')).toBe(
      true,
    );
    expect(await available(newYork, fall, '2027-11-07T06:30:00Z', '2027-11-07T07:30:00Z')).toBe(
      false,
    );
  });

  it('agrees with the engine around London and Lord Howe (half-hour) changes, and on overrides', async () => {
    const londonType = await seedEventType(london, 'london', {
      duration: 45,
      bufferBefore: 15,
      dateRangeStart: '2027-03-26',
      dateRangeEnd: '2027-11-01',
    });
    await seedAvailability(london, londonType, [
      [0, '00:00:00', '04:00:00'],
      [0, '06:00:00', '07:00:00'],
      [3, '10:00:00', '11:00:00'],
    ]);
    await seedBooking(london, londonType, '2027-03-28T02:00:00Z', 45, { before: 15 });
    const howe = await seedEventType(lordHowe, 'howe', {
      duration: 30,
      maxBookingsPerDay: 1,
      dateRangeStart: '2027-04-01',
      dateRangeEnd: '2027-10-05',
    });
    await seedBooking(lordHowe, howe, '2027-10-01T23:00:00Z', 30);

    expect(
      await compare(london, londonType, [
        { from: '2027-03-26T00:00:00Z', to: '2027-04-01T00:00:00Z', everyMinutes: 5 },
        { from: '2027-10-29T00:00:00Z', to: '2027-11-03T00:00:00Z', everyMinutes: 5 },
      ]),
    ).toBeGreaterThan(5);
    expect(
      await compare(lordHowe, howe, [
        { from: '2027-04-01T00:00:00Z', to: '2027-04-06T00:00:00Z', everyMinutes: 10 },
        { from: '2027-09-30T00:00:00Z', to: '2027-10-06T00:00:00Z', everyMinutes: 10 },
      ]),
    ).toBeGreaterThan(10);
  });

  it('agrees with the engine on a second window, date overrides and the weekly limit (issue 21)', async () => {
    const weekly = await seedEventType(newYork, 'ny-weekly', {
      duration: 30,
      maxBookingsPerWeek: 2,
      dateRangeStart: '2027-05-03',
      dateRangeEnd: '2027-05-23',
    });
    const own = await seedEventType(newYork, 'ny-own-override', {
      duration: 30,
      dateRangeStart: '2027-05-03',
      dateRangeEnd: '2027-05-23',
    });
    // The host's holiday on Tuesday 4 May, other hours on Wednesday and a vacation the
    // week after; the second event type opens the holiday with its own hours.
    await seedOverride(newYork, null, '2027-05-04', '2027-05-04', []);
    await seedOverride(newYork, null, '2027-05-05', '2027-05-05', [
      ['07:00:00', '08:00:00'],
      ['21:00:00', '22:00:00'],
    ]);
    await seedOverride(newYork, null, '2027-05-11', '2027-05-13', []);
    await seedOverride(newYork, own, '2027-05-04', '2027-05-04', [['12:00:00', '13:00:00']]);
    // Two of the weekly type's bookings in the week of 17 May fill it.
    await seedBooking(newYork, weekly, '2027-05-17T13:00:00Z', 30);
    await seedBooking(newYork, weekly, '2027-05-18T13:00:00Z', 30);

    const spans = [{ from: '2027-05-03T00:00:00Z', to: '2027-05-24T12:00:00Z', everyMinutes: 10 }];
    expect(await compare(newYork, weekly, spans)).toBeGreaterThan(50);
    expect(await compare(newYork, own, spans)).toBeGreaterThan(50);
    // Monday 18:00 EDT: the second window, bookable in both.
    expect(await available(newYork, weekly, '2027-05-03T22:00:00Z', '2027-05-03T22:30:00Z')).toBe(
      true,
    );
    // The holiday, and the event type's own hours on it.
    expect(await available(newYork, weekly, '2027-05-04T13:00:00Z', '2027-05-04T13:30:00Z')).toBe(
      false,
    );
    expect(await available(newYork, own, '2027-05-04T16:00:00Z', '2027-05-04T16:30:00Z')).toBe(
      true,
    );
    // The full week.
    expect(await available(newYork, weekly, '2027-05-20T13:00:00Z', '2027-05-20T13:30:00Z')).toBe(
      false,
    );
  });

  it('agrees with the engine on notice and the 30-day horizon from now()', async () => {
    const soon = await seedEventType(newYork, 'ny-soon', {
      duration: 15,
      bufferBefore: 5,
      bufferAfter: 5,
      minBookingNotice: 600,
    });
    const now = Date.now();
    const start = now - (now % HOUR) - DAY;
    expect(
      await compare(newYork, soon, [
        { from: new Date(start), to: new Date(start + 4 * DAY), everyMinutes: 5 },
        { from: new Date(start + 28 * DAY), to: new Date(start + 32 * DAY), everyMinutes: 5 },
      ]),
    ).toBeGreaterThan(20);
  });

  it('refuses a wrong end, an inactive event type, and another user’s event type', async () => {
    const inactive = await seedEventType(london, 'inactive', {
      duration: 30,
      dateRangeEnd: '2027-12-31',
      isActive: false,
    });
    const active = await seedEventType(london, 'active', {
      duration: 30,
      dateRangeEnd: '2027-12-31',
    });
    // Monday 2027-06-07 09:00 BST.
    expect(await available(london, active, '2027-06-07T08:00:00Z', '2027-06-07T08:30:00Z')).toBe(
      true,
    );
    expect(await available(london, active, '2027-06-07T08:00:00Z', '2027-06-07T08:45:00Z')).toBe(
      false,
    );
    expect(await available(london, inactive, '2027-06-07T08:00:00Z', '2027-06-07T08:30:00Z')).toBe(
      false,
    );
    expect(await available(newYork, active, '2027-06-07T08:00:00Z', '2027-06-07T08:30:00Z')).toBe(
      false,
    );
  });
});

import { type Kysely, sql } from 'kysely';
import type { DB } from '../src/server/db/types';
import {
  median,
  POSTGRES_URL,
  type SeededServer,
  withSeededPGlite,
  withSeededPostgres,
} from './bench-server';
import type { BenchResult } from './result';

const TARGET_MS = 20;
const BOOKINGS = 1000;
const SAMPLES = Number(process.env.BENCH_BOOKING_SLOTS_SAMPLES ?? 200);
const WARM_UP = 30;
const SLUG = 'bench-call';
const TIME_ZONE = 'America/New_York';

async function seed(db: Kysely<DB>, userId: string) {
  await db
    .updateTable('profiles')
    .set({ timezone: TIME_ZONE, displayName: 'Bench Host' })
    .where('userId', '=', userId)
    .execute();
  await db
    .insertInto('scheduling_availability')
    .values(
      [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
        userId,
        eventTypeId: null,
        dayOfWeek,
        startTime: '08:00:00',
        endTime: '20:00:00',
      })),
    )
    .execute();
  const eventTypes = await db
    .insertInto('scheduling_event_types')
    .values([
      { userId, name: 'Bench call', slug: SLUG, duration: 15, bufferBefore: 5, bufferAfter: 5 },
      { userId, name: 'Other', slug: 'other', duration: 10 },
    ])
    .returning('id')
    .execute();
  const ids = eventTypes.map((row) => row.id);
  // 43 minutes apart from an hour from now, 5 minutes each: 1,000 of them reach 30 days
  // ahead, and a good share of the candidate slots stays free.
  await sql`
    INSERT INTO scheduling_bookings (event_type_id, user_id, start_time, end_time, blocked_during,
      invitee_name, invitee_email, status, cancel_token)
    SELECT (${sql.val(ids)}::uuid[])[1 + i % 2], ${userId}, s, s + interval '5 minutes',
      tstzrange(s, s + interval '5 minutes', '[)'),
      'Invitee ' || i, 'invitee' || i || '@example.com', 'confirmed',
      md5(random()::text) || md5(i::text)
    FROM (SELECT i, date_trunc('minute', now()) + interval '1 hour' + i * interval '43 minutes' AS s
          FROM generate_series(0, ${BOOKINGS - 1}) AS i) AS t`.execute(db);
  await sql`ANALYZE scheduling_bookings`.execute(db);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

async function measure(url: string, userId: string, label: string): Promise<BenchResult> {
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 29 * 86_400_000).toISOString().slice(0, 10);
  const path = `${url}/api/v1/public/schedule/${userId}/${SLUG}/slots?from=${from}&to=${to}&timeZone=Europe%2FBerlin`;
  let slots = 0;
  const get = async () => {
    const response = await fetch(path);
    const body = (await response.json()) as { slots: unknown[] };
    if (!response.ok) throw new Error(`slots answered ${response.status}`);
    slots = body.slots.length;
  };
  for (let i = 0; i < WARM_UP; i++) await get();
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await get();
    samples.push(performance.now() - start);
  }
  const value = median(samples);
  return {
    figure: `Public slots endpoint, 30 days, 1,000 bookings (${label})`,
    target: `≤ ${TARGET_MS} ms median`,
    measured: `${value.toFixed(1)} ms`,
    detail: `GET /api/v1/public/schedule/:userId/:slug/slots; ${slots} slots offered; p95 ${percentile(samples, 0.95).toFixed(1)} ms; median of ${SAMPLES}`,
    pass: value <= TARGET_MS,
  };
}

export default async function bookingSlots(): Promise<BenchResult[]> {
  const run = (label: string) => (server: SeededServer) =>
    measure(server.url, server.userId, label);
  const results = [await withSeededPGlite('slots', seed, run('PGlite'))];
  if (POSTGRES_URL)
    results.push(await withSeededPostgres(POSTGRES_URL, 'slots', seed, run('PostgreSQL')));
  return results;
}

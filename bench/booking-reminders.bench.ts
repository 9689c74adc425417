// Issue 21 "Speed": a reminder is sent within 60 s of its moment with 10,000 reminders
// due in the same hour (decision 058). The worst case of that hour: all 10,000 fall due
// at the same instant (100 hosts × 100 confirmed bookings, a one-hour reminder each),
// and the job, started with the server's default interval (15 s), has just looked and
// found nothing. Figure: from the moment until the last reminder mail is queued in the
// outbox (mail_outbox.created_at, written in the claiming transaction). Baseline in the
// same run on the same database: 10,000 bare enqueueMail calls in batches of the same
// size — the part of the work no reminder can avoid.
import { sql } from 'kysely';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrator';
import { createBookingReminderJob } from '../src/server/features/scheduling/public';
import { enqueueMail } from '../src/server/platform/mail/outbox';
import type { BenchResult } from './result';

const HOSTS = Number(process.env.BENCH_REMINDER_HOSTS ?? 100);
const PER_HOST = Number(process.env.BENCH_REMINDERS_PER_HOST ?? 100);
const TOTAL = HOSTS * PER_HOST;
const TARGET_S = 60;
const INTERVAL_MS = 15_000;
const BATCH = 200;

export default async function bookingRemindersBench(): Promise<BenchResult[]> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    const { db } = database;
    await migrate(db);

    // Baseline: the outbox inserts alone.
    const baselineStart = performance.now();
    for (let sent = 0; sent < TOTAL; sent += BATCH) {
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < BATCH; i++) {
          await enqueueMail(trx, {
            to: `baseline-${sent + i}@example.com`,
            subject: 'Reminder: baseline',
            text: 'A reminder of the same size.\n'.repeat(10),
            html: '<p>A reminder of the same size.</p>'.repeat(10),
          });
        }
      });
    }
    const baselineMs = performance.now() - baselineStart;
    await db.deleteFrom('mailOutbox').execute();

    // 100 hosts, each with an event type reminding 60 minutes before, and 100 bookings
    // whose reminders all fall due at `moment` (the meetings 2 s apart, 1 s long).
    const moment = new Date(Date.now() + 30_000);
    const start = new Date(moment.getTime() + 60 * 60_000);
    await sql`
      INSERT INTO users (id, name, email)
      SELECT 'bench-host-' || h, 'Host ' || h, 'host-' || h || '@example.com'
      FROM generate_series(1, ${HOSTS}) AS h`.execute(db);
    await sql`
      INSERT INTO scheduling_event_types (user_id, name, slug, location_kind, location, reminders)
      SELECT 'bench-host-' || h, 'Intro call', 'intro', 'in_person', 'Main Street 1',
        '[{"offsetMinutes":60,"toHost":true}]'::jsonb
      FROM generate_series(1, ${HOSTS}) AS h`.execute(db);
    await sql`
      INSERT INTO scheduling_bookings (event_type_id, user_id, start_time, end_time,
        blocked_during, invitee_name, invitee_email, invitee_time_zone, status, cancel_token)
      SELECT e.id, e.user_id, s.t, s.t + interval '1 second',
        tstzrange(s.t, s.t + interval '1 second', '[)'),
        'Invitee ' || n, 'invitee-' || e.user_id || '-' || n || '@example.com', 'Asia/Tokyo',
        'confirmed', md5(e.id::text || n)
      FROM scheduling_event_types e,
        generate_series(0, ${PER_HOST - 1}) AS n,
        LATERAL (SELECT ${start}::timestamptz + n * interval '2 seconds' AS t) AS s`.execute(db);
    // The moments are the same instant: move each reminder to it (as though booked so).
    await sql`UPDATE scheduling_booking_reminders SET remind_at = ${moment}::timestamptz`.execute(
      db,
    );
    await sql`ANALYZE`.execute(db);

    const job = createBookingReminderJob({
      config: {
        ...loadConfig({}),
        publicUrl: 'https://scale.example',
        bookingReminderIntervalMs: INTERVAL_MS,
      },
      database,
    });
    // Started just before the moment: its first look finds nothing, the next is an
    // interval later.
    await new Promise((resolve) => setTimeout(resolve, moment.getTime() - Date.now() - 1000));
    job.start();
    const deadline = moment.getTime() + 10 * 60_000;
    let queued = 0;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const row = await db
        .selectFrom('mailOutbox')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('subject', 'like', 'Reminder:%')
        .executeTakeFirstOrThrow();
      queued = Number(row.count);
      if (queued >= TOTAL * 2) break;
    }
    await job.stop();
    const last = await db
      .selectFrom('mailOutbox')
      .select((eb) => eb.fn.max('createdAt').as('last'))
      .executeTakeFirstOrThrow();
    const lastMs = new Date(last.last as unknown as string).getTime() - moment.getTime();
    const claimed = await db
      .selectFrom('scheduling_booking_reminders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('sentForStart', 'is not', null)
      .executeTakeFirstOrThrow();
    const seconds = lastMs / 1000;
    return [
      {
        figure: 'Booking reminders: 10,000 due at once, last queued after its moment (PGlite)',
        target: `≤ ${TARGET_S} s`,
        measured: `${seconds.toFixed(1)} s`,
        ratio: `baseline ${(baselineMs / 1000).toFixed(1)} s for ${TOTAL.toLocaleString('en-US')} bare outbox inserts`,
        detail: `${Number(claimed.count).toLocaleString('en-US')} reminders claimed, ${queued.toLocaleString('en-US')} mails queued (invitee + host copy each); job interval ${INTERVAL_MS / 1000} s, ${BATCH} a transaction; includes the wait for the job's next look`,
        pass: seconds <= TARGET_S && queued >= TOTAL * 2,
      },
    ];
  } finally {
    await database.close();
  }
}

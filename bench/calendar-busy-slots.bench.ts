// Calendar sync (issue 21, decision 059): the public slots request for 30 days of a host
// whose connected calendar (the local Radicale) holds 2,000 busy events — 1,900 single
// ones and 100 weekly series with an exception each (busyCalendar says how they lie). Warm: the busy cache is fresh, the
// request reads it from the database. Cold: the cache is marked stale before each
// request, which then fetches, expands and stores the calendar's events before answering.
// Beside them, the same request once the calendar is disconnected.
// On PostgreSQL (DATABASE_URL, TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test):
// marking the cache stale needs the database while the server runs.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startTestCalDav } from '../tests/support/caldav-server';
import { median, signUpOwner, startAppServer, stopServer, userIdOf } from './bench-server';
import type { BenchResult } from './result';

const WARM_TARGET_MS = 20;
const COLD_TARGET_MS = 300;
const SINGLE_EVENTS = 1900;
const SERIES = 100;
const WARM_SAMPLES = Number(process.env.BENCH_CALENDAR_SAMPLES ?? 100);
const COLD_SAMPLES = 15;
const POSTGRES_URL =
  (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL)?.trim() ||
  'postgres://postgres@127.0.0.1:5432/test';
const TIME_ZONE = 'Europe/Berlin';

const icsTime = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/**
 * One calendar of 2,000 events over the next 30 days, as several busy people's calendars
 * look merged: 63 single events a day, 15 to 45 minutes long, clustered around six times
 * of day (so they overlap and about half of the working hours stay free), and 100 weekly
 * series with one EXDATE each.
 */
function busyCalendar(now: number): string {
  const events: string[] = [];
  const hour = 3_600_000;
  const day = 24 * hour;
  const firstDay = Math.floor(now / day) * day;
  const hours = [7, 9, 12, 14, 17, 21];
  for (let i = 0; i < SINGLE_EVENTS; i += 1) {
    const start =
      firstDay +
      (1 + (i % 30)) * day +
      (hours[i % hours.length] ?? 9) * hour +
      ((i * 7) % 45) * 60_000;
    events.push(
      [
        'BEGIN:VEVENT',
        `UID:single-${i}`,
        'DTSTAMP:20260101T000000Z',
        `DTSTART:${icsTime(start)}`,
        `DTEND:${icsTime(start + (15 + (i % 3) * 15) * 60_000)}`,
        `SUMMARY:Busy ${i}`,
        'END:VEVENT',
      ].join('\r\n'),
    );
  }
  for (let i = 0; i < SERIES; i += 1) {
    const start =
      firstDay +
      (1 + (i % 7)) * day +
      (hours[i % hours.length] ?? 9) * hour +
      (i % 4) * 15 * 60_000;
    events.push(
      [
        'BEGIN:VEVENT',
        `UID:series-${i}`,
        'DTSTAMP:20260101T000000Z',
        `DTSTART:${icsTime(start)}`,
        `DTEND:${icsTime(start + 30 * 60_000)}`,
        'RRULE:FREQ=WEEKLY;COUNT=5',
        `EXDATE:${icsTime(start + 7 * day)}`,
        `SUMMARY:Weekly ${i}`,
        'END:VEVENT',
      ].join('\r\n'),
    );
  }
  return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//bench//EN\r\n${events.join('\r\n')}\r\nEND:VCALENDAR\r\n`;
}

export default async function calendarBusySlots(): Promise<BenchResult[]> {
  const user = { username: 'bench', password: 'bench-app-password' };
  const caldav = await startTestCalDav([user]);
  const schema = `bench_calendar_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  // The tables' defaults and triggers name other tables unqualified.
  await admin.query(`SET search_path TO ${schema}, public`);
  const withSchema = new URL(POSTGRES_URL);
  withSchema.searchParams.set('options', `-c search_path=${schema},public`);
  let server: Awaited<ReturnType<typeof startAppServer>> | undefined;
  try {
    const calendarUrl = await caldav.makeCalendar(user, 'work');
    // Radicale takes a whole calendar in one PUT to the collection.
    const put = await fetch(calendarUrl, {
      method: 'PUT',
      headers: {
        authorization: `Basic ${Buffer.from(`${user.username}:${user.password}`).toString('base64')}`,
        'content-type': 'text/calendar; charset=utf-8',
      },
      body: busyCalendar(Date.now()),
    });
    if (put.status >= 300) throw new Error(`calendar upload answered ${put.status}`);
    // Radicale builds its item cache on the first listing (about 20 s for 2,000 items here):
    // done before the measured requests, as a long-running calendar server has it.
    const warmUp = await caldav.client(user);
    await warmUp.fetchCalendars();
    await warmUp.fetchCalendarObjects({ calendar: { url: calendarUrl } });

    server = await startAppServer({
      env: { DATABASE_URL: withSchema.toString(), CALENDAR_SYNC_INTERVAL_MS: '0' },
    });
    const { url } = server;
    const cookie = await signUpOwner(url, 'calendar-bench@example.com');
    const userId = await userIdOf(url, cookie);
    await admin.query(`UPDATE ${schema}.profiles SET timezone = $1 WHERE user_id = $2`, [
      TIME_ZONE,
      userId,
    ]);
    for (let day = 0; day < 7; day += 1) {
      await admin.query(
        `INSERT INTO ${schema}.scheduling_availability (user_id, day_of_week, start_time, end_time) VALUES ($1, $2, '08:00', '20:00')`,
        [userId, day],
      );
    }
    await admin.query(
      `INSERT INTO ${schema}.scheduling_event_types (user_id, name, slug, duration) VALUES ($1, 'Bench call', 'bench-call', 30)`,
      [userId],
    );
    const api = (method: string, path: string, body?: unknown) =>
      fetch(`${url}/api/v1${path}`, {
        method,
        headers: { cookie, origin: url, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    const connected = await api('POST', '/calendar-connections', {
      serverUrl: caldav.url,
      username: user.username,
      password: user.password,
    });
    if (connected.status !== 201)
      throw new Error(`connect answered ${connected.status}: ${await connected.text()}`);
    const connection = (await connected.json()) as {
      id: string;
      busyCount: number;
      syncError: string | null;
    };
    if (connection.syncError) throw new Error(connection.syncError);

    const slotsPath = `${url}/api/v1/public/schedule/${userId}/bench-call/slots`;
    let slotCount = 0;
    const get = async () => {
      const start = performance.now();
      const response = await fetch(slotsPath);
      const body = (await response.json()) as { slots: unknown[] };
      if (!response.ok) throw new Error(`slots answered ${response.status}`);
      slotCount = body.slots.length;
      return performance.now() - start;
    };
    const sample = async (count: number, before?: () => Promise<void>) => {
      for (let i = 0; i < 10; i += 1) await get();
      const samples: number[] = [];
      for (let i = 0; i < count; i += 1) {
        await before?.();
        samples.push(await get());
      }
      return { median: median(samples), max: Math.max(...samples), slots: slotCount };
    };

    const warm = await sample(WARM_SAMPLES);
    const cold = await sample(COLD_SAMPLES, async () => {
      await admin.query(`UPDATE ${schema}.calendar_connections SET sync_attempted_at = NULL`);
    });
    // The baseline: Radicale's own answer to a time-range query of the same 32 days,
    // fetched straight from it (what a cold sync cannot do without).
    const range = {
      start: new Date().toISOString(),
      end: new Date(Date.now() + 32 * 86_400_000).toISOString(),
    };
    const radicaleSamples: number[] = [];
    for (let i = 0; i < COLD_SAMPLES; i += 1) {
      const start = performance.now();
      await warmUp.fetchCalendarObjects({ calendar: { url: calendarUrl }, timeRange: range });
      radicaleSamples.push(performance.now() - start);
    }
    const radicale = median(radicaleSamples);
    const stored = await admin.query(
      `SELECT sync_error, length(busy_packed) AS size FROM ${schema}.calendar_connections`,
    );
    if (stored.rows[0]?.sync_error)
      throw new Error(`cold sync failed: ${stored.rows[0].sync_error}`);
    await api('DELETE', `/calendar-connections/${connection.id}`);
    const none = await sample(WARM_SAMPLES);

    const detail = (m: { max: number; slots: number }, extra: string) =>
      `GET …/slots, 30 days, PostgreSQL; ${m.slots} slots offered; max ${m.max.toFixed(1)} ms; ${extra}`;
    return [
      {
        figure: 'Slots with a connected calendar of 2,000 busy events, busy cache warm',
        target: `≤ ${WARM_TARGET_MS} ms median`,
        measured: `${warm.median.toFixed(1)} ms`,
        ratio: `${(warm.median / none.median).toFixed(2)}× no calendar (${none.median.toFixed(1)} ms, ${none.slots} slots)`,
        detail: detail(
          warm,
          `${connection.busyCount} merged busy intervals cached; median of ${WARM_SAMPLES}`,
        ),
        pass: warm.median <= WARM_TARGET_MS,
      },
      {
        figure: 'Slots with a connected calendar of 2,000 busy events, cache cold (local Radicale)',
        target: `≤ ${COLD_TARGET_MS} ms median`,
        measured: `${cold.median.toFixed(1)} ms`,
        ratio: `${(cold.median / radicale).toFixed(2)}× Radicale's own answer to the same query (${radicale.toFixed(1)} ms)`,
        detail: detail(
          cold,
          `each request fetches, expands and stores the calendar (1,900 events + 100 weekly series); median of ${COLD_SAMPLES}`,
        ),
        pass: cold.median <= COLD_TARGET_MS,
      },
    ];
  } finally {
    await stopServer(server?.child);
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await admin.end();
    await caldav.close();
  }
}

// Calendar sync (issue 21, decisions 059 and 067): the public slots request for 30 days of
// a host whose connected calendar (the local Radicale) holds 2,000 busy events — 1,900
// single ones and 100 weekly series with an exception each (busyCalendar says how they
// lie). Warm: the busy cache is fresh, the request reads it from the database. Cold: the
// cache is marked stale before each request, which then syncs before answering — asking
// Radicale what changed since the last sync token (nothing, or 5 events moved before each
// request), or reading the whole calendar again (the kept sync state dropped, as on a
// first sync or a lost token). Beside them, the same request once the calendar is
// disconnected, and Radicale's own answers to the full time-range REPORT and to the
// sync-token REPORT, fetched straight from it in the same run.
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
/** Events moved on the server before each "some changed" request. */
const MOVED_PER_REQUEST = 5;
const POSTGRES_URL =
  (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL)?.trim() ||
  'postgres://postgres@127.0.0.1:5432/test';
const TIME_ZONE = 'Europe/Berlin';

const icsTime = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** One of the single events, `shiftMinutes` later than in the first upload. */
function singleEvent(i: number, firstDay: number, shiftMinutes = 0): string {
  const hour = 3_600_000;
  const day = 24 * hour;
  const hours = [7, 9, 12, 14, 17, 21];
  const start =
    firstDay +
    (1 + (i % 30)) * day +
    (hours[i % hours.length] ?? 9) * hour +
    (((i * 7) % 45) + shiftMinutes) * 60_000;
  return [
    'BEGIN:VEVENT',
    `UID:single-${i}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${icsTime(start)}`,
    `DTEND:${icsTime(start + (15 + (i % 3) * 15) * 60_000)}`,
    `SUMMARY:Busy ${i}`,
    'END:VEVENT',
  ].join('\r\n');
}

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
  for (let i = 0; i < SINGLE_EVENTS; i += 1) events.push(singleEvent(i, firstDay));
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

    const auth = `Basic ${Buffer.from(`${user.username}:${user.password}`).toString('base64')}`;
    const markStale = async () => {
      await admin.query(`UPDATE ${schema}.calendar_connections SET sync_attempted_at = NULL`);
    };
    const firstDay = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    let moved = 0;
    const moveEvents = async () => {
      for (let k = 0; k < MOVED_PER_REQUEST; k += 1) {
        const i = (moved * 37) % SINGLE_EVENTS;
        moved += 1;
        const answer = await fetch(`${calendarUrl}single-${i}.ics`, {
          method: 'PUT',
          headers: { authorization: auth, 'content-type': 'text/calendar; charset=utf-8' },
          body: `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//bench//EN\r\n${singleEvent(i, firstDay, 5 * (moved % 7))}\r\nEND:VCALENDAR\r\n`,
        });
        if (answer.status >= 300) throw new Error(`moving an event answered ${answer.status}`);
      }
    };

    const warm = await sample(WARM_SAMPLES);
    // Nothing changed on the server since the last sync.
    const cold = await sample(COLD_SAMPLES, markStale);
    // Five events moved on the server before each request.
    const changed = await sample(COLD_SAMPLES, async () => {
      await moveEvents();
      await markStale();
    });
    // The kept state dropped: every request reads the calendar in full (a first sync).
    const full = await sample(5, async () => {
      await admin.query(`DELETE FROM ${schema}.calendar_sync_collections`);
      await markStale();
    });
    // The baselines: Radicale's own answer to a time-range query of the same 32 days, and
    // to the sync-token REPORT with its current token, fetched straight from it.
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
    const token = (await admin.query(`SELECT sync_token FROM ${schema}.calendar_sync_collections`))
      .rows[0]?.sync_token as string | undefined;
    if (!token) throw new Error('no sync token kept');
    const tokenSamples: number[] = [];
    for (let i = 0; i < COLD_SAMPLES; i += 1) {
      const start = performance.now();
      const answer = await fetch(calendarUrl, {
        method: 'REPORT',
        headers: { authorization: auth, depth: '1', 'content-type': 'application/xml' },
        body: `<?xml version="1.0" encoding="utf-8"?><d:sync-collection xmlns:d="DAV:"><d:sync-token>${token}</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>`,
      });
      await answer.text();
      if (answer.status !== 207) throw new Error(`sync-collection answered ${answer.status}`);
      tokenSamples.push(performance.now() - start);
    }
    const tokenReport = median(tokenSamples);
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
        ratio: `${(cold.median / tokenReport).toFixed(2)}× Radicale's sync-token REPORT (${tokenReport.toFixed(1)} ms); its full time-range REPORT ${radicale.toFixed(1)} ms`,
        detail: detail(
          cold,
          `busy cache expired before each request, calendar unchanged: one sync-collection REPORT with the kept token, then the kept items re-merged (decision 067); median of ${COLD_SAMPLES}; a full read (first sync, lost token, kept week passed) ${full.median.toFixed(1)} ms median of 5, max ${full.max.toFixed(1)} ms`,
        ),
        pass: cold.median <= COLD_TARGET_MS,
      },
      {
        figure: `Slots with a connected calendar of 2,000 busy events, cache cold, ${MOVED_PER_REQUEST} events moved (local Radicale)`,
        target: `≤ ${COLD_TARGET_MS} ms median`,
        measured: `${changed.median.toFixed(1)} ms`,
        ratio: `${(changed.median / tokenReport).toFixed(2)}× Radicale's sync-token REPORT (${tokenReport.toFixed(1)} ms); its full time-range REPORT ${radicale.toFixed(1)} ms`,
        detail: detail(
          changed,
          `${MOVED_PER_REQUEST} events moved on the server before each request: the sync-collection REPORT, a calendar-multiget of the ${MOVED_PER_REQUEST}, the merge; median of ${COLD_SAMPLES}`,
        ),
        pass: changed.median <= COLD_TARGET_MS,
      },
    ];
  } finally {
    await stopServer(server?.child);
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await admin.end();
    await caldav.close();
  }
}

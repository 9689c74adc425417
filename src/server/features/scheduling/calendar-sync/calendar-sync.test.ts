// Calendar sync against a real CalDAV server (Debian's radicale): connecting, the busy
// times that remove slots (plain and a weekly series with an exception) and refuse a
// booking, the booking written to the chosen calendar and removed on cancel, and every
// failure — server down, slow, malformed iCalendar, wrong password, another user's id —
// with the words the settings page shows and nothing else changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import { callPublic, createEventType, setUpHost } from '../../../../../tests/support/booking-host';
import {
  type CalDavProxy,
  startCalDavProxy,
  startTestCalDav,
  type TestCalDav,
} from '../../../../../tests/support/caldav-server';
import { freePort } from '../../../../../tests/support/processes';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { CALENDAR_MESSAGES as M } from '../../../../core/calendar-sync-schemas';
import { runDueCalendarJobs } from './calendar-booking-jobs';
import { connectCalendar } from './calendar-connection';
import { calendarContext } from './calendar-context';
import { syncBusyTimes } from './sync-busy-times';

let server: TestServer;
let caldav: TestCalDav;
let proxy: CalDavProxy;
const ada = { username: 'ada', password: 'app-password-1' };
const bob = { username: 'bob', password: 'app-password-2' };
let workUrl: string;
let bookingsUrl: string;

beforeAll(async () => {
  [server, caldav] = await Promise.all([
    startTestServer({ CALENDAR_SYNC_INTERVAL_MS: '0' }),
    startTestCalDav([ada, bob]),
  ]);
  workUrl = await caldav.makeCalendar(ada, 'work');
  bookingsUrl = await caldav.makeCalendar(ada, 'bookings');
  await caldav.makeCalendar(bob, 'personal');
  proxy = await startCalDavProxy(caldav.url);
}, 60_000);

afterAll(async () => {
  await proxy?.close();
  await caldav?.close();
  await server?.close();
});

const db = () => server.database.db;
const context = () => calendarContext(server.deps.config);
const ZONE = 'Europe/Paris';

/** The Paris calendar date `days` from now, as YYYYMMDD. */
function parisDay(days: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  return parts.replaceAll('-', '');
}

/** A slot start as Paris wall time, "YYYYMMDD HH:MM". */
function parisWall(iso: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(date).replaceAll('-', '');
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${day} ${time}`;
}

function event(uid: string, lines: string[]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//other app//EN',
    ...lines.flatMap((line) => (line === '--' ? ['END:VEVENT', 'BEGIN:VEVENT'] : [line])),
    'END:VCALENDAR',
    '',
  ]
    .join('\r\n')
    .replace(
      'PRODID:-//other app//EN\r\n',
      `PRODID:-//other app//EN\r\nBEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20260101T000000Z\r\n`,
    )
    .replace(/END:VCALENDAR/, 'END:VEVENT\r\nEND:VCALENDAR');
}

async function hostWithCalendar(serverUrl = caldav.url) {
  const host = await signUpApiUser(server, 'calendar-host');
  await setUpHost(db(), host, { timeZone: ZONE });
  await createEventType(db(), host.id, { slug: 'call', duration: 30 });
  const connected = await host.call('POST', '/calendar-connections', {
    serverUrl,
    username: ada.username,
    password: ada.password,
  });
  return { host, connected };
}

async function slotWalls(host: ApiUser): Promise<Set<string>> {
  const answer = await callPublic(server.url, 'GET', `/schedule/${host.id}/call/slots`);
  expect(answer.status).toBe(200);
  return new Set(answer.body.slots.map((slot: { start: string }) => parisWall(slot.start)));
}

async function connectionRow(userId: string) {
  return db()
    .selectFrom('calendar_connections')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();
}

describe('connecting', () => {
  it('lists the calendars, keeps the password sealed, and counts every calendar as busy at first', async () => {
    const { host, connected } = await hostWithCalendar();
    expect(connected.status).toBe(201);
    expect(connected.body.calendars.map((c: { name: string }) => c.name).sort()).toEqual([
      'bookings',
      'work',
    ]);
    expect(connected.body.syncError).toBeNull();
    expect(connected.body.syncedAt).not.toBeNull();
    expect(JSON.stringify(connected.body)).not.toContain(ada.password);
    const row = await connectionRow(host.id);
    expect(row?.passwordSealed).not.toContain(ada.password);
    expect(row?.passwordSealed.startsWith('v1.')).toBe(true);
    const again = await host.call('GET', '/calendar-connections');
    expect(again.body.connection.id).toBe(connected.body.id);
  });

  it('refuses a wrong password with a clear message and stores nothing', async () => {
    const host = await signUpApiUser(server, 'calendar-host');
    const answer = await host.call('POST', '/calendar-connections', {
      serverUrl: caldav.url,
      username: ada.username,
      password: 'wrong',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(M.wrongPassword);
    expect(await connectionRow(host.id)).toBeUndefined();
  });

  it('says so when the server is down (connection refused)', async () => {
    const host = await signUpApiUser(server, 'calendar-host');
    const answer = await host.call('POST', '/calendar-connections', {
      serverUrl: `http://127.0.0.1:${await freePort()}/`,
      username: 'ada',
      password: 'x',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(M.unreachable);
    expect(await connectionRow(host.id)).toBeUndefined();
  });

  it('refuses a loopback server in production, with a clear message, storing nothing', async () => {
    const host = await signUpApiUser(server, 'calendar-host');
    const refused = connectCalendar(
      db(),
      host.id,
      { serverUrl: caldav.url, username: ada.username, password: ada.password },
      { ...context(), allowPrivate: false },
    );
    await expect(refused).rejects.toMatchObject({ status: 400, message: M.privateAddress });
    expect(await connectionRow(host.id)).toBeUndefined();
  });

  it('refuses empty, too long and non-web addresses', async () => {
    const host = await signUpApiUser(server, 'calendar-host');
    const cases: [unknown, string][] = [
      [{ serverUrl: '', username: 'a', password: 'b' }, M.serverUrlRequired],
      [{ serverUrl: 'file:///etc/passwd', username: 'a', password: 'b' }, M.serverUrlInvalid],
      [
        { serverUrl: `https://x.example/${'a'.repeat(600)}`, username: 'a', password: 'b' },
        M.tooLong,
      ],
      [{ serverUrl: 'https://x.example/', username: '', password: 'b' }, M.usernameRequired],
      [{ serverUrl: 'https://x.example/', username: 'a', password: '' }, M.passwordRequired],
      [{ serverUrl: 42, username: 'a', password: 'b' }, M.serverUrlRequired],
    ];
    for (const [body, message] of cases) {
      const answer = await host.call('POST', '/calendar-connections', body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(message);
    }
    expect(await connectionRow(host.id)).toBeUndefined();
  });

  it("answers 404 for another user's connection and changes nothing", async () => {
    const { connected } = await hostWithCalendar();
    const stranger = await signUpApiUser(server, 'stranger');
    const id = connected.body.id;
    const put = await stranger.call('PUT', `/calendar-connections/${id}`, {
      busyCalendarUrls: [],
      bookingCalendarUrl: null,
    });
    expect(put.status).toBe(404);
    expect((await stranger.call('POST', `/calendar-connections/${id}/sync`)).status).toBe(404);
    expect((await stranger.call('DELETE', `/calendar-connections/${id}`)).status).toBe(404);
    expect((await stranger.call('DELETE', '/calendar-connections/not-an-id')).status).toBe(404);
    const row = await db()
      .selectFrom('calendar_connections')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.busyCalendarUrls.length).toBe(2);
  });

  it('refuses a calendar that is not one of the account', async () => {
    const { host, connected } = await hostWithCalendar();
    const answer = await host.call('PUT', `/calendar-connections/${connected.body.id}`, {
      busyCalendarUrls: ['http://elsewhere.example/cal/'],
      bookingCalendarUrl: null,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(M.unknownCalendar);
  });

  it('disconnects', async () => {
    const { host, connected } = await hostWithCalendar();
    const gone = await host.call('DELETE', `/calendar-connections/${connected.body.id}`);
    expect(gone.status).toBe(204);
    expect((await host.call('GET', '/calendar-connections')).body.connection).toBeNull();
  });
});

describe('busy times', () => {
  it('a plain busy event and a weekly series with an exception remove their slots; a booking there is refused', async () => {
    const { host, connected } = await hostWithCalendar();
    const plainDay = parisDay(1);
    const seriesDay = parisDay(2);
    const week2 = parisDay(9);
    const week3 = parisDay(16);
    await caldav.putEvent(
      ada,
      workUrl,
      `plain-${host.id}.ics`,
      event(`plain-${host.id}`, [
        `DTSTART;TZID=${ZONE}:${plainDay}T100000`,
        `DTEND;TZID=${ZONE}:${plainDay}T110000`,
        'SUMMARY:Dentist',
      ]),
    );
    await caldav.putEvent(
      ada,
      workUrl,
      `series-${host.id}.ics`,
      event(`series-${host.id}`, [
        `DTSTART;TZID=${ZONE}:${seriesDay}T130000`,
        `DTEND;TZID=${ZONE}:${seriesDay}T140000`,
        'RRULE:FREQ=WEEKLY;COUNT=3',
        `EXDATE;TZID=${ZONE}:${week2}T130000`,
        'SUMMARY:Team sync',
        '--',
        `UID:series-${host.id}`,
        'DTSTAMP:20260101T000000Z',
        `RECURRENCE-ID;TZID=${ZONE}:${week3}T130000`,
        `DTSTART;TZID=${ZONE}:${week3}T150000`,
        `DTEND;TZID=${ZONE}:${week3}T160000`,
        'SUMMARY:Team sync (moved)',
      ]),
    );
    const synced = await host.call('POST', `/calendar-connections/${connected.body.id}/sync`);
    expect(synced.status).toBe(200);
    expect(synced.body.syncError).toBeNull();

    const walls = await slotWalls(host);
    expect(walls.has(`${plainDay} 09:30`)).toBe(true);
    expect(walls.has(`${plainDay} 10:00`)).toBe(false);
    expect(walls.has(`${plainDay} 10:30`)).toBe(false);
    expect(walls.has(`${plainDay} 11:00`)).toBe(true);
    expect(walls.has(`${seriesDay} 13:00`)).toBe(false);
    expect(walls.has(`${seriesDay} 13:30`)).toBe(false);
    expect(walls.has(`${week2} 13:00`)).toBe(true); // EXDATE
    expect(walls.has(`${week3} 13:00`)).toBe(true); // moved away…
    expect(walls.has(`${week3} 15:00`)).toBe(false); // …to here

    const busySlot = (
      await callPublic(server.url, 'GET', `/schedule/${host.id}/call/slots`)
    ).body.slots.find((slot: { start: string }) => parisWall(slot.start) === `${plainDay} 09:30`);
    const start = new Date(new Date(busySlot.start).getTime() + 30 * 60_000).toISOString();
    const refused = await callPublic(server.url, 'POST', `/schedule/${host.id}/call/bookings`, {
      startTime: start,
      name: 'Ivy',
      email: 'ivy@example.com',
      timeZone: ZONE,
      responses: {},
    });
    expect(refused.status).toBe(409);
    const bookings = await db()
      .selectFrom('scheduling_bookings')
      .select('id')
      .where('userId', '=', host.id)
      .execute();
    expect(bookings).toEqual([]);
  });

  it('falls back to the last known busy times when the server is slow, sends malformed data or is down, and says so', async () => {
    const { host, connected } = await hostWithCalendar(proxy.url);
    expect(connected.status).toBe(201);
    const day = parisDay(3);
    await caldav.putEvent(
      ada,
      workUrl,
      `fallback-${host.id}.ics`,
      event(`fallback-${host.id}`, [
        `DTSTART;TZID=${ZONE}:${day}T090000`,
        `DTEND;TZID=${ZONE}:${day}T100000`,
      ]),
    );
    await syncBusyTimes(db(), connected.body.id, context());
    const syncedAt = (await connectionRow(host.id))?.syncedAt;
    expect((await slotWalls(host)).has(`${day} 09:00`)).toBe(false);

    for (const [mode, message] of [
      ['slow', M.timeout],
      ['malformed', M.malformed],
      ['down', M.unreachable],
    ] as const) {
      if (mode === 'malformed') {
        // Only what changed is read again: a change for the broken data to reach the sync.
        await caldav.putEvent(
          ada,
          workUrl,
          `fallback-later-${host.id}.ics`,
          event(`fallback-later-${host.id}`, [
            `DTSTART;TZID=${ZONE}:${parisDay(4)}T090000`,
            `DTEND;TZID=${ZONE}:${parisDay(4)}T100000`,
          ]),
        );
      }
      proxy.mode = mode;
      const result = await syncBusyTimes(db(), connected.body.id, { ...context(), timeoutMs: 500 });
      expect(result).toEqual({ ok: false, error: message });
      const shown = (await host.call('GET', '/calendar-connections')).body.connection;
      expect(shown.syncError).toBe(message);
      expect(shown.syncedAt).toBe(new Date(syncedAt as Date).toISOString());
      // The slot stays gone: the last known busy time still counts.
      expect((await slotWalls(host)).has(`${day} 09:00`)).toBe(false);
      expect((await slotWalls(host)).has(`${day} 10:00`)).toBe(true);
    }
    proxy.mode = 'pass';
    const back = await host.call('POST', `/calendar-connections/${connected.body.id}/sync`);
    expect(back.body.syncError).toBeNull();
  });
});

describe('incremental sync (sync-collection)', () => {
  const collection = async (connectionId: string) =>
    db()
      .selectFrom('calendar_sync_collections')
      .selectAll()
      .where('connectionId', '=', connectionId)
      .where('calendarUrl', '=', workUrl)
      .executeTakeFirstOrThrow();
  const deleteEvent = async (filename: string) => {
    const answer = await fetch(`${workUrl}${filename}`, {
      method: 'DELETE',
      headers: {
        authorization: `Basic ${Buffer.from(`${ada.username}:${ada.password}`).toString('base64')}`,
      },
    });
    expect(answer.status).toBeLessThan(300);
  };

  it('sees an event added, moved and deleted on the server after asking only what changed', async () => {
    const { host, connected } = await hostWithCalendar();
    const id = connected.body.id;
    const first = await collection(id);
    expect(first.syncToken).toMatch(/\S/);
    const day = parisDay(5);
    const filename = `moving-${host.id}.ics`;
    const put = (hour: string) =>
      caldav.putEvent(
        ada,
        workUrl,
        filename,
        event(`moving-${host.id}`, [
          `DTSTART;TZID=${ZONE}:${day}T${hour}0000`,
          `DTEND;TZID=${ZONE}:${day}T${hour}3000`,
          'SUMMARY:Moving',
        ]),
      );

    await put('10');
    expect(await syncBusyTimes(db(), id, context())).toMatchObject({ ok: true });
    let walls = await slotWalls(host);
    expect(walls.has(`${day} 10:00`)).toBe(false);
    expect(walls.has(`${day} 14:00`)).toBe(true);
    const afterAdd = await collection(id);
    // Not read in full again: the kept span is the first one, the token a newer one.
    expect(new Date(afterAdd.itemsFrom).getTime()).toBe(new Date(first.itemsFrom).getTime());
    expect(afterAdd.syncToken).not.toBe(first.syncToken);

    await put('14');
    await syncBusyTimes(db(), id, context());
    walls = await slotWalls(host);
    expect(walls.has(`${day} 10:00`)).toBe(true);
    expect(walls.has(`${day} 14:00`)).toBe(false);

    await deleteEvent(filename);
    await syncBusyTimes(db(), id, context());
    walls = await slotWalls(host);
    expect(walls.has(`${day} 10:00`)).toBe(true);
    expect(walls.has(`${day} 14:00`)).toBe(true);
    const kept = await db()
      .selectFrom('calendar_sync_items')
      .select('href')
      .where('connectionId', '=', id)
      .execute();
    expect(kept.map((row) => row.href)).not.toContain(new URL(filename, workUrl).pathname);
    expect(new Date((await collection(id)).itemsFrom).getTime()).toBe(
      new Date(first.itemsFrom).getTime(),
    );
  });

  it('reads the calendar in full again when the server no longer knows the sync token', async () => {
    const { host, connected } = await hostWithCalendar();
    const id = connected.body.id;
    const first = await collection(id);
    await db()
      .updateTable('calendar_sync_collections')
      .set({ syncToken: 'http://radicale.org/ns/sync/unknown-token', itemsFrom: new Date(0) })
      .where('connectionId', '=', id)
      .execute();
    const day = parisDay(6);
    await caldav.putEvent(
      ada,
      workUrl,
      `after-token-${host.id}.ics`,
      event(`after-token-${host.id}`, [
        `DTSTART;TZID=${ZONE}:${day}T110000`,
        `DTEND;TZID=${ZONE}:${day}T120000`,
      ]),
    );
    const result = await syncBusyTimes(db(), id, context());
    expect(result).toMatchObject({ ok: true });
    const walls = await slotWalls(host);
    expect(walls.has(`${day} 11:00`)).toBe(false);
    expect(walls.has(`${day} 12:00`)).toBe(true);
    const after = await collection(id);
    expect(after.syncToken).not.toBe('http://radicale.org/ns/sync/unknown-token');
    expect(after.syncToken).toMatch(/\S/);
    // A full read starts a new span.
    expect(new Date(after.itemsFrom).getTime()).toBeGreaterThanOrEqual(
      new Date(first.itemsFrom).getTime(),
    );
    expect((await connectionRow(host.id))?.syncError).toBeNull();
  });

  it('on a server without sync tokens, reads nothing while the ctag stays and all when it changes', async () => {
    proxy.mode = 'no-sync-token';
    try {
      const { host, connected } = await hostWithCalendar(proxy.url);
      expect(connected.status, connected.text).toBe(201);
      const id = connected.body.id;
      const proxied = new URL(new URL(workUrl).pathname, proxy.url).href;
      const state = () =>
        db()
          .selectFrom('calendar_sync_collections')
          .selectAll()
          .where('connectionId', '=', id)
          .where('calendarUrl', '=', proxied)
          .executeTakeFirstOrThrow();
      const first = await state();
      expect(first.syncToken).toBeNull();
      expect(first.ctag).toMatch(/\S/);

      // Unchanged: the ctag matches and the kept span stays (no full read).
      expect(await syncBusyTimes(db(), id, context())).toMatchObject({ ok: true });
      expect(new Date((await state()).itemsFrom).getTime()).toBe(
        new Date(first.itemsFrom).getTime(),
      );

      const day = parisDay(7);
      await caldav.putEvent(
        ada,
        workUrl,
        `ctag-${host.id}.ics`,
        event(`ctag-${host.id}`, [
          `DTSTART;TZID=${ZONE}:${day}T150000`,
          `DTEND;TZID=${ZONE}:${day}T160000`,
        ]),
      );
      expect(await syncBusyTimes(db(), id, context())).toMatchObject({ ok: true });
      const after = await state();
      expect(after.ctag).not.toBe(first.ctag);
      expect(new Date(after.itemsFrom).getTime()).toBeGreaterThan(
        new Date(first.itemsFrom).getTime(),
      );
      const walls = await slotWalls(host);
      expect(walls.has(`${day} 15:00`)).toBe(false);
      expect(walls.has(`${day} 16:00`)).toBe(true);
    } finally {
      proxy.mode = 'pass';
    }
  });

  it('forgets a calendar no longer counted as busy', async () => {
    const { host, connected } = await hostWithCalendar();
    const id = connected.body.id;
    const updated = await host.call('PUT', `/calendar-connections/${id}`, {
      busyCalendarUrls: [bookingsUrl],
      bookingCalendarUrl: bookingsUrl,
    });
    expect(updated.status).toBe(200);
    const kept = await db()
      .selectFrom('calendar_sync_collections')
      .select('calendarUrl')
      .where('connectionId', '=', id)
      .execute();
    expect(kept.map((row) => row.calendarUrl)).toEqual([bookingsUrl]);
  });
});

describe('bookings in the calendar', () => {
  it('writes a booking to the chosen calendar, keeps it through an outage, and removes it on cancel', async () => {
    const { host, connected } = await hostWithCalendar(proxy.url);
    const chosen = await host.call('PUT', `/calendar-connections/${connected.body.id}`, {
      busyCalendarUrls: [new URL(new URL(workUrl).pathname, proxy.url).href],
      bookingCalendarUrl: new URL(new URL(bookingsUrl).pathname, proxy.url).href,
    });
    expect(chosen.status).toBe(200);
    const slots = (await callPublic(server.url, 'GET', `/schedule/${host.id}/call/slots`)).body
      .slots;
    const created = await callPublic(server.url, 'POST', `/schedule/${host.id}/call/bookings`, {
      startTime: slots[5].start,
      name: 'Ivy Invitee',
      email: 'ivy@example.com',
      timeZone: ZONE,
      responses: {},
    });
    expect(created.status).toBe(201);
    const bookingId = created.body.booking.id;

    // The calendar is unreachable: the write waits, nothing is lost.
    proxy.mode = 'slow';
    await runDueCalendarJobs(db(), { ...context(), timeoutMs: 300 });
    const waiting = await db()
      .selectFrom('calendar_sync_jobs')
      .selectAll()
      .where('bookingId', '=', bookingId)
      .execute();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.attempts).toBe(1);
    expect(waiting[0]?.lastError).toBe(M.timeout);

    proxy.mode = 'pass';
    await db()
      .updateTable('calendar_sync_jobs')
      .set({ runAfter: new Date() })
      .where('bookingId', '=', bookingId)
      .execute();
    await runDueCalendarJobs(db(), context());
    const uid = `UID:${bookingId}@127.0.0.1`;
    const written = (await caldav.events(ada, bookingsUrl)).filter((ics) => ics.includes(uid));
    expect(written).toHaveLength(1);
    expect(written[0]).toContain('SUMMARY:Intro call with Ivy Invitee');
    expect(written[0]).toContain('STATUS:CONFIRMED');
    // The booking's own copy does not make its slot busy twice over, nor show up as busy.
    await host.call('POST', `/calendar-connections/${connected.body.id}/sync`);

    const token = created.body.cancelPath.split('/').pop();
    const canceled = await callPublic(server.url, 'POST', `/bookings/${token}/cancel`, {});
    expect(canceled.status).toBe(200);
    await runDueCalendarJobs(db(), context());
    expect((await caldav.events(ada, bookingsUrl)).filter((ics) => ics.includes(uid))).toEqual([]);
    expect(
      await db()
        .selectFrom('calendar_sync_jobs')
        .selectAll()
        .where('bookingId', '=', bookingId)
        .execute(),
    ).toEqual([]);
  });

  it('writes nothing for a host without a connected calendar', async () => {
    const host = await signUpApiUser(server, 'plain-host');
    await setUpHost(db(), host, { timeZone: ZONE });
    await createEventType(db(), host.id, { slug: 'call' });
    const slots = (await callPublic(server.url, 'GET', `/schedule/${host.id}/call/slots`)).body
      .slots;
    const created = await callPublic(server.url, 'POST', `/schedule/${host.id}/call/bookings`, {
      startTime: slots[0].start,
      name: 'Ivy',
      email: 'ivy@example.com',
      timeZone: ZONE,
      responses: {},
    });
    expect(created.status).toBe(201);
    expect(
      await db()
        .selectFrom('calendar_sync_jobs')
        .selectAll()
        .where('userId', '=', host.id)
        .execute(),
    ).toEqual([]);
  });
});

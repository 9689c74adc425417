// Date overrides and several windows a day over real HTTP on a real database (issue 21):
// what the host stores, what the public booking page then offers and accepts, and every
// refusal (which stores nothing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import { callPublic, setUpHost } from '../../../../../tests/support/booking-host';
import { addEventType } from '../../../../../tests/support/scheduling-rows';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { SCHEDULING_MESSAGES as M } from '../../../../core/messages';
import type { DateOverride } from '../../../../core/scheduling-schemas';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const db = () => server.database.db;
const pub = (method: string, path: string, body?: unknown) =>
  callPublic(server.url, method, path, body);

/** A host in Paris, free every day 09:00–17:00, with one 60-minute event type. */
async function newHost() {
  const host = await signUpApiUser(server, 'overrides');
  await setUpHost(db(), host, { timeZone: 'Europe/Paris' });
  const eventType = await addEventType(host, { name: 'Hour', slug: 'hour', duration: 60 });
  return { host, eventType };
}

/** A Paris date some days ahead, 'YYYY-MM-DD'. */
function parisDate(daysAhead: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
}

/** Offered starts on one Paris date, as Paris wall times. */
async function wallTimes(host: ApiUser, date: string): Promise<string[]> {
  const answer = await pub(
    'GET',
    `/schedule/${host.id}/hour/slots?from=${date}&to=${date}&timeZone=Europe/Paris`,
  );
  expect(answer.status).toBe(200);
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
  });
  return answer.body.slots.map((slot: { start: string }) => format.format(new Date(slot.start)));
}

async function storedOverrides(userId: string) {
  return db()
    .selectFrom('scheduling_date_overrides')
    .select(['eventTypeId', 'startDate', 'endDate', 'windows'])
    .where('userId', '=', userId)
    .orderBy('startDate')
    .execute();
}

const NINE_TO_FIVE = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];

describe('several windows a day', () => {
  it('offers and books both windows of a day', async () => {
    const { host } = await newHost();
    const date = parisDate(3);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const added = await host.call('POST', '/scheduling/availability', {
      dayOfWeek: weekday,
      startTime: '18:00',
      endTime: '20:00',
    });
    expect(added.status).toBe(201);
    expect(await wallTimes(host, date)).toEqual([...NINE_TO_FIVE, '18:00', '19:00']);
    const slots = await pub('GET', `/schedule/${host.id}/hour/slots?from=${date}&to=${date}`);
    const evening = slots.body.slots.at(-1).start;
    const booked = await pub('POST', `/schedule/${host.id}/hour/bookings`, {
      startTime: evening,
      name: 'Evening Guest',
      email: 'evening@example.com',
    });
    expect(booked.status).toBe(201);
  });

  it('refuses an overlapping window on add and edit, with a message, and stores nothing', async () => {
    const { host } = await newHost();
    const before = (await host.call('GET', '/scheduling/availability')).body;
    const overlap = await host.call('POST', '/scheduling/availability', {
      dayOfWeek: 1,
      startTime: '16:00',
      endTime: '18:00',
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.error.message).toBe(M.windowsOverlap('Monday', '09:00', '17:00'));
    // Touching is not overlapping.
    const evening = await host.call('POST', '/scheduling/availability', {
      dayOfWeek: 1,
      startTime: '17:00',
      endTime: '19:00',
    });
    expect(evening.status).toBe(201);
    const edit = await host.call('PATCH', `/scheduling/availability/${evening.body.id}`, {
      startTime: '12:00',
    });
    expect(edit.status).toBe(400);
    expect(edit.body.error.message).toBe(M.windowsOverlap('Monday', '09:00', '17:00'));
    const after = (await host.call('GET', '/scheduling/availability')).body;
    expect(after).toEqual(
      [...before, evening.body].sort(
        (a, b) => a.dayOfWeek - b.dayOfWeek || a.startTime.localeCompare(b.startTime),
      ),
    );
  });
});

describe('date overrides', () => {
  it('a holiday removes that date; other hours replace it; both listed, edited, deleted', async () => {
    const { host } = await newHost();
    const holidayDate = parisDate(2);
    const shortDate = parisDate(4);
    const holiday = await host.call('POST', '/scheduling/date-overrides', {
      startDate: holidayDate,
    });
    expect(holiday.status).toBe(201);
    expect(holiday.body).toMatchObject({
      eventTypeId: null,
      startDate: holidayDate,
      endDate: holidayDate,
      windows: [],
    });
    const short = await host.call('POST', '/scheduling/date-overrides', {
      startDate: shortDate,
      windows: [
        { startTime: '14:00', endTime: '16:00' },
        { startTime: '08:00', endTime: '09:00' },
      ],
    });
    expect(short.status).toBe(201);
    expect(await wallTimes(host, holidayDate)).toEqual([]);
    expect(await wallTimes(host, shortDate)).toEqual(['08:00', '14:00', '15:00']);
    expect(await wallTimes(host, parisDate(3))).toEqual(NINE_TO_FIVE);

    const list = await host.call('GET', '/scheduling/date-overrides');
    expect(list.status).toBe(200);
    expect(list.body.map((o: DateOverride) => o.startDate)).toEqual([holidayDate, shortDate]);

    const edited = await host.call('PUT', `/scheduling/date-overrides/${short.body.id}`, {
      startDate: shortDate,
      windows: [{ startTime: '10:00', endTime: '11:00' }],
    });
    expect(edited.status).toBe(200);
    expect(await wallTimes(host, shortDate)).toEqual(['10:00']);
    expect(
      (await host.call('DELETE', `/scheduling/date-overrides/${holiday.body.id}`)).status,
    ).toBe(204);
    expect(await wallTimes(host, holidayDate)).toEqual(NINE_TO_FIVE);
  });

  it("an event type's override wins over the host's, for that event type only", async () => {
    const { host, eventType } = await newHost();
    const date = parisDate(5);
    await host.call('POST', '/scheduling/date-overrides', { startDate: date });
    const own = await host.call('POST', '/scheduling/date-overrides', {
      eventTypeId: eventType.id,
      startDate: date,
      windows: [{ startTime: '11:00', endTime: '12:00' }],
    });
    expect(own.status).toBe(201);
    expect(await wallTimes(host, date)).toEqual(['11:00']);
    const listed = await host.call('GET', `/scheduling/date-overrides?eventTypeId=${eventType.id}`);
    expect(listed.body).toEqual([own.body]);
  });

  it('refuses a booking on a holiday made after the page was loaded', async () => {
    const { host } = await newHost();
    const date = parisDate(2);
    const slots = await pub('GET', `/schedule/${host.id}/hour/slots?from=${date}&to=${date}`);
    const start = slots.body.slots[0].start;
    await host.call('POST', '/scheduling/date-overrides', { startDate: date });
    const booked = await pub('POST', `/schedule/${host.id}/hour/bookings`, {
      startTime: start,
      name: 'Too Late',
      email: 'late@example.com',
    });
    expect(booked.status).toBe(400);
    expect(booked.body.error.message).toBe(M.slotNotOffered);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['a date in the past', { startDate: parisDate(-1) }, M.overrideInPast],
    ['a range that ended', { startDate: parisDate(-5), endDate: parisDate(-2) }, M.overrideInPast],
    [
      'an end before the start',
      { startDate: parisDate(5), endDate: parisDate(3) },
      M.overrideEndBeforeStart,
    ],
    [
      'a range over a year',
      { startDate: parisDate(1), endDate: parisDate(400) },
      M.overrideTooLong,
    ],
    ['no date', {}, M.invalidDate],
    ['a date that is no date', { startDate: '2027-02-30' }, M.invalidDate],
    ['a number for a date', { startDate: 20270101 }, M.invalidDate],
    [
      'windows that are no list',
      { startDate: parisDate(2), windows: 'all day' },
      'Invalid input: expected array, received string',
    ],
    [
      'overlapping windows',
      {
        startDate: parisDate(2),
        windows: [
          { startTime: '09:00', endTime: '12:00' },
          { startTime: '11:00', endTime: '13:00' },
        ],
      },
      M.overrideWindowsOverlap,
    ],
    [
      'a window ending before it starts',
      { startDate: parisDate(2), windows: [{ startTime: '12:00', endTime: '11:00' }] },
      M.endTimeAfterStart,
    ],
  ];
  it.each(bad)('refuses %s with a message and stores nothing', async (_, body, message) => {
    const { host } = await newHost();
    const answer = await host.call('POST', '/scheduling/date-overrides', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(message);
    expect(await storedOverrides(host.id)).toEqual([]);
  });

  it('refuses a second override on a date the set already overrides, on add and edit', async () => {
    const { host } = await newHost();
    const vacation = await host.call('POST', '/scheduling/date-overrides', {
      startDate: parisDate(3),
      endDate: parisDate(6),
    });
    const clash = await host.call('POST', '/scheduling/date-overrides', {
      startDate: parisDate(6),
      endDate: parisDate(8),
    });
    expect(clash.status).toBe(400);
    expect(clash.body.error.message).toBe(M.overrideOverlaps(parisDate(3), parisDate(6)));
    const later = await host.call('POST', '/scheduling/date-overrides', {
      startDate: parisDate(9),
    });
    expect(later.status).toBe(201);
    const edit = await host.call('PUT', `/scheduling/date-overrides/${later.body.id}`, {
      startDate: parisDate(5),
    });
    expect(edit.status).toBe(400);
    expect(await storedOverrides(host.id)).toEqual([
      { eventTypeId: null, startDate: parisDate(3), endDate: parisDate(6), windows: [] },
      { eventTypeId: null, startDate: parisDate(9), endDate: parisDate(9), windows: [] },
    ]);
    expect(vacation.status).toBe(201);
  });

  it("answers 404 for another user's event type and override, and changes nothing", async () => {
    const owner = await newHost();
    const stranger = await newHost();
    const mine = await owner.host.call('POST', '/scheduling/date-overrides', {
      eventTypeId: owner.eventType.id,
      startDate: parisDate(2),
    });
    expect(mine.status).toBe(201);
    const answers = [
      await stranger.host.call('POST', '/scheduling/date-overrides', {
        eventTypeId: owner.eventType.id,
        startDate: parisDate(3),
      }),
      await stranger.host.call(
        'GET',
        `/scheduling/date-overrides?eventTypeId=${owner.eventType.id}`,
      ),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe(M.eventTypeNotFound);
    }
    const edit = await stranger.host.call('PUT', `/scheduling/date-overrides/${mine.body.id}`, {
      startDate: parisDate(4),
    });
    expect(edit.status).toBe(404);
    expect(edit.body.error.message).toBe(M.overrideNotFound);
    expect(
      (await stranger.host.call('DELETE', `/scheduling/date-overrides/${mine.body.id}`)).status,
    ).toBe(404);
    expect((await stranger.host.call('DELETE', '/scheduling/date-overrides/nope')).status).toBe(
      404,
    );
    expect(await storedOverrides(owner.host.id)).toHaveLength(1);
    expect(await storedOverrides(stranger.host.id)).toEqual([]);
  });
});

describe('a limit per week', () => {
  it('is stored, validated and closes the week once reached', async () => {
    const { host, eventType } = await newHost();
    const saved = await host.call('PUT', `/scheduling/event-types/${eventType.id}`, {
      name: 'Hour',
      slug: 'hour',
      duration: 60,
      maxBookingsPerWeek: 1,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.maxBookingsPerWeek).toBe(1);
    for (const bad of [0, -1, 1.5, 'two']) {
      const answer = await host.call('PUT', `/scheduling/event-types/${eventType.id}`, {
        name: 'Hour',
        slug: 'hour',
        maxBookingsPerWeek: bad,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(M.maxPerWeekPositive);
    }
    // Next week's Wednesday: the whole of next week (Monday to Sunday) then closes.
    const today = new Date(`${parisDate(0)}T12:00:00Z`);
    const toNextMonday = (8 - today.getUTCDay()) % 7 || 7;
    const monday = parisDate(toNextMonday);
    const sunday = parisDate(toNextMonday + 6);
    const wednesday = parisDate(toNextMonday + 2);
    const slots = await pub(
      'GET',
      `/schedule/${host.id}/hour/slots?from=${wednesday}&to=${wednesday}`,
    );
    const booked = await pub('POST', `/schedule/${host.id}/hour/bookings`, {
      startTime: slots.body.slots[0].start,
      name: 'Weekly',
      email: 'weekly@example.com',
    });
    expect(booked.status).toBe(201);
    expect(await wallTimes(host, monday)).toEqual([]);
    expect(await wallTimes(host, sunday)).toEqual([]);
    expect(await wallTimes(host, parisDate(toNextMonday + 7))).toEqual(NINE_TO_FIVE);
    const second = await pub('POST', `/schedule/${host.id}/hour/bookings`, {
      startTime: slots.body.slots[1].start,
      name: 'Weekly Two',
      email: 'weekly2@example.com',
    });
    expect(second.status).toBe(409);
  });
});

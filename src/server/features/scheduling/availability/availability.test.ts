// The availability API over real HTTP against a real database: the default week a new
// host starts with, slots, Quick Setup, event type overrides, bad input, other users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpApiUser } from '../../../../../tests/support/api-user';
import { addEventType } from '../../../../../tests/support/scheduling-rows';
import { openSse } from '../../../../../tests/support/sse-client';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { SCHEDULING_MESSAGES as M } from '../../../../core/messages';
import type { AvailabilitySlot } from '../../../../core/scheduling-schemas';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const signUp = () => signUpApiUser(server, 'availability');

const DEFAULT_WEEK = [1, 2, 3, 4, 5].map((dayOfWeek) => ({
  eventTypeId: null,
  dayOfWeek,
  startTime: '09:00:00',
  endTime: '17:00:00',
}));

async function storedSlots(userId: string) {
  return server.database.db
    .selectFrom('scheduling_availability')
    .select(['eventTypeId', 'dayOfWeek', 'startTime', 'endTime'])
    .where('userId', '=', userId)
    .orderBy('eventTypeId')
    .orderBy('dayOfWeek')
    .orderBy('startTime')
    .execute();
}

function withoutIds(slots: AvailabilitySlot[]) {
  return slots.map(({ id: _, ...slot }) => slot);
}

describe('the default week', () => {
  it('is Monday to Friday, 09:00 to 17:00 the first time a new host looks', async () => {
    const user = await signUp();
    expect(await storedSlots(user.id)).toEqual([]);
    const answer = await user.call('GET', '/scheduling/availability?eventTypeId=general');
    expect(answer.status).toBe(200);
    expect(withoutIds(answer.body)).toEqual(DEFAULT_WEEK);
    const again = await user.call('GET', '/scheduling/availability');
    expect(again.body).toEqual(answer.body);
  });

  it('is written once even when the first looks arrive together', async () => {
    const user = await signUp();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => user.call('GET', '/scheduling/availability')),
    );
    for (const answer of answers) expect(withoutIds(answer.body)).toEqual(DEFAULT_WEEK);
    expect(await storedSlots(user.id)).toEqual(DEFAULT_WEEK);
  });

  it('is there as soon as the first event type is created, so its booking page offers times', async () => {
    const user = await signUp();
    await addEventType(user, { name: 'First' });
    expect(await storedSlots(user.id)).toEqual(DEFAULT_WEEK);
  });

  it('does not come back once the host has deleted every slot', async () => {
    const user = await signUp();
    const week = (await user.call('GET', '/scheduling/availability')).body as AvailabilitySlot[];
    for (const slot of week) {
      expect((await user.call('DELETE', `/scheduling/availability/${slot.id}`)).status).toBe(204);
    }
    expect((await user.call('GET', '/scheduling/availability')).body).toEqual([]);
    await addEventType(user, { name: 'Later' });
    expect(await storedSlots(user.id)).toEqual([]);
  });
});

describe('slots', () => {
  it('adds slots and lists them by day, then start', async () => {
    const user = await signUp();
    await user.call('PUT', '/scheduling/availability/quick-setup', {
      days: [3],
      startTime: '13:00',
      endTime: '17:00',
    });
    const added = await user.call('POST', '/scheduling/availability', {
      dayOfWeek: 3,
      startTime: '8:30',
      endTime: '11:00',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      eventTypeId: null,
      dayOfWeek: 3,
      startTime: '08:30:00',
      endTime: '11:00:00',
    });
    await user.call('POST', '/scheduling/availability', {
      dayOfWeek: 0,
      startTime: '10:00',
      endTime: '12:00',
    });
    const list = await user.call('GET', '/scheduling/availability?eventTypeId=general');
    expect(list.body.map((slot: AvailabilitySlot) => [slot.dayOfWeek, slot.startTime])).toEqual([
      [0, '10:00:00'],
      [3, '08:30:00'],
      [3, '13:00:00'],
    ]);
  });

  it('edits the fields sent and keeps the rest', async () => {
    const user = await signUp();
    const [monday] = (await user.call('GET', '/scheduling/availability'))
      .body as AvailabilitySlot[];
    const answer = await user.call('PATCH', `/scheduling/availability/${monday?.id}`, {
      endTime: '12:30',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...monday, endTime: '12:30:00' });
    const moved = await user.call('PATCH', `/scheduling/availability/${monday?.id}`, {
      dayOfWeek: 6,
      startTime: '07:00',
      endTime: '08:00',
    });
    expect(moved.body).toMatchObject({ dayOfWeek: 6, startTime: '07:00:00', endTime: '08:00:00' });
  });

  const badSlots: [string, Record<string, unknown>, string][] = [
    ['an end before the start', { startTime: '10:00', endTime: '09:00' }, M.endTimeAfterStart],
    ['an end equal to the start', { startTime: '10:00', endTime: '10:00' }, M.endTimeAfterStart],
    ['a time that is no time', { startTime: '25:00', endTime: '26:00' }, M.invalidTime],
  ];

  it.each(badSlots)('refuses a new slot with %s and stores nothing', async (_, times, message) => {
    const user = await signUp();
    await user.call('GET', '/scheduling/availability');
    const answer = await user.call('POST', '/scheduling/availability', { dayOfWeek: 2, ...times });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(message);
    expect(await storedSlots(user.id)).toEqual(DEFAULT_WEEK);
  });

  it('refuses an edit that puts the end before the start and keeps the slot', async () => {
    const user = await signUp();
    const [monday] = (await user.call('GET', '/scheduling/availability'))
      .body as AvailabilitySlot[];
    for (const change of [
      { endTime: '08:00' },
      { startTime: '17:00' },
      { startTime: '12:00', endTime: '11:00' },
    ]) {
      const answer = await user.call('PATCH', `/scheduling/availability/${monday?.id}`, change);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(M.endTimeAfterStart);
    }
    expect(await storedSlots(user.id)).toEqual(DEFAULT_WEEK);
  });

  it("answers 404 for another user's slot and changes nothing", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const [slot] = (await owner.call('GET', '/scheduling/availability')).body as AvailabilitySlot[];
    const edit = await stranger.call('PATCH', `/scheduling/availability/${slot?.id}`, {
      endTime: '10:00',
    });
    expect(edit.status).toBe(404);
    expect(edit.body.error.message).toBe(M.availabilityNotFound);
    const remove = await stranger.call('DELETE', `/scheduling/availability/${slot?.id}`);
    expect(remove.status).toBe(404);
    expect((await stranger.call('DELETE', '/scheduling/availability/nope')).status).toBe(404);
    expect(await storedSlots(owner.id)).toEqual(DEFAULT_WEEK);
  });
});

describe('Quick Setup', () => {
  it('replaces the general week with one window on the chosen days', async () => {
    const user = await signUp();
    const answer = await user.call('PUT', '/scheduling/availability/quick-setup', {
      days: [6, 0, 6],
      startTime: '10:00',
      endTime: '14:00',
    });
    expect(answer.status).toBe(200);
    const expected = [0, 6].map((dayOfWeek) => ({
      eventTypeId: null,
      dayOfWeek,
      startTime: '10:00:00',
      endTime: '14:00:00',
    }));
    expect(withoutIds(answer.body)).toEqual(expected);
    expect(await storedSlots(user.id)).toEqual(expected);
  });

  const badSetups: [string, Record<string, unknown>, string][] = [
    ['no day', { days: [], startTime: '09:00', endTime: '17:00' }, M.quickSetupNeedsDay],
    [
      'an end before the start',
      { days: [1], startTime: '17:00', endTime: '09:00' },
      M.endTimeAfterStart,
    ],
  ];

  it.each(badSetups)('refuses a setup with %s and keeps the week', async (_, setup, message) => {
    const user = await signUp();
    await user.call('GET', '/scheduling/availability');
    const answer = await user.call('PUT', '/scheduling/availability/quick-setup', setup);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(message);
    expect(await storedSlots(user.id)).toEqual(DEFAULT_WEEK);
  });
});

describe('event type overrides', () => {
  it('are a separate set: listing, adding and Quick Setup leave the general week alone', async () => {
    const user = await signUp();
    const eventType = await addEventType(user, { name: 'Workshop' });
    const query = `/scheduling/availability?eventTypeId=${eventType.id}`;
    expect((await user.call('GET', query)).body).toEqual([]);
    const setup = await user.call('PUT', '/scheduling/availability/quick-setup', {
      eventTypeId: eventType.id,
      days: [2, 4],
      startTime: '18:00',
      endTime: '20:00',
    });
    expect(setup.status).toBe(200);
    const added = await user.call('POST', '/scheduling/availability', {
      eventTypeId: eventType.id,
      dayOfWeek: 4,
      startTime: '08:00',
      endTime: '09:00',
    });
    expect(added.status).toBe(201);
    const list = await user.call('GET', query);
    expect(withoutIds(list.body)).toEqual([
      { eventTypeId: eventType.id, dayOfWeek: 2, startTime: '18:00:00', endTime: '20:00:00' },
      { eventTypeId: eventType.id, dayOfWeek: 4, startTime: '08:00:00', endTime: '09:00:00' },
      { eventTypeId: eventType.id, dayOfWeek: 4, startTime: '18:00:00', endTime: '20:00:00' },
    ]);
    expect(withoutIds((await user.call('GET', '/scheduling/availability')).body)).toEqual(
      DEFAULT_WEEK,
    );
    // Deleting the event type takes its override with it.
    await user.call('DELETE', `/scheduling/event-types/${eventType.id}`);
    expect(await storedSlots(user.id)).toEqual(DEFAULT_WEEK);
  });

  it("answers 404 for another user's event type and stores nothing", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const eventType = await addEventType(owner, { name: 'Mine' });
    await stranger.call('GET', '/scheduling/availability');
    const answers = [
      await stranger.call('GET', `/scheduling/availability?eventTypeId=${eventType.id}`),
      await stranger.call('GET', '/scheduling/availability?eventTypeId=nonsense'),
      await stranger.call('POST', '/scheduling/availability', {
        eventTypeId: eventType.id,
        dayOfWeek: 1,
        startTime: '09:00',
        endTime: '10:00',
      }),
      await stranger.call('PUT', '/scheduling/availability/quick-setup', {
        eventTypeId: eventType.id,
        days: [1],
        startTime: '09:00',
        endTime: '10:00',
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe(M.eventTypeNotFound);
    }
    expect(await storedSlots(stranger.id)).toEqual(DEFAULT_WEEK);
    expect(await storedSlots(owner.id)).toEqual(DEFAULT_WEEK);
  });
});

describe('live updates', () => {
  it("tell the host's browsers when the week changes", async () => {
    const user = await signUp();
    await user.call('GET', '/scheduling/availability');
    const stream = await openSse(`${server.url}/api/v1/events`, {
      headers: { cookie: user.cookie },
    });
    try {
      await stream.waitForComment('connected');
      const added = await user.call('POST', '/scheduling/availability', {
        dayOfWeek: 6,
        startTime: '09:00',
        endTime: '10:00',
      });
      await stream.waitForMessage((message) => {
        const event = JSON.parse(message.data) as { entity: string; op: string; id: string };
        return (
          event.entity === 'scheduling_availability' &&
          event.op === 'insert' &&
          event.id === added.body.id
        );
      });
      await user.call('DELETE', `/scheduling/availability/${added.body.id}`);
      await stream.waitForMessage((message) => {
        const event = JSON.parse(message.data) as { entity: string; op: string; id: string };
        return event.entity === 'scheduling_availability' && event.op === 'delete';
      });
    } finally {
      stream.close();
    }
  });
});

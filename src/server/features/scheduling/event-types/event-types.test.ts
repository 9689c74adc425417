// The event types API over real HTTP against a real database: the form's rules and
// messages (spec §5), slugs, questions, another user's ids, deletes and live updates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import {
  addEventType,
  hoursFromNow,
  seedBooking,
} from '../../../../../tests/support/scheduling-rows';
import { openSse } from '../../../../../tests/support/sse-client';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { SCHEDULING_MESSAGES as M } from '../../../../core/messages';
import type { EventType } from '../../../../core/scheduling-schemas';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const signUp = () => signUpApiUser(server, 'event-types');

/** Booking links use the friendly form (issue 21). */
async function usernameOf(user: ApiUser): Promise<string> {
  const row = await server.database.db
    .selectFrom('profiles')
    .select('username')
    .where('userId', '=', user.id)
    .executeTakeFirstOrThrow();
  return row.username;
}

async function storedEventTypes(userId: string) {
  return server.database.db
    .selectFrom('scheduling_event_types')
    .selectAll()
    .where('userId', '=', userId)
    .execute();
}

async function storedQuestions(eventTypeId: string) {
  return server.database.db
    .selectFrom('scheduling_questions')
    .selectAll()
    .where('eventTypeId', '=', eventTypeId)
    .orderBy('orderIndex')
    .execute();
}

describe('creating an event type', () => {
  it('applies the spec defaults, derives the slug from the name and reads back with its booking path', async () => {
    const user = await signUp();
    const created = await addEventType(user, { name: '  Intro Call — 30 min!  ' });
    expect(created).toMatchObject({
      name: 'Intro Call — 30 min!',
      slug: 'intro-call-30-min',
      description: null,
      location: null,
      color: '#3E76D9',
      duration: 30,
      bufferBefore: 0,
      bufferAfter: 0,
      minBookingNotice: 0,
      maxBookingsPerDay: null,
      dateRangeStart: null,
      dateRangeEnd: null,
      requiresConfirmation: false,
      isActive: true,
      questions: [],
      bookingPath: `/schedule/${await usernameOf(user)}/intro-call-30-min`,
    });
    const read = await user.call('GET', `/scheduling/event-types/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created);
  });

  it('stores every field and the questions in order', async () => {
    const user = await signUp();
    const created = await addEventType(user, {
      name: 'Consultation',
      slug: 'consult',
      description: 'A first look at your project',
      location: 'Zoom',
      color: '#112233',
      duration: 45,
      bufferBefore: 10,
      bufferAfter: 15,
      minBookingNotice: 120,
      maxBookingsPerDay: 3,
      dateRangeStart: '2030-01-01',
      dateRangeEnd: '2030-01-31',
      requiresConfirmation: true,
      isActive: false,
      questions: [
        { question: 'What is your company?', type: 'text', isRequired: true },
        { question: 'Budget', type: 'select', options: ['< 1k', '1k+'] },
        { question: 'Anything else?', type: 'textarea', options: ['ignored for free text'] },
      ],
    });
    expect(created).toMatchObject({
      slug: 'consult',
      description: 'A first look at your project',
      location: 'Zoom',
      color: '#112233',
      duration: 45,
      bufferBefore: 10,
      bufferAfter: 15,
      minBookingNotice: 120,
      maxBookingsPerDay: 3,
      dateRangeStart: '2030-01-01',
      dateRangeEnd: '2030-01-31',
      requiresConfirmation: true,
      isActive: false,
      bookingPath: `/schedule/${await usernameOf(user)}/consult`,
    });
    expect(created.questions).toMatchObject([
      {
        question: 'What is your company?',
        type: 'text',
        isRequired: true,
        options: [],
        orderIndex: 0,
      },
      {
        question: 'Budget',
        type: 'select',
        isRequired: false,
        options: ['< 1k', '1k+'],
        orderIndex: 1,
      },
      { question: 'Anything else?', type: 'textarea', options: [], orderIndex: 2 },
    ]);
    expect(await storedQuestions(created.id)).toHaveLength(3);
  });

  it('lists the user’s event types newest first, with their questions', async () => {
    const user = await signUp();
    const empty = await user.call('GET', '/scheduling/event-types');
    expect(empty.body).toEqual([]);
    const first = await addEventType(user, { name: 'First', questions: [{ question: 'Why?' }] });
    const second = await addEventType(user, { name: 'Second' });
    const list = await user.call('GET', '/scheduling/event-types');
    expect(list.status).toBe(200);
    expect((list.body as EventType[]).map((eventType) => eventType.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect((list.body as EventType[])[1]?.questions.map((q) => q.question)).toEqual(['Why?']);
  });

  it('refuses a duplicate slug with 409, and lets another user use it', async () => {
    const user = await signUp();
    await addEventType(user, { name: 'Coffee chat' });
    const again = await user.call('POST', '/scheduling/event-types', {
      name: 'Other',
      slug: 'coffee-chat',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(M.slugTaken);
    const derived = await user.call('POST', '/scheduling/event-types', { name: 'Coffee Chat!' });
    expect(derived.status).toBe(409);
    expect(await storedEventTypes(user.id)).toHaveLength(1);
    await addEventType(await signUp(), { name: 'Coffee chat' });
  });

  it('lets exactly one of four simultaneous creates with the same slug win', async () => {
    const user = await signUp();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        user.call('POST', '/scheduling/event-types', { name: 'Race', slug: 'race' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.error.message).toBe(M.slugTaken);
    }
    expect(await storedEventTypes(user.id)).toHaveLength(1);
  });
});

describe('bad input', () => {
  const valid = { name: 'Valid', slug: 'valid' };
  const cases: [string, Record<string, unknown>, string][] = [
    ['a missing name', { name: undefined }, M.nameRequired],
    ['a blank name', { name: '   ' }, M.nameRequired],
    ['a slug with capitals', { slug: 'Bad-Slug' }, M.slugFormat],
    ['a slug with spaces', { slug: 'bad slug' }, M.slugFormat],
    ['a slug with a double hyphen', { slug: 'bad--slug' }, M.slugFormat],
    ['a zero duration', { duration: 0 }, M.durationPositive],
    ['a negative duration', { duration: -15 }, M.durationPositive],
    ['a fractional duration', { duration: 12.5 }, M.durationPositive],
    ['a duration that is text', { duration: 'thirty' }, M.durationPositive],
    ['a negative buffer before', { bufferBefore: -1 }, M.bufferBeforeNonNegative],
    ['a negative buffer after', { bufferAfter: -1 }, M.bufferAfterNonNegative],
    ['a negative notice', { minBookingNotice: -5 }, M.noticeNonNegative],
    ['zero bookings per day', { maxBookingsPerDay: 0 }, M.maxPerDayPositive],
    ['negative bookings per day', { maxBookingsPerDay: -2 }, M.maxPerDayPositive],
    [
      'an end date before the start date',
      { dateRangeStart: '2030-02-10', dateRangeEnd: '2030-02-09' },
      M.endBeforeStart,
    ],
    [
      'a select question without options',
      { questions: [{ question: 'Pick', type: 'select' }] },
      M.optionsRequired,
    ],
  ];

  it.each(cases)('answers %s with the message and stores nothing', async (_, change, message) => {
    const user = await signUp();
    const answer = await user.call('POST', '/scheduling/event-types', { ...valid, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(message);
    expect(await storedEventTypes(user.id)).toEqual([]);
  });

  it('answers "Slug is required" when the name derives no slug', async () => {
    const user = await signUp();
    const answer = await user.call('POST', '/scheduling/event-types', {
      name: '!!! ???',
      slug: '',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      message: M.slugRequired,
      fields: { slug: M.slugRequired },
    });
    expect(await storedEventTypes(user.id)).toEqual([]);
  });

  it.each(cases)(
    'refuses an edit with %s and keeps the stored event type',
    async (_, change, message) => {
      const user = await signUp();
      const created = await addEventType(user, valid);
      const answer = await user.call('PUT', `/scheduling/event-types/${created.id}`, {
        ...valid,
        ...change,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(message);
      const read = await user.call('GET', `/scheduling/event-types/${created.id}`);
      expect(read.body).toEqual(created);
    },
  );

  it('requires a slug on edit (no derivation from the name)', async () => {
    const user = await signUp();
    const created = await addEventType(user, valid);
    for (const body of [
      { name: 'Renamed', slug: '' },
      { name: 'Renamed' },
      { name: 'Renamed', slug: '  ' },
    ]) {
      const answer = await user.call('PUT', `/scheduling/event-types/${created.id}`, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(M.slugRequired);
    }
    expect((await storedEventTypes(user.id))[0]).toMatchObject({ name: 'Valid', slug: 'valid' });
  });
});

describe('editing an event type', () => {
  it('replaces every field with the form', async () => {
    const user = await signUp();
    const created = await addEventType(user, {
      name: 'Call',
      location: 'Phone',
      maxBookingsPerDay: 4,
      dateRangeStart: '2030-01-01',
    });
    const answer = await user.call('PUT', `/scheduling/event-types/${created.id}`, {
      name: 'Video call',
      slug: 'video',
      duration: 60,
      isActive: false,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: created.id,
      name: 'Video call',
      slug: 'video',
      duration: 60,
      isActive: false,
      location: null,
      maxBookingsPerDay: null,
      dateRangeStart: null,
      bookingPath: `/schedule/${await usernameOf(user)}/video`,
      createdAt: created.createdAt,
    });
  });

  it('keeps its own slug, and refuses one another of its event types has', async () => {
    const user = await signUp();
    const one = await addEventType(user, { name: 'One' });
    await addEventType(user, { name: 'Two' });
    const same = await user.call('PUT', `/scheduling/event-types/${one.id}`, {
      name: 'One renamed',
      slug: 'one',
    });
    expect(same.status).toBe(200);
    const taken = await user.call('PUT', `/scheduling/event-types/${one.id}`, {
      name: 'One',
      slug: 'two',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(M.slugTaken);
    expect((await storedEventTypes(user.id)).find((row) => row.id === one.id)?.slug).toBe('one');
  });

  it('replaces the questions, keeping the ids sent so earlier answers still point at them', async () => {
    const user = await signUp();
    const created = await addEventType(user, {
      name: 'Interview',
      questions: [
        { question: 'Company?', isRequired: true },
        { question: 'Role?' },
        { question: 'Source?' },
      ],
    });
    const [company, role, source] = created.questions;
    if (!company || !role || !source) throw new Error('questions missing');
    const bookingId = await seedBooking(server, {
      userId: user.id,
      eventTypeId: created.id,
      start: hoursFromNow(48),
      responses: [
        { questionId: company.id, question: 'Company?', response: 'Acme' },
        { questionId: role.id, question: 'Role?', response: 'CTO' },
      ],
    });

    const answer = await user.call('PUT', `/scheduling/event-types/${created.id}`, {
      name: 'Interview',
      slug: 'interview',
      questions: [
        {
          id: source.id,
          question: 'How did you hear of us?',
          type: 'radio',
          options: ['Web', 'Friend'],
        },
        { question: 'Team size?' },
        { id: company.id, question: 'Company name?', isRequired: false },
        // Not one of this event type's questions: added as a new one.
        { id: '00000000-0000-4000-8000-000000000000', question: 'Timezone?' },
      ],
    });
    expect(answer.status).toBe(200);
    const questions = (answer.body as EventType).questions;
    expect(questions.map((q) => [q.question, q.orderIndex])).toEqual([
      ['How did you hear of us?', 0],
      ['Team size?', 1],
      ['Company name?', 2],
      ['Timezone?', 3],
    ]);
    expect(questions[0]).toMatchObject({
      id: source.id,
      type: 'radio',
      options: ['Web', 'Friend'],
    });
    expect(questions[2]).toMatchObject({ id: company.id, isRequired: false });
    expect(questions[3]?.id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect((await storedQuestions(created.id)).map((q) => q.id).sort()).toEqual(
      questions.map((q) => q.id).sort(),
    );

    const responses = await server.database.db
      .selectFrom('scheduling_responses')
      .select(['questionId', 'question', 'response'])
      .where('bookingId', '=', bookingId)
      .orderBy('response')
      .execute();
    expect(responses).toEqual([
      { questionId: company.id, question: 'Company?', response: 'Acme' },
      // The removed question's answer stays, with the question as it was asked.
      { questionId: null, question: 'Role?', response: 'CTO' },
    ]);
  });
});

describe("another user's event type", () => {
  it('is not found for reading, editing and deleting, and stays unchanged', async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const created = await addEventType(owner, { name: 'Private', questions: [{ question: 'Q?' }] });
    const path = `/scheduling/event-types/${created.id}`;
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'Hijacked', slug: 'hijacked' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await stranger.call(method, path, body);
      expect(answer.status, method).toBe(404);
      expect(answer.body.error.message).toBe(M.eventTypeNotFound);
    }
    expect((await stranger.call('GET', '/scheduling/event-types')).body).toEqual([]);
    expect((await owner.call('GET', path)).body).toEqual(created);
  });

  it('answers 404 for ids that are no event type at all', async () => {
    const user = await signUp();
    for (const id of ['not-a-uuid', '7d8a1a6c-3c7e-4a42-9d1b-000000000000']) {
      const answer = await user.call('GET', `/scheduling/event-types/${id}`);
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe(M.eventTypeNotFound);
    }
  });
});

describe('deleting an event type', () => {
  it('removes it and its questions but keeps its bookings, as an unknown event type', async () => {
    const user = await signUp();
    const created = await addEventType(user, {
      name: 'Going away',
      questions: [{ question: 'Q?' }],
    });
    const bookingId = await seedBooking(server, {
      userId: user.id,
      eventTypeId: created.id,
      start: hoursFromNow(24),
    });
    const answer = await user.call('DELETE', `/scheduling/event-types/${created.id}`);
    expect(answer.status).toBe(204);
    expect(await storedEventTypes(user.id)).toEqual([]);
    expect(await storedQuestions(created.id)).toEqual([]);
    const bookings = await user.call('GET', '/scheduling/bookings');
    expect(bookings.body.upcoming).toMatchObject([
      { id: bookingId, eventTypeId: null, eventTypeName: null, status: 'confirmed' },
    ]);
    const again = await user.call('DELETE', `/scheduling/event-types/${created.id}`);
    expect(again.status).toBe(404);
  });
});

describe('live updates', () => {
  it("tells the owner's open browsers about creates, edits and deletes, and nobody else", async () => {
    const user = await signUp();
    const other = await signUp();
    const open = async (who: ApiUser) => {
      const stream = await openSse(`${server.url}/api/v1/events`, {
        headers: { cookie: who.cookie },
      });
      expect(stream.status).toBe(200);
      await stream.waitForComment('connected');
      return stream;
    };
    const mine = await open(user);
    const theirs = await open(other);
    try {
      const seen = (op: string, id: string) =>
        mine.waitForMessage((message) => {
          const event = JSON.parse(message.data) as { entity: string; op: string; id: string };
          return event.entity === 'scheduling_event_types' && event.op === op && event.id === id;
        });
      const created = await addEventType(user, { name: 'Live' });
      await seen('insert', created.id);
      await user.call('PUT', `/scheduling/event-types/${created.id}`, {
        name: 'Live 2',
        slug: 'live',
      });
      await seen('update', created.id);
      await user.call('DELETE', `/scheduling/event-types/${created.id}`);
      await seen('delete', created.id);
      expect(
        theirs.messages.some((message) => message.data.includes('scheduling_event_types')),
      ).toBe(false);
    } finally {
      mine.close();
      theirs.close();
    }
  });
});

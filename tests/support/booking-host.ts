// Test helpers of the public booking tests: a host with a time zone, an event type
// (with questions and availability) written straight to the database, and the public
// API called the way the booking page calls it (no cookie).
import type { Kysely } from 'kysely';
import type { DB } from '../../src/server/db/types';
import type { ApiUser } from './api-user';

export type EventTypeSetup = {
  slug: string;
  name?: string;
  duration?: number;
  bufferBefore?: number;
  bufferAfter?: number;
  minBookingNotice?: number;
  maxBookingsPerDay?: number | null;
  requiresConfirmation?: boolean;
  isActive?: boolean;
  location?: string | null;
  description?: string | null;
  questions?: {
    question: string;
    type?: 'text' | 'textarea' | 'select' | 'radio';
    options?: string[];
    isRequired?: boolean;
  }[];
};

/** Every day 09:00–17:00 host time: slots exist whatever day the test runs. */
export async function giveEveryDayAvailability(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('scheduling_availability').where('userId', '=', userId).execute();
  await db
    .insertInto('scheduling_availability')
    .values(
      [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
        userId,
        eventTypeId: null,
        dayOfWeek,
        startTime: '09:00:00',
        endTime: '17:00:00',
      })),
    )
    .execute();
  await db
    .insertInto('scheduling_availability_seeded')
    .values({ userId })
    .onConflict((conflict) => conflict.column('userId').doNothing())
    .execute();
}

export async function setUpHost(
  db: Kysely<DB>,
  host: ApiUser,
  profile: { displayName?: string | null; timeZone?: string } = {},
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({
      displayName: profile.displayName === undefined ? 'Ada Host' : profile.displayName,
      timezone: profile.timeZone ?? 'Europe/Paris',
    })
    .where('userId', '=', host.id)
    .execute();
  await giveEveryDayAvailability(db, host.id);
}

export async function createEventType(
  db: Kysely<DB>,
  userId: string,
  setup: EventTypeSetup,
): Promise<{ id: string; questionIds: string[] }> {
  const row = await db
    .insertInto('scheduling_event_types')
    .values({
      userId,
      name: setup.name ?? 'Intro call',
      slug: setup.slug,
      description: setup.description ?? null,
      location: setup.location ?? null,
      duration: setup.duration ?? 30,
      bufferBefore: setup.bufferBefore ?? 0,
      bufferAfter: setup.bufferAfter ?? 0,
      minBookingNotice: setup.minBookingNotice ?? 0,
      maxBookingsPerDay: setup.maxBookingsPerDay ?? null,
      requiresConfirmation: setup.requiresConfirmation ?? false,
      isActive: setup.isActive ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const questionIds: string[] = [];
  for (const [orderIndex, question] of (setup.questions ?? []).entries()) {
    const inserted = await db
      .insertInto('scheduling_questions')
      .values({
        eventTypeId: row.id,
        question: question.question,
        type: question.type ?? 'text',
        options: question.options ?? [],
        isRequired: question.isRequired ?? false,
        orderIndex,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    questionIds.push(inserted.id);
  }
  return { id: row.id, questionIds };
}

// biome-ignore lint/suspicious/noExplicitAny: bodies of many shapes, pinned by the assertions
export type PublicAnswer = { status: number; body: any; text: string };

/** A request to /api/v1/public… as a visitor's browser sends it (no cookie). */
export async function callPublic(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<PublicAnswer> {
  const response = await fetch(`${baseUrl}/api/v1/public${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed, text };
}

export async function firstSlots(
  baseUrl: string,
  userId: string,
  slug: string,
): Promise<{ start: string; end: string }[]> {
  const answer = await callPublic(baseUrl, 'GET', `/schedule/${userId}/${slug}/slots`);
  if (answer.status !== 200) throw new Error(`slots answered ${answer.status}: ${answer.text}`);
  return answer.body.slots;
}

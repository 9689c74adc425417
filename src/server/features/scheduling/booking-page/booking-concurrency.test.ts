// Never a double booking: many invitees racing for one slot, or for overlapping slots
// of two event types of one host, end with exactly one booking — on PGlite, on
// PostgreSQL (TEST_DATABASE_URL), and across two server processes sharing PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpApiUser } from '../../../../../tests/support/api-user';
import {
  callPublic,
  createEventType,
  firstSlots,
  setUpHost,
} from '../../../../../tests/support/booking-host';
import { freePort, spawnApp, stopApp, waitForHttp } from '../../../../../tests/support/processes';
import { TEST_DATABASE_URL } from '../../../../../tests/support/test-database';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { SCHEDULING_MESSAGES as M } from '../../../../core/messages';

/** Shared with the second server process. */
const AUTH_SECRET = 'booking-concurrency-secret-booking-concurrency';
const RACERS = 50;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ AUTH_SECRET });
});

afterAll(async () => {
  await server?.close();
});

async function hostWithEventTypes(...slugs: { slug: string; duration: number }[]) {
  const host = await signUpApiUser(server, 'race-host');
  await setUpHost(server.database.db, host);
  for (const setup of slugs) await createEventType(server.database.db, host.id, setup);
  return host;
}

function racer(i: number, startTime: string | undefined) {
  return { name: `Racer ${i}`, email: `racer-${i}@example.com`, startTime };
}

async function liveBookings(userId: string) {
  return server.database.db
    .selectFrom('scheduling_bookings')
    .select(['id', 'eventTypeId', 'startTime'])
    .where('userId', '=', userId)
    .where('status', 'in', ['pending', 'confirmed'])
    .execute();
}

function tally(statuses: number[]) {
  return statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});
}

/** The first slot of `a` that overlaps a slot of `b` starting at another time. */
function overlappingPair(
  a: { start: string; end: string }[],
  b: { start: string; end: string }[],
): [string, string] {
  for (const x of a) {
    for (const y of b) {
      if (x.start !== y.start && x.start < y.end && y.start < x.end) return [x.start, y.start];
    }
  }
  throw new Error('no overlapping slots');
}

describe(`${RACERS} invitees at once`, () => {
  it('book one slot exactly once: one 201, the rest 409, one row', async () => {
    const host = await hostWithEventTypes({ slug: 'race', duration: 30 });
    const [slot] = await firstSlots(server.url, host.id, 'race');
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        callPublic(server.url, 'POST', `/schedule/${host.id}/race/bookings`, racer(i, slot?.start)),
      ),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 201: 1, 409: RACERS - 1 });
    for (const lost of answers.filter((a) => a.status === 409)) {
      expect(lost.body.error.message).toBe(M.slotTaken);
    }
    expect(await liveBookings(host.id)).toHaveLength(1);
    // Only the winner was mailed.
    const mails = await server.database.db
      .selectFrom('mailOutbox')
      .select('toAddress')
      .where('toAddress', 'like', 'racer-%')
      .execute();
    const winner = answers.find((a) => a.status === 201)?.body.booking.inviteeName as string;
    expect(mails.map((m) => m.toAddress)).toEqual([`racer-${winner.split(' ')[1]}@example.com`]);
  });

  it('book overlapping slots of two event types of one host exactly once', async () => {
    const host = await hostWithEventTypes(
      { slug: 'short', duration: 30 },
      { slug: 'long', duration: 45 },
    );
    const [shortStart, longStart] = overlappingPair(
      await firstSlots(server.url, host.id, 'short'),
      await firstSlots(server.url, host.id, 'long'),
    );
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        i % 2 === 0
          ? callPublic(
              server.url,
              'POST',
              `/schedule/${host.id}/short/bookings`,
              racer(i, shortStart),
            )
          : callPublic(
              server.url,
              'POST',
              `/schedule/${host.id}/long/bookings`,
              racer(i, longStart),
            ),
      ),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 201: 1, 409: RACERS - 1 });
    expect(await liveBookings(host.id)).toHaveLength(1);
  });
});

describe.runIf(TEST_DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  it('still book one slot exactly once', async () => {
    const port = await freePort();
    const other = spawnApp(['--import', 'tsx', 'src/server/main.ts'], {
      DATABASE_URL: server.database.url as string,
      PORT: String(port),
      HOST: '127.0.0.1',
      AUTH_SECRET,
      PUBLIC_URL: server.url,
      MAIL_SENDER_INTERVAL_MS: '0',
    });
    try {
      const otherUrl = `http://127.0.0.1:${port}`;
      await waitForHttp(`${otherUrl}/readyz`, other);
      const host = await hostWithEventTypes(
        { slug: 'split', duration: 30 },
        { slug: 'other', duration: 45 },
      );
      const [slot] = await firstSlots(server.url, host.id, 'split');
      const [shortStart, longStart] = overlappingPair(
        await firstSlots(otherUrl, host.id, 'split'),
        await firstSlots(otherUrl, host.id, 'other'),
      );
      const same = await Promise.all(
        Array.from({ length: RACERS }, (_, i) =>
          callPublic(
            i % 2 ? otherUrl : server.url,
            'POST',
            `/schedule/${host.id}/split/bookings`,
            racer(i, slot?.start),
          ),
        ),
      );
      expect(tally(same.map((a) => a.status))).toEqual({ 201: 1, 409: RACERS - 1 });
      const crossed = await Promise.all(
        Array.from({ length: RACERS }, (_, i) =>
          i % 2
            ? callPublic(
                otherUrl,
                'POST',
                `/schedule/${host.id}/other/bookings`,
                racer(i, longStart),
              )
            : callPublic(
                server.url,
                'POST',
                `/schedule/${host.id}/split/bookings`,
                racer(i, shortStart),
              ),
        ),
      );
      // The first race's booking may already cover these starts: then none wins.
      const wins = crossed.filter((a) => a.status === 201).length;
      expect(wins).toBeLessThanOrEqual(1);
      expect(crossed.every((a) => a.status === 201 || a.status === 409)).toBe(true);
      expect(await liveBookings(host.id)).toHaveLength(1 + wins);
    } finally {
      await stopApp(other);
    }
  }, 180_000);
});

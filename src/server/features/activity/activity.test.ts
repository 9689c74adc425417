// Recent Activity over real HTTP against a real database: each kind of event writes one
// entry in its own transaction (a rolled-back one writes none), the feed reads it newest
// first in words with its link, pages by cursor, and shows a user only their own.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, callApi, signUpApiUser } from '../../../../tests/support/api-user';
import {
  callPublic,
  createEventType,
  firstSlots,
  setUpHost,
} from '../../../../tests/support/booking-host';
import { seedClients, setTier } from '../../../../tests/support/client-rows';
import { insertDocument, sendBeacon, usernameOf } from '../../../../tests/support/document-rows';
import { allowConsoleError } from '../../../../tests/support/fail-on-console-error';
import { openSse } from '../../../../tests/support/sse-client';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import {
  ACTIVITY_LINKS,
  type ActivityEntry,
  type ActivityPage,
  formatActivityTime,
} from '../../../core/activity';
import { ACTIVITY_MESSAGES as M } from '../../../core/messages';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const HOST_ZONE = 'Europe/Paris';

async function feed(user: ApiUser, query = ''): Promise<ActivityPage> {
  const answer = await user.call('GET', `/activity${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as ActivityPage;
}

async function activityRows(userId: string) {
  return server.database.db
    .selectFrom('activity')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
}

/** A user whose Scale Page has the contact form on. */
async function signUpFormOwner(): Promise<ApiUser & { username: string }> {
  const owner = await signUpApiUser(server, 'activity');
  expect((await owner.call('PATCH', '/me/profile', { leadFormEnabled: true })).status).toBe(200);
  return { ...owner, username: await usernameOf(server, owner) };
}

/** The contact form posted as a browser without JavaScript posts it. */
async function sendLead(username: string, fields: { name: string; email: string }) {
  const response = await fetch(`${server.url}/${username}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, phone: '', message: 'Hello', website: '' }).toString(),
    redirect: 'manual',
  });
  await response.body?.cancel();
  expect(response.status).toBe(303);
}

async function clientIdByEmail(userId: string, email: string): Promise<string> {
  const row = await server.database.db
    .selectFrom('clients')
    .select('id')
    .where('userId', '=', userId)
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A host with an event type "Intro call" (or one that needs confirming) and free slots. */
async function signUpHost(options: { requiresConfirmation?: boolean } = {}) {
  const host = await signUpApiUser(server, 'activity-host');
  await setUpHost(server.database.db, host, { timeZone: HOST_ZONE });
  const slug = `intro-${randomUUID().slice(0, 8)}`;
  await createEventType(server.database.db, host.id, {
    slug,
    name: 'Intro call',
    requiresConfirmation: options.requiresConfirmation ?? false,
  });
  const slots = await firstSlots(server.url, host.id, slug);
  return { host, slug, slots };
}

async function book(hostId: string, slug: string, start: string, email = 'grace@example.com') {
  return callPublic(server.url, 'POST', `/schedule/${hostId}/${slug}/bookings`, {
    startTime: start,
    name: 'Grace Hopper',
    email,
  });
}

function importCsv(user: ApiUser, fileName: string, csv: string) {
  return user.call(
    'POST',
    `/clients/import?filename=${encodeURIComponent(fileName)}`,
    new Blob([csv]),
  );
}

const when = (start: string, entry: ActivityEntry) =>
  formatActivityTime(start, HOST_ZONE, new Date(entry.createdAt));

describe('GET /api/v1/activity', () => {
  it('is empty for a new account and answers 401 signed out', async () => {
    const user = await signUpApiUser(server, 'activity');
    expect(await feed(user)).toEqual({ items: [], nextCursor: null });
    const signedOut = await callApi(server, '', 'GET', '/activity');
    expect(signedOut.status).toBe(401);
  });

  it('lists a new lead, then a message from a known client, newest first, with their links', async () => {
    const owner = await signUpFormOwner();
    const events = await openSse(`${server.url}/api/v1/events`, {
      headers: { cookie: owner.cookie },
    });
    try {
      await events.waitForComment('connected');
      await sendLead(owner.username, { name: 'Ada Lovelace', email: 'ada@example.com' });
      const [row] = await activityRows(owner.id);
      // The owner's open overviews hear of the entry (and only by its id).
      const heard = await events.waitForMessage((message) => message.data.includes(row?.id ?? '-'));
      expect(JSON.parse(heard.data)).toEqual({ entity: 'activity', op: 'insert', id: row?.id });
    } finally {
      events.close();
    }
    const adaId = await clientIdByEmail(owner.id, 'ada@example.com');
    expect(await activityRows(owner.id)).toMatchObject([
      {
        kind: 'lead_received',
        clientId: adaId,
        data: { name: 'Ada Lovelace', outcome: 'new_client' },
      },
    ]);

    await sendLead(owner.username, { name: 'Ada L.', email: 'ada@example.com' });
    const { items } = await feed(owner);
    expect(items.map(({ text, href, gone }) => ({ text, href, gone }))).toEqual([
      { text: M.leadExisting('Ada L.'), href: ACTIVITY_LINKS.client(adaId), gone: null },
      { text: M.leadNew('Ada Lovelace'), href: ACTIVITY_LINKS.client(adaId), gone: null },
    ]);
    expect(items[0]?.text).toBe('Ada L. sent you a message on your Scale Page');
    expect(items[1]?.text).toBe('Ada Lovelace left their details on your Scale Page');
    expect(items[1]?.href).toBe(`/dashboard?tab=clients&client=${adaId}`);
    expect(Date.parse(items[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(items[1]?.createdAt ?? ''),
    );
  });

  it('keeps a hostile name as plain text, and tells of a lead the full plan kept out', async () => {
    const owner = await signUpFormOwner();
    const hostile = '<script>alert(1)</script>';
    await sendLead(owner.username, { name: hostile, email: 'eve@example.com' });
    const answer = await owner.call('GET', '/activity');
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.body.items[0].text).toBe(`${hostile} left their details on your Scale Page`);

    // The Free plan's 50 clients are used up: no client, so nothing to open.
    await seedClients(
      server,
      owner.id,
      Array.from({ length: 49 }, (_, index) => ({ name: `Client ${index}` })),
    );
    await sendLead(owner.username, { name: 'Late Larry', email: 'larry@example.com' });
    const [latest] = (await feed(owner)).items;
    expect(latest).toMatchObject({ text: M.leadOverLimit('Late Larry'), href: null, gone: null });
  });

  it('keeps the words of a deleted client and drops its link', async () => {
    const owner = await signUpFormOwner();
    await sendLead(owner.username, { name: 'Gone Gina', email: 'gina@example.com' });
    const clientId = await clientIdByEmail(owner.id, 'gina@example.com');
    expect((await owner.call('DELETE', `/clients/${clientId}`)).status).toBe(204);
    expect((await feed(owner)).items).toMatchObject([
      { text: M.leadNew('Gone Gina'), href: null, gone: M.clientGone },
    ]);
  });

  it('tells of a booking made, and of one canceled by the invitee, in the host zone', async () => {
    const { host, slug, slots } = await signUpHost();
    const start = slots[0]?.start ?? '';
    const booked = await book(host.id, slug, start);
    expect(booked.status, booked.text).toBe(201);
    const bookingId = booked.body.booking.id as string;
    expect(await activityRows(host.id)).toHaveLength(1);

    const token = String(booked.body.cancelPath).split('/').pop();
    const canceled = await callPublic(server.url, 'POST', `/bookings/${token}/cancel`, {
      reason: 'Something came up',
    });
    expect(canceled.status, canceled.text).toBe(200);

    const { items } = await feed(host);
    const [cancelEntry, bookEntry] = items;
    if (!cancelEntry || !bookEntry) throw new Error('two entries expected');
    expect(items).toHaveLength(2);
    expect(bookEntry.text).toBe(`Grace Hopper booked Intro call for ${when(start, bookEntry)}`);
    expect(bookEntry.text).toMatch(
      /^Grace Hopper booked Intro call for [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M$/,
    );
    expect(cancelEntry.text).toBe(
      M.bookingCanceledByInvitee('Grace Hopper', 'Intro call', when(start, cancelEntry)),
    );
    for (const entry of items) {
      expect(entry.href).toBe(ACTIVITY_LINKS.booking(bookingId));
      expect(entry.href).toBe(`/dashboard?tab=scheduling&section=bookings&booking=${bookingId}`);
    }
  });

  it('tells of a booking asked for, declined, and one canceled by the host', async () => {
    const { host, slug, slots } = await signUpHost({ requiresConfirmation: true });
    const [first, second] = slots;
    const requested = await book(host.id, slug, first?.start ?? '');
    const other = await book(host.id, slug, second?.start ?? '', 'alan@example.com');
    expect([requested.status, other.status]).toEqual([201, 201]);
    const declined = await host.call(
      'POST',
      `/scheduling/bookings/${requested.body.booking.id}/decline`,
    );
    expect(declined.status, declined.text).toBe(200);
    await host.call('POST', `/scheduling/bookings/${other.body.booking.id}/confirm`);
    const canceled = await host.call(
      'POST',
      `/scheduling/bookings/${other.body.booking.id}/cancel`,
      { reason: 'Travelling' },
    );
    expect(canceled.status, canceled.text).toBe(200);

    // Confirming is the host's own answer, not news: four entries for four events.
    const texts = (await feed(host)).items.map((entry) => entry.text);
    expect(await activityRows(host.id)).toHaveLength(4);
    expect(texts).toHaveLength(4);
    expect(texts[0]).toMatch(/^You canceled Grace Hopper's Intro call on /);
    expect(texts[1]).toMatch(/^You declined Grace Hopper's Intro call on /);
    expect(texts[2]).toMatch(/^Grace Hopper asked to book Intro call for /);
    expect(texts[3]).toMatch(/^Grace Hopper asked to book Intro call for /);
  });

  it('tells of a booking moved by the invitee and from the bookings list, from the old time to the new', async () => {
    const { host, slug, slots } = await signUpHost();
    const [first, second, third] = slots.map((slot) => slot.start);
    const booked = await book(host.id, slug, first ?? '');
    expect(booked.status, booked.text).toBe(201);
    const bookingId = booked.body.booking.id as string;
    const token = String(booked.body.cancelPath).split('/').pop();

    const moved = await callPublic(server.url, 'POST', `/bookings/${token}/reschedule`, {
      startTime: second,
    });
    expect(moved.status, moved.text).toBe(200);
    const byHost = await host.call('POST', `/scheduling/bookings/${bookingId}/reschedule`, {
      startTime: third,
    });
    expect(byHost.status, byHost.text).toBe(200);
    // A refused move (the same time) writes nothing.
    const refused = await callPublic(server.url, 'POST', `/bookings/${token}/reschedule`, {
      startTime: third,
    });
    expect(refused.status).toBe(400);

    const { items } = await feed(host);
    expect(await activityRows(host.id)).toHaveLength(3);
    const [hostEntry, inviteeEntry] = items;
    if (!hostEntry || !inviteeEntry) throw new Error('three entries expected');
    expect(inviteeEntry.text).toBe(
      M.bookingRescheduledByInvitee(
        'Grace Hopper',
        'Intro call',
        when(first ?? '', inviteeEntry),
        when(second ?? '', inviteeEntry),
      ),
    );
    expect(inviteeEntry.text).toMatch(/^Grace Hopper rescheduled Intro call from .+ to .+$/);
    expect(hostEntry.text).toBe(
      `Rescheduled Grace Hopper's Intro call from ${when(second ?? '', hostEntry)} to ${when(third ?? '', hostEntry)}`,
    );
    for (const entry of [hostEntry, inviteeEntry]) {
      expect(entry.kind).toBe('booking_rescheduled');
      expect(entry.href).toBe(ACTIVITY_LINKS.booking(bookingId));
    }
  });

  it('tells of a shared document opened, not of the owner opening it, and outlives its deletion', async () => {
    const owner = await signUpApiUser(server, 'activity-docs');
    const document = await insertDocument(server, owner.id, { title: 'Q3 Proposal' });
    const link = await owner.call('POST', `/documents/${document.id}/links`, { label: 'Acme' });
    expect(link.status).toBe(201);
    const username = await usernameOf(server, owner);
    const beacon = () => ({
      username,
      code: link.body.code as string,
      viewKey: randomUUID(),
      visitorId: `visitor-${randomUUID()}`,
      pageSeconds: { '1': 4 },
      totalSeconds: 4,
      isFinal: false,
    });
    // The owner checking the link is not a view, so not news either.
    expect((await sendBeacon(server, beacon(), { cookie: owner.cookie })).status).toBe(204);
    expect(await activityRows(owner.id)).toEqual([]);

    expect((await sendBeacon(server, beacon())).status).toBe(204);
    expect((await feed(owner)).items).toMatchObject([
      {
        kind: 'document_viewed',
        text: '“Q3 Proposal” was opened through your link “Acme” on a computer',
        href: `/dashboard?tab=documents&document=${document.id}`,
        gone: null,
      },
    ]);

    expect((await owner.call('DELETE', `/documents/${document.id}`)).status).toBe(204);
    expect((await feed(owner)).items).toMatchObject([
      {
        text: M.documentViewed('Q3 Proposal', 'Acme', 'a computer'),
        href: null,
        gone: M.documentGone,
      },
    ]);
  });

  it('tells of an import once, with what all its batches stored', async () => {
    const user = await signUpApiUser(server, 'activity-import');
    await setTier(server, user.id, 'pro');
    const small = await importCsv(
      user,
      'contacts.csv',
      'Name,Email\nAda,ada@x.com\nGrace,grace@x.com\n',
    );
    expect(small.text).toContain('"type":"done"');
    const rows = Array.from({ length: 1_001 }, (_, index) => `Person ${index},p${index}@x.com`);
    const big = await importCsv(user, 'everyone.csv', `Name,Email\n${rows.join('\n')}\n`);
    expect(big.text).toContain('"imported":1001');

    expect(await activityRows(user.id)).toHaveLength(2);
    expect((await feed(user)).items).toMatchObject([
      { kind: 'clients_imported', text: 'Imported 1,001 clients from everyone.csv' },
      {
        text: 'Imported 2 clients from contacts.csv',
        href: '/dashboard?tab=clients&view=list&sort=created_at',
      },
    ]);

    // Nothing stored (every row fails: nothing to name a client after), nothing to tell.
    const failed = await importCsv(user, 'nameless.csv', 'Name,Email,Notes\n,,only a note\n');
    expect(failed.text).toContain('"imported":0');
    expect(await activityRows(user.id)).toHaveLength(2);
  });

  it('writes nothing for an import or a booking whose transaction rolls back at commit', async () => {
    const { db } = server.database;
    // Fails the transaction at COMMIT, after the event and its entry were both written.
    await sql`CREATE FUNCTION refuse_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused at commit for the test'; END $$`.execute(db);
    await sql`CREATE CONSTRAINT TRIGGER refuse_import AFTER INSERT ON clients
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.name = 'Rollback Rita')
      EXECUTE FUNCTION refuse_at_commit()`.execute(db);
    await sql`CREATE CONSTRAINT TRIGGER refuse_booking AFTER INSERT ON scheduling_bookings
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.invitee_email = 'rollback@example.com')
      EXECUTE FUNCTION refuse_at_commit()`.execute(db);
    const quiet = allowConsoleError();
    try {
      const user = await signUpApiUser(server, 'activity-rollback');
      const imported = await importCsv(
        user,
        'rollback.csv',
        'Name,Email\nRollback Rita,rita@x.com\nSam,sam@x.com\n',
      );
      expect(imported.text).toContain('"type":"error"');
      expect(
        await db.selectFrom('clients').where('userId', '=', user.id).selectAll().execute(),
      ).toEqual([]);
      expect(await activityRows(user.id)).toEqual([]);

      const { host, slug, slots } = await signUpHost();
      const booked = await book(host.id, slug, slots[0]?.start ?? '', 'rollback@example.com');
      expect(booked.status).toBe(500);
      const bookings = await db
        .selectFrom('scheduling_bookings')
        .where('userId', '=', host.id)
        .selectAll()
        .execute();
      expect(bookings).toEqual([]);
      expect(await activityRows(host.id)).toEqual([]);
      expect((await feed(host)).items).toEqual([]);
    } finally {
      quiet.mockRestore();
      await sql`DROP TRIGGER refuse_import ON clients`.execute(db);
      await sql`DROP TRIGGER refuse_booking ON scheduling_bookings`.execute(db);
      await sql`DROP FUNCTION refuse_at_commit()`.execute(db);
    }
  });

  it('pages by cursor: every entry once, newest first, while new ones arrive', async () => {
    const user = await signUpApiUser(server, 'activity-pages');
    const { db } = server.database;
    // 25 entries, ten of them at one and the same instant: the id orders those.
    const same = new Date(Date.now() - 60_000);
    await db
      .insertInto('activity')
      .values(
        Array.from({ length: 25 }, (_, index) => ({
          userId: user.id,
          kind: 'clients_imported' as const,
          data: JSON.stringify({ fileName: `file-${index}.csv`, imported: index + 1 }),
          createdAt: index < 10 ? same : new Date(same.getTime() - (index + 1) * 1000),
        })),
      )
      .execute();

    const first = await feed(user);
    expect(first.items).toHaveLength(10);
    expect(first.nextCursor).not.toBeNull();
    // A new entry arrives while the reader is on page one: it does not shift the pages.
    await db
      .insertInto('activity')
      .values({
        userId: user.id,
        kind: 'clients_imported',
        data: JSON.stringify({ fileName: 'late.csv', imported: 1 }),
      })
      .execute();
    const second = await feed(user, `?before=${encodeURIComponent(first.nextCursor ?? '')}`);
    const third = await feed(user, `?before=${encodeURIComponent(second.nextCursor ?? '')}`);
    expect(second.items).toHaveLength(10);
    expect(third.items).toHaveLength(5);
    expect(third.nextCursor).toBeNull();

    const walked = [...first.items, ...second.items, ...third.items];
    expect(new Set(walked.map((entry) => entry.id)).size).toBe(25);
    expect(walked.map((entry) => entry.text)).not.toContain('Imported 1 client from late.csv');
    const times = walked.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await feed(user)).items[0]?.text).toBe('Imported 1 client from late.csv');

    const small = await feed(user, '?limit=3');
    expect(small.items).toHaveLength(3);
  });

  it('shows another user none of it, and refuses a cursor or limit it did not hand out', async () => {
    const owner = await signUpFormOwner();
    await sendLead(owner.username, { name: 'Private Pat', email: 'pat@example.com' });
    const [entry] = (await feed(owner)).items;
    expect(entry).toBeDefined();

    const stranger = await signUpApiUser(server, 'activity-stranger');
    const theirs = await stranger.call('GET', '/activity');
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual({ items: [], nextCursor: null });
    expect(theirs.text).not.toContain('Private Pat');
    // Even holding a cursor made from the owner's newest entry.
    const position = await server.database.db
      .selectFrom('activity')
      .select(
        sql<string>`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
          'position',
        ),
      )
      .where('id', '=', entry?.id ?? '')
      .executeTakeFirstOrThrow();
    const later = new Date(Date.parse(position.position) + 60_000)
      .toISOString()
      .replace('Z', '000Z');
    const stolen = await stranger.call(
      'GET',
      `/activity?before=${encodeURIComponent(`${later}_${entry?.id}`)}`,
    );
    expect(stolen.status).toBe(200);
    expect(stolen.body.items).toEqual([]);

    for (const bad of [
      'not-a-cursor',
      '2026-02-30T10:00:00.000000Z_3f2a1b2c-1234-4abc-8def-0123456789ab',
      "2026-01-01T10:00:00.000000Z_' OR 1=1 --",
      '<script>alert(1)</script>',
      'x'.repeat(5_000),
    ]) {
      const answer = await owner.call('GET', `/activity?before=${encodeURIComponent(bad)}`);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'bad_request', message: M.badCursor });
    }
    for (const limit of ['0', '51', 'ten', '-1', '1.5']) {
      expect((await owner.call('GET', `/activity?limit=${limit}`)).status, limit).toBe(400);
    }
  });
});

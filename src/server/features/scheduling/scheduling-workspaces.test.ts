// Scheduling in a team workspace (issue 18): event types, availability and bookings are
// seen and changed through the one access layer; public booking stays the host's page
// and its bookings land in the event type's workspace. Over real HTTP, real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import { callPublic, firstSlots, setUpHost } from '../../../../tests/support/booking-host';
import { addMember, createOrganizationAs } from '../../../../tests/support/organization-rows';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { SCHEDULING_MESSAGES, WORKSPACE_MESSAGES } from '../../../core/messages';
import type { Booking, EventType } from '../../../core/scheduling-schemas';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

type Call = (method: string, path: string, body?: unknown) => ReturnType<ApiUser['call']>;

/** Alice owns a team workspace, Bob is a Member of it (view all, edit own), Carol is not. */
async function team() {
  const alice = await signUpApiUser(server, 'sched-alice');
  const bob = await signUpApiUser(server, 'sched-bob');
  const carol = await signUpApiUser(server, 'sched-carol');
  await setUpHost(server.database.db, alice, { displayName: 'Alice Host' });
  const org = await createOrganizationAs(alice);
  await addMember(server, org.id, bob, 'Member');
  const as =
    (user: ApiUser): Call =>
    (method, path, body) =>
      user.call(method, path, body, { 'X-Workspace-Id': org.id });
  return { alice, bob, carol, org, as };
}

const ids = (body: { id: string }[]) => body.map((row) => row.id);

async function eventTypeRow(id: string) {
  return server.database.db
    .selectFrom('scheduling_event_types')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('event types in a team workspace', () => {
  it('lists an event type made in the team for a teammate with view all, in nobody’s personal workspace', async () => {
    const { alice, bob, org, as } = await team();
    const personal = await alice.call('POST', '/scheduling/event-types', { name: 'Solo call' });
    expect(personal.status).toBe(201);
    const created = await as(alice)('POST', '/scheduling/event-types', { name: 'Team call' });
    expect(created.status).toBe(201);
    expect(await eventTypeRow(created.body.id)).toMatchObject({
      workspaceId: org.id,
      userId: alice.id,
      createdBy: alice.id,
    });
    // Still the host's booking page (the friendly form of issue 21: their username).
    const { username } = await server.database.db
      .selectFrom('profiles')
      .select('username')
      .where('userId', '=', alice.id)
      .executeTakeFirstOrThrow();
    expect(created.body.bookingPath).toBe(`/schedule/${username}/team-call`);

    expect(ids((await as(bob)('GET', '/scheduling/event-types')).body)).toEqual([created.body.id]);
    expect(ids((await as(alice)('GET', '/scheduling/event-types')).body)).toEqual([
      created.body.id,
    ]);
    expect(ids((await alice.call('GET', '/scheduling/event-types')).body)).toEqual([
      personal.body.id,
    ]);
    expect((await bob.call('GET', '/scheduling/event-types')).body).toEqual([]);
    expect((await as(bob)('GET', `/scheduling/event-types/${created.body.id}`)).status).toBe(200);
    // Alice's personal event type is not the team's.
    expect((await as(bob)('GET', `/scheduling/event-types/${personal.body.id}`)).status).toBe(404);
  });

  it("refuses a teammate's change to the host's event type (403), lets them change their own", async () => {
    const { alice, bob, as } = await team();
    const hers = (await as(alice)('POST', '/scheduling/event-types', { name: 'Intro' }))
      .body as EventType;
    const before = await eventTypeRow(hers.id);
    const edit = await as(bob)('PUT', `/scheduling/event-types/${hers.id}`, {
      name: 'Taken over',
      slug: 'intro',
    });
    expect(edit.status).toBe(403);
    expect(edit.body.error.message).toBe(WORKSPACE_MESSAGES.notYourRecord);
    expect((await as(bob)('DELETE', `/scheduling/event-types/${hers.id}`)).status).toBe(403);
    const override = await as(bob)('POST', '/scheduling/availability', {
      eventTypeId: hers.id,
      dayOfWeek: 1,
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(override.status).toBe(403);
    expect(await eventTypeRow(hers.id)).toEqual(before);

    // Bob's own, with the same slug: slugs are unique per host.
    const his = await as(bob)('POST', '/scheduling/event-types', { name: 'Intro' });
    expect(his.status).toBe(201);
    const renamed = await as(bob)('PUT', `/scheduling/event-types/${his.body.id}`, {
      name: 'Bob intro',
      slug: 'intro',
    });
    expect(renamed.status).toBe(200);
    // The owner (edit all) may change any of the team's.
    const byOwner = await as(alice)('PUT', `/scheduling/event-types/${his.body.id}`, {
      name: 'Bob intro (checked)',
      slug: 'intro',
    });
    expect(byOwner.status).toBe(200);
    expect((await eventTypeRow(his.body.id)).userId).toBe(bob.id);
  });

  it('answers 404 for a workspace the caller is not in, and for a role without scheduling', async () => {
    const { alice, carol, org, as } = await team();
    const hers = (await as(alice)('POST', '/scheduling/event-types', { name: 'Intro' }))
      .body as EventType;
    const outsider = await as(carol)('GET', '/scheduling/event-types');
    expect(outsider.status).toBe(404);
    expect(outsider.body.error.message).toBe(WORKSPACE_MESSAGES.workspaceNotFound);
    expect((await as(carol)('DELETE', `/scheduling/event-types/${hers.id}`)).status).toBe(404);

    const role = await alice.call('POST', `/organizations/${org.id}/roles`, {
      name: 'Clients only',
      permissions: ['view_clients', 'edit_clients'],
    });
    expect(role.status).toBe(201);
    const dana = await signUpApiUser(server, 'sched-dana');
    await addMember(server, org.id, dana, { id: role.body.id });
    for (const path of [
      '/scheduling/event-types',
      `/scheduling/event-types/${hers.id}`,
      '/scheduling/availability',
      '/scheduling/bookings',
    ]) {
      const answer = await as(dana)('GET', path);
      expect(answer.status, path).toBe(404);
    }
    expect((await as(dana)('POST', '/scheduling/event-types', { name: 'Sneaky' })).status).toBe(
      404,
    );
    // Their personal workspace still has scheduling.
    expect((await dana.call('GET', '/scheduling/event-types')).status).toBe(200);
    expect((await eventTypeRow(hers.id)).name).toBe('Intro');
  });
});

describe('bookings in a team workspace', () => {
  it('lands a public booking in the event type’s workspace, for the teammates who see it', async () => {
    const { alice, bob, org, as } = await team();
    const hers = (await as(alice)('POST', '/scheduling/event-types', { name: 'Demo' }))
      .body as EventType;
    await alice.call('PUT', '/scheduling/availability/quick-setup', {
      eventTypeId: null,
      days: [0, 1, 2, 3, 4, 5, 6],
      startTime: '09:00',
      endTime: '17:00',
    });
    const [slot] = await firstSlots(server.url, alice.id, hers.slug);
    const booked = await callPublic(
      server.url,
      'POST',
      `/schedule/${alice.id}/${hers.slug}/bookings`,
      {
        name: 'Ivy Invitee',
        email: 'ivy@example.com',
        startTime: slot?.start,
      },
    );
    expect(booked.status, booked.text).toBe(201);
    const row = await server.database.db
      .selectFrom('scheduling_bookings')
      .selectAll()
      .where('id', '=', booked.body.booking.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ workspaceId: org.id, userId: alice.id });

    const seen = await as(bob)('GET', '/scheduling/bookings');
    expect(seen.status).toBe(200);
    expect((seen.body.upcoming as Booking[]).map((b) => [b.id, b.hostId, b.hostName])).toEqual([
      [row.id, alice.id, 'Alice Host'],
    ]);
    expect((await alice.call('GET', '/scheduling/bookings')).body.upcoming).toEqual([]);
    // Seen, not Bob's to cancel.
    const cancel = await as(bob)('POST', `/scheduling/bookings/${row.id}/cancel`);
    expect(cancel.status).toBe(403);
    const outsider = await bob.call('GET', `/scheduling/bookings/${row.id}`);
    expect(outsider.status).toBe(404);
    expect(outsider.body.error.message).toBe(SCHEDULING_MESSAGES.bookingNotFound);
    const byHost = await as(alice)('POST', `/scheduling/bookings/${row.id}/cancel`);
    expect(byHost.status).toBe(200);
    expect(byHost.body.status).toBe('canceled');
  });
});

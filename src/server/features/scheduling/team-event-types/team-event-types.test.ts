// Team event types (issue 22) over real HTTP on a real database (PGlite, or PostgreSQL
// with TEST_DATABASE_URL): the workspace's API and its refusals, the team booking page's
// slots for round robin and collective, the host each booking goes to, and races.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import { callPublic, createEventType, setUpHost } from '../../../../../tests/support/booking-host';
import { inWorkspace } from '../../../../../tests/support/client-team';
import { addMember, createOrganizationAs } from '../../../../../tests/support/organization-rows';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { SCHEDULING_MESSAGES as M } from '../../../../core/messages';
import { TEAM_EVENT_TYPE_MESSAGES as T } from '../../../../core/team-event-type-schemas';
import { listPublicTeamEventTypes } from '../public';

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

type Team = { id: string; slug: string; owner: ApiUser; hosts: ApiUser[]; outsider: ApiUser };

/** A team whose owner and `extra` members are hosts, each free every day 09:00–17:00 Paris. */
async function newTeam(prefix: string, extra = 2): Promise<Team> {
  const owner = await signUpApiUser(server, `${prefix}-owner`);
  const organization = await createOrganizationAs(owner, { name: `${prefix} Team` });
  const hosts = [owner];
  for (let i = 0; i < extra; i++) {
    const member = await signUpApiUser(server, `${prefix}-host${i}`);
    await addMember(server, organization.id, member, 'Member');
    hosts.push(member);
  }
  for (const [i, host] of hosts.entries()) {
    await setUpHost(db(), host, { displayName: `Host ${i}`, timeZone: 'Europe/Paris' });
  }
  const outsider = await signUpApiUser(server, `${prefix}-outsider`);
  return { id: organization.id, slug: organization.slug, owner, hosts, outsider };
}

async function createTeamEventType(team: Team, body: Record<string, unknown>) {
  const answer = await team.owner.call(
    'POST',
    '/scheduling/team-event-types',
    {
      name: 'Team intro',
      slug: 'team-intro',
      duration: 30,
      kind: 'round_robin',
      hosts: team.hosts.map((host) => ({ userId: host.id })),
      ...body,
    },
    inWorkspace(team.id),
  );
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { id: string; slug: string; bookingPath: string };
}

async function slotsOf(team: Team, slug: string, query = '') {
  const answer = await pub('GET', `/team/${team.slug}/${slug}/slots${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.slots as { start: string; end: string }[];
}

function invitee(i: number, startTime: string | undefined) {
  return { name: `Invitee ${i}`, email: `team-invitee-${i}-${Date.now()}@example.com`, startTime };
}

async function liveTeamBookings(eventTypeId: string) {
  return db()
    .selectFrom('scheduling_bookings')
    .select(['id', 'userId', 'startTime', 'primaryBookingId', 'cancelToken', 'status'])
    .where('eventTypeId', '=', eventTypeId)
    .where('status', 'in', ['pending', 'confirmed'])
    .execute();
}

function tally(statuses: number[]) {
  return statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});
}

describe('the workspace API', () => {
  it('creates a team event type with its hosts; it lists, reads and shows on the team page', async () => {
    const team = await newTeam('tet-create');
    const created = await createTeamEventType(team, {
      hosts: [
        { userId: team.hosts[0]?.id, weight: 200 },
        { userId: team.hosts[1]?.id },
        { userId: team.hosts[2]?.id, weight: 50 },
      ],
    });
    expect(created.bookingPath).toBe(`/team/${team.slug}/team-intro`);
    const listed = await team.owner.call(
      'GET',
      '/scheduling/team-event-types',
      undefined,
      inWorkspace(team.id),
    );
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({
      name: 'Team intro',
      kind: 'round_robin',
      hosts: [
        { userId: team.hosts[0]?.id, name: 'Host 0', weight: 200 },
        { userId: team.hosts[1]?.id, name: 'Host 1', weight: 100 },
        { userId: team.hosts[2]?.id, name: 'Host 2', weight: 50 },
      ],
    });
    // Not a personal event type: neither in the personal list nor on the creator's page.
    const personal = await team.owner.call(
      'GET',
      '/scheduling/event-types',
      undefined,
      inWorkspace(team.id),
    );
    expect(personal.body).toEqual([]);
    expect((await pub('GET', `/schedule/${team.owner.id}/team-intro`)).status).toBe(404);

    const page = await pub('GET', `/team/${team.slug}/team-intro`);
    expect(page.status).toBe(200);
    expect(page.body.host.name).toBe(`tet-create Team`);
    expect(page.body.eventType).toMatchObject({ name: 'Team intro', duration: 30 });
    const forTeamPage = await listPublicTeamEventTypes(db(), team.id);
    expect(forTeamPage.eventTypes).toEqual([
      expect.objectContaining({
        name: 'Team intro',
        kind: 'round_robin',
        path: created.bookingPath,
      }),
    ]);
    // The team's public page lists it, linking to its booking page.
    const teamPage = await fetch(`${server.url}/team/${team.slug}`);
    const html = await teamPage.text();
    expect(html).toContain('<h2 class="s" id="ev">Book a meeting</h2>');
    expect(html).toContain(
      `<a class="l" href="${created.bookingPath}"><span class="t"><b>Team intro</b><small>30 min</small>`,
    );
  });

  it('refuses bad input and stores nothing', async () => {
    const team = await newTeam('tet-bad', 1);
    const post = (body: Record<string, unknown>) =>
      team.owner.call(
        'POST',
        '/scheduling/team-event-types',
        {
          name: 'X',
          kind: 'collective',
          hosts: [{ userId: team.owner.id }],
          ...body,
        },
        inWorkspace(team.id),
      );
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, M.nameRequired],
      [{ name: 'x'.repeat(101) }, 'Too big'],
      [{ hosts: [] }, T.hostsRequired],
      [{ hosts: 'everyone' }, T.hostsRequired],
      [{ hosts: [{ userId: team.owner.id }, { userId: team.owner.id }] }, T.duplicateHost],
      [{ hosts: [{ userId: team.owner.id, weight: 0 }] }, T.weightRange],
      [{ hosts: [{ userId: team.owner.id, weight: 1.5 }] }, T.weightRange],
      [{ kind: 'everyone' }, ''],
      [{ slug: 'Not A Slug' }, M.slugFormat],
      [{ duration: -5 }, M.durationPositive],
    ];
    for (const [body, message] of cases) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      if (message && message !== 'Too big') expect(answer.body.error.message).toBe(message);
    }
    // Script in the name is text: stored as typed, never markup.
    const script = await post({ name: '<script>alert(1)</script>', slug: 'script' });
    expect(script.status).toBe(201);
    expect(script.body.name).toBe('<script>alert(1)</script>');
    const page = await pub('GET', `/team/${team.slug}/script`);
    expect(page.body.eventType.name).toBe('<script>alert(1)</script>');
    // The same slug twice in one workspace.
    const again = await post({ name: 'Again', slug: 'script' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(T.slugTaken);

    // A personal workspace has no team event types.
    const personal = await team.owner.call('POST', '/scheduling/team-event-types', {
      name: 'Mine',
      kind: 'round_robin',
      hosts: [{ userId: team.owner.id }],
    });
    expect(personal.status).toBe(400);
    expect(personal.body.error.message).toBe(T.teamWorkspaceOnly);
    const rows = await db()
      .selectFrom('scheduling_event_types')
      .select('name')
      .where('workspaceId', '=', team.id)
      .execute();
    expect(rows.map((row) => row.name)).toEqual(['<script>alert(1)</script>']);
  });

  it('refuses a host who is not an active member: another workspace’s user 404, an invited one 400', async () => {
    const team = await newTeam('tet-hosts', 1);
    const other = await newTeam('tet-hosts-other', 1);
    const invited = await signUpApiUser(server, 'tet-invited');
    await addMember(server, team.id, invited, 'Member', 'invited');
    const post = (hosts: { userId: string }[]) =>
      team.owner.call(
        'POST',
        '/scheduling/team-event-types',
        { name: 'Hosts', kind: 'round_robin', hosts },
        inWorkspace(team.id),
      );
    const foreign = await post([{ userId: team.owner.id }, { userId: other.owner.id }]);
    expect(foreign.status).toBe(404);
    const made = await post([{ userId: team.owner.id }, { userId: 'not-a-user' }]);
    expect(made.status).toBe(404);
    const notActive = await post([{ userId: team.owner.id }, { userId: invited.id }]);
    expect(notActive.status).toBe(400);
    expect(notActive.body.error.message).toBe(T.hostNotMember);
    const count = await db()
      .selectFrom('scheduling_event_types')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('workspaceId', '=', team.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('answers 404 for another workspace’s team event type and changes nothing', async () => {
    const team = await newTeam('tet-own', 1);
    const other = await newTeam('tet-foreign', 1);
    const theirs = await createTeamEventType(other, {});
    const personal = await createEventType(db(), team.owner.id, { slug: 'personal-one' });
    const asTeam = inWorkspace(team.id);
    const body = { name: 'Taken over', kind: 'round_robin', hosts: [{ userId: team.owner.id }] };
    for (const id of [theirs.id, personal.id, 'not-a-uuid']) {
      expect(
        (await team.owner.call('GET', `/scheduling/team-event-types/${id}`, undefined, asTeam))
          .status,
      ).toBe(404);
      expect(
        (
          await team.owner.call(
            'PUT',
            `/scheduling/team-event-types/${id}`,
            { ...body, slug: 'x' },
            asTeam,
          )
        ).status,
      ).toBe(404);
      expect(
        (await team.owner.call('DELETE', `/scheduling/team-event-types/${id}`, undefined, asTeam))
          .status,
      ).toBe(404);
    }
    // A workspace the caller is not in at all.
    const foreignHeader = await team.owner.call(
      'GET',
      '/scheduling/team-event-types',
      undefined,
      inWorkspace(other.id),
    );
    expect(foreignHeader.status).toBe(404);
    const stored = await db()
      .selectFrom('scheduling_event_types')
      .select('name')
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe('Team intro');
  });

  it('lets a member without edit_scheduling see but not change them (403)', async () => {
    const team = await newTeam('tet-viewer', 1);
    const created = await createTeamEventType(team, {});
    const viewer = await signUpApiUser(server, 'tet-viewer-user');
    const role = await team.owner.call('POST', `/organizations/${team.id}/roles`, {
      name: 'Scheduling viewer',
      permissions: ['view_scheduling'],
    });
    expect(role.status, role.text).toBe(201);
    await addMember(server, team.id, viewer, { id: role.body.id });
    const asTeam = inWorkspace(team.id);
    const listed = await viewer.call('GET', '/scheduling/team-event-types', undefined, asTeam);
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
    const put = await viewer.call(
      'PUT',
      `/scheduling/team-event-types/${created.id}`,
      { name: 'Mine now', slug: 'team-intro', kind: 'collective', hosts: [{ userId: viewer.id }] },
      asTeam,
    );
    expect(put.status).toBe(403);
    const post = await viewer.call(
      'POST',
      '/scheduling/team-event-types',
      { name: 'New', kind: 'collective', hosts: [{ userId: viewer.id }] },
      asTeam,
    );
    expect(post.status).toBe(403);
  });
});

describe('the team booking page', () => {
  it('answers 404 for an unknown team, a personal workspace, or an unknown slug', async () => {
    const team = await newTeam('tet-404', 0);
    await createTeamEventType(team, {});
    expect((await pub('GET', `/team/no-such-team/team-intro`)).status).toBe(404);
    expect((await pub('GET', `/team/${team.slug}/no-such-event`)).status).toBe(404);
    expect((await pub('GET', `/team/${team.slug}/no-such-event/slots`)).status).toBe(404);
    const personal = await db()
      .selectFrom('organizations')
      .select('slug')
      .where('personalUserId', '=', team.owner.id)
      .executeTakeFirstOrThrow();
    expect((await pub('GET', `/team/${personal.slug}/team-intro`)).status).toBe(404);
  });

  it('round robin: 20 invitees racing for one slot with 3 free hosts — exactly 3 succeed, one per host', async () => {
    const team = await newTeam('tet-race');
    const eventType = await createTeamEventType(team, {});
    const [slot] = await slotsOf(team, 'team-intro');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pub('POST', `/team/${team.slug}/team-intro/bookings`, invitee(i, slot?.start)),
      ),
    );
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 201: 3, 409: 17 });
    for (const lost of answers.filter((answer) => answer.status === 409)) {
      expect(lost.body.error.message).toBe(M.slotTaken);
    }
    const rows = await liveTeamBookings(eventType.id);
    expect(rows.map((row) => row.userId).sort()).toEqual(team.hosts.map((host) => host.id).sort());
    // The slot is gone from the page once every host has it.
    const after = await slotsOf(team, 'team-intro');
    expect(after.map((s) => s.start)).not.toContain(slot?.start);
  });

  it('round robin follows the weights and skips a host busy with a personal booking', async () => {
    const team = await newTeam('tet-weights', 1);
    const [heavy, light] = team.hosts as [ApiUser, ApiUser];
    const eventType = await createTeamEventType(team, {
      hosts: [
        { userId: heavy.id, weight: 200 },
        { userId: light.id, weight: 100 },
      ],
    });
    const slots = await slotsOf(team, 'team-intro');
    // Six bookings at six separate times: two in three go to the host of weight 200.
    for (let i = 0; i < 6; i++) {
      const answer = await pub(
        'POST',
        `/team/${team.slug}/team-intro/bookings`,
        invitee(100 + i, slots[i * 3]?.start),
      );
      expect(answer.status, answer.text).toBe(201);
    }
    const rows = await liveTeamBookings(eventType.id);
    const count = (id: string) => rows.filter((row) => row.userId === id).length;
    expect([count(heavy.id), count(light.id)]).toEqual([4, 2]);

    // The host due next (heavy: 4/200 = light 2/100, heavy booked longer ago? either way)
    // is busy with a personal booking at the next time: the team booking goes to the other.
    const personal = await createEventType(db(), heavy.id, { slug: 'own-call' });
    const target = slots[30]?.start as string;
    const own = await pub('POST', `/schedule/${heavy.id}/own-call/bookings`, invitee(200, target));
    expect(own.status, own.text).toBe(201);
    const teamBooking = await pub(
      'POST',
      `/team/${team.slug}/team-intro/bookings`,
      invitee(201, target),
    );
    expect(teamBooking.status, teamBooking.text).toBe(201);
    const atTarget = (await liveTeamBookings(eventType.id)).filter(
      (row) => new Date(row.startTime).toISOString() === target,
    );
    expect(atTarget.map((row) => row.userId)).toEqual([light.id]);
    expect(personal.id).toBeTruthy();
  });

  it('collective offers only the times every host is free, books all of them, and cancels together', async () => {
    const team = await newTeam('tet-collective', 1);
    const [first, second] = team.hosts as [ApiUser, ApiUser];
    // First host: mornings only; second: from 11:00. Common: 11:00–12:00 Paris.
    await db()
      .updateTable('scheduling_availability')
      .set({ endTime: '12:00:00' })
      .where('userId', '=', first.id)
      .execute();
    await db()
      .updateTable('scheduling_availability')
      .set({ startTime: '11:00:00' })
      .where('userId', '=', second.id)
      .execute();
    const eventType = await createTeamEventType(team, { kind: 'collective', slug: 'together' });
    const slots = await slotsOf(team, 'together', '?timeZone=Europe/Paris');
    expect(slots.length).toBeGreaterThan(0);
    const parisTime = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Paris',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(iso));
    for (const slot of slots) expect(['11:00', '11:15', '11:30']).toContain(parisTime(slot.start));
    // Round robin over the same hosts would offer the whole day.
    const roundRobin = await createTeamEventType(team, { slug: 'either' });
    expect((await slotsOf(team, 'either')).length).toBeGreaterThan(slots.length);
    expect(roundRobin.id).toBeTruthy();

    const slot = slots[0] as { start: string };
    const who = invitee(300, slot.start);
    const booked = await pub('POST', `/team/${team.slug}/together/bookings`, who);
    expect(booked.status, booked.text).toBe(201);
    const rows = await liveTeamBookings(eventType.id);
    expect(rows.map((row) => row.userId).sort()).toEqual([first.id, second.id].sort());
    const primary = rows.find((row) => row.primaryBookingId === null);
    expect(rows.find((row) => row.primaryBookingId !== null)?.primaryBookingId).toBe(primary?.id);
    // Both hosts are told; the invitee gets one mail (with the calendar file), not two.
    const mailed = async (address: string) =>
      (
        await db()
          .selectFrom('mailOutbox')
          .select('subject')
          .where('toAddress', '=', address)
          .where('subject', 'like', '%Invitee 300%')
          .execute()
      ).length;
    expect(await mailed(first.email)).toBe(1);
    expect(await mailed(second.email)).toBe(1);
    const toInvitee = await db()
      .selectFrom('mailOutbox')
      .select('subject')
      .where('toAddress', '=', who.email)
      .execute();
    expect(toInvitee).toHaveLength(1);
    // The time is gone for both (and for round robin over the same hosts, at that time).
    expect((await slotsOf(team, 'together')).map((s) => s.start)).not.toContain(slot.start);

    const cancel = await pub(
      'POST',
      `${booked.body.cancelPath.replace('/schedule/cancel', '/bookings')}/cancel`,
      {
        reason: 'Plans changed',
      },
    );
    expect(cancel.status, cancel.text).toBe(200);
    expect(await liveTeamBookings(eventType.id)).toEqual([]);
  });

  it('collective: a host taken personally at that time makes the time disappear', async () => {
    const team = await newTeam('tet-collective-busy', 1);
    const second = team.hosts[1] as ApiUser;
    await createTeamEventType(team, { kind: 'collective', slug: 'all-of-us' });
    const slots = await slotsOf(team, 'all-of-us');
    const target = slots[2]?.start as string;
    await createEventType(db(), second.id, { slug: 'own' });
    const own = await pub('POST', `/schedule/${second.id}/own/bookings`, invitee(400, target));
    expect(own.status, own.text).toBe(201);
    expect((await slotsOf(team, 'all-of-us')).map((s) => s.start)).not.toContain(target);
    const late = await pub('POST', `/team/${team.slug}/all-of-us/bookings`, invitee(401, target));
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(M.slotTaken);
  });

  it('sends the mails, makes the invitee a client of the host, and moves the booking on the team page', async () => {
    const team = await newTeam('tet-mails', 0);
    await createTeamEventType(team, {});
    const [slot, , , later] = await slotsOf(team, 'team-intro');
    const who = invitee(500, slot?.start);
    const booked = await pub('POST', `/team/${team.slug}/team-intro/bookings`, who);
    expect(booked.status, booked.text).toBe(201);
    const mails = await db()
      .selectFrom('mailOutbox')
      .select(['toAddress', 'attachments'])
      .where('toAddress', '=', who.email)
      .execute();
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0]?.attachments)).toContain('text/calendar');
    const client = await db()
      .selectFrom('clients')
      .select(['userId', 'name'])
      .where('workspaceId', '=', team.id)
      .where('email', '=', who.email)
      .executeTakeFirst();
    expect(client).toEqual({ userId: team.owner.id, name: 'Invitee 500' });
    // Through lead routing: the assignment is recorded with the rule that chose the host.
    const assigned = await db()
      .selectFrom('client_assignments as a')
      .innerJoin('clients as c', 'c.id', 'a.clientId')
      .select(['a.userId', 'a.rule', 'a.source'])
      .where('c.workspaceId', '=', team.id)
      .where('c.email', '=', who.email)
      .execute();
    expect(assigned).toEqual([
      { userId: team.owner.id, rule: 'round_robin', source: 'team_booking' },
    ]);

    const token = (booked.body.cancelPath as string).split('/').pop() as string;
    const details = await pub('GET', `/bookings/${token}`);
    expect(details.body.bookingPath).toBe(`/team/${team.slug}/team-intro`);
    const moved = await pub('POST', `/bookings/${token}/reschedule`, { startTime: later?.start });
    expect(moved.status, moved.text).toBe(200);
  });

  it('refuses a time the team never offers (400) and a bad body (400)', async () => {
    const team = await newTeam('tet-refuse', 0);
    await createTeamEventType(team, {});
    const night = new Date();
    night.setUTCDate(night.getUTCDate() + 2);
    night.setUTCHours(1, 0, 0, 0);
    const offered = await pub(
      'POST',
      `/team/${team.slug}/team-intro/bookings`,
      invitee(600, night.toISOString()),
    );
    expect(offered.status).toBe(400);
    expect(offered.body.error.message).toBe(M.slotNotOffered);
    const bad = await pub('POST', `/team/${team.slug}/team-intro/bookings`, {
      name: '',
      email: 'nope',
    });
    expect(bad.status).toBe(400);
    expect((await pub('GET', `/team/${team.slug}/team-intro/slots?from=2026-13-01`)).status).toBe(
      400,
    );
  });
});

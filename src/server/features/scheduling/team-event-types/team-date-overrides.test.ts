// A team event type's date overrides (issue 22, decision 077) over real HTTP on a real
// database: stored with the team event type, applied to every host in the override's own
// zone by the team booking page's slots and its booking check, and every refusal (which
// stores nothing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import { callPublic, setUpHost } from '../../../../../tests/support/booking-host';
import { inWorkspace } from '../../../../../tests/support/client-team';
import { addMember, createOrganizationAs } from '../../../../../tests/support/organization-rows';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { SCHEDULING_MESSAGES as M } from '../../../../core/messages';
import {
  TEAM_DATE_OVERRIDE_MESSAGES as D,
  TEAM_EVENT_TYPE_MESSAGES as T,
} from '../../../../core/team-event-type-schemas';

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

type Team = { id: string; slug: string; owner: ApiUser; hosts: ApiUser[] };

/** Owner + one member, free 09:00–17:00 every day in their zones (Paris, New York). */
async function newTeam(prefix: string): Promise<Team> {
  const owner = await signUpApiUser(server, `${prefix}-owner`);
  const organization = await createOrganizationAs(owner, { name: `${prefix} Team` });
  const member = await signUpApiUser(server, `${prefix}-host`);
  await addMember(server, organization.id, member, 'Member');
  await setUpHost(db(), owner, { displayName: 'Paris Host', timeZone: 'Europe/Paris' });
  await setUpHost(db(), member, { displayName: 'New York Host', timeZone: 'America/New_York' });
  return { id: organization.id, slug: organization.slug, owner, hosts: [owner, member] };
}

async function createTeamEventType(team: Team, body: Record<string, unknown> = {}) {
  const answer = await team.owner.call(
    'POST',
    '/scheduling/team-event-types',
    {
      name: 'Team intro',
      slug: 'team-intro',
      duration: 60,
      kind: 'round_robin',
      hosts: team.hosts.map((host) => ({ userId: host.id })),
      ...body,
    },
    inWorkspace(team.id),
  );
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { id: string };
}

const overridesPath = (eventTypeId: string) =>
  `/scheduling/team-event-types/${eventTypeId}/date-overrides`;

/** A Paris date some days ahead, 'YYYY-MM-DD'. */
function parisDate(daysAhead: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
}

const parisWall = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
});

/** The team page's starts on one Paris date, as Paris wall times. */
async function wallTimes(team: Team, date: string, kind = 'team-intro'): Promise<string[]> {
  const answer = await pub(
    'GET',
    `/team/${team.slug}/${kind}/slots?from=${date}&to=${date}&timeZone=Europe/Paris`,
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body.slots.map((slot: { start: string }) => parisWall.format(new Date(slot.start)));
}

async function storedOverrides(eventTypeId: string) {
  return db()
    .selectFrom('scheduling_date_overrides')
    .select(['startDate', 'endDate', 'windows', 'timeZone'])
    .where('eventTypeId', '=', eventTypeId)
    .orderBy('startDate')
    .execute();
}

function invitee(startTime: string) {
  return { name: 'Invitee', email: `tdo-${Date.now()}@example.com`, startTime };
}

describe('team event type date overrides', () => {
  it('a day off removes the date for every host and refuses a booking then; edit and delete restore it', async () => {
    const team = await newTeam('tdo-off');
    const eventType = await createTeamEventType(team);
    const date = parisDate(3);
    const before = await wallTimes(team, date);
    // Paris 09–17 and New York 09–17 (15:00–23:00 Paris): both hosts' times are offered.
    expect(before).toContain('09:00');
    expect(before).toContain('22:00');
    const beforeSlots = await pub(
      'GET',
      `/team/${team.slug}/team-intro/slots?from=${date}&to=${date}&timeZone=Europe/Paris`,
    );
    const added = await team.owner.call(
      'POST',
      overridesPath(eventType.id),
      { startDate: date, timeZone: 'Europe/Paris' },
      inWorkspace(team.id),
    );
    expect(added.status, added.text).toBe(201);
    expect(added.body).toMatchObject({
      eventTypeId: eventType.id,
      startDate: date,
      endDate: date,
      timeZone: 'Europe/Paris',
      windows: [],
    });
    expect(await wallTimes(team, date)).toEqual([]);
    // The day before and after still offer times.
    expect(await wallTimes(team, parisDate(2))).toContain('09:00');
    expect(await wallTimes(team, parisDate(4))).toContain('09:00');
    // A time offered before the override is refused now.
    const refused = await pub(
      'POST',
      `/team/${team.slug}/team-intro/bookings`,
      invitee(beforeSlots.body.slots[0].start),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(M.slotNotOffered);
    const listed = await team.owner.call(
      'GET',
      overridesPath(eventType.id),
      undefined,
      inWorkspace(team.id),
    );
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([added.body]);
    // Edited to other hours: those hours only; deleted: the hosts' own hours again.
    const edited = await team.owner.call(
      'PUT',
      `${overridesPath(eventType.id)}/${added.body.id}`,
      {
        startDate: date,
        timeZone: 'Europe/Paris',
        windows: [{ startTime: '12:00', endTime: '14:00' }],
      },
      inWorkspace(team.id),
    );
    expect(edited.status, edited.text).toBe(200);
    expect(await wallTimes(team, date)).toEqual(['12:00', '13:00']);
    const deleted = await team.owner.call(
      'DELETE',
      `${overridesPath(eventType.id)}/${added.body.id}`,
      undefined,
      inWorkspace(team.id),
    );
    expect(deleted.status).toBe(204);
    expect(await wallTimes(team, date)).toEqual(before);
    expect(await storedOverrides(eventType.id)).toEqual([]);
  });

  it('narrower hours replace every host’s hours, in the override’s zone, for round robin and collective', async () => {
    const team = await newTeam('tdo-hours');
    const roundRobin = await createTeamEventType(team);
    const collective = await createTeamEventType(team, {
      name: 'Together',
      slug: 'together',
      kind: 'collective',
    });
    const date = parisDate(5);
    // Collective: Paris 09–17 meets New York 09–17 only 15:00–17:00 Paris.
    expect(await wallTimes(team, date, 'together')).toEqual(['15:00', '16:00']);
    for (const eventType of [roundRobin, collective]) {
      const added = await team.owner.call(
        'POST',
        overridesPath(eventType.id),
        {
          startDate: date,
          timeZone: 'Europe/Paris',
          windows: [
            { startTime: '18:00', endTime: '20:00' },
            { startTime: '10:00', endTime: '12:00' },
          ],
        },
        inWorkspace(team.id),
      );
      expect(added.status, added.text).toBe(201);
      expect(added.body.windows).toEqual([
        { startTime: '10:00:00', endTime: '12:00:00' },
        { startTime: '18:00:00', endTime: '20:00:00' },
      ]);
    }
    expect(await wallTimes(team, date)).toEqual(['10:00', '11:00', '18:00', '19:00']);
    expect(await wallTimes(team, date, 'together')).toEqual(['10:00', '11:00', '18:00', '19:00']);
    // A booking in the override's hours is taken (18:00 Paris is outside the Paris host's own
    // hours), one outside them refused.
    const slots = await pub(
      'GET',
      `/team/${team.slug}/team-intro/slots?from=${date}&to=${date}&timeZone=Europe/Paris`,
    );
    const evening = slots.body.slots[2].start as string;
    const booked = await pub('POST', `/team/${team.slug}/team-intro/bookings`, invitee(evening));
    expect(booked.status, booked.text).toBe(201);
    const ninePm = new Date(new Date(evening).getTime() + 3 * 3_600_000).toISOString();
    const refused = await pub('POST', `/team/${team.slug}/team-intro/bookings`, invitee(ninePm));
    expect(refused.status).toBe(400);
    // Other event types of the same hosts are not touched.
    expect(await wallTimes(team, parisDate(6))).toContain('09:00');
  });

  it('a daylight-saving date steps through the override zone’s wall clock', async () => {
    const team = await newTeam('tdo-dst');
    // Paris springs forward on 2027-03-28 at 02:00: 02:00–02:59 does not exist.
    const eventType = await createTeamEventType(team, {
      duration: 30,
      dateRangeStart: '2027-03-27',
      dateRangeEnd: '2027-03-29',
    });
    const added = await team.owner.call(
      'POST',
      overridesPath(eventType.id),
      {
        startDate: '2027-03-28',
        timeZone: 'Europe/Paris',
        windows: [{ startTime: '01:00', endTime: '04:00' }],
      },
      inWorkspace(team.id),
    );
    expect(added.status, added.text).toBe(201);
    expect(await wallTimes(team, '2027-03-28')).toEqual(['01:00', '01:30', '03:00', '03:30']);
    // The day after has the hosts' own hours again.
    expect(await wallTimes(team, '2027-03-29')).toContain('09:00');
  });

  it('refuses bad input, another workspace’s event type and a member without permission; stores nothing', async () => {
    const team = await newTeam('tdo-bad');
    const eventType = await createTeamEventType(team);
    const asTeam = inWorkspace(team.id);
    const post = (body: unknown, user = team.owner, id = eventType.id, headers = asTeam) =>
      user.call('POST', overridesPath(id), body, headers);
    const date = parisDate(4);

    const endBefore = await post({ startDate: date, endDate: parisDate(2), timeZone: 'UTC' });
    expect(endBefore.status).toBe(400);
    expect(endBefore.body.error.message).toContain(M.overrideEndBeforeStart);
    const badDate = await post({ startDate: '2027-02-30', timeZone: 'UTC' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.message).toContain(M.invalidDate);
    const badZone = await post({ startDate: date, timeZone: 'Mars/Olympus' });
    expect(badZone.status).toBe(400);
    expect(badZone.body.error.message).toContain(D.badTimeZone);
    const script = await post({ startDate: '<script>alert(1)</script>', timeZone: 'UTC' });
    expect(script.status).toBe(400);
    const past = await post({ startDate: '2020-01-01', timeZone: 'UTC' });
    expect(past.status).toBe(400);
    expect(past.body.error.message).toBe(M.overrideInPast);
    const reversed = await post({
      startDate: date,
      timeZone: 'UTC',
      windows: [{ startTime: '12:00', endTime: '10:00' }],
    });
    expect(reversed.status).toBe(400);

    // Another workspace's team event type: 404 from here, and from there with this id.
    const other = await newTeam('tdo-other');
    const foreign = await createTeamEventType(other);
    const fromHere = await post({ startDate: date, timeZone: 'UTC' }, team.owner, foreign.id);
    expect(fromHere.status).toBe(404);
    expect(fromHere.body.error.message).toBe(T.notFound);
    const list = await team.owner.call('GET', overridesPath(foreign.id), undefined, asTeam);
    expect(list.status).toBe(404);
    const outsider = await post(
      { startDate: date, timeZone: 'UTC' },
      other.owner,
      eventType.id,
      inWorkspace(other.id),
    );
    expect(outsider.status).toBe(404);

    // A member who may only view scheduling sees the list but changes nothing.
    const viewer = await signUpApiUser(server, 'tdo-viewer');
    const role = await team.owner.call('POST', `/organizations/${team.id}/roles`, {
      name: 'Scheduling viewer',
      permissions: ['view_scheduling'],
    });
    expect(role.status, role.text).toBe(201);
    await addMember(server, team.id, viewer, { id: role.body.id });
    const asViewer = await post({ startDate: date, timeZone: 'UTC' }, viewer);
    expect(asViewer.status).toBe(403);
    const viewed = await viewer.call('GET', overridesPath(eventType.id), undefined, asTeam);
    expect(viewed.status).toBe(200);
    expect(viewed.body).toEqual([]);

    // One stored; a second on the same date is refused; an unknown override id is 404.
    const first = await post({ startDate: date, timeZone: 'Europe/Paris' });
    expect(first.status).toBe(201);
    const clash = await post({ startDate: parisDate(3), endDate: date, timeZone: 'UTC' });
    expect(clash.status).toBe(400);
    expect(clash.body.error.message).toBe(M.overrideOverlaps(date, date));
    const viewerDelete = await viewer.call(
      'DELETE',
      `${overridesPath(eventType.id)}/${first.body.id}`,
      undefined,
      asTeam,
    );
    expect(viewerDelete.status).toBe(403);
    const unknown = await team.owner.call(
      'DELETE',
      `${overridesPath(eventType.id)}/00000000-0000-4000-8000-000000000000`,
      undefined,
      asTeam,
    );
    expect(unknown.status).toBe(404);
    expect(await storedOverrides(eventType.id)).toEqual([
      { startDate: date, endDate: date, windows: [], timeZone: 'Europe/Paris' },
    ]);
    expect(await storedOverrides(foreign.id)).toEqual([]);
  });
});

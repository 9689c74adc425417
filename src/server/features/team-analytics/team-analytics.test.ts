// The Team tab's figures over real HTTP (issue 22): each member's leads, first responses,
// wins, bookings, Scale Page and document views on a seeded March — credited to whoever
// owned the record at the moment, a reassignment mid-range included, with New York's local
// midnights as the range's edges — and who may see them, and which ranges are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inWorkspace } from '../../../../tests/support/client-team';
import { memberRows, systemRoleIdOf } from '../../../../tests/support/organization-rows';
import {
  type SeededTeam,
  seedTeamMarch,
  TEAM_RANGE,
  teamAnalyticsAs,
} from '../../../../tests/support/team-analytics-seed';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { TEAM_ANALYTICS_MESSAGES as M, WORKSPACE_MESSAGES } from '../../../core/messages';
import {
  type TeamAnalytics,
  type TeamMemberFigures,
  teamAnalyticsCsv,
  todayIn,
} from '../../../core/team-analytics-schemas';

let server: TestServer;
let team: SeededTeam;

beforeAll(async () => {
  server = await startTestServer();
  team = await seedTeamMarch(server, 'march');
});

afterAll(async () => {
  await server?.close();
});

const figuresOf = (body: TeamAnalytics, name: string) => {
  const member = body.members.find((m) => m.name.startsWith(name));
  if (!member) throw new Error(`${name} is not listed`);
  const { userId: _id, name: _name, isFormerMember: _former, ...figures } = member;
  return figures;
};

describe('team analytics figures', () => {
  it('credits each member with what they owned when it happened, inside the local days', async () => {
    const answer = await teamAnalyticsAs(team.owner, team.id);
    expect(answer.status, answer.text).toBe(200);
    const body = answer.body as TeamAnalytics;
    expect(body.timeZone).toBe('America/New_York');
    expect(body.members.map((m) => m.name)).toEqual(['Ann march', 'Bob march', 'Vic march']);
    expect(figuresOf(body, 'Ann')).toEqual({
      // Acme (2 Mar), Foxtrot at its creation (5 Mar, before it was routed), Beta back (25 Mar).
      leadsAssigned: 3,
      medianResponseSeconds: 3600,
      clientsWon: 0,
      wonValueCents: 0,
      // 23:00 on 31 March in New York is in; 01:00 on 1 April is not.
      bookingsHosted: 1,
      bookingsCanceled: 0,
      pageViews: 0,
      linkClicks: 0,
      documentViews: 2,
    });
    expect(figuresOf(body, 'Bob')).toEqual({
      // Foxtrot (6 Mar), Beta (10 Mar), Gamma at 23:30 on 31 March local.
      leadsAssigned: 3,
      // Beta in 30 min (the handover's own note is no answer), Gamma in 10 min.
      medianResponseSeconds: 1200,
      // Beta was won while Bob owned it, though Ann owns it now; and Gamma.
      clientsWon: 2,
      wonValueCents: 600_00,
      bookingsHosted: 1,
      bookingsCanceled: 1,
      pageViews: 3,
      linkClicks: 1,
      documentViews: 0,
    });
    expect(figuresOf(body, 'Vic').leadsAssigned).toBe(0);
    expect(figuresOf(body, 'Vic').medianResponseSeconds).toBeNull();

    expect(body.series).toHaveLength(31);
    expect(body.series[0]?.date).toBe('2026-03-01');
    expect(body.series.at(-1)).toEqual({
      date: '2026-03-31',
      leadsAssigned: 1,
      clientsWon: 1,
      bookingsHosted: 1,
      bookingsCanceled: 0,
      pageViews: 0,
      linkClicks: 0,
      documentViews: 0,
    });
    const total = (key: 'leadsAssigned' | 'documentViews') =>
      body.series.reduce((sum, day) => sum + day[key], 0);
    expect(total('leadsAssigned')).toBe(6);
    expect(total('documentViews')).toBe(2);
  });

  it('moves the edges with the time zone asked for', async () => {
    // In UTC, Gamma (03:30 on 1 April) and Ann's 03:00 booking fall after 31 March.
    const answer = await teamAnalyticsAs(team.owner, team.id, { ...TEAM_RANGE, timeZone: 'UTC' });
    expect(answer.status, answer.text).toBe(200);
    expect(figuresOf(answer.body, 'Bob').leadsAssigned).toBe(2);
    expect(figuresOf(answer.body, 'Bob').clientsWon).toBe(1);
    expect(figuresOf(answer.body, 'Ann').bookingsHosted).toBe(0);
    // A one-day range: 31 March in New York only.
    const day = await teamAnalyticsAs(team.owner, team.id, { ...TEAM_RANGE, from: '2026-03-31' });
    expect(day.body.series).toHaveLength(1);
    expect(figuresOf(day.body, 'Bob').leadsAssigned).toBe(1);
    expect(figuresOf(day.body, 'Ann').bookingsHosted).toBe(1);
  });

  it('uses the caller’s own time zone when none is named', async () => {
    await server.database.db
      .updateTable('profiles')
      .set({ timezone: 'Asia/Tokyo' })
      .where('userId', '=', team.owner.id)
      .execute();
    const answer = await teamAnalyticsAs(team.owner, team.id, {
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.timeZone).toBe('Asia/Tokyo');
  });

  it('exports the table as CSV, formulas kept as text', () => {
    const member: TeamMemberFigures = {
      userId: 'u1',
      name: '=HYPERLINK("x")',
      isFormerMember: false,
      leadsAssigned: 3,
      medianResponseSeconds: 90,
      clientsWon: 1,
      wonValueCents: 1234_56,
      bookingsHosted: 2,
      bookingsCanceled: 0,
      pageViews: 10,
      linkClicks: 4,
      documentViews: 1,
    };
    const csv = teamAnalyticsCsv([member]).split('\r\n');
    expect(csv[0]).toBe(
      'Member,Leads assigned,Median first response (minutes),Clients won,Won value,Bookings hosted,Bookings canceled,Page views,Link clicks,Document views',
    );
    expect(csv[1]).toBe(`"'=HYPERLINK(""x"")",3,1.5,1,1234.56,2,0,10,4,1`);
  });
});

describe('who sees team analytics', () => {
  it('answers the Owner, refuses members without the key (403) and outsiders (404)', async () => {
    expect((await teamAnalyticsAs(team.owner, team.id)).status).toBe(200);
    const member = await teamAnalyticsAs(team.member, team.id);
    expect(member.status).toBe(403);
    expect(member.body.error.message).toBe(M.noPermission);
    expect((await teamAnalyticsAs(team.viewer, team.id)).status).toBe(403);
    const outsider = await teamAnalyticsAs(team.outsider, team.id);
    expect(outsider.status).toBe(404);
    expect(outsider.body.error.message).toBe(WORKSPACE_MESSAGES.workspaceNotFound);
    // A personal workspace has no team.
    const personal = await teamAnalyticsAs(team.owner, null);
    expect(personal.status).toBe(404);
    expect(personal.body.error.message).toBe(M.personalWorkspace);
    const signedOut = await fetch(
      `${server.url}/api/v1/team-analytics?from=2026-03-01&to=2026-03-02`,
    );
    expect(signedOut.status).toBe(401);
  });

  it('is given to Admins by default and to a custom role that holds the key', async () => {
    const admin = { id: await systemRoleIdOf(server, 'Admin') };
    const members = await memberRows(server, team.id);
    const bob = members.find((m) => m.userId === team.member.id);
    const made = await team.owner.call('PATCH', `/organizations/${team.id}/members/${bob?.id}`, {
      roleId: admin?.id,
    });
    expect(made.status, made.text).toBe(200);
    expect((await teamAnalyticsAs(team.member, team.id)).status).toBe(200);

    const analyst = await team.owner.call('POST', `/organizations/${team.id}/roles`, {
      name: 'Analyst',
      permissions: ['view_team_analytics'],
    });
    expect(analyst.status, analyst.text).toBe(201);
    const vic = members.find((m) => m.userId === team.viewer.id);
    const given = await team.owner.call('PATCH', `/organizations/${team.id}/members/${vic?.id}`, {
      roleId: analyst.body.id,
    });
    expect(given.status, given.text).toBe(200);
    const answer = await teamAnalyticsAs(team.viewer, team.id);
    expect(answer.status, answer.text).toBe(200);
    expect(figuresOf(answer.body, 'Bob').clientsWon).toBe(2);
  });
});

describe('bad ranges', () => {
  it.each([
    [{ from: '2026-03-10', to: '2026-03-09' }, 'to', M.toBeforeFrom],
    [{ from: '2025-03-01', to: '2026-03-02' }, 'to', M.rangeTooLong],
    [{ from: '2026-02-30', to: '2026-03-02' }, 'from', M.badDate],
    [{ from: 'yesterday', to: '2026-03-02' }, 'from', M.badDate],
    [{ from: '2026-03-01', to: '2026-03-02', timeZone: 'Mars/Olympus' }, 'timeZone', M.badTimeZone],
    [{ from: '2026-03-01', to: '2026-03-02', timeZone: '<script>' }, 'timeZone', M.badTimeZone],
  ])('refuses %j (400 on %s)', async (query, field, message) => {
    const answer = await teamAnalyticsAs(team.owner, team.id, query);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields[field]).toBe(message);
  });

  it('refuses a missing date and takes a whole leap year', async () => {
    const missing = await team.owner.call(
      'GET',
      '/team-analytics?from=2026-03-01',
      undefined,
      inWorkspace(team.id),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.to).toBe(M.dateMissing);
    // Neither: the last 30 days, today (in the zone asked for) the last.
    const recent = await teamAnalyticsAs(team.owner, team.id, { timeZone: 'Pacific/Kiritimati' });
    expect(recent.status, recent.text).toBe(200);
    expect(recent.body.series).toHaveLength(30);
    expect(recent.body.to).toBe(todayIn('Pacific/Kiritimati'));
    const leap = await teamAnalyticsAs(team.owner, team.id, {
      from: '2024-01-01',
      to: '2024-12-31',
      timeZone: 'UTC',
    });
    expect(leap.status, leap.text).toBe(200);
    expect(leap.body.series).toHaveLength(366);
  });
});

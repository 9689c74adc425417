// Lead routing (issue 22) against a real database: the rotation's fairness, its skips,
// the existing-contact rule, concurrency (one transaction, the state row locked), the
// pause off Business, the settings API's guards and the assignment history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiUser } from '../../../../tests/support/api-user';
import { signUpApiUser } from '../../../../tests/support/api-user';
import { addClientAs, inWorkspace } from '../../../../tests/support/client-team';
import { addMember, createOrganizationAs } from '../../../../tests/support/organization-rows';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { type ChangeNotification, EVENTS_CHANNEL } from '../../platform/events/publish';
import { MAIL_OUTBOX_CHANNEL } from '../../platform/mail/outbox';
import type { Tier } from '../profiles/public';
import { type RouteLeadInput, routeLead } from './public';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

type Team = { id: string; owner: ApiUser; a: ApiUser; b: ApiUser; outsider: ApiUser };

let nextTeam = 0;

async function setTier(user: ApiUser, tier: Tier) {
  await server.database.db
    .updateTable('profiles')
    .set({ tier })
    .where('userId', '=', user.id)
    .execute();
}

async function signUpTeam(tier: Tier = 'business'): Promise<Team> {
  const prefix = `rr${nextTeam++}`;
  const owner = await signUpApiUser(server, `${prefix}-owner`);
  const a = await signUpApiUser(server, `${prefix}-a`);
  const b = await signUpApiUser(server, `${prefix}-b`);
  const outsider = await signUpApiUser(server, `${prefix}-out`);
  const org = await createOrganizationAs(owner, { name: `${prefix} Sales` });
  await addMember(server, org.id, a, 'Member');
  await addMember(server, org.id, b, 'Member');
  await setTier(owner, tier);
  return { id: org.id, owner, a, b, outsider };
}

let nextLead = 0;
const lead = (extra: Partial<RouteLeadInput['lead']> = {}) => ({
  name: `Lead ${nextLead}`,
  email: `lead-${nextLead++}-${Date.now()}@example.com`,
  message: 'Hello',
  ...extra,
});

function route(workspaceId: string, input: Partial<RouteLeadInput> = {}) {
  return server.database.db
    .transaction()
    .execute((trx) => routeLead(trx, { workspaceId, source: 'team_page', lead: lead(), ...input }));
}

function tally(owners: (string | null)[]) {
  const counts = new Map<string | null, number>();
  for (const owner of owners) counts.set(owner, (counts.get(owner) ?? 0) + 1);
  return counts;
}

async function putRouting(team: Team, by: ApiUser, body: object) {
  return by.call('PUT', '/workspace/lead-routing', body, inWorkspace(team.id));
}

describe('round robin', () => {
  it('assigns 12 leads among 3 members of weight 100 as 4/4/4, recorded and mailed', async () => {
    const team = await signUpTeam();
    const results = [];
    for (let i = 0; i < 12; i++) results.push(await route(team.id));
    const counts = tally(results.map((result) => result.ownerUserId));
    expect([...counts.values()]).toEqual([4, 4, 4]);
    expect(new Set(counts.keys())).toEqual(new Set([team.owner.id, team.a.id, team.b.id]));
    expect(results.every((result) => result.rule === 'round_robin' && !result.existing)).toBe(true);

    const history = await server.database.db
      .selectFrom('client_assignments')
      .select(['clientId', 'userId', 'rule', 'source'])
      .where('workspaceId', '=', team.id)
      .execute();
    expect(history).toHaveLength(12);
    expect(history.every((row) => row.rule === 'round_robin' && row.source === 'team_page')).toBe(
      true,
    );
    const clients = await server.database.db
      .selectFrom('clients')
      .select(['id', 'userId'])
      .where('workspaceId', '=', team.id)
      .execute();
    expect(clients).toHaveLength(12);
    // Each owner is mailed once per lead (outbox), naming the lead and the rule.
    const mails = await server.database.db
      .selectFrom('mailOutbox')
      .select(['toAddress', 'subject', 'textBody'])
      .where('toAddress', 'in', [team.owner.email, team.a.email, team.b.email])
      .where('subject', 'like', 'New lead for you:%')
      .execute();
    expect(mails).toHaveLength(12);
    expect(tally(mails.map((mail) => mail.toAddress)).get(team.a.email)).toBe(4);
    expect(mails[0]?.textBody).toContain('Assigned to you by round robin.');
  });

  it('tells the owner and the members who see the new client at once, and wakes the mail sender', async () => {
    const team = await signUpTeam();
    const heard: ChangeNotification[] = [];
    let mailWakes = 0;
    const stopEvents = await server.database.listen(EVENTS_CHANNEL, (payload) => {
      heard.push(JSON.parse(payload));
    });
    const stopMail = await server.database.listen(MAIL_OUTBOX_CHANNEL, () => {
      mailWakes++;
    });
    try {
      const result = await route(team.id, { lead: lead({ name: 'Live Lead' }) });
      const owner = result.ownerUserId ?? '';
      const interaction = await server.database.db
        .selectFrom('client_interactions')
        .select('id')
        .where('clientId', '=', result.clientId ?? '')
        .executeTakeFirstOrThrow();
      const activity = await server.database.db
        .selectFrom('activity')
        .select(['id', 'kind', 'userId'])
        .where('clientId', '=', result.clientId ?? '')
        .executeTakeFirstOrThrow();
      expect(activity).toMatchObject({ kind: 'lead_received', userId: owner });
      // The workspace owner sees every client; the lead's owner sees their own.
      for (const userId of new Set([team.owner.id, owner])) {
        await expect
          .poll(() =>
            heard
              .filter((event) => event.userId === userId && event.entity !== 'activity')
              .map(({ entity, op, id }) => ({ entity, op, id })),
          )
          .toEqual([
            { entity: 'clients', op: 'insert', id: result.clientId },
            { entity: 'client_interactions', op: 'insert', id: interaction.id },
          ]);
      }
      await expect
        .poll(() => heard.filter((event) => event.entity === 'activity'))
        .toEqual([{ userId: owner, entity: 'activity', op: 'insert', id: activity.id }]);
      await expect.poll(() => mailWakes).toBe(1);
      expect(heard.some((event) => event.userId === team.outsider.id)).toBe(false);
    } finally {
      await stopEvents();
      await stopMail();
    }
  });

  it('still gives 4/4/4 when the 12 leads arrive at the same moment', async () => {
    const team = await signUpTeam();
    const results = await Promise.all(Array.from({ length: 12 }, () => route(team.id)));
    expect([...tally(results.map((result) => result.ownerUserId)).values()]).toEqual([4, 4, 4]);
  });

  it('skips a member out of office and one at their daily cap', async () => {
    const team = await signUpTeam();
    const now = Date.now();
    const saved = await putRouting(team, team.owner, {
      mode: 'round_robin',
      members: [
        { userId: team.owner.id, inRotation: true, weight: 100 },
        {
          userId: team.a.id,
          inRotation: true,
          weight: 100,
          outFrom: new Date(now - 3600_000).toISOString(),
          outUntil: new Date(now + 86400_000).toISOString(),
        },
        { userId: team.b.id, inRotation: true, weight: 100, dailyCap: 2 },
      ],
    });
    expect(saved.status, saved.text).toBe(200);
    const owners = [];
    for (let i = 0; i < 6; i++) owners.push((await route(team.id)).ownerUserId);
    const counts = tally(owners);
    expect(counts.get(team.a.id)).toBeUndefined();
    expect(counts.get(team.b.id)).toBe(2);
    expect(counts.get(team.owner.id)).toBe(4);
  });

  it('leaves a lead unassigned when everyone is away, and follows the weights', async () => {
    const team = await signUpTeam();
    await putRouting(team, team.owner, {
      mode: 'round_robin',
      members: [
        { userId: team.owner.id, inRotation: false },
        { userId: team.a.id, inRotation: true, weight: 200 },
        { userId: team.b.id, inRotation: true, weight: 100 },
      ],
    });
    const owners = [];
    for (let i = 0; i < 9; i++) owners.push((await route(team.id)).ownerUserId);
    expect(tally(owners).get(team.a.id)).toBe(6);
    expect(tally(owners).get(team.b.id)).toBe(3);

    await putRouting(team, team.owner, {
      mode: 'round_robin',
      members: [
        { userId: team.a.id, inRotation: false },
        { userId: team.b.id, inRotation: false },
      ],
    });
    const result = await route(team.id);
    expect(result).toMatchObject({ ownerUserId: null, rule: 'unassigned' });
  });

  it('starts a newcomer level with the others instead of flooding them', async () => {
    const team = await signUpTeam();
    for (let i = 0; i < 9; i++) await route(team.id);
    const newcomer = await signUpApiUser(server, 'rr-new');
    await addMember(server, team.id, newcomer, 'Member');
    const owners = [];
    for (let i = 0; i < 8; i++) owners.push((await route(team.id)).ownerUserId);
    // Level start: 2 each for everyone, not the newcomer's 8 in a row.
    expect(tally(owners).get(newcomer.id)).toBe(2);
  });
});

describe('other rules', () => {
  it('gives an existing contact’s lead to its owner as an interaction, by e-mail or phone', async () => {
    const team = await signUpTeam();
    const known = await addClientAs(team.b, team.id, {
      name: 'Known Person',
      emails: [{ address: 'Known@Example.com', type: 'work', isDefault: true }],
      phones: [{ number: '+1 415 555 2671', type: 'mobile', isDefault: true }],
    });
    const byEmail = await route(team.id, {
      lead: { name: 'Someone', email: 'known@example.com ' },
    });
    expect(byEmail).toEqual({
      clientId: known.id,
      ownerUserId: team.b.id,
      rule: 'existing_contact',
      existing: true,
    });
    const byPhone = await route(team.id, {
      lead: { name: 'Someone', email: 'other@example.com', phone: '+14155552671' },
    });
    expect(byPhone).toMatchObject({ clientId: known.id, rule: 'existing_contact', existing: true });
    // Even a booking's chosen host does not make a duplicate.
    const booked = await route(team.id, {
      source: 'team_booking',
      lead: { name: 'Someone', email: 'known@example.com' },
      assignTo: { userId: team.a.id, rule: 'round_robin' },
    });
    expect(booked).toMatchObject({
      clientId: known.id,
      ownerUserId: team.b.id,
      rule: 'existing_contact',
    });

    const clients = await server.database.db
      .selectFrom('clients')
      .select('id')
      .where('workspaceId', '=', team.id)
      .execute();
    expect(clients).toHaveLength(1);
    const notes = await server.database.db
      .selectFrom('client_interactions')
      .select(['subject', 'content'])
      .where('clientId', '=', known.id)
      .execute();
    expect(notes.map((note) => note.subject)).toEqual(
      expect.arrayContaining(['Team page contact form', 'Team booking']),
    );
  });

  it('sends every lead to the fixed member, or to the inbox', async () => {
    const team = await signUpTeam();
    expect(
      (await putRouting(team, team.owner, { mode: 'fixed', fixedUserId: team.a.id })).status,
    ).toBe(200);
    expect(await route(team.id)).toMatchObject({ ownerUserId: team.a.id, rule: 'fixed' });
    expect((await putRouting(team, team.owner, { mode: 'unassigned' })).status).toBe(200);
    const inbox = await route(team.id);
    expect(inbox).toMatchObject({ ownerUserId: null, rule: 'unassigned' });
    const client = await server.database.db
      .selectFrom('clients')
      .select('userId')
      .where('id', '=', inbox.clientId)
      .executeTakeFirstOrThrow();
    expect(client.userId).toBeNull();
  });

  it('takes the host a team booking already chose', async () => {
    const team = await signUpTeam();
    const result = await route(team.id, {
      source: 'team_booking',
      assignTo: { userId: team.b.id, rule: 'round_robin' },
    });
    expect(result).toMatchObject({ ownerUserId: team.b.id, rule: 'round_robin', existing: false });
  });

  it('pauses routing while the workspace owner is not on Business', async () => {
    const team = await signUpTeam('pro');
    const result = await route(team.id);
    expect(result).toMatchObject({ ownerUserId: null, rule: 'unassigned' });
    const settings = await team.owner.call(
      'GET',
      '/workspace/lead-routing',
      undefined,
      inWorkspace(team.id),
    );
    expect(settings.body.paused).toBe(true);
  });
});

describe('the settings API and the history', () => {
  it('refuses bad input, other workspaces’ people, outsiders and members without the permission', async () => {
    const team = await signUpTeam();
    const bad = [
      {},
      { mode: 'lottery' },
      { mode: 'fixed' },
      { mode: 'round_robin', members: [{ userId: team.a.id, inRotation: true, weight: 0 }] },
      { mode: 'round_robin', members: [{ userId: team.a.id, inRotation: true, weight: '100' }] },
      { mode: 'round_robin', members: [{ userId: team.a.id, inRotation: true, dailyCap: 1.5 }] },
      {
        mode: 'round_robin',
        members: [
          {
            userId: team.a.id,
            inRotation: true,
            outFrom: '2026-12-02T00:00:00Z',
            outUntil: '2026-12-01T00:00:00Z',
          },
        ],
      },
    ];
    for (const body of bad) {
      expect((await putRouting(team, team.owner, body)).status, JSON.stringify(body)).toBe(400);
    }
    const stranger = await putRouting(team, team.owner, {
      mode: 'fixed',
      fixedUserId: team.outsider.id,
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.error.message).toBe(
      'That person is not an active member of this workspace',
    );
    expect((await putRouting(team, team.outsider, { mode: 'unassigned' })).status).toBe(404);
    expect((await putRouting(team, team.a, { mode: 'unassigned' })).status).toBe(403);
    expect(
      (await team.a.call('GET', '/workspace/lead-routing', undefined, inWorkspace(team.id))).status,
    ).toBe(403);
    // A personal workspace has nobody to route to.
    expect((await team.owner.call('GET', '/workspace/lead-routing')).status).toBe(404);
  });

  it('shows a client’s latest assignment, records hand changes, and hides other workspaces’ clients', async () => {
    const team = await signUpTeam();
    const routed = await route(team.id);
    const shown = await team.owner.call(
      'GET',
      `/clients/${routed.clientId}/assignment`,
      undefined,
      inWorkspace(team.id),
    );
    expect(shown.status).toBe(200);
    expect(shown.body.assignment).toMatchObject({
      rule: 'round_robin',
      userId: routed.ownerUserId,
      source: 'team_page',
    });

    const assign = await team.owner.call(
      'POST',
      '/clients/assign',
      { ids: [routed.clientId], ownerId: team.b.id === routed.ownerUserId ? team.a.id : team.b.id },
      inWorkspace(team.id),
    );
    expect(assign.status, assign.text).toBe(200);
    const after = await team.owner.call(
      'GET',
      `/clients/${routed.clientId}/assignment`,
      undefined,
      inWorkspace(team.id),
    );
    expect(after.body.assignment).toMatchObject({ rule: 'manual', source: null });

    const other = await signUpTeam();
    const foreign = await other.owner.call(
      'GET',
      `/clients/${routed.clientId}/assignment`,
      undefined,
      inWorkspace(other.id),
    );
    expect(foreign.status).toBe(404);
    expect(
      (
        await team.owner.call(
          'GET',
          '/clients/not-a-uuid/assignment',
          undefined,
          inWorkspace(team.id),
        )
      ).status,
    ).toBe(404);
  });
});

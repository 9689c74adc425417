// Duplicates and their merge (issue 20) over real HTTP: the candidates say why two
// clients look alike and never name a client the caller may not see; a merge keeps
// everything of both on the survivor in one transaction, and every bad request changes
// nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import { addClientAs, inWorkspace } from '../../../../tests/support/client-team';
import { addMember, createOrganizationAs } from '../../../../tests/support/organization-rows';
import { changedTables, snapshotRows } from '../../../../tests/support/row-snapshot';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { DUPLICATE_MESSAGES, type DuplicatePair } from '../../../core/client-duplicates';
import { WORKSPACE_MESSAGES } from '../../../core/messages';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const addClient = addClientAs;

async function pairs(user: ApiUser, workspaceId: string | null): Promise<DuplicatePair[]> {
  const answer = await user.call(
    'GET',
    '/clients/duplicates',
    undefined,
    workspaceId ? inWorkspace(workspaceId) : undefined,
  );
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.total).toBe(answer.body.pairs.length);
  return answer.body.pairs;
}

/** Each pair as "Older + Newer: reason; reason", sorted, as a reader would scan it. */
const described = (list: DuplicatePair[]) =>
  list
    .map(
      (pair) =>
        `${pair.older.name} + ${pair.newer.name}: ${pair.reasons.map(DUPLICATE_MESSAGES.reason).join('; ')}`,
    )
    .sort();

describe('duplicate candidates', () => {
  it('pairs clients by any e-mail, any phone’s digits, or name and company, saying why', async () => {
    const user = await signUpApiUser(server, 'dup-reasons');
    await addClient(user, null, {
      name: 'Ada Lovelace',
      emails: [{ address: 'ada@example.com' }, { address: 'ada.work@example.com' }],
    });
    await addClient(user, null, {
      name: 'Ada L.',
      emails: [{ address: 'Ada.Work@Example.com' }],
    });
    await addClient(user, null, { name: 'Grace', phones: [{ number: '+1 415 555 2671' }] });
    await addClient(user, null, {
      name: 'G. Hopper',
      phones: [{ number: '+33 1 23 45 67 89' }, { number: '+14155552671' }],
    });
    await addClient(user, null, { name: 'Alan  Turing', company: 'Bletchley' });
    await addClient(user, null, { name: 'alan turing', company: 'BLETCHLEY ' });
    // Same name, another company: not a candidate.
    await addClient(user, null, { name: 'Alan Turing', company: 'Manchester' });
    await addClient(user, null, { name: 'Loner', emails: [{ address: 'loner@example.com' }] });

    expect(described(await pairs(user, null))).toEqual([
      'Ada Lovelace + Ada L.: Same e-mail: ada.work@example.com',
      'Alan  Turing + alan turing: Same name and company: Alan  Turing, Bletchley',
      'Grace + G. Hopper: Same phone: +1 415 555 2671',
    ]);
  });

  it('never lists another workspace’s clients, and a member at "own" sees only pairs of theirs', async () => {
    const owner = await signUpApiUser(server, 'dup-team-owner');
    const own = await signUpApiUser(server, 'dup-team-own');
    const outsider = await signUpApiUser(server, 'dup-team-outsider');
    const team = await createOrganizationAs(owner, { name: 'Dup Team' });
    const role = await owner.call('POST', `/organizations/${team.id}/roles`, {
      name: 'Dup own',
      permissions: ['view_clients_own', 'edit_clients_own'],
    });
    await addMember(server, team.id, own, { id: role.body.id });
    await addClient(owner, team.id, { name: 'Team A', emails: [{ address: 'a@team.test' }] });
    await addClient(owner, team.id, { name: 'Team B', phones: [{ number: '+1 212 555 0100' }] });
    await addClient(own, team.id, { name: 'Mine B', phones: [{ number: '+12125550100' }] });
    await addClient(own, team.id, { name: 'Mine C', company: 'Acme' });
    await addClient(own, team.id, { name: 'Mine C', company: 'acme' });
    // The same address in a personal workspace is another workspace's client.
    await addClient(outsider, null, { name: 'Outside A', emails: [{ address: 'a@team.test' }] });

    expect(described(await pairs(owner, team.id))).toEqual([
      'Mine C + Mine C: Same name and company: Mine C, Acme',
      'Team B + Mine B: Same phone: +1 212 555 0100',
    ]);
    expect(described(await pairs(own, team.id))).toEqual([
      'Mine C + Mine C: Same name and company: Mine C, Acme',
    ]);
    expect(await pairs(outsider, null)).toEqual([]);
    const stranger = await outsider.call(
      'GET',
      '/clients/duplicates',
      undefined,
      inWorkspace(team.id),
    );
    expect(stranger.status).toBe(404);
  });

  it('pages the pairs and refuses a nonsense limit', async () => {
    const user = await signUpApiUser(server, 'dup-pages');
    for (const n of [1, 2, 3]) {
      await addClient(user, null, {
        name: `Twin ${n}a`,
        phones: [{ number: `+1 212 555 010${n}` }],
      });
      await addClient(user, null, { name: `Twin ${n}b`, phones: [{ number: `+1212555010${n}` }] });
    }
    const first = await user.call('GET', '/clients/duplicates?limit=2');
    expect(first.body.total).toBe(3);
    expect(first.body.pairs).toHaveLength(2);
    const rest = await user.call('GET', '/clients/duplicates?limit=2&offset=2');
    expect(rest.body.pairs).toHaveLength(1);
    expect((await user.call('GET', '/clients/duplicates?limit=0')).status).toBe(400);
    expect((await user.call('GET', '/clients/duplicates?limit=abc')).status).toBe(400);
  });
});

describe('merging two clients', () => {
  it('keeps the picked fields, every list entry, tags and interactions of both, and logs it', async () => {
    const user = await signUpApiUser(server, 'merge-all');
    const keep = await addClient(user, null, {
      name: 'Ada Lovelace',
      company: 'Analytical',
      status: 'qualified',
      estimatedValueCents: 100_00,
      notes: 'Met at the fair',
      tags: ['vip', 'london'],
      emails: [{ address: 'ada@example.com' }],
      phones: [{ number: '+1 415 555 2671' }],
    });
    const other = await addClient(user, null, {
      name: 'Ada L.',
      company: 'Engines Ltd',
      status: 'new_lead',
      estimatedValueCents: 500_00,
      notes: 'Wants a quote',
      tags: ['london', 'imported'],
      emails: [{ address: 'ada.work@example.com' }, { address: 'ADA@example.com' }],
      phones: [{ number: '+14155552671' }, { number: '+33 1 23 45 67 89' }],
      addresses: [{ line1: '1 Engine Street', city: 'London' }],
      websites: [{ url: 'https://ada.example.com' }],
    });
    for (const content of ['Called her', 'Sent the quote']) {
      const logged = await user.call('POST', `/clients/${other.id}/interactions`, { content });
      expect(logged.status).toBe(201);
    }
    // A Recent Activity entry about the other client (its lead arriving) follows it.
    await server.database.db
      .insertInto('activity')
      .values({ userId: user.id, kind: 'lead_received', clientId: other.id, data: '{}' })
      .execute();
    const totalsBefore = (await user.call('GET', '/clients/summary')).body.tiles;

    const merged = await user.call('POST', `/clients/${keep.id}/merge`, {
      otherId: other.id,
      fields: { company: 'other', estimatedValueCents: 'other', notes: 'both' },
    });
    expect(merged.status, merged.text).toBe(200);
    expect(merged.body).toMatchObject({
      id: keep.id,
      name: 'Ada Lovelace',
      company: 'Engines Ltd',
      status: 'qualified',
      estimatedValueCents: 500_00,
      notes: 'Met at the fair\n\nWants a quote',
      email: 'ada@example.com',
      phone: '+1 415 555 2671',
    });
    expect(merged.body.tags.sort()).toEqual(['imported', 'london', 'vip']);
    expect(merged.body.emails.map((e: { address: string }) => e.address)).toEqual([
      'ada@example.com',
      'ada.work@example.com',
    ]);
    expect(merged.body.phones.map((p: { number: string }) => p.number)).toEqual([
      '+1 415 555 2671',
      '+33 1 23 45 67 89',
    ]);
    expect(merged.body.phones.filter((p: { isDefault: boolean }) => p.isDefault)).toHaveLength(1);
    expect(merged.body.addresses[0].line1).toBe('1 Engine Street');
    expect(merged.body.websites[0].url).toBe('https://ada.example.com');

    expect((await user.call('GET', `/clients/${other.id}`)).status).toBe(404);
    const history = await user.call('GET', `/clients/${keep.id}/interactions`);
    const contents = history.body.map((i: { content: string }) => i.content);
    expect(contents).toEqual(expect.arrayContaining(['Called her', 'Sent the quote']));
    const note = history.body.find(
      (i: { subject: string | null }) => i.subject === DUPLICATE_MESSAGES.loggedSubject('Ada L.'),
    );
    expect(note.content).toContain('Kept from it: company, estimated value, notes.');
    expect(note.content).toContain('E-mails added: ada.work@example.com.');
    expect(note.content).toContain('Phones added: +33 1 23 45 67 89.');
    expect(note.content).toContain('Tags added: imported.');
    expect(note.content).toContain('2 interactions moved here.');

    const activity = await server.database.db
      .selectFrom('activity')
      .select('clientId')
      .where('userId', '=', user.id)
      .where('kind', '=', 'lead_received')
      .execute();
    expect(activity).toEqual([{ clientId: keep.id }]);
    const totalsAfter = (await user.call('GET', '/clients/summary')).body.tiles;
    expect(totalsAfter.totalClients).toBe(totalsBefore.totalClients - 1);
    expect(await pairs(user, null)).toEqual([]);
  });

  it('takes the other’s primary e-mail when the survivor has none (the unique index holds)', async () => {
    const user = await signUpApiUser(server, 'merge-email');
    const keep = await addClient(user, null, { name: 'No Mail' });
    const other = await addClient(user, null, {
      name: 'Has Mail',
      emails: [{ address: 'has@example.com' }],
    });
    const merged = await user.call('POST', `/clients/${keep.id}/merge`, { otherId: other.id });
    expect(merged.status, merged.text).toBe(200);
    expect(merged.body.name).toBe('No Mail');
    expect(merged.body.email).toBe('has@example.com');
  });

  it('refuses itself, a deleted client, another workspace’s, one not editable, and bad fields — changing nothing', async () => {
    const owner = await signUpApiUser(server, 'merge-bad-owner');
    const member = await signUpApiUser(server, 'merge-bad-member');
    const stranger = await signUpApiUser(server, 'merge-bad-stranger');
    const team = await createOrganizationAs(owner, { name: 'Merge Bad' });
    await addMember(server, team.id, member, 'Member');
    const a = await addClient(owner, team.id, { name: 'A' });
    const b = await addClient(owner, team.id, { name: 'B' });
    const gone = await addClient(owner, team.id, { name: 'Gone' });
    expect(
      (await owner.call('DELETE', `/clients/${gone.id}`, undefined, inWorkspace(team.id))).status,
    ).toBe(204);
    const foreign = await addClient(stranger, null, { name: 'Foreign' });
    const mine = await addClient(member, team.id, { name: 'Member own' });
    const before = await snapshotRows(server);

    const merge = (user: ApiUser, id: string, body: unknown) =>
      user.call('POST', `/clients/${id}/merge`, body, inWorkspace(team.id));

    const self = await merge(owner, a.id, { otherId: a.id });
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe(DUPLICATE_MESSAGES.mergeWithItself);
    const deleted = await merge(owner, a.id, { otherId: gone.id });
    expect(deleted.status).toBe(404);
    expect(deleted.body.error.message).toBe(DUPLICATE_MESSAGES.otherNotFound);
    const elsewhere = await merge(owner, a.id, { otherId: foreign.id });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.message).toBe(DUPLICATE_MESSAGES.otherNotFound);
    const foreignSurvivor = await merge(owner, foreign.id, { otherId: a.id });
    expect(foreignSurvivor.status).toBe(404);
    // A Member may change their own client but not the owner's: either way round, 403.
    expect((await merge(member, mine.id, { otherId: a.id })).status).toBe(403);
    const notEditable = await merge(member, a.id, { otherId: mine.id });
    expect(notEditable.status).toBe(403);
    expect(notEditable.body.error.message).toBe(WORKSPACE_MESSAGES.notYourRecord);
    for (const body of [
      {},
      { otherId: 'not-an-id' },
      { otherId: b.id, fields: { name: 'mine' } },
      { otherId: b.id, fields: { name: 1 } },
      { otherId: b.id, fields: { colour: 'this' } },
      { otherId: b.id, fields: 'this' },
      { otherId: b.id, extra: true },
      { otherId: b.id, fields: { company: 'both' } },
    ]) {
      const answer = await merge(owner, a.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message).toBeTruthy();
    }
    expect((await merge(owner, 'nope', { otherId: b.id })).status).toBe(404);
    expect(changedTables(before, await snapshotRows(server))).toEqual([]);
  });
});

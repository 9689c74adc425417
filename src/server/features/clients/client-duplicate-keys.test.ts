// The duplicate keys (decision 052): the import and the duplicates finder share one
// normalisation (client-duplicates.ts, spelled again in SQL by migration 0038), so a row
// the import takes for a stored client is a pair the finder offers; and the key table the
// finder reads follows every change of a client that matters — and none that does not.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import { postImport } from '../../../../tests/support/client-import';
import { addClientAs } from '../../../../tests/support/client-team';
import { createOrganizationAs } from '../../../../tests/support/organization-rows';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import {
  DUPLICATE_MESSAGES,
  type DuplicatePair,
  emailKey,
  nameKey,
  phoneKey,
} from '../../../core/client-duplicates';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function pairList(user: ApiUser, workspaceId?: string) {
  const answer = await user.call(
    'GET',
    '/clients/duplicates',
    undefined,
    workspaceId ? { 'x-workspace-id': workspaceId } : undefined,
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body.pairs as DuplicatePair[];
}

async function described(user: ApiUser) {
  return (await pairList(user))
    .map(
      (pair) =>
        `${pair.older.name} + ${pair.newer.name}: ${pair.reasons.map(DUPLICATE_MESSAGES.reason).join('; ')}`,
    )
    .sort();
}

async function pairNames(user: ApiUser, workspaceId?: string) {
  return (await pairList(user, workspaceId))
    .map((pair) => `${pair.older.name} + ${pair.newer.name}`)
    .sort();
}

/** The key rows of a client, with their physical place (a rewrite moves them). */
async function keysOf(clientId: string) {
  const { rows } = await sql<{ workspaceId: string; kind: string; key: string; ctid: string }>`
    SELECT workspace_id, kind, key, ctid::text FROM client_duplicate_keys
    WHERE client_id = ${clientId} ORDER BY kind, key`.execute(server.database.db);
  return rows;
}

describe('one normalisation for the import and the duplicates finder', () => {
  it('spells the keys alike in TypeScript and in SQL', async () => {
    const samples = [
      { name: 'Ada', company: null, email: '  Ada@Example.COM ', phone: '+1 (415) 555-2671' },
      { name: '  Alan \t Turing ', company: ' BLETCHLEY  Park', email: null, phone: '12-34' },
      { name: 'Grace', company: '   ', email: '   ', phone: '+33 1 23 45 67 89' },
      { name: 'Émile  Zola', company: 'Éditions', email: 'e@x.fr', phone: '123456' },
    ];
    for (const sample of samples) {
      const { rows } = await sql<{ kind: string; key: string }>`
        SELECT kind, key FROM client_duplicate_keys_of(${sample.name}, ${sample.company},
          ${JSON.stringify({ emails: [{ address: sample.email }], phones: [{ number: sample.phone }] })}::jsonb)
        ORDER BY kind`.execute(server.database.db);
      const expected = [
        ['email', emailKey(sample.email)],
        ['name', nameKey(sample.name, sample.company)],
        ['phone', phoneKey(sample.phone)],
      ].flatMap(([kind, key]) => (key ? [{ kind, key }] : []));
      expect(rows, JSON.stringify(sample)).toEqual(expected);
    }
    // Fewer than six digits is a fragment, for both.
    expect(phoneKey('12-34')).toBeNull();
  });

  it('offers the pair an import takes for one person (by e-mail in any case, or by phone)', async () => {
    const user = await signUpApiUser(server, 'dup-keys-import');
    await addClientAs(user, null, {
      name: 'Ada Lovelace',
      phones: [{ number: '+1 415 555 2671' }],
      emails: [{ address: 'ada@example.com' }],
    });
    const file = ['Name,Email,Phone', 'Ada by phone,,(415) 555-2671'].join('\n');
    // The import sees the stored client in the row…
    const skipped = await postImport(user, 'one.csv', file);
    expect(skipped.done).toMatchObject({ imported: 0, skipped: 1 });
    // …and when told to create it anyway, the finder offers the two.
    const created = await postImport(user, 'one.csv', file, { duplicates: 'create' });
    expect(created.done).toMatchObject({ imported: 1, skipped: 0 });
    expect(await described(user)).toEqual([
      'Ada Lovelace + Ada by phone: Same phone: +1 415 555 2671',
    ]);
    const byEmail = await postImport(user, 'two.csv', 'Name,Email\nAda Again,ADA@example.com ');
    expect(byEmail.done).toMatchObject({ imported: 0, skipped: 1 });
  });
});

describe('the key table follows the clients', () => {
  it('drops a merged-away client’s keys, follows a move to another workspace, and ignores a status change', async () => {
    const user = await signUpApiUser(server, 'dup-keys-follow');
    const first = await addClientAs(user, null, {
      name: 'Grace',
      phones: [{ number: '+1 415 555 2671' }],
    });
    const second = await addClientAs(user, null, {
      name: 'G. Hopper',
      phones: [{ number: '+14155552671' }],
    });
    const third = await addClientAs(user, null, {
      name: 'Grace H.',
      phones: [{ number: '+1 (415) 555-2671' }],
    });
    // One client with two spellings of its number is no pair with itself.
    const twice = await addClientAs(user, null, { name: 'Twice' });
    await sql`UPDATE clients SET contact_details = jsonb_set(contact_details, '{phones}',
      '[{"number": "+1 212 555 0100", "type": "work", "is_default": true},
        {"number": "+12125550100", "type": "home", "is_default": false}]'::jsonb)
      WHERE id = ${twice.id}`.execute(server.database.db);
    expect(await keysOf(twice.id)).toHaveLength(2);
    expect(await pairNames(user)).toEqual(['Grace + G. Hopper', 'Grace + Grace H.']);

    // A status change (the bulk one names the status alone) leaves the keys where they are.
    const before = await keysOf(first.id);
    await sql`UPDATE clients SET status = 'contacted' WHERE id = ${first.id}`.execute(
      server.database.db,
    );
    expect(await keysOf(first.id)).toEqual(before);

    const merged = await user.call('POST', `/clients/${first.id}/merge`, { otherId: second.id });
    expect(merged.status, merged.text).toBe(200);
    expect(await keysOf(second.id)).toEqual([]);
    expect(await pairNames(user)).toEqual(['Grace + Grace H.']);

    // Moved to another workspace, the third client's keys go with it.
    const team = await createOrganizationAs(user, { name: 'Keys Team' });
    await sql`UPDATE clients SET workspace_id = ${team.id} WHERE id = ${third.id}`.execute(
      server.database.db,
    );
    expect((await keysOf(third.id)).map((row) => row.workspaceId)).toEqual([team.id]);
    expect(await pairNames(user)).toEqual([]);
    expect(await pairNames(user, team.id)).toEqual([]);
  });
});

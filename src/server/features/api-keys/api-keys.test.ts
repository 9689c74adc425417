// API keys (issue 24, decision 071) as a script would use them: fetch against the running
// app server with `Authorization: Bearer …` and no cookie, and the settings API that
// makes them. Real HTTP, real database.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, callApi, signUpApiUser } from '../../../../tests/support/api-user';
import { postImport } from '../../../../tests/support/client-import';
import {
  addMember,
  createOrganizationAs,
  systemRoleIdOf,
} from '../../../../tests/support/organization-rows';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { API_KEY_REQUESTS_PER_MINUTE, type CreatedApiKey } from '../../../core/api-key-schemas';
import { API_KEY_MESSAGES as M } from '../../../core/messages';
import { hashApiKeySecret } from './api-key-secret';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** A request as a script sends it: the key, JSON, no cookie, no Origin. */
async function withKey(
  secret: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${secret}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, pinned below
  const json: any = text ? JSON.parse(text) : undefined;
  return { status: response.status, body: json, headers: response.headers };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Alice owns a team with a Viewer role (view clients only); Bob is a Member there. */
async function team() {
  const alice = await signUpApiUser(server, 'key-alice');
  const bob = await signUpApiUser(server, 'key-bob');
  const org = await createOrganizationAs(alice);
  await addMember(server, org.id, bob, 'Member');
  const inTeam = { 'X-Workspace-Id': org.id };
  const viewer = await alice.call(
    'POST',
    `/organizations/${org.id}/roles`,
    { name: 'Viewer', permissions: ['view_clients'] },
    inTeam,
  );
  expect(viewer.status).toBe(201);
  const adminRoleId = await systemRoleIdOf(server, 'Admin');
  const createKey = async (
    user: ApiUser,
    fields: { name?: string; roleId?: string; expiresAt?: string | null } = {},
  ) => {
    const answer = await user.call(
      'POST',
      '/api-keys',
      { name: 'Zapier', roleId: adminRoleId, expiresAt: inDays(30), ...fields },
      inTeam,
    );
    return answer;
  };
  return {
    alice,
    bob,
    org,
    inTeam,
    viewerRoleId: viewer.body.id as string,
    adminRoleId,
    createKey,
  };
}

describe('a script holding an API key', () => {
  it('lists clients, creates one in its creator’s name, and is refused elsewhere and after revocation', async () => {
    const { alice, org, inTeam, createKey } = await team();
    const seeded = await alice.call('POST', '/clients', { name: 'Seeded Client' }, inTeam);
    expect(seeded.status).toBe(201);
    const created = await createKey(alice);
    expect(created.status).toBe(201);
    const { secret, key } = created.body as CreatedApiKey;
    expect(secret).toMatch(/^scale_[A-Za-z0-9_-]{43}$/);
    expect(key.prefix).toBe(secret.slice(0, 14));
    expect(key.roleName).toBe('Admin');

    const listed = await withKey(secret, 'GET', '/clients');
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((c: { name: string }) => c.name)).toEqual(['Seeded Client']);

    const made = await withKey(secret, 'POST', '/clients', { name: 'From the script' });
    expect(made.status).toBe(201);
    const row = await server.database.db
      .selectFrom('clients')
      .select(['workspaceId', 'createdBy'])
      .where('id', '=', made.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ workspaceId: org.id, createdBy: alice.id });

    // Alice's personal workspace and its client: out of the key's reach.
    const personal = await alice.call('POST', '/clients', { name: 'Personal Client' });
    expect(personal.status).toBe(201);
    expect((await withKey(secret, 'GET', `/clients/${personal.body.id}`)).status).toBe(404);
    expect(
      (await withKey(secret, 'PATCH', `/clients/${personal.body.id}`, { name: 'X' })).status,
    ).toBe(404);
    const other = await withKey(secret, 'GET', '/clients', undefined, {
      'X-Workspace-Id': personal.body.workspaceId ?? randomUUID(),
    });
    expect(other.status).toBe(404);
    // The key's own workspace named explicitly is fine.
    expect((await withKey(secret, 'GET', '/clients', undefined, inTeam)).status).toBe(200);

    const revoked = await alice.call('DELETE', `/api-keys/${key.id}`, undefined, inTeam);
    expect(revoked.status).toBe(204);
    const after = await withKey(secret, 'GET', '/clients');
    expect(after.status).toBe(401);
    expect(after.body.error.message).toBe(M.revokedKey);
    const listAfter = await alice.call('GET', '/api-keys', undefined, inTeam);
    expect(listAfter.body.items).toEqual([]);
  });

  it('imports clients in its creator’s name, and their Recent Activity names the key', async () => {
    const { alice, org, createKey } = await team();
    const { secret } = (await createKey(alice, { name: 'Nightly sync' })).body as CreatedApiKey;
    const script: ApiUser = {
      id: alice.id,
      email: alice.email,
      cookie: '',
      call: (method, path, body, headers = {}) =>
        callApi(server, '', method, path, body, { authorization: `Bearer ${secret}`, ...headers }),
    };
    const imported = await postImport(script, 'contacts.csv', 'Name,Email\nAda,ada@example.com\n');
    expect(imported.status).toBe(200);
    expect(imported.done?.imported).toBe(1);
    const row = await server.database.db
      .selectFrom('clients')
      .select(['workspaceId', 'createdBy'])
      .where('email', '=', 'ada@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ workspaceId: org.id, createdBy: alice.id });
    const feed = await alice.call('GET', '/activity');
    expect(feed.status).toBe(200);
    expect(feed.body.items[0].text).toContain(M.viaKey('Nightly sync'));
    expect(feed.body.items[0].text).toContain('contacts.csv');
  });

  it('is refused once expired, and an unknown key is refused', async () => {
    const { alice, createKey } = await team();
    const { secret, key } = (await createKey(alice)).body as CreatedApiKey;
    expect((await withKey(secret, 'GET', '/clients')).status).toBe(200);
    await server.database.db
      .updateTable('api_keys')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', key.id)
      .execute();
    const expired = await withKey(secret, 'GET', '/clients');
    expect(expired.status).toBe(401);
    expect(expired.body.error.message).toBe(M.expiredKey);
    expect(expired.headers.get('www-authenticate')).toContain('Bearer');
    const unknown = await withKey(`scale_${'A'.repeat(43)}`, 'GET', '/clients');
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.message).toBe(M.invalidKey);
    expect((await withKey('not-a-key', 'GET', '/clients')).status).toBe(401);
  });

  it('with a viewer role reads but cannot create (403)', async () => {
    const { alice, viewerRoleId, createKey } = await team();
    const { secret } = (await createKey(alice, { roleId: viewerRoleId })).body as CreatedApiKey;
    expect((await withKey(secret, 'GET', '/clients')).status).toBe(200);
    const refused = await withKey(secret, 'POST', '/clients', { name: 'Not allowed' });
    expect(refused.status).toBe(403);
    const count = await server.database.db
      .selectFrom('clients')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('name', '=', 'Not allowed')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('uses custom fields and tasks as its role allows, and the document says so', async () => {
    const { alice, viewerRoleId, createKey } = await team();
    const viewer = ((await createKey(alice, { roleId: viewerRoleId })).body as CreatedApiKey)
      .secret;
    const admin = ((await createKey(alice)).body as CreatedApiKey).secret;
    const field = await withKey(admin, 'POST', '/client-fields', { label: 'Budget', type: 'text' });
    expect(field.status).toBe(201);
    const listed = await withKey(viewer, 'GET', '/client-fields');
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).toContain('Budget');
    expect(
      (await withKey(viewer, 'POST', '/client-fields', { label: 'No', type: 'text' })).status,
    ).toBe(403);
    expect((await withKey(viewer, 'GET', '/tasks')).status).toBe(200);
    expect((await withKey(admin, 'GET', '/tasks')).status).toBe(200);

    const document = await (await fetch(`${server.url}/api/openapi.json`)).json();
    for (const [path, method] of [
      ['/api/v1/client-fields', 'get'],
      ['/api/v1/client-fields', 'post'],
      ['/api/v1/tasks', 'get'],
      ['/api/v1/workspace/lead-routing', 'get'],
    ] as const) {
      const operation = document.paths[path][method];
      expect(
        operation.parameters.map((parameter: { name: string }) => parameter.name),
        path,
      ).toContain('X-Workspace-Id');
      expect(operation.security, path).toEqual([{ session: [] }, { apiKey: [] }]);
    }
  });

  it('cannot reach key management, the admin panel, the profile or the organizations', async () => {
    const { alice, org, createKey, adminRoleId } = await team();
    const { secret } = (await createKey(alice)).body as CreatedApiKey;
    for (const [method, path, body] of [
      ['GET', '/api-keys', undefined],
      ['POST', '/api-keys', { name: 'Minted', roleId: adminRoleId, expiresAt: null }],
      ['GET', '/admin/users', undefined],
      ['GET', '/me', undefined],
      ['GET', '/me/sessions', undefined],
      ['GET', '/organizations', undefined],
      ['GET', `/organizations/${org.id}/members`, undefined],
      ['GET', '/events', undefined],
    ] as const) {
      const answer = await withKey(secret, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.error.message).toBe(M.keyCannotBeUsed);
    }
    const keys = await server.database.db
      .selectFrom('api_keys')
      .select('name')
      .where('workspaceId', '=', org.id)
      .execute();
    expect(keys.map((k) => k.name)).toEqual(['Zapier']);
  });

  it('uses the bearer over a cookie, skips the origin check, and still needs JSON', async () => {
    const { alice, bob, createKey } = await team();
    const { secret } = (await createKey(alice)).body as CreatedApiKey;
    // Bob's cookie beside Alice's key: the key decides (Bob's personal client list would be empty).
    const both = await fetch(`${server.url}/api/v1/clients`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${secret}`,
        cookie: bob.cookie,
        origin: 'https://elsewhere.example',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'Bearer wins' }),
    });
    expect(both.status).toBe(201);
    const made = (await both.json()) as { id: string };
    const row = await server.database.db
      .selectFrom('clients')
      .select('createdBy')
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row.createdBy).toBe(alice.id);
    const form = await fetch(`${server.url}/api/v1/clients`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'text/plain' },
      body: JSON.stringify({ name: 'As text' }),
    });
    expect(form.status).toBe(415);
  });

  it(`is limited to ${API_KEY_REQUESTS_PER_MINUTE} requests a minute (429 with Retry-After)`, async () => {
    const { alice, createKey } = await team();
    const { secret } = (await createKey(alice)).body as CreatedApiKey;
    // The window slides: a flood that straddles a minute's edge may pass up to twice
    // the limit before the first refusal, never fewer than the limit.
    let allowed = 0;
    let refused: Response | undefined;
    while (!refused && allowed <= 2 * API_KEY_REQUESTS_PER_MINUTE) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`${server.url}/api/v1/no-such-endpoint`, {
            headers: { authorization: `Bearer ${secret}` },
          }),
        ),
      );
      for (const answer of answers) {
        if (answer.status === 429) refused ??= answer;
        else if (answer.status === 404) allowed += 1;
        await answer.arrayBuffer();
      }
    }
    expect(allowed).toBeGreaterThanOrEqual(API_KEY_REQUESTS_PER_MINUTE - 20);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another key of the same workspace has a count of its own.
    const { secret: second } = (await createKey(alice, { name: 'Second' })).body as CreatedApiKey;
    expect((await withKey(second, 'GET', '/clients')).status).toBe(200);
  }, 60_000);
});

describe('the settings API for API keys', () => {
  it('stores only a hash of the secret, and records the last use at most once a minute', async () => {
    const { alice, org, createKey } = await team();
    const { secret, key } = (await createKey(alice)).body as CreatedApiKey;
    const row = await server.database.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(secret.slice(14));
    expect(row.tokenHash).toBe(hashApiKeySecret(secret));
    expect(row.lastUsedAt).toBeNull();
    await withKey(secret, 'GET', '/clients');
    const first = await server.database.db
      .selectFrom('api_keys')
      .select('lastUsedAt')
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(first.lastUsedAt).not.toBeNull();
    await withKey(secret, 'GET', '/clients');
    const second = await server.database.db
      .selectFrom('api_keys')
      .select('lastUsedAt')
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(second.lastUsedAt?.getTime()).toBe(first.lastUsedAt?.getTime());
    const listed = await alice.call('GET', '/api-keys', undefined, { 'X-Workspace-Id': org.id });
    expect(listed.status).toBe(200);
    expect(listed.body.items).toHaveLength(1);
    expect(listed.body.roles.map((role: { name: string }) => role.name)).toEqual([
      'Admin',
      'Member',
      'Viewer',
    ]);
    expect(listed.body.items[0]).toMatchObject({
      id: key.id,
      name: 'Zapier',
      prefix: key.prefix,
      roleName: 'Admin',
      createdBy: { id: alice.id },
    });
    expect(listed.body.items[0].lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed.body)).not.toContain(secret);
  });

  it('refuses bad input with a 400 and stores nothing', async () => {
    const { alice, org, createKey } = await team();
    const stranger = await signUpApiUser(server, 'key-stranger');
    const strangerOrg = await createOrganizationAs(stranger);
    const foreignRole = await stranger.call(
      'POST',
      `/organizations/${strangerOrg.id}/roles`,
      { name: 'Theirs', permissions: ['view_clients'] },
      { 'X-Workspace-Id': strangerOrg.id },
    );
    expect(foreignRole.status).toBe(201);
    const ownerRoleId = await systemRoleIdOf(server, 'Owner');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', M.nameRequired],
      [{ name: '   ' }, 'name', M.nameRequired],
      [{ name: 'x'.repeat(101) }, 'name', M.nameTooLong],
      [{ name: 42 }, 'name', M.nameRequired],
      [{ expiresAt: new Date(Date.now() - 60_000).toISOString() }, 'expiresAt', M.expiryInPast],
      [{ expiresAt: 'tomorrow' }, 'expiresAt', M.expiryInvalid],
      [{ expiresAt: inDays(3000) }, 'expiresAt', M.expiryTooFar],
      [{ roleId: 'admin' }, 'roleId', M.roleNotFound],
      [{ roleId: randomUUID() }, 'roleId', M.roleNotFound],
      [{ roleId: foreignRole.body.id }, 'roleId', M.roleNotFound],
      [{ roleId: ownerRoleId }, 'roleId', M.ownerRoleNotAssignable],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await createKey(alice, fields as never);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.error.fields?.[field], JSON.stringify(fields)).toBe(message);
    }
    // A hostile name is stored as text, never markup.
    const hostile = await createKey(alice, { name: '<script>alert(1)</script>' });
    expect(hostile.status).toBe(201);
    expect(hostile.body.key.name).toBe('<script>alert(1)</script>');
    const rows = await server.database.db
      .selectFrom('api_keys')
      .select('name')
      .where('workspaceId', '=', org.id)
      .execute();
    expect(rows.map((r) => r.name)).toEqual(['<script>alert(1)</script>']);
  });

  it('gives out no role above the creator’s own (403), and only to who may edit settings', async () => {
    const { alice, bob, org, inTeam, adminRoleId, viewerRoleId } = await team();
    // Bob, a Member, may not manage the workspace's keys at all.
    const asBob = await bob.call(
      'POST',
      '/api-keys',
      { name: 'Mine', roleId: viewerRoleId, expiresAt: null },
      inTeam,
    );
    expect(asBob.status).toBe(403);
    expect((await bob.call('GET', '/api-keys', undefined, inTeam)).status).toBe(403);
    // A settings manager without the member keys cannot mint an Admin key.
    const manager = await alice.call(
      'POST',
      `/organizations/${org.id}/roles`,
      {
        name: 'Settings manager',
        permissions: ['org:settings:view', 'org:settings:edit', 'view_clients'],
      },
      inTeam,
    );
    expect(manager.status).toBe(201);
    const carol = await signUpApiUser(server, 'key-carol');
    await addMember(server, org.id, carol, { id: manager.body.id });
    const beyond = await carol.call(
      'POST',
      '/api-keys',
      { name: 'Too strong', roleId: adminRoleId, expiresAt: null },
      inTeam,
    );
    expect(beyond.status).toBe(403);
    expect(beyond.body.error.message).toBe(M.roleBeyondOwn);
    // The dialog is offered only the roles within her keys.
    const offered = await carol.call('GET', '/api-keys', undefined, inTeam);
    expect(offered.body.roles.map((role: { name: string }) => role.name)).toEqual([
      'Settings manager',
      'Viewer',
    ]);
    const within = await carol.call(
      'POST',
      '/api-keys',
      { name: 'Reader', roleId: viewerRoleId, expiresAt: null },
      inTeam,
    );
    expect(within.status).toBe(201);
    expect(within.body.key.expiresAt).toBeNull();
    // Another workspace's key: 404 to revoke.
    const stranger = await signUpApiUser(server, 'key-stranger2');
    expect((await stranger.call('DELETE', `/api-keys/${within.body.key.id}`)).status).toBe(404);
    expect((await stranger.call('GET', '/api-keys', undefined, inTeam)).status).toBe(404);
  });

  it('ends a key whose creator left the workspace', async () => {
    const { bob, org, inTeam, alice } = await team();
    // Bob made an Admin: he may create keys with the Member role.
    await server.database.db
      .updateTable('organization_members')
      .set({ roleId: await systemRoleIdOf(server, 'Admin') })
      .where('organizationId', '=', org.id)
      .where('userId', '=', bob.id)
      .execute();
    const memberRoleId = await systemRoleIdOf(server, 'Member');
    const created = await bob.call(
      'POST',
      '/api-keys',
      { name: 'Bob’s', roleId: memberRoleId, expiresAt: null },
      inTeam,
    );
    expect(created.status).toBe(201);
    const { secret } = created.body as CreatedApiKey;
    expect((await withKey(secret, 'GET', '/clients')).status).toBe(200);
    await server.database.db
      .updateTable('organization_members')
      .set({ status: 'suspended' })
      .where('organizationId', '=', org.id)
      .where('userId', '=', bob.id)
      .execute();
    expect((await withKey(secret, 'GET', '/clients')).status).toBe(401);
    expect(alice.id).not.toBe(bob.id);
  });
});

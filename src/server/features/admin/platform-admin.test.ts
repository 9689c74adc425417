// The platform-admin API over real HTTP against a real database: invisible to anyone
// but a platform admin; users' tiers and admin flags; organizations' active switch.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { ORG_MESSAGES } from '../../../core/messages';
import { ADMIN_PAGE_SIZE } from './admin-page';
import { NOT_AN_ENDPOINT } from './require-platform-admin';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const db = () => server.database.db;

async function makeAdmin(user: ApiUser) {
  await db()
    .updateTable('profiles')
    .set({ isPlatformAdmin: true })
    .where('userId', '=', user.id)
    .execute();
}

async function profileOf(userId: string) {
  return db()
    .selectFrom('profiles')
    .select(['tier', 'isPlatformAdmin', 'username'])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
}

let nextSlug = 0;

async function createOrganization(owner: ApiUser, name: string): Promise<string> {
  const created = await owner.call('POST', '/organizations', {
    name,
    slug: `adm-${nextSlug++}-${Date.now()}`,
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

async function addActiveMember(organizationId: string, user: ApiUser) {
  const role = await db()
    .selectFrom('roles')
    .select('id')
    .where('organizationId', 'is', null)
    .where('name', '=', 'Member')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('organization_members')
    .values({ organizationId, userId: user.id, status: 'active', roleId: role.id })
    .execute();
}

const unknownEndpoint = { error: { code: 'not_found', message: NOT_AN_ENDPOINT } };

describe('who reaches the admin API', () => {
  it('answers other signed-in users as if the routes did not exist and signed-out callers 401, changing nothing', async () => {
    const user = await signUpApiUser(server, 'adm-plain');
    const owner = await signUpApiUser(server, 'adm-owner');
    const organizationId = await createOrganization(owner, 'Hidden');
    const signedOut = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.url}/api/v1${path}`, {
        method,
        headers: { origin: server.url, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    };

    for (const call of [user.call, owner.call, signedOut]) {
      for (const [method, path, body] of [
        ['GET', '/admin/users', undefined],
        ['PATCH', `/admin/users/${user.id}`, { isPlatformAdmin: true, tier: 'business' }],
        ['GET', '/admin/organizations?q=Hidden', undefined],
        ['PATCH', `/admin/organizations/${organizationId}`, { isActive: false }],
      ] as const) {
        const answer = await call(method, path, body);
        if (call === signedOut) {
          expect(answer.status, `${method} ${path}`).toBe(401);
        } else {
          expect(answer.status, `${method} ${path}`).toBe(404);
          expect(answer.body).toEqual(unknownEndpoint);
        }
      }
    }
    expect(await profileOf(user.id)).toMatchObject({ tier: 'free', isPlatformAdmin: false });
    expect((await owner.call('GET', `/organizations/${organizationId}`)).body.isActive).toBe(true);
  });
});

describe('users', () => {
  it('lists newest first, searches e-mail, username and display name, and pages by 50', async () => {
    const admin = await signUpApiUser(server, 'adm-admin');
    await makeAdmin(admin);
    const ada = await signUpApiUser(server, 'adm-ada');
    await db()
      .updateTable('profiles')
      .set({ displayName: 'Ada 100% Lovelace' })
      .where('userId', '=', ada.id)
      .execute();
    const owner = await signUpApiUser(server, 'adm-owner');
    const organizationId = await createOrganization(owner, 'Counted');
    await addActiveMember(organizationId, ada);

    const first = await admin.call('GET', '/admin/users');
    expect(first.status).toBe(200);
    expect(first.body.items[0]).toMatchObject({ id: owner.id, email: owner.email });
    expect(first.body.items[1]).toMatchObject({ id: ada.id });
    const adaView = first.body.items[1];
    expect(adaView).toEqual({
      id: ada.id,
      email: ada.email,
      username: (await profileOf(ada.id)).username,
      displayName: 'Ada 100% Lovelace',
      tier: 'free',
      isPlatformAdmin: false,
      createdAt: expect.any(String),
      organizationCount: 1,
    });

    const byName = await admin.call('GET', '/admin/users?q=LOVELACE');
    expect(byName.body).toEqual({ items: [adaView], total: 1, nextOffset: null });
    // % is a literal, not a wildcard.
    expect((await admin.call('GET', '/admin/users?q=100%25')).body.items).toEqual([adaView]);
    expect((await admin.call('GET', '/admin/users?q=0%25 L')).body.total).toBe(1);
    expect((await admin.call('GET', '/admin/users?q=a%25e')).body.total).toBe(0);
    const byEmail = await admin.call('GET', `/admin/users?q=${encodeURIComponent(ada.email)}`);
    expect(byEmail.body.items.map((u: { id: string }) => u.id)).toEqual([ada.id]);
    const username = (await profileOf(owner.id)).username;
    const byUsername = await admin.call('GET', `/admin/users?q=${username.toUpperCase()}`);
    expect(byUsername.body.items.map((u: { id: string }) => u.id)).toContain(owner.id);

    // Enough accounts for a second page, written directly (sign-up is rate limited).
    const many = Array.from({ length: ADMIN_PAGE_SIZE + 5 }, (_, i) => ({
      id: `bulk-user-${i}`,
      name: '',
      email: `bulk-${i}@example.com`,
    }));
    await db().insertInto('users').values(many).execute();
    // Older than everyone signed up above, bulk-user-0 the newest of them.
    await sql`UPDATE users SET created_at = now() - interval '1 day'
      - substring(id from 11)::int * interval '1 second'
      WHERE id LIKE 'bulk-user-%'`.execute(db());
    await db()
      .insertInto('profiles')
      .values(many.map((u, i) => ({ userId: u.id, username: `bulk${i}x` })))
      .execute();
    const page1 = await admin.call('GET', '/admin/users?q=bulk-');
    expect(page1.body.total).toBe(ADMIN_PAGE_SIZE + 5);
    expect(page1.body.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(page1.body.items[0].id).toBe('bulk-user-0');
    expect(page1.body.nextOffset).toBe(ADMIN_PAGE_SIZE);
    const page2 = await admin.call('GET', `/admin/users?q=bulk-&offset=${ADMIN_PAGE_SIZE}`);
    expect(page2.body.items.map((u: { id: string }) => u.id)).toEqual(
      many.slice(ADMIN_PAGE_SIZE).map((u) => u.id),
    );
    expect(page2.body.nextOffset).toBeNull();

    const badOffset = await admin.call('GET', '/admin/users?offset=-1');
    expect(badOffset.status).toBe(400);
  });

  it('sets a user’s tier and admin flag, but not the admin’s own flag', async () => {
    const admin = await signUpApiUser(server, 'adm-admin');
    await makeAdmin(admin);
    const user = await signUpApiUser(server, 'adm-target');

    const tier = await admin.call('PATCH', `/admin/users/${user.id}`, { tier: 'pro' });
    expect(tier.status).toBe(200);
    expect(tier.body).toMatchObject({ id: user.id, tier: 'pro', isPlatformAdmin: false });
    expect(await profileOf(user.id)).toMatchObject({ tier: 'pro', isPlatformAdmin: false });

    const granted = await admin.call('PATCH', `/admin/users/${user.id}`, { isPlatformAdmin: true });
    expect(granted.body).toMatchObject({ tier: 'pro', isPlatformAdmin: true });
    expect((await user.call('GET', '/admin/users')).status).toBe(200);

    const revoked = await admin.call('PATCH', `/admin/users/${user.id}`, {
      isPlatformAdmin: false,
    });
    expect(revoked.body.isPlatformAdmin).toBe(false);
    expect((await user.call('GET', '/admin/users')).status).toBe(404);

    const own = await admin.call('PATCH', `/admin/users/${admin.id}`, {
      isPlatformAdmin: false,
      tier: 'business',
    });
    expect(own.status).toBe(400);
    expect(own.body.error.message).toBe(ORG_MESSAGES.cannotRevokeOwnAdmin);
    expect(await profileOf(admin.id)).toMatchObject({ tier: 'free', isPlatformAdmin: true });
    // Their own tier is theirs to set.
    const ownTier = await admin.call('PATCH', `/admin/users/${admin.id}`, { tier: 'business' });
    expect(ownTier.body).toMatchObject({ tier: 'business', isPlatformAdmin: true });

    for (const body of [{ tier: 'gold' }, {}, { isPlatformAdmin: 'yes' }]) {
      expect((await admin.call('PATCH', `/admin/users/${user.id}`, body)).status).toBe(400);
    }
    expect(await profileOf(user.id)).toMatchObject({ tier: 'pro', isPlatformAdmin: false });
    expect((await admin.call('PATCH', '/admin/users/nobody', { tier: 'pro' })).status).toBe(404);
  });
});

describe('organizations', () => {
  it('lists and searches organizations with their owner and member count', async () => {
    const admin = await signUpApiUser(server, 'adm-admin');
    await makeAdmin(admin);
    const owner = await signUpApiUser(server, 'adm-owner');
    const member = await signUpApiUser(server, 'adm-member');
    const organizationId = await createOrganization(owner, 'Zebra_Stripes Ltd');
    await addActiveMember(organizationId, member);
    await createOrganization(owner, 'Zebra Other');

    const listed = await admin.call('GET', '/admin/organizations');
    expect(listed.status).toBe(200);
    expect(listed.body.items[0].name).toBe('Zebra Other');
    const searched = await admin.call('GET', '/admin/organizations?q=zebra_');
    expect(searched.body).toEqual({
      items: [
        {
          id: organizationId,
          name: 'Zebra_Stripes Ltd',
          slug: expect.stringMatching(/^adm-/),
          isActive: true,
          ownerEmail: owner.email,
          memberCount: 2,
          createdAt: expect.any(String),
        },
      ],
      total: 1,
      nextOffset: null,
    });
    const slug = searched.body.items[0].slug;
    const bySlug = await admin.call('GET', `/admin/organizations?q=${slug}`);
    expect(bySlug.body.items.map((o: { id: string }) => o.id)).toEqual([organizationId]);
  });

  it('leaves personal workspaces out of the lists, the counts and the switch', async () => {
    const admin = await signUpApiUser(server, 'adm-admin');
    await makeAdmin(admin);
    const solo = await signUpApiUser(server, 'adm-solo');
    const personal = await db()
      .selectFrom('organizations')
      .select(['id', 'slug'])
      .where('personalUserId', '=', solo.id)
      .executeTakeFirstOrThrow();

    const searched = await admin.call('GET', `/admin/organizations?q=${personal.slug}`);
    expect(searched.body).toEqual({ items: [], total: 0, nextOffset: null });
    const all = await admin.call('GET', '/admin/organizations?q=personal');
    expect(all.body.total).toBe(0);
    const { count: teams } = await db()
      .selectFrom('organizations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('personalUserId', 'is', null)
      .executeTakeFirstOrThrow();
    expect((await admin.call('GET', '/admin/organizations')).body.total).toBe(Number(teams));

    // A user in no team counts no organization.
    const soloView = await admin.call('GET', `/admin/users?q=${encodeURIComponent(solo.email)}`);
    expect(soloView.body.items).toEqual([expect.objectContaining({ organizationCount: 0 })]);

    // Not an organization to switch off: as if it did not exist, and it stays on.
    const switched = await admin.call('PATCH', `/admin/organizations/${personal.id}`, {
      isActive: false,
    });
    expect(switched.status).toBe(404);
    expect(switched.body.error.message).toBe(ORG_MESSAGES.organizationNotFound);
    const row = await db()
      .selectFrom('organizations')
      .select('isActive')
      .where('id', '=', personal.id)
      .executeTakeFirstOrThrow();
    expect(row.isActive).toBe(true);
  });

  it('deactivates: members lose the organization, the admin still opens it; activates again', async () => {
    const admin = await signUpApiUser(server, 'adm-admin');
    await makeAdmin(admin);
    const owner = await signUpApiUser(server, 'adm-owner');
    const member = await signUpApiUser(server, 'adm-member');
    const organizationId = await createOrganization(owner, 'Closing Down');
    await addActiveMember(organizationId, member);
    const path = `/admin/organizations/${organizationId}`;

    const deactivated = await admin.call('PATCH', path, { isActive: false });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body).toMatchObject({ id: organizationId, isActive: false, memberCount: 2 });
    for (const user of [owner, member]) {
      const detail = await user.call('GET', `/organizations/${organizationId}`);
      expect(detail.status).toBe(404);
      expect(detail.body.error.message).toBe(ORG_MESSAGES.organizationNotFound);
      const listed = await user.call('GET', '/organizations');
      expect(listed.body.map((o: { id: string }) => o.id)).not.toContain(organizationId);
    }
    const seen = await admin.call('GET', `/organizations/${organizationId}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ isActive: false, viaPlatformAdmin: true });

    const activated = await admin.call('PATCH', path, { isActive: true });
    expect(activated.body.isActive).toBe(true);
    expect((await member.call('GET', `/organizations/${organizationId}`)).status).toBe(200);

    expect((await admin.call('PATCH', path, { isActive: 'no' })).status).toBe(400);
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      const missing = await admin.call('PATCH', `/admin/organizations/${id}`, { isActive: false });
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toBe(ORG_MESSAGES.organizationNotFound);
    }
  });
});

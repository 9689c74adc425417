// The organizations API over real HTTP against a real database: list, create (slug
// rules, the race for one slug), read, settings, logo, permissions, and who sees what.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpApiUser } from '../../../../tests/support/api-user';
import {
  addMember,
  createOrganizationAs,
  deactivate,
  errorOf,
  makePlatformAdmin,
  memberRows,
  organizationRow,
  SEEDED_MEMBER_KEYS,
  uniqueSlug,
} from '../../../../tests/support/organization-rows';
import { openSse } from '../../../../tests/support/sse-client';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { MESSAGES, ORG_MESSAGES } from '../../../core/messages';
import { PERMISSION_NAMES } from '../../../core/permissions';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const ALL = [...PERMISSION_NAMES].sort();
const MEMBER_KEYS = SEEDED_MEMBER_KEYS;

async function countOrganizations(slug: string): Promise<number> {
  const rows = await server.database.db
    .selectFrom('organizations')
    .select('id')
    .where('slug', '=', slug)
    .execute();
  return rows.length;
}

async function totalOrganizations(): Promise<number> {
  const { count } = await server.database.db
    .selectFrom('organizations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

const imageForm = (data: Buffer, name = 'logo.png', type = 'image/png') => {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(data)], { type }), name);
  return form;
};

const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

const filesDir = () => join(server.deps.config.dataDir, 'files');

describe('signed out', () => {
  it('answers 401 on every organization route', async () => {
    const owner = await signUpApiUser(server, 'org-anon');
    const org = await createOrganizationAs(owner);
    const member = (await memberRows(server, org.id))[0]?.id;
    const routes: Array<[string, string]> = [
      ['GET', '/organizations'],
      ['POST', '/organizations'],
      ['GET', `/organizations/${org.id}`],
      ['PATCH', `/organizations/${org.id}`],
      ['POST', `/organizations/${org.id}/logo`],
      ['DELETE', `/organizations/${org.id}/logo`],
      ['GET', `/organizations/${org.id}/permissions`],
      ['GET', `/organizations/${org.id}/roles`],
      ['POST', `/organizations/${org.id}/roles`],
      ['GET', `/organizations/${org.id}/members`],
      ['PATCH', `/organizations/${org.id}/members/${member}`],
      ['DELETE', `/organizations/${org.id}/members/${member}`],
      ['POST', `/organizations/${org.id}/transfer-ownership`],
    ];
    for (const [method, path] of routes) {
      // Each write in the body type it documents (the logo is a form upload).
      const isUpload = path.endsWith('/logo') && method === 'POST';
      const response = await fetch(`${server.url}/api/v1${path}`, {
        method,
        headers: {
          origin: server.url,
          ...(isUpload ? {} : { 'content-type': 'application/json' }),
        },
        body:
          method === 'GET' || method === 'DELETE' ? undefined : isUpload ? new FormData() : '{}',
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect(await memberRows(server, org.id)).toHaveLength(1);
  });
});

describe('POST /organizations', () => {
  it('creates the organization with its creator as active owner holding the Owner role', async () => {
    const owner = await signUpApiUser(server, 'org-create');
    const slug = uniqueSlug('acme');
    const created = await owner.call('POST', '/organizations', {
      name: '  Acme Sales ',
      slug,
      description: 'We sell',
      website: 'https://acme.example',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Acme Sales',
      slug,
      description: 'We sell',
      website: 'https://acme.example',
      logoUrl: null,
      isActive: true,
      isOwner: true,
      isAdmin: true,
      viaPlatformAdmin: false,
      permissions: ALL,
    });
    const row = await organizationRow(server, created.body.id);
    expect(row.settings).toEqual({ website: 'https://acme.example' });
    const members = await memberRows(server, created.body.id);
    expect(members).toEqual([
      expect.objectContaining({
        id: created.body.memberId,
        userId: owner.id,
        status: 'active',
        isOwner: true,
        roleName: 'Owner',
      }),
    ]);
  });

  it('has no limit on organizations, whatever the plan', async () => {
    const owner = await signUpApiUser(server, 'org-many');
    for (let index = 0; index < 4; index++) await createOrganizationAs(owner);
    expect((await owner.call('GET', '/organizations')).body).toHaveLength(4);
  });

  it.each([
    [{ name: '', slug: 'fine' }, ORG_MESSAGES.nameAndSlugRequired],
    [{ name: 'Fine', slug: '  ' }, ORG_MESSAGES.nameAndSlugRequired],
    [{ name: 'Fine', slug: 'Not Valid!' }, ORG_MESSAGES.slugFormat],
    [{ name: 'Fine', slug: 'UPPER' }, ORG_MESSAGES.slugFormat],
    [{ name: 'Fine', slug: 'a'.repeat(49) }, ORG_MESSAGES.slugTooLong],
    [{ name: 'x'.repeat(101), slug: 'fine' }, ORG_MESSAGES.nameTooLong],
    [{ name: 'Fine', slug: 'fine', website: 'ftp://x.example' }, ORG_MESSAGES.websiteScheme],
    [{ name: 'Fine', slug: 'fine', description: 'd'.repeat(501) }, ORG_MESSAGES.descriptionTooLong],
  ])('refuses %o with 400 "%s" and writes nothing', async (body, message) => {
    const user = await signUpApiUser(server, 'org-bad');
    const before = await totalOrganizations();
    const answer = await user.call('POST', '/organizations', body);
    expect(errorOf(answer)).toEqual({ status: 400, message });
    expect(await totalOrganizations()).toBe(before);
  });

  it('refuses a slug already taken with 409 and the spec text on the slug field', async () => {
    const first = await signUpApiUser(server, 'org-slug1');
    const second = await signUpApiUser(server, 'org-slug2');
    const slug = uniqueSlug('taken');
    await createOrganizationAs(first, { slug });
    const answer = await second.call('POST', '/organizations', { name: 'Other', slug });
    expect(errorOf(answer)).toEqual({ status: 409, message: ORG_MESSAGES.slugTaken });
    expect(answer.body.error.fields).toEqual({ slug: ORG_MESSAGES.slugTaken });
    expect(answer.body.error.message).toBe('This slug is already taken by another organization');
    expect(await countOrganizations(slug)).toBe(1);
    expect((await second.call('GET', '/organizations')).body).toEqual([]);
  });

  it('lets exactly one of two simultaneous creates with the same slug win', async () => {
    const first = await signUpApiUser(server, 'org-race1');
    const second = await signUpApiUser(server, 'org-race2');
    const slug = uniqueSlug('race');
    const answers = await Promise.all([
      first.call('POST', '/organizations', { name: 'First', slug }),
      second.call('POST', '/organizations', { name: 'Second', slug }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.error.message).toBe('This slug is already taken by another organization');
    expect(await countOrganizations(slug)).toBe(1);
    const winner = answers.find((answer) => answer.status === 201);
    const members = await memberRows(server, winner?.body.id);
    expect(members).toHaveLength(1);
    expect(members[0]?.isOwner).toBe(true);
    // The loser is left with no organization and no stray membership: their personal
    // workspace only.
    const lost = answers[0]?.status === 409 ? first : second;
    const theirs = await server.database.db
      .selectFrom('organization_members as m')
      .innerJoin('organizations as o', 'o.id', 'm.organizationId')
      .select(['o.name', 'o.personalUserId'])
      .where('m.userId', '=', lost.id)
      .execute();
    expect(theirs).toEqual([{ name: 'Personal', personalUserId: lost.id }]);
  });
});

describe('GET /organizations', () => {
  it('lists active memberships of active organizations by name, with the role held', async () => {
    const user = await signUpApiUser(server, 'org-list');
    const other = await signUpApiUser(server, 'org-list-other');
    const zeta = await createOrganizationAs(user, { name: 'Zeta' });
    const alpha = await createOrganizationAs(other, { name: 'alpha' });
    await addMember(server, alpha.id, user, 'Member');
    const invited = await createOrganizationAs(other, { name: 'Invited' });
    await addMember(server, invited.id, user, 'Admin', 'invited');
    const suspended = await createOrganizationAs(other, { name: 'Suspended' });
    await addMember(server, suspended.id, user, 'Admin', 'suspended');
    const gone = await createOrganizationAs(user, { name: 'Gone' });
    await deactivate(server, gone.id);

    const answer = await user.call('GET', '/organizations');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        id: alpha.id,
        name: 'alpha',
        slug: alpha.slug,
        logoUrl: null,
        isActive: true,
        roleName: 'Member',
        isOwner: false,
      },
      {
        id: zeta.id,
        name: 'Zeta',
        slug: zeta.slug,
        logoUrl: null,
        isActive: true,
        roleName: 'Owner',
        isOwner: true,
      },
    ]);
  });
});

describe('GET /organizations/:orgId', () => {
  it('answers members with what they may do, and 404 to anyone who may not see it', async () => {
    const owner = await signUpApiUser(server, 'org-get');
    const member = await signUpApiUser(server, 'org-get-m');
    const invited = await signUpApiUser(server, 'org-get-i');
    const stranger = await signUpApiUser(server, 'org-get-s');
    const org = await createOrganizationAs(owner, { name: 'Visible' });
    const memberId = await addMember(server, org.id, member, 'Member');
    await addMember(server, org.id, invited, 'Admin', 'invited');

    const seen = await member.call('GET', `/organizations/${org.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      id: org.id,
      name: 'Visible',
      permissions: MEMBER_KEYS,
      isOwner: false,
      isAdmin: false,
      memberId,
    });
    for (const [who, path] of [
      [stranger, `/organizations/${org.id}`],
      [invited, `/organizations/${org.id}`],
      [owner, '/organizations/not-a-uuid'],
      [owner, '/organizations/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect(errorOf(await who.call('GET', path))).toEqual({
        status: 404,
        message: ORG_MESSAGES.organizationNotFound,
      });
    }
  });

  it('hides a deactivated organization from its members but not from a platform admin', async () => {
    const owner = await signUpApiUser(server, 'org-deact');
    const admin = await signUpApiUser(server, 'org-deact-pa');
    const org = await createOrganizationAs(owner, { name: 'Sleeping' });
    await deactivate(server, org.id);
    await makePlatformAdmin(server, admin);

    expect((await owner.call('GET', `/organizations/${org.id}`)).status).toBe(404);
    expect((await owner.call('GET', `/organizations/${org.id}/members`)).status).toBe(404);
    const seen = await admin.call('GET', `/organizations/${org.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      isActive: false,
      viaPlatformAdmin: true,
      memberId: null,
      isOwner: false,
      permissions: ALL,
    });
    // …and may act in it: the members list and the settings.
    const members = await admin.call('GET', `/organizations/${org.id}/members`);
    expect(members.status).toBe(200);
    expect(members.body.members.map((m: { userId: string }) => m.userId)).toEqual([owner.id]);
    const renamed = await admin.call('PATCH', `/organizations/${org.id}`, { name: 'Renamed' });
    expect(renamed.status).toBe(200);
    expect((await organizationRow(server, org.id)).name).toBe('Renamed');
    // The platform admin's own list holds only their own organizations.
    expect((await admin.call('GET', '/organizations')).body).toEqual([]);
  });
});

describe('PATCH /organizations/:orgId', () => {
  it('saves name, description and website; the unchanged slug may come back', async () => {
    const owner = await signUpApiUser(server, 'org-patch');
    const org = await createOrganizationAs(owner, { name: 'Before' });
    const answer = await owner.call('PATCH', `/organizations/${org.id}`, {
      name: ' After ',
      slug: org.slug,
      description: 'Now described',
      website: 'http://after.example',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      name: 'After',
      slug: org.slug,
      description: 'Now described',
      website: 'http://after.example',
    });
    const row = await organizationRow(server, org.id);
    expect(row).toMatchObject({ name: 'After', description: 'Now described' });
    expect(row.settings).toEqual({ website: 'http://after.example' });

    const cleared = await owner.call('PATCH', `/organizations/${org.id}`, {
      description: '',
      website: '',
    });
    expect(cleared.body).toMatchObject({ name: 'After', description: null, website: null });
  });

  it('refuses another slug with 400 and keeps the stored one', async () => {
    const owner = await signUpApiUser(server, 'org-slugfix');
    const org = await createOrganizationAs(owner);
    const answer = await owner.call('PATCH', `/organizations/${org.id}`, {
      name: 'Changed',
      slug: `${org.slug}-new`,
    });
    expect(errorOf(answer)).toEqual({ status: 400, message: ORG_MESSAGES.slugImmutable });
    expect(answer.body.error.fields).toEqual({ slug: ORG_MESSAGES.slugImmutable });
    expect(await organizationRow(server, org.id)).toMatchObject({ slug: org.slug, name: org.name });
  });

  it('refuses bad input, a member without org:settings:edit (403) and a stranger (404)', async () => {
    const owner = await signUpApiUser(server, 'org-p403');
    const member = await signUpApiUser(server, 'org-p403-m');
    const stranger = await signUpApiUser(server, 'org-p403-s');
    const org = await createOrganizationAs(owner, { name: 'Guarded' });
    await addMember(server, org.id, member, 'Member');
    const before = await organizationRow(server, org.id);

    expect(errorOf(await owner.call('PATCH', `/organizations/${org.id}`, { name: '  ' }))).toEqual({
      status: 400,
      message: ORG_MESSAGES.nameAndSlugRequired,
    });
    expect(
      errorOf(await owner.call('PATCH', `/organizations/${org.id}`, { website: 'javascript:x' })),
    ).toEqual({ status: 400, message: ORG_MESSAGES.websiteScheme });
    expect(
      errorOf(await member.call('PATCH', `/organizations/${org.id}`, { name: 'Mine now' })),
    ).toEqual({ status: 403, message: ORG_MESSAGES.noEditPermission });
    expect(
      errorOf(await stranger.call('PATCH', `/organizations/${org.id}`, { name: 'Mine now' })),
    ).toEqual({ status: 404, message: ORG_MESSAGES.organizationNotFound });
    expect(await organizationRow(server, org.id)).toEqual(before);
  });

  it('tells every member’s browsers about the change', async () => {
    const owner = await signUpApiUser(server, 'org-live');
    const member = await signUpApiUser(server, 'org-live-m');
    const org = await createOrganizationAs(owner);
    await addMember(server, org.id, member, 'Member');
    const stream = await openSse(`${server.url}/api/v1/events`, {
      headers: { cookie: member.cookie },
    });
    try {
      await stream.waitForComment('connected');
      await owner.call('PATCH', `/organizations/${org.id}`, { name: 'Live' });
      await stream.waitForMessage((message) => {
        const event = JSON.parse(message.data) as { entity: string; op: string; id: string };
        return event.entity === 'organizations' && event.op === 'update' && event.id === org.id;
      });
    } finally {
      stream.close();
    }
  });
});

describe('POST and DELETE /organizations/:orgId/logo', () => {
  it('stores a 256x256 WebP at organization-logos/{orgId}/logo.webp, then removes it', async () => {
    const owner = await signUpApiUser(server, 'org-logo');
    const org = await createOrganizationAs(owner);
    const answer = await owner.call(
      'POST',
      `/organizations/${org.id}/logo`,
      imageForm(await pngOf(800, 500)),
    );
    expect(answer.status).toBe(200);
    const { logoUrl } = answer.body as { logoUrl: string };
    expect(logoUrl).toMatch(new RegExp(`^/files/organization-logos/${org.id}/logo\\.webp\\?v=`));
    expect((await organizationRow(server, org.id)).logoUrl).toBe(logoUrl);
    const file = await fetch(`${server.url}${logoUrl}`);
    expect(file.status).toBe(200);
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await owner.call('GET', '/organizations')).body[0].logoUrl).toBe(logoUrl);

    const removed = await owner.call('DELETE', `/organizations/${org.id}/logo`);
    expect(removed.status).toBe(200);
    expect(removed.body.logoUrl).toBeNull();
    expect((await organizationRow(server, org.id)).logoUrl).toBeNull();
    expect((await fetch(`${server.url}${logoUrl}`)).status).toBe(404);
  });

  it('refuses a non-image (415), a file over 5 MB (413) and stores nothing', async () => {
    const owner = await signUpApiUser(server, 'org-logo-bad');
    const org = await createOrganizationAs(owner);
    const pdf = await owner.call(
      'POST',
      `/organizations/${org.id}/logo`,
      imageForm(Buffer.from('%PDF-1.7 not an image'), 'x.pdf', 'application/pdf'),
    );
    expect(errorOf(pdf)).toEqual({ status: 415, message: MESSAGES.avatarNotImage });
    const big = Buffer.concat([await pngOf(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await owner.call('POST', `/organizations/${org.id}/logo`, imageForm(big));
    expect(errorOf(tooBig)).toEqual({ status: 413, message: MESSAGES.avatarTooLarge });
    expect((await organizationRow(server, org.id)).logoUrl).toBeNull();
    expect(existsSync(join(filesDir(), 'organization-logos', org.id))).toBe(false);
  });

  it('refuses members without org:settings:edit (403) and strangers (404)', async () => {
    const owner = await signUpApiUser(server, 'org-logo-403');
    const member = await signUpApiUser(server, 'org-logo-403m');
    const stranger = await signUpApiUser(server, 'org-logo-403s');
    const org = await createOrganizationAs(owner);
    await addMember(server, org.id, member, 'Member');
    const image = imageForm(await pngOf(50, 50));
    expect(errorOf(await member.call('POST', `/organizations/${org.id}/logo`, image))).toEqual({
      status: 403,
      message: ORG_MESSAGES.noEditPermission,
    });
    expect(errorOf(await stranger.call('POST', `/organizations/${org.id}/logo`, image))).toEqual({
      status: 404,
      message: ORG_MESSAGES.organizationNotFound,
    });
    expect(existsSync(join(filesDir(), 'organization-logos', org.id))).toBe(false);

    await owner.call('POST', `/organizations/${org.id}/logo`, image);
    const stored = (await organizationRow(server, org.id)).logoUrl;
    expect(stored).not.toBeNull();
    expect((await member.call('DELETE', `/organizations/${org.id}/logo`)).status).toBe(403);
    expect((await stranger.call('DELETE', `/organizations/${org.id}/logo`)).status).toBe(404);
    expect((await organizationRow(server, org.id)).logoUrl).toBe(stored);
  });
});

describe('GET /organizations/:orgId/permissions', () => {
  it('answers the caller’s keys from get_user_permissions', async () => {
    const owner = await signUpApiUser(server, 'org-perm');
    const member = await signUpApiUser(server, 'org-perm-m');
    const stranger = await signUpApiUser(server, 'org-perm-s');
    const org = await createOrganizationAs(owner);
    await addMember(server, org.id, member, 'Member');
    expect((await owner.call('GET', `/organizations/${org.id}/permissions`)).body).toEqual({
      permissions: ALL,
    });
    expect((await member.call('GET', `/organizations/${org.id}/permissions`)).body).toEqual({
      permissions: MEMBER_KEYS,
    });
    expect((await stranger.call('GET', `/organizations/${org.id}/permissions`)).status).toBe(404);
  });
});

// The settings endpoints over real HTTP: what is stored, what is refused, and that
// bad input changes nothing.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpApiUserAs } from '../../../../tests/support/api-user';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { phoneCountryOf } from '../clients/public';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

type User = { id: string; cookie: string };
type ErrorBody = { error: { code: string; message: string } };

let count = 0;
/** Each user signs up from an address of its own (createAgent), so sign-up rate limits stay apart. */
async function signUp(): Promise<User> {
  const { id, cookie } = await signUpApiUserAs(server, `settings-${++count}@example.com`, {
    name: 'Ada',
  });
  return { id, cookie };
}

function call(user: User | null, method: string, path: string, body?: unknown) {
  const isForm = body instanceof FormData;
  return fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: {
      origin: server.url,
      ...(user ? { cookie: user.cookie } : {}),
      ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
}

const profileRow = (userId: string) =>
  server.database.db
    .selectFrom('profiles')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();

const message = async (response: Response) => ((await response.json()) as ErrorBody).error.message;

const imageForm = (data: Buffer, name = 'me.png', type = 'image/png') => {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(data)], { type }), name);
  return form;
};

const pngOf = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();

const filesDir = () => join(server.deps.config.dataDir, 'files');

describe('PATCH /api/v1/me/profile', () => {
  it('updates the profile and answers it, numbers in E.164', async () => {
    const user = await signUp();
    const response = await call(user, 'PATCH', '/me/profile', {
      displayName: 'Ada Lovelace',
      bio: 'Counting engines.\nAnd poetry.',
      isPublic: false,
      whatsappNumber: '+44 20 7946 0958',
      phoneNumber: '+1 (415) 555-2671',
      timezone: 'Europe/London',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      displayName: 'Ada Lovelace',
      bio: 'Counting engines.\nAnd poetry.',
      isPublic: false,
      whatsappNumber: '+442079460958',
      phoneNumber: '+14155552671',
      timezone: 'Europe/London',
    });
    expect(await profileRow(user.id)).toMatchObject({
      displayName: 'Ada Lovelace',
      isPublic: false,
      whatsappNumber: '+442079460958',
      phoneNumber: '+14155552671',
    });

    // Blank numbers clear them; fields left out stay as they were.
    const cleared = await call(user, 'PATCH', '/me/profile', {
      whatsappNumber: '',
      phoneNumber: null,
    });
    expect(await cleared.json()).toMatchObject({
      whatsappNumber: null,
      phoneNumber: null,
      displayName: 'Ada Lovelace',
    });
  });

  it('stores script tags as plain text and answers them as-is', async () => {
    const user = await signUp();
    const hostile = '<script>alert(1)</script>';
    const response = await call(user, 'PATCH', '/me/profile', {
      displayName: hostile,
      bio: hostile,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ displayName: hostile, bio: hostile });
    expect(await profileRow(user.id)).toMatchObject({ displayName: hostile, bio: hostile });
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const user = await signUp();
    const before = await profileRow(user.id);
    const cases: [unknown, number, string][] = [
      [{ bio: 'x'.repeat(501) }, 400, 'Bio must be 500 characters or fewer'],
      [{ phoneNumber: '12345' }, 400, 'Enter a valid phone number'],
      [{ whatsappNumber: 'call me maybe' }, 400, 'Enter a valid phone number'],
      [{ timezone: 'Mars/Olympus_Mons' }, 400, 'Choose a time zone from the list'],
      [{ displayName: 'x'.repeat(101) }, 400, 'Display name must be 100 characters or fewer'],
      [{ isPublic: 'yes' }, 400, ''],
      // One bad field spoils the whole request: the good one is not stored either.
      [{ displayName: 'Changed', bio: 'y'.repeat(501) }, 400, 'Bio must be'],
      [{ username: 'sneaky' }, 400, ''],
      [{}, 400, 'Nothing to update'],
    ];
    for (const [body, status, text] of cases) {
      const response = await call(user, 'PATCH', '/me/profile', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await message(response)).toContain(text);
    }
    expect(await profileRow(user.id)).toEqual(before);
  });

  it('stores the phone country numbers without a code are read in, for the import', async () => {
    const user = await signUp();
    expect(await phoneCountryOf(server.database.db, user.id)).toBe('US');
    const unset = await call(user, 'GET', '/me/profile');
    expect(((await unset.json()) as { phoneCountry: unknown }).phoneCountry).toBeNull();

    const response = await call(user, 'PATCH', '/me/profile', { phoneCountry: 'de' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ phoneCountry: 'DE' });
    expect((await profileRow(user.id)).phoneCountry).toBe('DE');
    expect(await phoneCountryOf(server.database.db, user.id)).toBe('DE');

    const before = await profileRow(user.id);
    const cases: unknown[] = ['XX', 'DEU', 'Germany', 'D', '', 49, true, ['DE'], { code: 'DE' }];
    for (const phoneCountry of cases) {
      const refused = await call(user, 'PATCH', '/me/profile', { phoneCountry });
      expect(refused.status, JSON.stringify(phoneCountry)).toBe(400);
      expect(await message(refused)).toContain('Choose a country from the list');
    }
    expect(await profileRow(user.id)).toEqual(before);

    // null clears it: the import falls back to the US again.
    const cleared = await call(user, 'PATCH', '/me/profile', { phoneCountry: null });
    expect(await cleared.json()).toMatchObject({ phoneCountry: null });
    expect(await phoneCountryOf(server.database.db, user.id)).toBe('US');
  });

  it('accepts a bio of exactly 500 characters', async () => {
    const user = await signUp();
    const response = await call(user, 'PATCH', '/me/profile', { bio: 'b'.repeat(500) });
    expect(response.status).toBe(200);
    expect((await profileRow(user.id)).bio).toHaveLength(500);
  });

  it('answers 401 when signed out', async () => {
    const response = await call(null, 'PATCH', '/me/profile', { displayName: 'x' });
    expect(response.status).toBe(401);
  });
});

describe('POST and DELETE /api/v1/me/avatar', () => {
  it('resizes the image to a 400x400 WebP, stores it and serves it', async () => {
    const user = await signUp();
    const response = await call(user, 'POST', '/me/avatar', imageForm(await pngOf(900, 600)));
    expect(response.status).toBe(200);
    const { avatarUrl } = (await response.json()) as { avatarUrl: string };
    expect(avatarUrl).toMatch(new RegExp(`^/files/avatars/${user.id}/avatar\\.webp\\?v=`));
    expect((await profileRow(user.id)).avatarUrl).toBe(avatarUrl);

    const file = await fetch(`${server.url}${avatarUrl}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toContain('public');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });

    // Removing it clears the profile and deletes the file.
    const removed = await call(user, 'DELETE', '/me/avatar');
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { avatarUrl: null }).avatarUrl).toBeNull();
    expect((await profileRow(user.id)).avatarUrl).toBeNull();
    expect((await fetch(`${server.url}${avatarUrl}`)).status).toBe(404);
  });

  it('refuses a 6 MB image with 413 and stores nothing', async () => {
    const user = await signUp();
    const big = Buffer.concat([await pngOf(10, 10), Buffer.alloc(6 * 1024 * 1024)]);
    const response = await call(user, 'POST', '/me/avatar', imageForm(big));
    expect(response.status).toBe(413);
    expect(await message(response)).toBe('File size must be less than 5MB');
    expect((await profileRow(user.id)).avatarUrl).toBeNull();
    expect(existsSync(join(filesDir(), 'avatars', user.id))).toBe(false);
  });

  it('refuses a text file named .png with 415 and stores nothing', async () => {
    const user = await signUp();
    const response = await call(
      user,
      'POST',
      '/me/avatar',
      imageForm(Buffer.from('I am not a picture'), 'photo.png', 'image/png'),
    );
    expect(response.status).toBe(415);
    expect(await message(response)).toBe('Only image files are allowed');
    expect((await profileRow(user.id)).avatarUrl).toBeNull();
    expect(existsSync(join(filesDir(), 'avatars', user.id))).toBe(false);
  });

  it('refuses a PDF and a PNG header with garbage behind it', async () => {
    const user = await signUp();
    const pdf = await call(user, 'POST', '/me/avatar', imageForm(Buffer.from('%PDF-1.7 ...')));
    expect(pdf.status).toBe(415);
    const broken = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 7)]);
    const garbage = await call(user, 'POST', '/me/avatar', imageForm(broken));
    expect(garbage.status).toBe(415);
    expect((await profileRow(user.id)).avatarUrl).toBeNull();
  });

  it("never touches another user's avatar", async () => {
    const owner = await signUp();
    const other = await signUp();
    await call(owner, 'POST', '/me/avatar', imageForm(await pngOf(50, 50)));
    const ownerAvatar = (await profileRow(owner.id)).avatarUrl;
    expect(ownerAvatar).not.toBeNull();

    // The other user's requests only ever address their own profile.
    expect((await call(other, 'DELETE', '/me/avatar')).status).toBe(200);
    await call(other, 'PATCH', '/me/profile', { displayName: 'Other' });
    expect(await profileRow(owner.id)).toMatchObject({
      avatarUrl: ownerAvatar,
      displayName: 'Ada',
    });
    expect((await fetch(`${server.url}${ownerAvatar}`)).status).toBe(200);
    expect((await call(null, 'DELETE', '/me/avatar')).status).toBe(401);
  });
});

describe('PATCH /api/v1/me/username', () => {
  const setTier = (userId: string, tier: 'free' | 'pro' | 'business') =>
    server.database.db.updateTable('profiles').set({ tier }).where('userId', '=', userId).execute();

  it('is refused to Free users with the plan that allows it', async () => {
    const user = await signUp();
    const before = (await profileRow(user.id)).username;
    const response = await call(user, 'PATCH', '/me/username', { username: 'ada-lovelace' });
    expect(response.status).toBe(403);
    expect(await message(response)).toContain('Pro');
    expect((await profileRow(user.id)).username).toBe(before);
  });

  it('lets Pro and Business users pick a free, URL-safe, unreserved name', async () => {
    const pro = await signUp();
    await setTier(pro.id, 'pro');
    const response = await call(pro, 'PATCH', '/me/username', { username: 'Ada-Lovelace' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { username: string }).username).toBe('ada-lovelace');

    const business = await signUp();
    await setTier(business.id, 'business');
    const before = (await profileRow(business.id)).username;
    const cases: [string, number, string][] = [
      ['ADA-LOVELACE', 409, 'This username is already taken'],
      ['settings', 400, 'This username is reserved'],
      ['Dashboard', 400, 'This username is reserved'],
      // The first segments of /schedule/cancel/{token} and /schedule/reschedule/{token}.
      ['cancel', 400, 'This username is reserved'],
      ['Reschedule', 400, 'This username is reserved'],
      ['ab', 400, 'Usernames are 3-30 characters'],
      ['x'.repeat(31), 400, 'Usernames are 3-30 characters'],
      ['has space', 400, 'Usernames are 3-30 characters'],
      ['../etc', 400, 'Usernames are 3-30 characters'],
      ['-dash-first', 400, 'Usernames are 3-30 characters'],
      ['<script>', 400, 'Usernames are 3-30 characters'],
    ];
    for (const [username, status, text] of cases) {
      const refused = await call(business, 'PATCH', '/me/username', { username });
      expect(refused.status, username).toBe(status);
      expect(await message(refused)).toContain(text);
    }
    expect((await profileRow(business.id)).username).toBe(before);

    const ok = await call(business, 'PATCH', '/me/username', { username: 'team_scale-1' });
    expect(ok.status).toBe(200);
    expect((await profileRow(business.id)).username).toBe('team_scale-1');
  });
});

describe('PATCH /api/v1/me/notifications', () => {
  it('saves the preferences sent and keeps the others', async () => {
    const user = await signUp();
    const response = await call(user, 'PATCH', '/me/notifications', {
      pushNotifications: false,
      emailMarketing: true,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      emailNotifications: true,
      emailMarketing: true,
      emailSystem: true,
      pushNotifications: false,
      pushMessages: true,
      pushReminders: true,
    });
    // Stored under the spec's snake_case names.
    const stored = await sql<{ preferences: string }>`
      SELECT notification_preferences::text AS preferences FROM profiles WHERE user_id = ${user.id}`.execute(
      server.database.db,
    );
    expect(JSON.parse(stored.rows[0]?.preferences ?? '{}')).toEqual({
      email_notifications: true,
      email_marketing: true,
      email_system: true,
      push_notifications: false,
      push_messages: true,
      push_reminders: true,
    });
    // And read back by the endpoints that show them.
    const me = (await (await call(user, 'GET', '/me')).json()) as {
      profile: { notificationPreferences: Record<string, boolean> };
    };
    expect(me.profile.notificationPreferences).toMatchObject({
      emailMarketing: true,
      pushNotifications: false,
    });
  });

  it('refuses unknown keys and non-booleans, storing nothing', async () => {
    const user = await signUp();
    const before = await profileRow(user.id);
    for (const body of [{ pushMessages: 'no' }, { sms: true }, {}, [true]]) {
      const response = await call(user, 'PATCH', '/me/notifications', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await profileRow(user.id)).toEqual(before);
  });
});

describe('GET /api/v1/me/profile', () => {
  it("answers the owner's settings, email included", async () => {
    const user = await signUp();
    const response = await call(user, 'GET', '/me/profile');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      userId: user.id,
      displayName: 'Ada',
      tier: 'free',
      whatsappNumber: null,
      phoneNumber: null,
    });
  });
});

describe('GET /files/*', () => {
  it('never serves what lies outside the files folder', async () => {
    for (const path of [
      '..%2Fauth-secret',
      '%2e%2e/auth-secret',
      'avatars/..%2F..%2Fauth-secret',
    ]) {
      const response = await fetch(`${server.url}/files/${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain(server.deps.config.authSecret);
    }
    expect((await fetch(`${server.url}/files/avatars/nobody/avatar.webp`)).status).toBe(404);
  });
});

describe('live updates', () => {
  it("publishes {entity: 'profiles'} for each write, and nothing for refused input", async () => {
    const user = await signUp();
    const seen: string[] = [];
    const unsubscribe = server.deps.events.subscribe(user.id, (event) => {
      seen.push(`${event.entity}:${event.op}`);
    });
    try {
      await call(user, 'PATCH', '/me/profile', { bio: 'x'.repeat(501) });
      await call(user, 'PATCH', '/me/profile', { displayName: 'Live' });
      await call(user, 'PATCH', '/me/notifications', { emailSystem: false });
      await call(user, 'POST', '/me/avatar', imageForm(await pngOf(20, 20)));
      await call(user, 'DELETE', '/me/avatar');
      await expect.poll(() => seen.length).toBe(4);
      expect(seen).toEqual(Array(4).fill('profiles:update'));
    } finally {
      unsubscribe();
    }
  });
});

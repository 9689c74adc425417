// The `npm run admin` commands on a real database: the flag and tier stored, the
// messages printed, unknown addresses refused, and open browsers told of the change.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../../tests/support/test-database';
import { type ChangeNotification, EVENTS_CHANNEL } from '../../../platform/events/publish';
import { ADMIN_HELP, parseAdminCommand, runAdminCommand } from './admin-command';
import { AdminCommandError } from './platform-admins';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function createAccount(email: string): Promise<string> {
  const id = randomUUID();
  await database.db.insertInto('users').values({ id, name: '', email }).execute();
  await database.db
    .insertInto('profiles')
    .values({ userId: id, username: `u${id.slice(0, 8)}` })
    .execute();
  return id;
}

async function profileOf(userId: string) {
  return database.db
    .selectFrom('profiles')
    .select(['isPlatformAdmin', 'tier'])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
}

describe('parseAdminCommand', () => {
  it('reads each command', () => {
    expect(parseAdminCommand(['grant', 'a@example.com'])).toEqual({
      name: 'grant',
      email: 'a@example.com',
    });
    expect(parseAdminCommand(['revoke', 'a@example.com'])).toEqual({
      name: 'revoke',
      email: 'a@example.com',
    });
    expect(parseAdminCommand(['tier', 'a@example.com', 'business'])).toEqual({
      name: 'tier',
      email: 'a@example.com',
      tier: 'business',
    });
    expect(parseAdminCommand(['list'])).toEqual({ name: 'list' });
    expect(parseAdminCommand(['help'])).toEqual({ name: 'help' });
  });

  it('refuses bad usage', () => {
    expect(parseAdminCommand([])).toBeNull();
    expect(parseAdminCommand(['grant'])).toBeNull();
    expect(parseAdminCommand(['grant', 'a@example.com', 'b@example.com'])).toBeNull();
    expect(parseAdminCommand(['tier', 'a@example.com'])).toBeNull();
    expect(parseAdminCommand(['tier', 'a@example.com', 'gold'])).toBeNull();
    expect(parseAdminCommand(['list', 'extra'])).toBeNull();
    expect(parseAdminCommand(['promote', 'a@example.com'])).toBeNull();
  });

  it('documents every command in the help text', () => {
    for (const name of ['grant <email>', 'revoke <email>', 'tier <email>', 'list', 'help']) {
      expect(ADMIN_HELP).toContain(name);
    }
  });
});

describe('runAdminCommand', () => {
  it('grants and revokes platform admin, case-insensitively on the address', async () => {
    const id = await createAccount('alice@example.com');
    const other = await createAccount('bob@example.com');

    expect(await runAdminCommand(database.db, { name: 'grant', email: 'Alice@Example.com' })).toBe(
      'alice@example.com is now a platform admin',
    );
    expect(await profileOf(id)).toEqual({ isPlatformAdmin: true, tier: 'free' });
    expect((await profileOf(other)).isPlatformAdmin).toBe(false);
    expect(await runAdminCommand(database.db, { name: 'list' })).toBe('alice@example.com\tfree');

    expect(await runAdminCommand(database.db, { name: 'revoke', email: 'alice@example.com' })).toBe(
      'alice@example.com is no longer a platform admin',
    );
    expect((await profileOf(id)).isPlatformAdmin).toBe(false);
    expect(await runAdminCommand(database.db, { name: 'list' })).toBe(
      'There are no platform admins.',
    );
  });

  it('sets the plan tier', async () => {
    const id = await createAccount('carol@example.com');
    expect(
      await runAdminCommand(database.db, { name: 'tier', email: 'carol@example.com', tier: 'pro' }),
    ).toBe('carol@example.com is now on the pro tier');
    expect(await profileOf(id)).toEqual({ isPlatformAdmin: false, tier: 'pro' });
  });

  it('lists admins by e-mail with their tiers', async () => {
    await createAccount('zed@example.com');
    await createAccount('amy@example.com');
    await runAdminCommand(database.db, { name: 'grant', email: 'zed@example.com' });
    await runAdminCommand(database.db, { name: 'grant', email: 'amy@example.com' });
    await runAdminCommand(database.db, {
      name: 'tier',
      email: 'zed@example.com',
      tier: 'business',
    });
    expect(await runAdminCommand(database.db, { name: 'list' })).toBe(
      'amy@example.com\tfree\nzed@example.com\tbusiness',
    );
  });

  it('refuses an unknown address and changes nothing', async () => {
    const before = await database.db.selectFrom('profiles').selectAll().orderBy('userId').execute();
    for (const command of [
      { name: 'grant', email: 'ghost@example.com' },
      { name: 'revoke', email: 'ghost@example.com' },
      { name: 'tier', email: 'ghost@example.com', tier: 'business' },
    ] as const) {
      const attempt = runAdminCommand(database.db, command);
      await expect(attempt).rejects.toBeInstanceOf(AdminCommandError);
      await expect(attempt).rejects.toThrow('No account with the e-mail address ghost@example.com');
    }
    const after = await database.db.selectFrom('profiles').selectAll().orderBy('userId').execute();
    expect(after).toEqual(before);
  });

  it("tells the user's open browsers that their profile changed", async () => {
    const id = await createAccount('dave@example.com');
    const heard: ChangeNotification[] = [];
    const unlisten = await database.listen(EVENTS_CHANNEL, (payload) => {
      heard.push(JSON.parse(payload));
    });
    try {
      await runAdminCommand(database.db, { name: 'grant', email: 'dave@example.com' });
      await expect
        .poll(() => heard.filter((event) => event.userId === id))
        .toEqual([{ userId: id, entity: 'profiles', op: 'update', id }]);
    } finally {
      await unlisten();
    }
  });
});

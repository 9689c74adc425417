// The operator's commands behind `npm run admin`: who is a platform admin and on which
// plan tier. They run outside the server, so each one announces its change on the
// live-update channel for any server process sharing the database.
import { type Kysely, sql } from 'kysely';
import type { PlanTier } from '../../../../core/plans';
import type { DB } from '../../../db/types';
import { publishChange } from '../../../platform/events/publish';

/** An expected failure the command line prints as it is (exit code 1). */
export class AdminCommandError extends Error {}

export type AdminAccount = { userId: string; email: string; tier: PlanTier };

async function findAccount(db: Kysely<DB>, email: string): Promise<AdminAccount> {
  const account = await db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.userId', 'users.id')
    .select(['users.id as userId', 'users.email', 'profiles.tier'])
    // Sign-up stores addresses lower-cased; an operator may type them any way.
    .where(sql<string>`lower(users.email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!account) throw new AdminCommandError(`No account with the e-mail address ${email}`);
  return account;
}

async function updateProfile(
  db: Kysely<DB>,
  email: string,
  values: { isPlatformAdmin?: boolean; tier?: PlanTier },
): Promise<AdminAccount> {
  return db.transaction().execute(async (trx) => {
    const account = await findAccount(trx, email);
    await trx
      .updateTable('profiles')
      .set({ ...values, updatedAt: sql`now()` })
      .where('userId', '=', account.userId)
      .execute();
    await publishChange(trx, account.userId, {
      entity: 'profiles',
      op: 'update',
      id: account.userId,
    });
    return { ...account, tier: values.tier ?? account.tier };
  });
}

export async function grantPlatformAdmin(db: Kysely<DB>, email: string): Promise<string> {
  const account = await updateProfile(db, email, { isPlatformAdmin: true });
  return `${account.email} is now a platform admin`;
}

export async function revokePlatformAdmin(db: Kysely<DB>, email: string): Promise<string> {
  const account = await updateProfile(db, email, { isPlatformAdmin: false });
  return `${account.email} is no longer a platform admin`;
}

export async function setPlanTier(db: Kysely<DB>, email: string, tier: PlanTier): Promise<string> {
  const account = await updateProfile(db, email, { tier });
  return `${account.email} is now on the ${tier} tier`;
}

export async function listPlatformAdmins(db: Kysely<DB>): Promise<AdminAccount[]> {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.userId', 'users.id')
    .select(['users.id as userId', 'users.email', 'profiles.tier'])
    .where('profiles.isPlatformAdmin', '=', true)
    .orderBy('users.email')
    .execute();
}

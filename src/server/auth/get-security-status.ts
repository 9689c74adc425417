import type { Kysely } from 'kysely';
import type { SecurityStatus } from '../../core/auth-schemas';
import type { DB } from '../db/types';

export async function getSecurityStatus(db: Kysely<DB>, userId: string): Promise<SecurityStatus> {
  const user = await db
    .selectFrom('users')
    .select(['email', 'emailVerified', 'twoFactorEnabled'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const credential = await db
    .selectFrom('accounts')
    .select('id')
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .where('password', 'is not', null)
    .executeTakeFirst();
  return { ...user, hasPassword: Boolean(credential) };
}

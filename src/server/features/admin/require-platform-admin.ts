// Every platform-admin route answers a signed-in non-admin exactly as an unknown
// endpoint does, so the API gives them no hint that these routes exist. Signed out is
// 401, as on every private route (the authorization matrix expects it everywhere).
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { requireUser } from '../../auth/session';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';
import type { AppEnv, SessionUser } from '../../http/types';

export const NOT_AN_ENDPOINT = 'No such API endpoint';

export async function requirePlatformAdmin(
  db: Kysely<DB>,
  c: Context<AppEnv>,
): Promise<SessionUser> {
  const user = requireUser(c);
  const profile = await db
    .selectFrom('profiles')
    .select('isPlatformAdmin')
    .where('userId', '=', user.id)
    .executeTakeFirst();
  if (!profile?.isPlatformAdmin) throw notFound(NOT_AN_ENDPOINT);
  return user;
}

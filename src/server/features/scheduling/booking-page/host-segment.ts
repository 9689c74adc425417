// The first segment of a booking page address: the host's username (the friendly form,
// issue 21) or their user id (the old form, still answered). Usernames are 3–30
// characters and unique whatever their case (migration 0001); a user id is longer (32
// characters from the sign-in library), so the two never meet.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';

const MAX_USERNAME_LENGTH = 30;
/** No user has it: an unknown username then gets the same 404s as an unknown id. */
const NOBODY = '';

export function isUserId(segment: string): boolean {
  return segment.length > MAX_USERNAME_LENGTH;
}

/** The host's user id for either form; NOBODY when no one goes by that username. */
export async function hostIdOf(db: Kysely<DB>, segment: string): Promise<string> {
  if (isUserId(segment)) return segment;
  const row = await db
    .selectFrom('profiles')
    .select('userId')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', segment.toLowerCase()))
    .executeTakeFirst();
  return row?.userId ?? NOBODY;
}

/** The username of a host, for the friendly address; undefined for an unknown id. */
export async function usernameOf(db: Kysely<DB>, userId: string): Promise<string | undefined> {
  if (!isUserId(userId)) return undefined;
  const row = await db
    .selectFrom('profiles')
    .select('username')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.username;
}

/** /schedule/{username}[/{slug}] */
export function friendlySchedulePath(username: string, slug?: string): string {
  const base = `/schedule/${encodeURIComponent(username)}`;
  return slug === undefined ? base : `${base}/${encodeURIComponent(slug)}`;
}

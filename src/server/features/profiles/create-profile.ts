// Every account gets a profile the moment it is created (spec section 3): a random
// Free-tier Scale Page address, a display name, the section 9 defaults and the
// browser's time zone.
import type { Kysely } from 'kysely';
import { DEFAULT_TIME_ZONE, parseTimeZone } from '../../../core/time-zone';
import type { DB } from '../../db/types';
import { randomUsername } from './random-username';

export type NewProfile = {
  userId: string;
  /** The name given at sign-up or by the provider; may be blank. */
  name: string;
  email: string;
  /** As the browser reported it; anything that is not an IANA zone becomes UTC. */
  timezone?: unknown;
};

/** Also a CHECK on profiles.display_name. */
export const DISPLAY_NAME_MAX_LENGTH = 100;
/** Collisions are rare (36^8 addresses); a few tries make one vanishingly unlikely. */
const USERNAME_ATTEMPTS = 5;

/**
 * Creates the user's profile unless they already have one; answers whether it did.
 * Pass the transaction that created the user so the two commit together.
 */
export async function createProfile(db: Kysely<DB>, input: NewProfile): Promise<boolean> {
  const displayName = defaultDisplayName(input.name, input.email);
  const timezone = parseTimeZone(input.timezone) ?? DEFAULT_TIME_ZONE;
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt++) {
    // ON CONFLICT DO NOTHING rather than catching the unique violation: inside a
    // PostgreSQL transaction an error would abort the whole sign-up.
    const inserted = await db
      .insertInto('profiles')
      .values({ userId: input.userId, username: randomUsername(), displayName, timezone })
      .onConflict((conflict) => conflict.doNothing())
      .returning('userId')
      .executeTakeFirst();
    if (inserted) return true;
    const existing = await db
      .selectFrom('profiles')
      .select('userId')
      .where('userId', '=', input.userId)
      .executeTakeFirst();
    if (existing) return false;
  }
  throw new Error(`No free username found for user ${input.userId}`);
}

/** The sign-up name, else the e-mail's local part ("ada" for ada@example.com). */
export function defaultDisplayName(name: string, email: string): string {
  const chosen = name.trim() || email.split('@')[0]?.trim() || email;
  return chosen.slice(0, DISPLAY_NAME_MAX_LENGTH);
}

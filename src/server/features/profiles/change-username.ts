// PATCH /me/username: a custom Scale Page address, for Pro and Business (spec §9).
// The format and reserved names are checked by ZUsername before this runs.
import type { Kysely } from 'kysely';
import { SERVER_MESSAGES } from '../../../core/messages';
import { canChangeUsername, type ProfileSettings } from '../../../core/profile-schemas';
import type { DB } from '../../db/types';
import { HttpError } from '../../http/errors';
import { publishChange } from '../../platform/events/publish';
import { getProfileSettings } from './get-profile-settings';

const UNIQUE_VIOLATION = '23505';

export async function changeUsername(
  db: Kysely<DB>,
  userId: string,
  username: string,
): Promise<ProfileSettings> {
  const current = await getProfileSettings(db, userId);
  if (!canChangeUsername(current.tier)) {
    throw new HttpError('forbidden', SERVER_MESSAGES.usernameNeedsPlan);
  }
  if (current.username === username) return current;
  try {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('profiles').set({ username }).where('userId', '=', userId).execute();
      await publishChange(trx, userId, { entity: 'profiles', op: 'update', id: userId });
    });
  } catch (error) {
    // profiles_username_key is unique on lower(username): the database decides races.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
      throw new HttpError('conflict', SERVER_MESSAGES.usernameTaken);
    }
    throw error;
  }
  return getProfileSettings(db, userId);
}

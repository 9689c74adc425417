// DELETE /me/avatar: the profile forgets its picture; the stored file is deleted too,
// and a failure to delete it is only warned about (spec §7).
import type { Kysely } from 'kysely';
import { MESSAGES } from '../../../core/messages';
import type { ProfileSettings } from '../../../core/profile-schemas';
import type { DB } from '../../db/types';
import { HttpError } from '../../http/errors';
import { publishChange } from '../../platform/events/publish';
import type { Storage } from '../../platform/storage/storage';
import { getProfileSettings } from './get-profile-settings';
import { storedPath } from './set-avatar';

export async function removeAvatar(
  db: Kysely<DB>,
  storage: Storage,
  userId: string,
): Promise<ProfileSettings> {
  let previous: string | null;
  try {
    previous = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('profiles')
        .select('avatarUrl')
        .where('userId', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new HttpError('not_found', MESSAGES.profileNotFound);
      await trx
        .updateTable('profiles')
        .set({ avatarUrl: null })
        .where('userId', '=', userId)
        .execute();
      await publishChange(trx, userId, { entity: 'profiles', op: 'update', id: userId });
      return row.avatarUrl;
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    console.warn('Removing an avatar failed:', error);
    throw new HttpError('internal', MESSAGES.removeAvatarFailed);
  }
  const path = storedPath(previous);
  if (path) await storage.delete(path);
  return getProfileSettings(db, userId);
}

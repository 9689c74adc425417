// PATCH /me/notifications: any of the six preferences; the others keep their value.
import type { Kysely } from 'kysely';
import type { NotificationPreferencesUpdate } from '../../../core/profile-schemas';
import type { DB } from '../../db/types';
import { badRequest } from '../../http/errors';
import { publishChange } from '../../platform/events/publish';
import { getProfileSettings } from './get-profile-settings';
import {
  fromStoredPreferences,
  type NotificationPreferences,
  toStoredPreferences,
} from './notification-preferences';

export async function updateNotificationPreferences(
  db: Kysely<DB>,
  userId: string,
  changes: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  if (Object.keys(changes).length === 0) throw badRequest('Nothing to update');
  await db.transaction().execute(async (trx) => {
    // Read and write in one transaction, the row locked, so two quick toggles both land.
    const row = await trx
      .selectFrom('profiles')
      .select('notificationPreferences')
      .where('userId', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const merged = { ...fromStoredPreferences(row.notificationPreferences), ...changes };
    await trx
      .updateTable('profiles')
      .set({ notificationPreferences: JSON.stringify(toStoredPreferences(merged)) })
      .where('userId', '=', userId)
      .execute();
    await publishChange(trx, userId, { entity: 'profiles', op: 'update', id: userId });
  });
  return (await getProfileSettings(db, userId)).notificationPreferences;
}

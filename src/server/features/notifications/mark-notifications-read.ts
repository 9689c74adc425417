// POST /notifications/read: the named notifications, or all, read now. Only the caller's
// own rows are touched (another user's id changes nothing and is not reported), and
// their other browsers hear of it so every bell's badge drops at once.
import type { Kysely } from 'kysely';
import type { NotificationsRead } from '../../../core/notification-schemas';
import type { DB } from '../../db/types';
import { publishChange } from '../../platform/events/publish';
import { countUnread } from './list-notifications';

export const NOTIFICATIONS_ENTITY = 'notifications';

export async function markNotificationsRead(
  db: Kysely<DB>,
  userId: string,
  input: NotificationsRead,
): Promise<{ updated: number; unreadCount: number }> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('notifications')
      .set({ readAt: new Date() })
      .where('userId', '=', userId)
      .where('readAt', 'is', null)
      .$call((q) => (input.ids ? q.where('id', 'in', input.ids) : q))
      .executeTakeFirst();
    const updated = Number(result.numUpdatedRows);
    if (updated > 0) {
      await publishChange(trx, userId, { entity: NOTIFICATIONS_ENTITY, op: 'update', id: userId });
    }
    return { updated, unreadCount: await countUnread(trx, userId) };
  });
}

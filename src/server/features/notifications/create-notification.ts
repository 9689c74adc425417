// Stores a notification for one user, in the caller's transaction (so it exists only if
// what caused it commits), and tells that user's open browsers. The source key is
// unique: a second call for the same cause stores nothing and returns false.
import type { Kysely } from 'kysely';
import type { NotificationKind } from '../../../core/notification-schemas';
import type { DB } from '../../db/types';
import { publishChange } from '../../platform/events/publish';
import { NOTIFICATIONS_ENTITY } from './mark-notifications-read';

export type NewNotification = {
  userId: string;
  workspaceId: string | null;
  kind: NotificationKind;
  title: string;
  body: string;
  path: string;
  sourceKey: string;
};

const TITLE_MAX = 500;
const BODY_MAX = 2000;

export async function createNotification(
  trx: Kysely<DB>,
  notification: NewNotification,
): Promise<boolean> {
  const row = await trx
    .insertInto('notifications')
    .values({
      ...notification,
      // The columns' limits; a task title is at most 200 characters, a client name short.
      title: notification.title.slice(0, TITLE_MAX),
      body: notification.body.slice(0, BODY_MAX),
    })
    .onConflict((oc) => oc.constraint('notifications_source_key_unique').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return false;
  await publishChange(trx, notification.userId, {
    entity: NOTIFICATIONS_ENTITY,
    op: 'insert',
    id: row.id,
  });
  return true;
}

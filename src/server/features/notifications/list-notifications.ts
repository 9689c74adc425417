// GET /notifications: one page of the user's notifications, newest first, with the
// unread count the bell's badge shows. Keyset on (created_at, id) like Recent Activity,
// so one arriving while the list is read never shifts a page. Only ever the caller's own.
import { type Kysely, sql } from 'kysely';
import {
  type AppNotification,
  type NotificationPage,
  type NotificationQuery,
  notificationCursor,
} from '../../../core/notification-schemas';
import type { DB } from '../../db/types';

export async function listNotifications(
  db: Kysely<DB>,
  userId: string,
  { before, limit }: NotificationQuery,
): Promise<NotificationPage> {
  const [rows, unreadCount] = await Promise.all([
    db
      .selectFrom('notifications as n')
      .select([
        'n.id',
        'n.kind',
        'n.title',
        'n.body',
        'n.path',
        'n.workspaceId',
        'n.readAt',
        'n.createdAt',
        // The cursor's instant to the microsecond (a Date stops at the millisecond).
        sql<string>`to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
          'position',
        ),
      ])
      .where('n.userId', '=', userId)
      .$if(before !== undefined, (q) =>
        q.where(
          sql<boolean>`(n.created_at, n.id) < (${before?.createdAt}::timestamptz, ${before?.id}::uuid)`,
        ),
      )
      .orderBy('n.createdAt', 'desc')
      .orderBy('n.id', 'desc')
      // One more than the page: whether another page exists, without counting.
      .limit(limit + 1)
      .execute(),
    countUnread(db, userId),
  ]);
  const page = rows.slice(0, limit);
  const items: AppNotification[] = page.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    path: row.path,
    workspaceId: row.workspaceId,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  }));
  const last = page.at(-1);
  return {
    items,
    unreadCount,
    nextCursor:
      rows.length > limit && last
        ? notificationCursor({ createdAt: last.position, id: last.id })
        : null,
  };
}

export async function countUnread(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

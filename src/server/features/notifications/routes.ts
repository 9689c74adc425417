// The signed-in user's in-app notifications (mounted under /api/v1): only ever their own.
import { Hono } from 'hono';
import { ZNotificationQuery, ZNotificationsRead } from '../../../core/notification-schemas';
import { requireUser } from '../../auth/session';
import { readJson } from '../../http/json-body';
import { readQuery } from '../../http/read-query';
import type { AppDeps, AppEnv } from '../../http/types';
import { listNotifications } from './list-notifications';
import { markNotificationsRead } from './mark-notifications-read';

export function notificationRoutes({ database }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  return new Hono<AppEnv>()
    .get('/notifications', async (c) =>
      c.json(await listNotifications(db, requireUser(c).id, readQuery(c, ZNotificationQuery))),
    )
    .post('/notifications/read', async (c) => {
      const user = requireUser(c);
      return c.json(
        await markNotificationsRead(db, user.id, await readJson(c, ZNotificationsRead)),
      );
    });
}

// The signed-in user's profile, its settings and the dashboard overview (mounted under /api/v1).
import { Hono } from 'hono';
import { MESSAGES } from '../../../core/messages';
import {
  AVATAR_MAX_BYTES,
  ZNotificationPreferences,
  ZProfileUpdate,
  ZUsernameChange,
} from '../../../core/profile-schemas';
import { requireUser } from '../../auth/session';
import { readJson } from '../../http/json-body';
import type { AppDeps, AppEnv } from '../../http/types';
import { requireWorkspace } from '../../platform/access/require-workspace';
import { readUpload } from '../../platform/storage/read-upload';
import { changeUsername } from './change-username';
import { getMe } from './get-me';
import { getOverview } from './get-overview';
import { getProfileSettings } from './get-profile-settings';
import { removeAvatar } from './remove-avatar';
import { setAvatar } from './set-avatar';
import { updateNotificationPreferences } from './update-notification-preferences';
import { updateProfile } from './update-profile';

export function profileRoutes({ database, storage }: AppDeps): Hono<AppEnv> {
  const db = database.db;
  return new Hono<AppEnv>()
    .get('/me', async (c) => c.json(await getMe(db, requireUser(c))))
    .get('/dashboard/overview', async (c) =>
      c.json(await getOverview(db, await requireWorkspace(c, database))),
    )
    .get('/me/profile', async (c) => c.json(await getProfileSettings(db, requireUser(c).id)))
    .patch('/me/profile', async (c) => {
      const user = requireUser(c);
      const changes = await readJson(c, ZProfileUpdate);
      return c.json(await updateProfile(db, user.id, changes));
    })
    .post('/me/avatar', async (c) => {
      const user = requireUser(c);
      const upload = await readUpload(c, {
        maxBytes: AVATAR_MAX_BYTES,
        tooLargeMessage: MESSAGES.avatarTooLarge,
        accept: ['png', 'jpeg', 'gif', 'webp'],
        wrongTypeMessage: MESSAGES.avatarNotImage,
      });
      return c.json(await setAvatar(db, storage, user.id, upload.data));
    })
    .delete('/me/avatar', async (c) => c.json(await removeAvatar(db, storage, requireUser(c).id)))
    .patch('/me/username', async (c) => {
      const user = requireUser(c);
      const { username } = await readJson(c, ZUsernameChange);
      return c.json(await changeUsername(db, user.id, username));
    })
    .patch('/me/notifications', async (c) => {
      const user = requireUser(c);
      const changes = await readJson(c, ZNotificationPreferences);
      return c.json(await updateNotificationPreferences(db, user.id, changes));
    });
}

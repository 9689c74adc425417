// The signed-in user and their profile, as the web app's shell shows them.
import type { Kysely } from 'kysely';
import { MESSAGES } from '../../../core/messages';
import type { Me } from '../../../core/profile-schemas';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';
import type { SessionUser } from '../../http/types';
import { fromStoredPreferences } from './notification-preferences';

export type { Me };

export async function getMe(db: Kysely<DB>, user: SessionUser): Promise<Me> {
  const profile = await db
    .selectFrom('profiles')
    .select([
      'username',
      'displayName',
      'bio',
      'avatarUrl',
      'isPublic',
      'isPlatformAdmin',
      'tier',
      'notificationPreferences',
      'timezone',
    ])
    .where('userId', '=', user.id)
    .executeTakeFirst();
  if (!profile) throw notFound(MESSAGES.profileNotFound);
  return {
    user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified },
    profile: {
      ...profile,
      notificationPreferences: fromStoredPreferences(profile.notificationPreferences),
    },
  };
}

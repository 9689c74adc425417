// The signed-in owner's profile as the settings page edits it.
import type { Kysely } from 'kysely';
import { MESSAGES } from '../../../core/messages';
import { isPhoneCountry } from '../../../core/phone-country';
import type { ProfileSettings } from '../../../core/profile-schemas';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';
import { fromStoredPreferences } from './notification-preferences';

export async function getProfileSettings(db: Kysely<DB>, userId: string): Promise<ProfileSettings> {
  const row = await db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.userId')
    .select([
      'profiles.userId',
      'users.email',
      'profiles.username',
      'profiles.displayName',
      'profiles.bio',
      'profiles.avatarUrl',
      'profiles.isPublic',
      'profiles.tier',
      'profiles.whatsappNumber',
      'profiles.phoneNumber',
      'profiles.timezone',
      'profiles.leadFormEnabled',
      'profiles.leadsWorkspaceId',
      'profiles.phoneCountry',
      'profiles.notificationPreferences',
    ])
    .where('profiles.userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(MESSAGES.profileNotFound);
  return {
    ...row,
    phoneCountry: isPhoneCountry(row.phoneCountry) ? row.phoneCountry : null,
    notificationPreferences: fromStoredPreferences(row.notificationPreferences),
  };
}

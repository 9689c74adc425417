// PATCH /me/profile: the fields of the settings Profile form. Input is parsed by
// ZProfileUpdate before it reaches here, so phone numbers are already E.164.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { WORKSPACE_MESSAGES } from '../../../core/messages';
import type { ProfileSettings, ZProfileUpdate } from '../../../core/profile-schemas';
import type { DB } from '../../db/types';
import { badRequest } from '../../http/errors';
import { loadWorkspaceAccess } from '../../platform/access/workspace-access';
import { publishChange } from '../../platform/events/publish';
import { getProfileSettings } from './get-profile-settings';

export async function updateProfile(
  db: Kysely<DB>,
  userId: string,
  changes: z.output<typeof ZProfileUpdate>,
): Promise<ProfileSettings> {
  const values = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as typeof changes;
  if (Object.keys(values).length === 0) throw badRequest('Nothing to update');
  if (values.leadsWorkspaceId) {
    // Only a team workspace where they may add clients (issue 18); Personal is null.
    const target = await loadWorkspaceAccess(db, userId, values.leadsWorkspaceId);
    if (!target || target.isPersonal || target.levels.clients.edit === 'none') {
      const message = WORKSPACE_MESSAGES.leadsWorkspaceNotAllowed;
      throw badRequest(message, { leadsWorkspaceId: message });
    }
  }
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('profiles').set(values).where('userId', '=', userId).execute();
    await publishChange(trx, userId, { entity: 'profiles', op: 'update', id: userId });
  });
  return getProfileSettings(db, userId);
}

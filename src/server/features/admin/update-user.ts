// PATCH /admin/users/:userId: a user's plan tier and platform-admin flag, as
// `npm run admin` sets them. An admin cannot drop their own flag (someone must be left
// able to give it back).
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { AdminUserView, ZAdminUserUpdate } from '../../../core/admin-schemas';
import { MESSAGES, ORG_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { badRequest, notFound } from '../../http/errors';
import { publishChange } from '../../platform/events/publish';
import { selectAdminUsers, toAdminUserView } from './admin-user-view';

export async function updateUser(
  db: Kysely<DB>,
  adminId: string,
  userId: string,
  input: z.output<typeof ZAdminUserUpdate>,
): Promise<AdminUserView> {
  if (userId === adminId && input.isPlatformAdmin === false) {
    throw badRequest(ORG_MESSAGES.cannotRevokeOwnAdmin, {
      isPlatformAdmin: ORG_MESSAGES.cannotRevokeOwnAdmin,
    });
  }
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('profiles')
      .set({ tier: input.tier, isPlatformAdmin: input.isPlatformAdmin, updatedAt: sql`now()` })
      .where('userId', '=', userId)
      .returning('userId')
      .executeTakeFirst();
    if (!updated) throw notFound(MESSAGES.profileNotFound);
    await publishChange(trx, userId, { entity: 'profiles', op: 'update', id: userId });
    if (input.isPlatformAdmin !== undefined) {
      // The flag changes what they may do in every organization they open.
      await publishChange(trx, userId, { entity: 'organizations', op: 'update', id: userId });
    }
    const row = await selectAdminUsers(trx).where('u.id', '=', userId).executeTakeFirstOrThrow();
    return toAdminUserView(row);
  });
}

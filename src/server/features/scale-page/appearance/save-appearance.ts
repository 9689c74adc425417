// Saves an owner's appearance (already checked by ZAppearance) and tells every server
// process, so the cached Scale Page is dropped at once (scale-page-cache.ts) and the
// owner's other tabs refetch.
import type { Kysely } from 'kysely';
import type { Appearance, AppearanceState } from '../../../../core/appearance/appearance-schemas';
import { APPEARANCE_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { badRequest } from '../../../http/errors';
import { publishChange } from '../../../platform/events/publish';
import { loadAppearance } from './load-appearance';

/** The change event's entity: the page cache listens for it, the editor's query is keyed by it. */
export const APPEARANCE_ENTITY = 'scale_page_appearances';

export async function saveAppearance(
  db: Kysely<DB>,
  userId: string,
  appearance: Appearance,
): Promise<AppearanceState> {
  await db.transaction().execute(async (trx) => {
    if (appearance.background.kind === 'image') {
      const row = await trx
        .selectFrom('scale_page_appearances')
        .select('backgroundImagePath')
        .where('userId', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!row?.backgroundImagePath) {
        throw badRequest(APPEARANCE_MESSAGES.noBackgroundImage, {
          background: APPEARANCE_MESSAGES.noBackgroundImage,
        });
      }
    }
    const json = JSON.stringify(appearance);
    await trx
      .insertInto('scale_page_appearances')
      .values({ userId, appearance: json })
      .onConflict((conflict) =>
        conflict.column('userId').doUpdateSet({ appearance: json, updatedAt: new Date() }),
      )
      .execute();
    await publishChange(trx, userId, { entity: APPEARANCE_ENTITY, op: 'update', id: userId });
  });
  return loadAppearance(db, userId);
}

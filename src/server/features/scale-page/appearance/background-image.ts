// The Scale Page's uploaded background picture: re-encoded as WebP at most 1600 px on
// its long side (whatever was uploaded, the page loads a few hundred kilobytes at most,
// and nothing of the original file — metadata, a second image — reaches visitors).
// Saved at once; the page shows it while the saved background is "image".
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppearanceState } from '../../../../core/appearance/appearance-schemas';
import { defaultAppearance } from '../../../../core/appearance/themes';
import { APPEARANCE_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { HttpError } from '../../../http/errors';
import { publishChange } from '../../../platform/events/publish';
import { loadSharp } from '../../../platform/storage/load-sharp';
import type { Storage } from '../../../platform/storage/storage';
import { loadAppearance } from './load-appearance';
import { APPEARANCE_ENTITY } from './save-appearance';

export const BACKGROUND_MAX_SIDE = 1600;
// A 10 MB file can still decode to gigabytes of pixels; refuse such images early.
const MAX_INPUT_PIXELS = 60_000_000;

async function toBackground(image: Buffer): Promise<Buffer> {
  try {
    return await (await loadSharp())(image, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(BACKGROUND_MAX_SIDE, BACKGROUND_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
  } catch {
    throw new HttpError('unsupported_media_type', APPEARANCE_MESSAGES.imageUnreadable);
  }
}

export async function setBackgroundImage(
  db: Kysely<DB>,
  storage: Storage,
  userId: string,
  image: Buffer,
): Promise<AppearanceState> {
  const webp = await toBackground(image);
  // A new name per upload: caches holding the previous picture never show it again.
  const path = `appearance/${userId}/background-${randomUUID()}.webp`;
  await storage.put(path, webp, 'image/webp');
  const previousPath = await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('scale_page_appearances')
      .select('backgroundImagePath')
      .where('userId', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (before) {
      await trx
        .updateTable('scale_page_appearances')
        .set({ backgroundImagePath: path, updatedAt: new Date() })
        .where('userId', '=', userId)
        .execute();
    } else {
      await trx
        .insertInto('scale_page_appearances')
        .values({
          userId,
          appearance: JSON.stringify(defaultAppearance()),
          backgroundImagePath: path,
        })
        .execute();
    }
    await publishChange(trx, userId, { entity: APPEARANCE_ENTITY, op: 'update', id: userId });
    return before?.backgroundImagePath ?? null;
  });
  if (previousPath) await storage.delete(previousPath);
  return loadAppearance(db, userId);
}

/**
 * Forgets the picture and deletes its file. A saved "image" background then shows its
 * overlay colour alone until the owner picks another background.
 */
export async function removeBackgroundImage(
  db: Kysely<DB>,
  storage: Storage,
  userId: string,
): Promise<AppearanceState> {
  const previousPath = await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('scale_page_appearances')
      .select('backgroundImagePath')
      .where('userId', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!before?.backgroundImagePath) return null;
    await trx
      .updateTable('scale_page_appearances')
      .set({ backgroundImagePath: null, updatedAt: new Date() })
      .where('userId', '=', userId)
      .execute();
    await publishChange(trx, userId, { entity: APPEARANCE_ENTITY, op: 'update', id: userId });
    return before.backgroundImagePath;
  });
  if (previousPath) await storage.delete(previousPath);
  return loadAppearance(db, userId);
}

// POST /me/avatar: the uploaded image, squared and resized to 400x400 WebP on the
// server (so a 5 MB photo becomes a few dozen KB on the Scale Page), stored at
// avatars/{userId}/avatar.webp. The previous file goes if it lived elsewhere.
import type { Kysely } from 'kysely';
import { MESSAGES } from '../../../core/messages';
import type { ProfileSettings } from '../../../core/profile-schemas';
import type { DB } from '../../db/types';
import { HttpError } from '../../http/errors';
import { publishChange } from '../../platform/events/publish';
import { loadSharp } from '../../platform/storage/load-sharp';
import type { Storage } from '../../platform/storage/storage';
import { FILES_URL_PREFIX } from '../../platform/storage/storage';
import { getProfileSettings } from './get-profile-settings';

export const AVATAR_SIZE = 400;
/** Refuses decompression bombs: a small file that decodes to a gigantic bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;

export async function setAvatar(
  db: Kysely<DB>,
  storage: Storage,
  userId: string,
  image: Buffer,
): Promise<ProfileSettings> {
  let resized: Buffer;
  try {
    resized = await (await loadSharp())(image, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // honour the camera's EXIF orientation, then drop the metadata
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // The right magic bytes but no decodable picture behind them.
    throw new HttpError('unsupported_media_type', MESSAGES.avatarNotImage);
  }

  const path = `avatars/${userId}/avatar.webp`;
  const previous = await db
    .selectFrom('profiles')
    .select('avatarUrl')
    .where('userId', '=', userId)
    .executeTakeFirst();
  await storage.put(path, resized, 'image/webp');
  // The path never changes, so the URL carries a version that busts caches.
  const avatarUrl = `${storage.publicUrl(path)}?v=${Date.now().toString(36)}`;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('profiles').set({ avatarUrl }).where('userId', '=', userId).execute();
    await publishChange(trx, userId, { entity: 'profiles', op: 'update', id: userId });
  });
  const previousPath = storedPath(previous?.avatarUrl ?? null);
  if (previousPath && previousPath !== path) await storage.delete(previousPath);
  return getProfileSettings(db, userId);
}

/** The storage path behind one of our /files/ URLs; null for outside URLs (a provider's picture). */
export function storedPath(url: string | null): string | null {
  if (!url?.startsWith(FILES_URL_PREFIX)) return null;
  const path = url.slice(FILES_URL_PREFIX.length).split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

// Stores an uploaded image as a link's thumbnail: squared to 200×200 WebP, so the
// public page loads a few kilobytes whatever was uploaded.
import type { Kysely } from 'kysely';
import type { Link } from '../../../core/link-schemas';
import { LINK_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { HttpError, notFound } from '../../http/errors';
import { publishChange } from '../../platform/events/publish';
import { loadSharp } from '../../platform/storage/load-sharp';
import type { Storage } from '../../platform/storage/storage';
import { checkLinkId } from './find-own-link';
import { toLinkView } from './link-view';

export const THUMBNAIL_SIZE = 200;
// A 5 MB file can still decode to gigabytes of pixels; refuse such images early.
const MAX_INPUT_PIXELS = 40_000_000;

async function toThumbnail(image: Buffer): Promise<Buffer> {
  try {
    return await (await loadSharp())(image, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // honour the EXIF orientation of phone photos
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new HttpError('unsupported_media_type', LINK_MESSAGES.thumbnailUnreadable);
  }
}

export async function setLinkThumbnail(
  db: Kysely<DB>,
  storage: Storage,
  userId: string,
  linkId: string,
  image: Buffer,
): Promise<Link> {
  checkLinkId(linkId);
  const thumbnail = await toThumbnail(image);
  const path = `links/${userId}/${linkId}.webp`;
  await storage.put(path, thumbnail, 'image/webp');

  const result = await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('links')
      .select('thumbnailPath')
      .where('id', '=', linkId)
      .where('userId', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return null;
    const row = await trx
      .updateTable('links')
      .set({ thumbnailPath: path })
      .where('id', '=', linkId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishChange(trx, userId, { entity: 'links', op: 'update', id: row.id });
    return { row, previousPath: before.thumbnailPath };
  });

  if (!result) {
    // The link was deleted while the image was processed: do not leave the file behind.
    await storage.delete(path);
    throw notFound(LINK_MESSAGES.linkNotFound);
  }
  if (result.previousPath && result.previousPath !== path) {
    await storage.delete(result.previousPath);
  }
  return toLinkView(result.row);
}

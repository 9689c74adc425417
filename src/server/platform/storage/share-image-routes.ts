// GET /share-images/{path}.jpg: the JPEG a link preview or a saved contact shows, made
// with sharp from the stored WebP at {path}.webp (share-image.ts). The same address always
// has the same size; its ETag is the stored file's content, so a crawler that asks again
// gets 304, and each picture is converted once while this process keeps it.
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/types';
import { loadSharp } from './load-sharp';
import { SHARE_IMAGE_SIZE, SHARE_IMAGES_URL_PREFIX, shareImageSource } from './share-image';
import { checkStoragePath } from './storage';

/** Stored pictures are resized uploads (an avatar is ~30 KB); more is not one of them. */
const MAX_SOURCE_BYTES = 5 * 1024 * 1024;
/** Refuses decompression bombs, as the upload does. */
const MAX_INPUT_PIXELS = 50_000_000;
/** JPEGs kept in memory, by the content they were made from (a few MB at most). */
const CACHE_ENTRIES = 200;
/** Changes when the conversion does, so no cache keeps an older rendering. */
const RENDERING = 'jpeg-400-q85-white';

const NOT_FOUND_HEADERS = { 'cache-control': 'no-store' };

export function shareImageRoutes({ storage }: AppDeps): Hono<AppEnv> {
  const converted = new Map<string, Buffer>();

  async function jpegOf(etag: string, source: Buffer): Promise<Buffer | null> {
    const cached = converted.get(etag);
    if (cached) {
      // Most recently used last: the first entry is the one to drop.
      converted.delete(etag);
      converted.set(etag, cached);
      return cached;
    }
    let jpeg: Buffer;
    try {
      jpeg = await (await loadSharp())(source, { limitInputPixels: MAX_INPUT_PIXELS })
        .resize(SHARE_IMAGE_SIZE, SHARE_IMAGE_SIZE, { fit: 'cover' })
        // JPEG has no transparency: the page shows the avatar on white, so does the card.
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85 })
        .toBuffer();
    } catch {
      return null;
    }
    converted.set(etag, jpeg);
    if (converted.size > CACHE_ENTRIES) {
      const oldest = converted.keys().next().value;
      if (oldest !== undefined) converted.delete(oldest);
    }
    return jpeg;
  }

  return new Hono<AppEnv>().get(`${SHARE_IMAGES_URL_PREFIX}*`, async (c) => {
    let source: string | null;
    try {
      source = shareImageSource(
        decodeURIComponent(c.req.path.slice(SHARE_IMAGES_URL_PREFIX.length)),
      );
      if (source) checkStoragePath(source);
    } catch {
      source = null;
    }
    if (!source) return c.text('Not found', 404, NOT_FOUND_HEADERS);
    const file = await storage.get(source).catch((error) => {
      console.warn(`Could not read stored file ${source}:`, error);
      return null;
    });
    if (!file) return c.text('Not found', 404, NOT_FOUND_HEADERS);
    if (file.size > MAX_SOURCE_BYTES || !file.contentType.startsWith('image/')) {
      file.stream.destroy();
      return c.text('Not found', 404, NOT_FOUND_HEADERS);
    }
    const bytes = Buffer.concat(await file.stream.toArray());
    const etag = `"${createHash('sha256').update(RENDERING).update(bytes).digest('base64url').slice(0, 27)}"`;
    const headers = {
      etag,
      // An address with ?v= names one upload (a new one gets a new v): it never changes.
      // Without it, the picture behind the address may be replaced at any time.
      'cache-control': c.req.query('v')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=300',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    };
    if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    const jpeg = await jpegOf(etag, bytes);
    if (!jpeg) return c.text('Not found', 404, NOT_FOUND_HEADERS);
    return c.body(new Uint8Array(jpeg), 200, {
      ...headers,
      'content-type': 'image/jpeg',
      'content-length': String(jpeg.length),
    });
  });
}

/** If-None-Match: "*" or a list of tags, weak ones compared by their value (RFC 9110 §13.1.2). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

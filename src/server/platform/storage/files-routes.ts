// GET /files/{path}: uploaded files, public (avatars and link thumbnails appear on the
// public Scale Page). Served with their stored type and nosniff so a file can never be
// read by the browser as something else.
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/types';
import { FILES_URL_PREFIX, isPrivateStoragePath } from './storage';

export function filesRoutes({ storage }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get(`${FILES_URL_PREFIX}*`, async (c) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path.slice(FILES_URL_PREFIX.length));
    } catch {
      return c.text('Not found', 404);
    }
    // Documents are private: only the documents API (which checks who asks) serves them.
    if (isPrivateStoragePath(path))
      return c.text('Not found', 404, { 'cache-control': 'no-store' });
    const file = await storage.get(path).catch((error) => {
      console.warn(`Could not read stored file ${path}:`, error);
      return null;
    });
    if (!file) return c.text('Not found', 404, { 'cache-control': 'no-store' });
    return new Response(Readable.toWeb(file.stream) as ReadableStream, {
      headers: {
        'content-type': file.contentType,
        ...(file.size > 0 ? { 'content-length': String(file.size) } : {}),
        'x-content-type-options': 'nosniff',
        // Paths are reused (avatars/{id}/avatar.webp), so caches must revalidate soon;
        // a new upload changes the URL's ?v= query, which busts them at once.
        'cache-control': 'public, max-age=300',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    });
  });
}

// The JPEG that link previews and saved contacts show, made from a stored WebP upload:
// what a crawler gets (type, size, white where the upload was transparent), how it is
// cached (ETag of the content, immutable with ?v=), and what it never serves.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { SHARE_IMAGE_SIZE, shareImageOf } from './share-image';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://scale.example' });
});

afterAll(async () => {
  await server?.close();
});

/** A WebP upload as set-avatar stores it: red, with a transparent top-left quarter. */
async function storeWebp(path: string, size = 400, color = { r: 220, g: 20, b: 60 }) {
  const half = Math.floor(size / 2);
  const webp = await sharp({
    create: { width: size, height: size, channels: 4, background: { ...color, alpha: 1 } },
  })
    .composite([
      {
        input: {
          create: { width: half, height: half, channels: 4, background: '#000000' },
        },
        left: 0,
        top: 0,
        blend: 'dest-out',
      },
    ])
    .webp({ lossless: true })
    .toBuffer();
  await server.deps.storage.put(path, webp, 'image/webp');
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });

describe('shareImageOf', () => {
  it('points a stored WebP at its JPEG, with size, type and the upload version', () => {
    expect(
      shareImageOf('/files/avatars/u%201/avatar.webp?v=lq3', 'https://scale.example', 'Ada'),
    ).toEqual({
      url: 'https://scale.example/share-images/avatars/u%201/avatar.jpg?v=lq3',
      alt: 'Ada',
      width: SHARE_IMAGE_SIZE,
      height: SHARE_IMAGE_SIZE,
      type: 'image/jpeg',
    });
  });

  it('links other pictures as they are, and none that is not a web address', () => {
    expect(shareImageOf('https://cdn.example/p.jpg', 'https://scale.example', 'A')).toEqual({
      url: 'https://cdn.example/p.jpg',
      alt: 'A',
    });
    expect(shareImageOf('/files/logos/a.png', 'https://scale.example', 'A')?.url).toBe(
      'https://scale.example/files/logos/a.png',
    );
    for (const bad of [null, '', 'javascript:alert(1)', '//evil.example/a.webp']) {
      expect(shareImageOf(bad, 'https://scale.example', 'A'), String(bad)).toBeNull();
    }
  });
});

describe('GET /share-images/{path}.jpg', () => {
  it('answers a JPEG of the stored picture, 400 px square, white where it was transparent', async () => {
    await storeWebp('avatars/jpeg-1/avatar.webp', 640);
    const response = await get('/share-images/avatars/jpeg-1/avatar.jpg?v=abc');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const jpeg = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(jpeg.length));
    const image = sharp(jpeg);
    expect(await image.metadata()).toMatchObject({
      format: 'jpeg',
      width: SHARE_IMAGE_SIZE,
      height: SHARE_IMAGE_SIZE,
    });
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [...data.subarray(at, at + 3)];
    };
    // JPEG is lossy: near enough.
    for (const channel of pixel(20, 20)) expect(channel).toBeGreaterThan(245);
    const [red = 0, green = 0, blue = 0] = pixel(380, 380);
    expect(red).toBeGreaterThan(200);
    expect(green).toBeLessThan(50);
    expect(blue).toBeLessThan(90);
  });

  it('answers 304 to a crawler that has it, and the same tag for the same content', async () => {
    await storeWebp('avatars/etag-1/avatar.webp');
    const first = await get('/share-images/avatars/etag-1/avatar.jpg?v=1');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/share-images/avatars/etag-1/avatar.jpg?v=1', {
      'if-none-match': `W/${etag}`,
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    // Without ?v= the picture behind the address may change: caches revalidate soon.
    const plain = await get('/share-images/avatars/etag-1/avatar.jpg');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=300');
    expect(plain.headers.get('etag')).toBe(etag);

    // A new upload at the same path: a new tag, a new picture.
    await storeWebp('avatars/etag-1/avatar.webp', 400, { r: 20, g: 60, b: 220 });
    const replaced = await get('/share-images/avatars/etag-1/avatar.jpg', {
      'if-none-match': etag ?? '',
    });
    expect(replaced.status).toBe(200);
    expect(replaced.headers.get('etag')).not.toBe(etag);
  });

  it('serves nothing but stored public pictures', async () => {
    await server.deps.storage.put('documents/u/secret.webp', Buffer.from('x'), 'image/webp');
    await server.deps.storage.put(
      'avatars/text/avatar.webp',
      Buffer.from('not a picture'),
      'image/webp',
    );
    for (const path of [
      '/share-images/avatars/nobody/avatar.jpg',
      '/share-images/documents/u/secret.jpg',
      '/share-images/avatars/text/avatar.jpg',
      '/share-images/avatars/jpeg-1/avatar.png',
      '/share-images/avatars/jpeg-1/avatar.webp',
      '/share-images/avatars/%2e%2e%2f%2e%2e%2fetc%2fpasswd.jpg',
      '/share-images/avatars%2f..%2f..%2fsecret.jpg',
      '/share-images/avatars/%E0%A4%A/avatar.jpg',
      '/share-images/',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

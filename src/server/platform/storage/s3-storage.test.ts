// The S3 driver against s3rver, an S3 server implementation that is not the project's
// own, behind a gate that checks every SigV4 signature with AWS's own signer
// (tests/support/s3-server.ts). The documents' upload, byte ranges and delete over
// HTTP on the same bucket are in tests/integration/documents-on-s3.test.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestS3, type TestS3 } from '../../../../tests/support/s3-server';
import { createS3Storage } from './s3-storage';

let s3: TestS3;

beforeAll(async () => {
  s3 = await startTestS3();
});

afterAll(async () => {
  await s3?.close();
});

const sent = () => s3.requests.map((request) => `${request.method} ${request.path}`);

describe('S3-compatible storage', () => {
  it('puts, gets and deletes objects with signed path-style requests', async () => {
    const storage = createS3Storage(s3.config);
    await storage.put('avatars/u1/avatar.webp', Buffer.from('picture'), 'image/webp');
    expect(s3.requests.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/scale-files/avatars/u1/avatar.webp',
      signatureOk: true,
    });

    const file = await storage.get('avatars/u1/avatar.webp');
    expect(file?.contentType).toBe('image/webp');
    expect(file?.size).toBe(7);
    expect(await text(file?.stream as NonNullable<typeof file>['stream'])).toBe('picture');

    await storage.delete('avatars/u1/avatar.webp');
    expect(await storage.get('avatars/u1/avatar.webp')).toBeNull();
    expect(sent()).toContain('DELETE /scale-files/avatars/u1/avatar.webp');
    expect(s3.requests.every((request) => request.signatureOk)).toBe(true);
  });

  it('signs keys that need encoding as S3 reads them', async () => {
    const storage = createS3Storage(s3.config);
    const path = "avatars/u 1/é (copy) it's*.png";
    await storage.put(path, Buffer.from('odd name'), 'image/png');
    expect(s3.requests.at(-1)?.signatureOk).toBe(true);
    const file = await storage.get(path);
    expect(await text(file?.stream as NonNullable<typeof file>['stream'])).toBe('odd name');
    await storage.delete(path);
    expect(await storage.get(path)).toBeNull();
  });

  it('streams a local file with its length, never chunked', async () => {
    const folder = mkdtempSync(join(tmpdir(), 's3-put-file-'));
    const local = join(folder, 'upload.bin');
    const data = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    data.write('%PDF-1.7', 0);
    writeFileSync(local, data);
    try {
      const storage = createS3Storage(s3.config);
      await storage.putFile('documents/u1/1-a.pdf', local, 'application/pdf');
      expect(s3.requests.at(-1)).toMatchObject({
        method: 'PUT',
        path: '/scale-files/documents/u1/1-a.pdf',
        contentLength: String(data.length),
        chunked: false,
        signatureOk: true,
      });
      const stored = await storage.get('documents/u1/1-a.pdf');
      expect(stored?.contentType).toBe('application/pdf');
      expect(stored?.size).toBe(data.length);
      expect(
        (await buffer(stored?.stream as NonNullable<typeof stored>['stream'])).equals(data),
      ).toBe(true);

      const refused = createS3Storage({ ...s3.config, secretAccessKey: 'wrong' });
      await expect(
        refused.putFile('documents/u1/2-b.pdf', local, 'application/pdf'),
      ).rejects.toThrow(/403/);
      expect(await storage.get('documents/u1/2-b.pdf')).toBeNull();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('is refused with a wrong secret or an unknown key, and reads nothing then', async () => {
    const storage = createS3Storage(s3.config);
    await storage.put('a/kept.png', Buffer.from('kept'), 'image/png');

    const wrongSecret = createS3Storage({ ...s3.config, secretAccessKey: 'wrong' });
    await expect(wrongSecret.put('a/b.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /403.*SignatureDoesNotMatch/s,
    );
    expect(await wrongSecret.get('a/kept.png')).toBeNull();

    // s3rver's own check: an access key it does not know.
    const unknownKey = createS3Storage({ ...s3.config, accessKeyId: 'AKIDUNKNOWN' });
    await expect(unknownKey.put('a/b.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /403.*InvalidAccessKeyId/s,
    );
    expect(await storage.get('a/b.png')).toBeNull();
    const kept = await storage.get('a/kept.png');
    expect(await text(kept?.stream as NonNullable<typeof kept>['stream'])).toBe('kept');
  });

  it('fails a put the server refuses, and only warns when a delete fails', async () => {
    const storage = createS3Storage({ ...s3.config, secretAccessKey: 'wrong' });
    await expect(storage.put('a/b.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/403/);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(storage.delete('a/b.png')).resolves.toBeUndefined();
    const unreachable = createS3Storage({ ...s3.config, endpoint: 'http://127.0.0.1:1' });
    await expect(unreachable.delete('a/b.png')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('refuses traversal paths before sending anything', async () => {
    const storage = createS3Storage(s3.config);
    const before = s3.requests.length;
    await expect(storage.put('../other-bucket/x', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Invalid storage path/,
    );
    expect(s3.requests.length).toBe(before);
  });
});

// The S3 driver against a tiny in-process S3 stand-in that checks each request's
// SigV4 signature with the same secret, and keeps objects in memory.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { S3Config } from '../../config';
import { createS3Storage } from './s3-storage';
import { signV4 } from './sign-v4';

let server: Server;
let config: S3Config;
const objects = new Map<string, { data: Buffer; contentType: string }>();
const seen: string[] = [];
let lastPut: { length: string; chunked: boolean } | undefined;

function signatureOk(request: IncomingMessage, url: URL): boolean {
  const authorization = request.headers.authorization ?? '';
  const signed = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
  const headers: Record<string, string> = {};
  for (const name of signed) if (name !== 'host') headers[name] = String(request.headers[name]);
  const expected = signV4({
    method: request.method ?? 'GET',
    url,
    headers,
    payloadHash: String(request.headers['x-amz-content-sha256']),
    region: config.region,
    service: 's3',
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    amzDate: String(request.headers['x-amz-date']),
  });
  return authorization === expected && signed.includes('x-amz-content-sha256');
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    seen.push(`${request.method} ${url.pathname}`);
    if (!signatureOk(request, url)) {
      response.writeHead(403).end('SignatureDoesNotMatch');
      return;
    }
    const key = decodeURIComponent(url.pathname);
    if (request.method === 'PUT') {
      lastPut = {
        length: String(request.headers['content-length']),
        chunked: request.headers['transfer-encoding'] === 'chunked',
      };
      objects.set(key, {
        data: await buffer(request),
        contentType: String(request.headers['content-type']),
      });
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object) response.writeHead(404).end('NoSuchKey');
      else {
        response
          .writeHead(200, {
            'content-type': object.contentType,
            'content-length': object.data.length,
          })
          .end(object.data);
      }
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  config = {
    bucket: 'scale-files',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'eu-west-1',
    accessKeyId: 'AKIDTEST',
    secretAccessKey: 'secret/with+chars',
  };
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('S3-compatible storage', () => {
  it('puts, gets and deletes objects with signed path-style requests', async () => {
    const storage = createS3Storage(config);
    await storage.put('avatars/u1/avatar.webp', Buffer.from('picture'), 'image/webp');
    expect(objects.get('/scale-files/avatars/u1/avatar.webp')?.contentType).toBe('image/webp');

    const file = await storage.get('avatars/u1/avatar.webp');
    expect(file?.contentType).toBe('image/webp');
    expect(file?.size).toBe(7);
    expect(await text(file?.stream as NonNullable<typeof file>['stream'])).toBe('picture');

    await storage.delete('avatars/u1/avatar.webp');
    expect(await storage.get('avatars/u1/avatar.webp')).toBeNull();
    expect(seen).toContain('DELETE /scale-files/avatars/u1/avatar.webp');
  });

  it('streams a local file with its length, never chunked', async () => {
    const folder = mkdtempSync(join(tmpdir(), 's3-put-file-'));
    const local = join(folder, 'upload.bin');
    const data = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    writeFileSync(local, data);
    try {
      const storage = createS3Storage(config);
      await storage.putFile('documents/u1/1-a.pdf', local, 'application/pdf');
      const stored = objects.get('/scale-files/documents/u1/1-a.pdf');
      expect(stored?.contentType).toBe('application/pdf');
      expect(stored?.data.equals(data)).toBe(true);
      expect(lastPut).toEqual({ length: String(data.length), chunked: false });

      const refused = createS3Storage({ ...config, secretAccessKey: 'wrong' });
      await expect(
        refused.putFile('documents/u1/2-b.pdf', local, 'application/pdf'),
      ).rejects.toThrow(/403/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('fails a put the server refuses, and only warns when a delete fails', async () => {
    const storage = createS3Storage({ ...config, secretAccessKey: 'wrong' });
    await expect(storage.put('a/b.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/403/);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(storage.delete('a/b.png')).resolves.toBeUndefined();
    const unreachable = createS3Storage({ ...config, endpoint: 'http://127.0.0.1:1' });
    await expect(unreachable.delete('a/b.png')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('refuses traversal paths before sending anything', async () => {
    const storage = createS3Storage(config);
    await expect(storage.put('../other-bucket/x', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Invalid storage path/,
    );
  });
});

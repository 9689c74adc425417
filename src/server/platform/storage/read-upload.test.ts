// Uploads are limited while they stream and recognised by their bytes.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../http/errors';
import { readUpload } from './read-upload';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const LIMIT = 100 * 1024;
let url: string;
let close: () => void;
let bytesReceivedByHandler = 0;

beforeAll(async () => {
  const app = new Hono();
  app.onError((error, c) => errorResponse(c, error));
  app.post('/upload', async (c) => {
    const upload = await readUpload(c, {
      maxBytes: LIMIT,
      tooLargeMessage: 'Too big',
      accept: ['png', 'jpeg'],
      wrongTypeMessage: 'Wrong type',
    });
    bytesReceivedByHandler = upload.data.length;
    return c.json({ kind: upload.kind, extension: upload.extension, filename: upload.filename });
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/upload`;
  close = () => server.close();
});

afterAll(() => close());

const form = (data: Buffer, name = 'photo.png', type = 'image/png') => {
  const body = new FormData();
  body.set('file', new Blob([new Uint8Array(data)], { type }), name);
  return body;
};

describe('readUpload', () => {
  it('reads a file and sniffs its kind from its bytes', async () => {
    const response = await fetch(url, { method: 'POST', body: form(PNG, 'x.jpg', 'image/jpeg') });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ kind: 'png', extension: 'png', filename: 'x.jpg' });
    expect(bytesReceivedByHandler).toBe(PNG.length);
  });

  it('answers 415 for a text file named .png and declared image/png', async () => {
    const response = await fetch(url, {
      method: 'POST',
      body: form(Buffer.from('just some text, not a picture')),
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Wrong type',
    );
  });

  it('answers 413 for a file over the limit', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(LIMIT)]);
    const response = await fetch(url, { method: 'POST', body: form(big) });
    expect(response.status).toBe(413);
  });

  it('answers 413 before a too-large body has been fully sent', async () => {
    // Chunked, so no Content-Length gives the size away: the limit must hold while streaming.
    const boundary = 'scaleboundary';
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(url, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'transfer-encoding': 'chunked',
        },
      });
      req.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      req.on('error', (error) => (finished ? undefined : reject(error)));
      let finished = false;
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      // 10 MB would be sent in total, 64 KB at a time, but never the end: the answer must
      // come while the client is still sending.
      let sent = 0;
      const pump = () => {
        if (finished || sent > 10 * 1024 * 1024) return;
        sent += 64 * 1024;
        req.write(Buffer.alloc(64 * 1024), () => setImmediate(pump));
      };
      pump();
      req.on('response', () => {
        finished = true;
        expect(sent).toBeLessThan(10 * 1024 * 1024);
        req.destroy();
      });
    });
    expect(status).toBe(413);
  });

  it('answers 413 at once when Content-Length is over the limit', async () => {
    const response = await fetch(url, { method: 'POST', body: form(Buffer.alloc(LIMIT * 2)) });
    expect(response.status).toBe(413);
  });

  it('answers 400 without a file', async () => {
    const body = new FormData();
    body.set('other', 'text');
    expect((await fetch(url, { method: 'POST', body })).status).toBe(400);
    expect(
      (
        await fetch(url, {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
  });
});

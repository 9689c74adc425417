// Files in an S3-compatible bucket, addressed path-style ({endpoint}/{bucket}/{key}),
// which AWS, MinIO, R2 and Ceph all answer. Requests are signed (SigV4) by aws4fetch
// (decision 034); tests run the driver against s3rver, an S3 server that is not ours.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../../config';
import { checkStoragePath, publicFileUrl, type Storage } from './storage';

/** What aws4fetch retries (5xx, 429) is retried twice for a body it holds in memory. */
const RETRIES = 2;

export function createS3Storage(config: S3Config): Storage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    retries: RETRIES,
  });
  const objectUrl = (path: string) =>
    `${config.endpoint}/${encodeURIComponent(config.bucket)}/${checkStoragePath(path)
      .split('/')
      .map(encodeURIComponent)
      .join('/')}`;

  const failed = async (method: string, path: string, response: Response) =>
    new Error(`S3 ${method} ${path} answered ${response.status}: ${await response.text()}`);

  return {
    async put(path, data, contentType) {
      const response = await client.fetch(objectUrl(path), {
        method: 'PUT',
        // The body is in memory: its hash is signed, so the bucket refuses a body
        // changed on the way.
        headers: {
          'content-type': contentType,
          'x-amz-content-sha256': createHash('sha256').update(data).digest('hex'),
        },
        body: new Uint8Array(data),
      });
      if (!response.ok) throw await failed('PUT', path, response);
    },

    /**
     * A PUT whose body streams from a local file. S3 wants the length up front (no chunked
     * uploads), which a file on disk has; the payload is sent UNSIGNED-PAYLOAD (aws4fetch's
     * default for S3), so it is never read twice to hash it (TLS protects it on the way).
     * A stream cannot be sent twice, so it is signed and sent once, without retries.
     */
    async putFile(path, localFilePath, contentType) {
      const url = objectUrl(path);
      const { size } = await stat(localFilePath);
      const body = Readable.toWeb(createReadStream(localFilePath)) as ReadableStream<Uint8Array>;
      const request = await client.sign(url, {
        method: 'PUT',
        headers: { 'content-length': String(size), 'content-type': contentType },
        body,
        duplex: 'half',
      } as RequestInit);
      const response = await fetch(request);
      if (!response.ok) throw await failed('PUT', path, response);
    },

    async get(path) {
      const response = await client.fetch(objectUrl(path), { method: 'GET' });
      // S3 answers 403 rather than 404 for a missing key when the credentials may not
      // list the bucket, so both mean "no such file" here.
      if (response.status === 404 || response.status === 403) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) {
        throw new Error(`S3 GET ${path} answered ${response.status}`);
      }
      return {
        stream: Readable.fromWeb(response.body as NodeReadableStream),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        size: Number(response.headers.get('content-length') ?? 0),
      };
    },

    async delete(path) {
      try {
        const response = await client.fetch(objectUrl(path), { method: 'DELETE' });
        await response.body?.cancel();
        // S3 answers 204 whether or not the object existed.
        if (!response.ok) console.warn(`S3 DELETE ${path} answered ${response.status}`);
      } catch (error) {
        console.warn(`Could not delete stored file ${path}:`, error);
      }
    },

    publicUrl: publicFileUrl,
  };
}

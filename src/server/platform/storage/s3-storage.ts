// Files in an S3-compatible bucket, addressed path-style ({endpoint}/{bucket}/{key}),
// which AWS, MinIO, R2 and Ceph all answer. Requests are signed with SigV4 by hand.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { S3Config } from '../../config';
import { sha256Hex, signV4, toAmzDate } from './sign-v4';
import { checkStoragePath, publicFileUrl, type Storage } from './storage';

type Fetch = typeof fetch;

export function createS3Storage(config: S3Config, fetchImpl: Fetch = fetch): Storage {
  const objectUrl = (path: string) =>
    new URL(
      `${config.endpoint}/${encodeURIComponent(config.bucket)}/${checkStoragePath(path)
        .split('/')
        .map(encodeURIComponent)
        .join('/')}`,
    );

  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    path: string,
    body?: Buffer,
    contentType?: string,
  ): Promise<Response> {
    const url = objectUrl(path);
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = {
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': toAmzDate(new Date()),
    };
    if (contentType) headers['content-type'] = contentType;
    const authorization = signV4({
      method,
      url,
      headers,
      payloadHash,
      region: config.region,
      service: 's3',
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      amzDate: headers['x-amz-date'] as string,
    });
    return fetchImpl(url, {
      method,
      headers: { ...headers, authorization },
      body: body ? new Uint8Array(body) : undefined,
    });
  }

  /**
   * A PUT whose body streams from a local file. S3 wants the length up front (no chunked
   * uploads), which a file on disk has; the payload is sent UNSIGNED-PAYLOAD, so it is
   * never read twice to hash it (TLS protects it on the way).
   */
  async function putStream(path: string, localFilePath: string, contentType: string) {
    const url = objectUrl(path);
    const { size } = await stat(localFilePath);
    const headers: Record<string, string> = {
      'content-length': String(size),
      'content-type': contentType,
      'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
      'x-amz-date': toAmzDate(new Date()),
    };
    const authorization = signV4({
      method: 'PUT',
      url,
      headers,
      payloadHash: 'UNSIGNED-PAYLOAD',
      region: config.region,
      service: 's3',
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      amzDate: headers['x-amz-date'] as string,
    });
    const body = Readable.toWeb(createReadStream(localFilePath)) as ReadableStream<Uint8Array>;
    return fetchImpl(url, {
      method: 'PUT',
      headers: { ...headers, authorization },
      body,
      duplex: 'half',
    } as RequestInit);
  }

  return {
    async putFile(path, localFilePath, contentType) {
      const response = await putStream(path, localFilePath, contentType);
      if (!response.ok) {
        throw new Error(`S3 PUT ${path} answered ${response.status}: ${await response.text()}`);
      }
    },

    async put(path, data, contentType) {
      const response = await send('PUT', path, data, contentType);
      if (!response.ok) {
        throw new Error(`S3 PUT ${path} answered ${response.status}: ${await response.text()}`);
      }
    },

    async get(path) {
      const response = await send('GET', path);
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
        const response = await send('DELETE', path);
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

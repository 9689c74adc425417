// An S3 server for the tests that is not the project's own: s3rver (npm), started on a
// free port with a temporary folder and one bucket. s3rver refuses an access key it does
// not know, but never checks a SigV4 signature (lib/middleware/authentication.js:
// "Signature version 4 calculation is unimplemented"), so the requests pass a gate first
// that recomputes each signature with AWS's own signer (@smithy/signature-v4) and the
// bucket's secret, and refuses a mismatch or an unsigned request as S3 does (403). The
// gate also notes how each request arrived (decision 034).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hash } from '@smithy/hash-node';
import { SignatureV4 } from '@smithy/signature-v4';
import S3rver from 's3rver';
import type { S3Config } from '../../src/server/config';

/** The one access key s3rver knows (its built-in account). */
const ACCESS_KEY_ID = 'S3RVER';

export type S3Request = {
  method: string;
  /** The path as sent, e.g. /bucket/documents/u1/a.pdf (still URL-encoded). */
  path: string;
  contentLength: string | undefined;
  chunked: boolean;
  /** Whether the gate let it through to s3rver. */
  signatureOk: boolean;
};

export type TestS3 = {
  config: S3Config;
  /** The S3_* variables that point a server at this bucket. */
  env: Record<string, string>;
  requests: S3Request[];
  close(): Promise<void>;
};

class Sha256 extends Hash {
  constructor(secret?: Parameters<typeof Hash.prototype.update>[0]) {
    super('sha256', secret);
  }
}

export async function startTestS3(
  options: { bucket?: string; region?: string; secretAccessKey?: string } = {},
): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'scale-s3rver-'));
  const bucket = options.bucket ?? 'scale-files';
  const region = options.region ?? 'eu-west-1';
  const secretAccessKey = options.secretAccessKey ?? 'secret/with+chars';
  const s3rver = new S3rver({
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await s3rver.configureBuckets();
  const s3rverHandler = s3rver.callback();
  const signer = new SignatureV4({
    service: 's3',
    region,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey },
    sha256: Sha256,
  });
  const requests: S3Request[] = [];

  const server = createServer((request, response) => {
    gate(request, response).catch((error) => {
      response.writeHead(500).end(String(error));
    });
  });

  async function gate(request: IncomingMessage, response: ServerResponse) {
    const signatureOk = await signatureMatches(request);
    requests.push({
      method: request.method ?? '',
      path: (request.url ?? '').split('?')[0] ?? '',
      contentLength: request.headers['content-length'],
      chunked: request.headers['transfer-encoding'] === 'chunked',
      signatureOk,
    });
    if (signatureOk || accessKeyOf(request) !== ACCESS_KEY_ID) {
      // A key s3rver does not know is refused by s3rver itself (InvalidAccessKeyId).
      s3rverHandler(request, response);
      return;
    }
    request.resume();
    response
      .writeHead(403, { 'content-type': 'application/xml' })
      .end(
        '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code>' +
          '<Message>The request signature we calculated does not match the signature you provided.</Message></Error>',
      );
  }

  function accessKeyOf(request: IncomingMessage): string | undefined {
    return /Credential=([^/]+)\//.exec(request.headers.authorization ?? '')?.[1];
  }

  /** The request's Authorization header as AWS's signer computes it with the bucket's secret. */
  async function signatureMatches(request: IncomingMessage): Promise<boolean> {
    const authorization = request.headers.authorization ?? '';
    const signedHeaders = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';');
    const amzDate = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(
      String(request.headers['x-amz-date'] ?? ''),
    );
    if (accessKeyOf(request) !== ACCESS_KEY_ID || !signedHeaders || !amzDate) return false;
    const [, year, month, day, hour, minute, second] = amzDate;
    const headers: Record<string, string> = {};
    for (const name of signedHeaders) {
      const value = request.headers[name];
      if (value === undefined) return false;
      headers[name] = String(value);
    }
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const signed = await signer.sign(
      {
        method: request.method ?? 'GET',
        protocol: 'http:',
        hostname: url.hostname,
        port: Number(url.port),
        // The signer encodes the path once, as S3 does.
        path: decodeURIComponent(url.pathname),
        query: Object.fromEntries(url.searchParams),
        headers,
      },
      { signingDate: new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`) },
    );
    return signed.headers.authorization === authorization;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const config: S3Config = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey,
  };
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    },
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

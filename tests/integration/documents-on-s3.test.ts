// The whole app with its files in an S3 bucket served by s3rver (an S3 server that is not
// the project's own; every signature checked by AWS's signer, tests/support/s3-server.ts):
// a document uploaded over HTTP is streamed to the bucket with its thumbnail, read back
// whole and by byte range as the viewer asks for it, and deleted from the bucket with
// its row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpApiUser } from '../support/api-user';
import { makePdf } from '../support/make-pdf';
import { startTestS3, type TestS3 } from '../support/s3-server';
import { startTestServer, type TestServer } from '../support/test-server';

let s3: TestS3;
let server: TestServer;

beforeAll(async () => {
  s3 = await startTestS3();
  server = await startTestServer(s3.env);
});

afterAll(async () => {
  await server?.close();
  await s3?.close();
});

describe('documents on an S3 bucket', () => {
  it('uploads, reads whole and by range, and deletes through the bucket', async () => {
    const user = await signUpApiUser(server, 'doc-s3');
    const pdf = makePdf(4);
    const created = await user.call('POST', '/documents?title=On%20S3&filename=s3.pdf', pdf, {
      'content-type': 'application/octet-stream',
    });
    expect(created.status).toBe(201);
    const document = created.body;
    const row = await server.database.db
      .selectFrom('documents')
      .select(['storagePath', 'thumbnailPath'])
      .where('id', '=', document.id)
      .executeTakeFirstOrThrow();
    const objectPath = (path: string | null) => `/${s3.config.bucket}/${path}`;
    const upload = s3.requests.find(
      (request) => request.method === 'PUT' && request.path === objectPath(row.storagePath),
    );
    // Streamed from the upload's temporary file with its length, signed.
    expect(upload).toMatchObject({
      contentLength: String(pdf.length),
      chunked: false,
      signatureOk: true,
    });
    expect(s3.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      `PUT ${objectPath(row.thumbnailPath)}`,
    );

    const whole = await fetch(`${server.url}${document.fileUrl}`, {
      headers: { cookie: user.cookie },
    });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await whole.arrayBuffer()).equals(pdf)).toBe(true);

    const link = await user.call('POST', `/documents/${document.id}/links`, { label: 'Acme' });
    expect(link.status).toBe(201);
    const { username } = await server.database.db
      .selectFrom('profiles')
      .select('username')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    const publicFile = `${server.url}/api/v1/public/documents/${username}/${link.body.code}/file`;
    const range = await fetch(publicFile, { headers: { range: 'bytes=100-199' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 100-199/${pdf.length}`);
    expect(Buffer.from(await range.arrayBuffer()).equals(pdf.subarray(100, 200))).toBe(true);
    const suffix = await fetch(publicFile, { headers: { range: 'bytes=-64' } });
    expect(suffix.status).toBe(206);
    expect(Buffer.from(await suffix.arrayBuffer()).equals(pdf.subarray(pdf.length - 64))).toBe(
      true,
    );

    expect((await user.call('DELETE', `/documents/${document.id}`)).status).toBe(204);
    expect(await server.deps.storage.get(row.storagePath)).toBeNull();
    expect(await server.deps.storage.get(row.thumbnailPath as string)).toBeNull();
    const sent = s3.requests.map((request) => `${request.method} ${request.path}`);
    expect(sent).toContain(`DELETE ${objectPath(row.storagePath)}`);
    expect(sent).toContain(`DELETE ${objectPath(row.thumbnailPath)}`);
    expect(s3.requests.every((request) => request.signatureOk)).toBe(true);
  });
});

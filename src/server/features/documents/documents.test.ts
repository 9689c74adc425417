// The documents API over real HTTP against a real database and the disk storage:
// streamed uploads of every kind, the refusals (size, kind, unreadable PDF, details,
// plan limits) leaving nothing behind, other users' documents, shared documents through
// projects, file and thumbnail streaming, and the usage figures.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import { makePdf } from '../../../../tests/support/make-pdf';
import { pdfFixture } from '../../../../tests/support/pdf-fixtures';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import type { DocumentView, PlanUsage } from '../../../core/documents';
import { DOCUMENT_MESSAGES } from '../../../core/messages';
import { limitReachedMessage } from '../../../core/plans';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const MB = 1024 * 1024;
const db = () => server.database.db;
const filesDir = () => join(server.deps.config.dataDir, 'files');
const tmpDir = () => join(server.deps.config.dataDir, 'tmp');

function upload(
  user: ApiUser,
  data: Uint8Array,
  details: Record<string, string> = { title: 'Proposal' },
) {
  const query = new URLSearchParams(details).toString();
  return user.call('POST', `/documents?${query}`, data, {
    'content-type': 'application/octet-stream',
  });
}

async function documentRows(userId: string) {
  return db().selectFrom('documents').selectAll().where('userId', '=', userId).execute();
}

/** Every stored file of the user's documents (files and thumbnails). */
function storedFiles(userId: string): string[] {
  const dir = join(filesDir(), 'documents', userId);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Upload leftovers: the temporary folder must be empty after every request. */
function tmpFiles(): string[] {
  return existsSync(tmpDir()) ? readdirSync(tmpDir()) : [];
}

async function setTier(user: ApiUser, tier: 'free' | 'pro' | 'business') {
  await db().updateTable('profiles').set({ tier }).where('userId', '=', user.id).execute();
}

const image = (format: 'png' | 'jpeg' | 'gif' | 'webp') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();

describe('uploading documents', () => {
  it('stores a PDF streamed as the raw body, with its page count and a thumbnail', async () => {
    const user = await signUpApiUser(server, 'doc-pdf');
    const pdf = makePdf(3);
    const created = await upload(user, pdf, {
      title: '  Q3 proposal ',
      description: 'For Acme',
      tags: 'sales, acme,Sales',
      filename: 'q3.pdf',
    });
    expect(created.status).toBe(201);
    const document = created.body as DocumentView;
    expect(document).toMatchObject({
      title: 'Q3 proposal',
      description: 'For Acme',
      tags: ['sales', 'acme'],
      size: pdf.length,
      type: 'pdf',
      originalFilename: 'q3.pdf',
      pageCount: 3,
      viewCount: 0,
      trackingLinkCount: 0,
      isOwn: true,
      fileUrl: `/api/v1/documents/${document.id}/file`,
      thumbnailUrl: `/api/v1/documents/${document.id}/thumbnail`,
    });

    const [row] = await documentRows(user.id);
    expect(row?.storagePath).toMatch(new RegExp(`^documents/${user.id}/\\d+-[0-9a-f]+\\.pdf$`));
    expect(row?.thumbnailPath).toBe(`documents/${user.id}/thumbnails/${document.id}.webp`);
    expect(storedFiles(user.id)).toHaveLength(2);
    expect(tmpFiles()).toEqual([]);

    const listed = await user.call('GET', '/documents');
    expect(listed.body.map((d: DocumentView) => d.id)).toEqual([document.id]);
    expect((await user.call('GET', `/documents/${document.id}`)).body).toMatchObject({
      id: document.id,
      title: 'Q3 proposal',
    });

    const file = await fetch(`${server.url}${document.fileUrl}`, {
      headers: { cookie: user.cookie },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toMatch(/^private/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename="q3.pdf"/);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);

    const thumbnail = await fetch(`${server.url}${document.thumbnailUrl}`, {
      headers: { cookie: user.cookie },
    });
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(320);

    // Documents are private: the public /files/ route never serves them.
    const direct = await fetch(`${server.url}/files/${row?.storagePath}`);
    expect(direct.status).toBe(404);
    // Signed out, the API answers 401.
    expect((await fetch(`${server.url}${document.fileUrl}`)).status).toBe(401);
  });

  it('stores every image kind, read from its bytes, with a thumbnail', async () => {
    const user = await signUpApiUser(server, 'doc-img');
    await setTier(user, 'pro');
    for (const format of ['png', 'jpeg', 'gif', 'webp'] as const) {
      // The name says PDF; the bytes say otherwise, and the bytes win.
      const created = await upload(user, await image(format), { filename: `photo-${format}.pdf` });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        type: format,
        title: `photo-${format}`,
        pageCount: null,
      });
      expect(created.body.thumbnailUrl).not.toBeNull();
    }
    const rows = await documentRows(user.id);
    expect(rows.map((row) => row.storagePath.split('.').pop()).sort()).toEqual([
      'gif',
      'jpg',
      'png',
      'webp',
    ]);
    expect(storedFiles(user.id)).toHaveLength(8);
  });

  it('refuses a file over 10 MB, declared or streamed, and stores nothing', async () => {
    const user = await signUpApiUser(server, 'doc-big');
    const big = makePdf(1, { minBytes: 11 * MB });
    const declared = await upload(user, big);
    expect(declared.status).toBe(413);
    expect(declared.body.error.message).toBe('File size must be less than 10MB');

    // Without a Content-Length, the count of streamed bytes cuts it off.
    const chunks = [big.subarray(0, 6 * MB), big.subarray(6 * MB)];
    const streamed = await fetch(`${server.url}/api/v1/documents?title=Big`, {
      method: 'POST',
      headers: { cookie: user.cookie, origin: server.url },
      body: new ReadableStream({
        pull(controller) {
          const chunk = chunks.shift();
          if (chunk) controller.enqueue(new Uint8Array(chunk));
          else controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as { error: { message: string } }).error.message).toBe(
      DOCUMENT_MESSAGES.fileTooLarge,
    );

    expect(await documentRows(user.id)).toEqual([]);
    expect(storedFiles(user.id)).toEqual([]);
    expect(tmpFiles()).toEqual([]);

    // Just under the limit is stored.
    const edge = makePdf(1, { minBytes: 10 * MB - 200 });
    expect(edge.length).toBeLessThanOrEqual(10 * MB);
    expect((await upload(user, edge)).status).toBe(201);
  });

  it('refuses files that are not images or PDFs, and PDFs pdf.js cannot read', async () => {
    const user = await signUpApiUser(server, 'doc-kind');
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
      Buffer.alloc(4096),
    ]);
    const cases: Array<[Uint8Array, number, string]> = [
      [exe, 415, DOCUMENT_MESSAGES.wrongFileType],
      [Buffer.from('Just some notes\nin a text file\n'), 415, DOCUMENT_MESSAGES.wrongFileType],
      [
        Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 0x41)]),
        415,
        DOCUMENT_MESSAGES.unreadablePdf,
      ],
      [makePdf(2).subarray(0, 200), 415, DOCUMENT_MESSAGES.unreadablePdf],
      [Buffer.alloc(0), 400, DOCUMENT_MESSAGES.emptyFile],
      // A picture that sniffs as PNG but is not one.
      [
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.alloc(100),
        ]),
        415,
        DOCUMENT_MESSAGES.wrongFileType,
      ],
    ];
    for (const [data, status, message] of cases) {
      const answer = await upload(user, data, { title: 'Setup', filename: 'setup.pdf' });
      expect(answer.status, message).toBe(status);
      expect(answer.body.error.message).toBe(message);
    }
    expect(await documentRows(user.id)).toEqual([]);
    expect(storedFiles(user.id)).toEqual([]);
    expect(tmpFiles()).toEqual([]);
  });

  it('says a PDF needs its password removed, and takes one locked only against changes', async () => {
    const user = await signUpApiUser(server, 'doc-password');
    const locked = await upload(user, pdfFixture('password'), {
      title: 'Contract',
      filename: 'contract.pdf',
    });
    expect(locked.status).toBe(415);
    expect(locked.body.error.message).toBe(DOCUMENT_MESSAGES.passwordProtectedPdf);
    expect(await documentRows(user.id)).toEqual([]);
    expect(storedFiles(user.id)).toEqual([]);
    expect(tmpFiles()).toEqual([]);

    // An owner password without a user password: anyone may open it, so it is shared.
    const ownerOnly = await upload(user, pdfFixture('owner-password-only'), {
      title: 'Brochure',
      filename: 'brochure.pdf',
    });
    expect(ownerOnly.status, ownerOnly.text).toBe(201);
    expect(ownerOnly.body).toMatchObject({ title: 'Brochure', pageCount: 2 });
    expect(ownerOnly.body.thumbnailUrl).toBeTruthy();
  });

  it('refuses bad details with the schema’s messages before reading the file', async () => {
    const user = await signUpApiUser(server, 'doc-details');
    const pdf = makePdf(1);
    const longTitle = await upload(user, pdf, { title: 'x'.repeat(101) });
    expect(longTitle.status).toBe(400);
    expect(longTitle.body.error.message).toBe(DOCUMENT_MESSAGES.titleTooLong);

    const manyTags = await upload(user, pdf, {
      title: 'Tags',
      tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(','),
    });
    expect(manyTags.status).toBe(400);
    expect(manyTags.body.error.message).toBe(DOCUMENT_MESSAGES.tooManyTags);

    const longDescription = await upload(user, pdf, { title: 'D', description: 'd'.repeat(501) });
    expect(longDescription.body.error.message).toBe(DOCUMENT_MESSAGES.descriptionTooLong);

    expect(await documentRows(user.id)).toEqual([]);
    expect(storedFiles(user.id)).toEqual([]);
  });
});

describe('plan limits', () => {
  it('Free holds one document: the second upload is refused and leaves nothing', async () => {
    const user = await signUpApiUser(server, 'doc-free');
    expect((await upload(user, makePdf(1))).status).toBe(201);
    const second = await upload(user, await image('png'));
    expect(second.status).toBe(403);
    expect(second.body.error).toEqual({
      code: 'forbidden',
      message: limitReachedMessage('free', 'documents'),
    });
    expect(second.body.error.message).toBe(
      'The Free plan holds up to 1 document. Upgrade to Pro for up to 10 documents.',
    );
    expect(await documentRows(user.id)).toHaveLength(1);
    expect(storedFiles(user.id)).toHaveLength(2);
    expect(tmpFiles()).toEqual([]);
  });

  it('Pro holds ten: the 10th is stored, the 11th refused', async () => {
    const user = await signUpApiUser(server, 'doc-pro');
    await setTier(user, 'pro');
    await db()
      .insertInto('documents')
      .values(
        Array.from({ length: 9 }, (_, i) => ({
          userId: user.id,
          title: `Seeded ${i}`,
          size: 10,
          type: 'pdf' as const,
          storagePath: `documents/${user.id}/seeded-${i}.pdf`,
          fileUrl: `/api/v1/documents/seeded-${i}/file`,
        })),
      )
      .execute();
    expect((await upload(user, await image('png'), { title: 'Tenth' })).status).toBe(201);
    const eleventh = await upload(user, await image('png'), { title: 'Eleventh' });
    expect(eleventh.status).toBe(403);
    expect(eleventh.body.error.message).toBe(limitReachedMessage('pro', 'documents'));
    expect(await documentRows(user.id)).toHaveLength(10);
    expect(storedFiles(user.id)).toHaveLength(2);
  });

  it('two uploads at once cannot both take the last free slot', async () => {
    const user = await signUpApiUser(server, 'doc-race');
    const answers = await Promise.all([
      upload(user, await image('png'), { title: 'A' }),
      upload(user, await image('jpeg'), { title: 'B' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 403]);
    expect(await documentRows(user.id)).toHaveLength(1);
    expect(storedFiles(user.id)).toHaveLength(2);
  });
});

describe('editing and deleting', () => {
  it('updates the details, refusing bad ones without change', async () => {
    const user = await signUpApiUser(server, 'doc-edit');
    const { body: document } = await upload(user, makePdf(1));
    const updated = await user.call('PATCH', `/documents/${document.id}`, {
      title: 'Signed proposal',
      description: '',
      tags: ['won'],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      title: 'Signed proposal',
      description: null,
      tags: ['won'],
    });

    const refused = await user.call('PATCH', `/documents/${document.id}`, {
      title: 'x'.repeat(101),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(DOCUMENT_MESSAGES.titleTooLong);
    const empty = await user.call('PATCH', `/documents/${document.id}`, {});
    expect(empty.body.error.message).toBe(DOCUMENT_MESSAGES.nothingToUpdate);
    const [row] = await documentRows(user.id);
    expect(row?.title).toBe('Signed proposal');
  });

  it('deletes the row, the file and the thumbnail', async () => {
    const user = await signUpApiUser(server, 'doc-delete');
    const { body: document } = await upload(user, makePdf(2));
    expect(storedFiles(user.id)).toHaveLength(2);
    const deleted = await user.call('DELETE', `/documents/${document.id}`);
    expect(deleted.status).toBe(204);
    expect(await documentRows(user.id)).toEqual([]);
    expect(storedFiles(user.id)).toEqual([]);
    expect((await user.call('GET', `/documents/${document.id}`)).status).toBe(404);
    // The slot is free again.
    expect((await upload(user, makePdf(1))).status).toBe(201);
  });

  it('answers 404 for another user’s document on every route and changes nothing', async () => {
    const owner = await signUpApiUser(server, 'doc-owner');
    const other = await signUpApiUser(server, 'doc-other');
    const { body: document } = await upload(owner, makePdf(1), { title: 'Mine' });
    const attempts = [
      other.call('GET', `/documents/${document.id}`),
      other.call('PATCH', `/documents/${document.id}`, { title: 'Theirs' }),
      other.call('DELETE', `/documents/${document.id}`),
      other.call('GET', `/documents/${document.id}/file`),
      other.call('GET', `/documents/${document.id}/thumbnail`),
      other.call('GET', '/documents/not-a-uuid'),
      other.call('GET', '/documents/not-a-uuid/file'),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe(DOCUMENT_MESSAGES.documentNotFound);
    }
    expect((await other.call('GET', '/documents')).body).toEqual([]);
    expect((await other.call('GET', '/documents?shared=1')).body).toEqual([]);
    const [row] = await documentRows(owner.id);
    expect(row?.title).toBe('Mine');
    expect(storedFiles(owner.id)).toHaveLength(2);
  });

  it('answers 401 when signed out', async () => {
    for (const [method, path] of [
      ['GET', '/documents'],
      ['POST', '/documents?title=x'],
      ['GET', '/usage'],
    ] as const) {
      const answer = await fetch(`${server.url}/api/v1${path}`, { method });
      expect(answer.status).toBe(401);
    }
  });
});

describe('documents shared through projects', () => {
  it('shows a project’s documents to its members, read-only', async () => {
    const owner = await signUpApiUser(server, 'doc-share-owner');
    const member = await signUpApiUser(server, 'doc-share-member');
    const outsider = await signUpApiUser(server, 'doc-share-outsider');
    await db()
      .updateTable('profiles')
      .set({ displayName: 'Olga Owner' })
      .where('userId', '=', owner.id)
      .execute();
    const { body: document } = await upload(owner, makePdf(2), { title: 'Shared deck' });
    const project = await db()
      .insertInto('projects')
      .values({ userId: owner.id, name: 'Acme deal' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('project_members')
      .values([
        { projectId: project.id, userId: owner.id, role: 'owner' },
        { projectId: project.id, userId: member.id, role: 'viewer', addedBy: owner.id },
      ])
      .execute();
    await db()
      .insertInto('project_documents')
      .values({ projectId: project.id, documentId: document.id, addedBy: owner.id })
      .execute();

    const shared = await member.call('GET', '/documents?shared=1');
    expect(shared.body).toHaveLength(1);
    expect(shared.body[0]).toMatchObject({
      id: document.id,
      title: 'Shared deck',
      isOwn: false,
      ownerName: 'Olga Owner',
    });
    // Not among the member's own documents, nor among the owner's shared ones.
    expect((await member.call('GET', '/documents')).body).toEqual([]);
    expect((await owner.call('GET', '/documents?shared=1')).body).toEqual([]);

    expect((await member.call('GET', `/documents/${document.id}`)).body.isOwn).toBe(false);
    const file = await member.call('GET', `/documents/${document.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await member.call('GET', `/documents/${document.id}/thumbnail`)).status).toBe(200);

    expect(
      (await member.call('PATCH', `/documents/${document.id}`, { title: 'Mine now' })).status,
    ).toBe(404);
    expect((await member.call('DELETE', `/documents/${document.id}`)).status).toBe(404);
    expect((await outsider.call('GET', `/documents/${document.id}/file`)).status).toBe(404);
    expect((await outsider.call('GET', '/documents?shared=1')).body).toEqual([]);
    const [row] = await documentRows(owner.id);
    expect(row?.title).toBe('Shared deck');
  });
});

describe('usage', () => {
  it('counts what the plan limits, with the tier’s limits', async () => {
    const user = await signUpApiUser(server, 'doc-usage');
    await upload(user, makePdf(1));
    await user.call('POST', '/templates', { name: 'Hello', body: 'Hi' });
    const usage = (await user.call('GET', '/usage')).body as PlanUsage;
    expect(usage.tier).toBe('free');
    expect(usage.items).toEqual([
      { resource: 'clients', used: 0, limit: 50 },
      { resource: 'templates', used: 1, limit: 3 },
      { resource: 'trackingLinks', used: 0, limit: 5 },
      { resource: 'documents', used: 1, limit: 1 },
      { resource: 'projects', used: 0, limit: 1 },
    ]);
    await setTier(user, 'pro');
    const pro = (await user.call('GET', '/usage')).body as PlanUsage;
    expect(pro.items.find((item) => item.resource === 'documents')).toEqual({
      resource: 'documents',
      used: 1,
      limit: 10,
    });
  });
});

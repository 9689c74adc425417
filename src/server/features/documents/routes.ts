// The documents API (mounted under /api/v1, signed in): uploads streamed as raw bodies,
// the caller's and shared documents, and their files, which only this API serves
// (never /files/: documents are private). Another user's document answers 404.

import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { type Context, Hono } from 'hono';
import { ZDocumentUpdate, ZDocumentUploadDetails } from '../../../core/document-schemas';
import { FILE_KINDS } from '../../../core/file-kinds';
import { DOCUMENT_MESSAGES } from '../../../core/messages';
import { requireUser } from '../../auth/session';
import { fromZodError, notFound } from '../../http/errors';
import { readJson } from '../../http/json-body';
import type { AppDeps, AppEnv } from '../../http/types';
import type { Storage } from '../../platform/storage/storage';
import { deleteDocument } from './delete-document';
import { toDocumentView } from './document-view';
import { findReadableDocument } from './find-readable-document';
import { getUsage } from './get-usage';
import { listDocuments } from './list-documents';
import { receiveUpload, removeUpload } from './receive-upload';
import { updateDocument } from './update-document';
import { checkDocumentQuota, uploadDocument } from './upload-document';

/** The upload's details come as query parameters; `tags` is comma-separated there. */
function readUploadDetails(query: Record<string, string>) {
  const input: Record<string, unknown> = {};
  if (query.title !== undefined) input.title = query.title;
  if (query.description !== undefined) input.description = query.description;
  if (query.filename !== undefined) input.filename = query.filename;
  if (query.tags !== undefined) {
    input.tags = query.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
  }
  const parsed = ZDocumentUploadDetails.safeParse(input);
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data;
}

/**
 * The body as Node's own stream when the Node adapter serves the request: piped straight
 * to disk, without the web-stream wrapping and its extra buffers.
 */
function requestBody(c: Context<AppEnv>): Readable | ReadableStream<Uint8Array> | null {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming && !incoming.readableEnded ? incoming : c.req.raw.body;
}

/** `inline; filename="…"` with a plain-ASCII fallback and the exact UTF-8 name. */
function inlineDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

async function streamStored(
  storage: Storage,
  path: string,
  contentType: string,
  filename: string,
): Promise<Response> {
  const file = await storage.get(path).catch((error) => {
    console.warn(`Could not read stored document file ${path}:`, error);
    return null;
  });
  if (!file) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  return new Response(Readable.toWeb(file.stream) as ReadableStream, {
    headers: {
      'content-type': contentType,
      ...(file.size > 0 ? { 'content-length': String(file.size) } : {}),
      'content-disposition': inlineDisposition(filename),
      'cache-control': 'private, max-age=0, must-revalidate',
      'x-content-type-options': 'nosniff',
    },
  });
}

export function documentRoutes({ database, storage, config }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  const tmpDir = join(config.dataDir, 'tmp');
  return new Hono<AppEnv>()
    .get('/usage', async (c) => c.json(await getUsage(db, requireUser(c).id)))
    .get('/documents', async (c) => {
      const user = requireUser(c);
      const shared = c.req.query('shared');
      return c.json(
        await listDocuments(db, user.id, { shared: shared === '1' || shared === 'true' }),
      );
    })
    .post('/documents', async (c) => {
      const user = requireUser(c);
      const details = readUploadDetails(c.req.query());
      // Refused before a byte is read when the plan is already full; checked again,
      // under a lock, when the row is inserted.
      await checkDocumentQuota(db, user.id);
      const upload = await receiveUpload(requestBody(c), c.req.header('content-length'), tmpDir);
      try {
        return c.json(await uploadDocument(db, storage, user.id, upload, details), 201);
      } finally {
        await removeUpload(upload);
      }
    })
    .get('/documents/:id', async (c) => {
      const user = requireUser(c);
      return c.json(
        toDocumentView(await findReadableDocument(db, user.id, c.req.param('id')), user.id),
      );
    })
    .patch('/documents/:id', async (c) => {
      const user = requireUser(c);
      const input = await readJson(c, ZDocumentUpdate);
      return c.json(await updateDocument(db, user.id, c.req.param('id'), input));
    })
    .delete('/documents/:id', async (c) => {
      await deleteDocument(db, storage, requireUser(c).id, c.req.param('id'));
      return c.body(null, 204);
    })
    .get('/documents/:id/file', async (c) => {
      const document = await findReadableDocument(db, requireUser(c).id, c.req.param('id'));
      const { contentType, extension } = FILE_KINDS[document.type];
      const filename = document.originalFilename ?? `${document.title}.${extension}`;
      return streamStored(storage, document.storagePath, contentType, filename);
    })
    .get('/documents/:id/thumbnail', async (c) => {
      const document = await findReadableDocument(db, requireUser(c).id, c.req.param('id'));
      if (!document.thumbnailPath) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
      return streamStored(storage, document.thumbnailPath, 'image/webp', `${document.title}.webp`);
    });
}

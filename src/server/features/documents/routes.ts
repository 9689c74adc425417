// The documents API (mounted under /api/v1, signed in): uploads streamed as raw bodies,
// the caller's and shared documents, and their files, which only this API serves
// (never /files/: documents are private). Every route names its workspace (issue 18,
// platform/access): a document the caller may not see there answers 404, one they see
// but may not change 403.

import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { type Context, Hono } from 'hono';
import {
  ZDocumentListQuery,
  ZDocumentMove,
  ZDocumentUpdate,
  ZDocumentUploadDetails,
} from '../../../core/document-schemas';
import { FILE_KINDS } from '../../../core/file-kinds';
import { DOCUMENT_MESSAGES } from '../../../core/messages';
import { fromZodError, notFound } from '../../http/errors';
import { readJson } from '../../http/json-body';
import { readQuery } from '../../http/read-query';
import type { AppDeps, AppEnv } from '../../http/types';
import { requireWorkspace } from '../../platform/access/require-workspace';
import type { RecordOp } from '../../platform/access/workspace-access';
import type { Storage } from '../../platform/storage/storage';
import { deleteDocument } from './delete-document';
import { toDocumentView } from './document-view';
import { findReadableDocument } from './find-readable-document';
import { getUsage } from './get-usage';
import { listDocuments } from './list-documents';
import { moveDocument } from './move-document';
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
  const documents = (c: Context<AppEnv>, op: RecordOp) =>
    requireWorkspace(c, database, { area: 'documents', op });
  return new Hono<AppEnv>()
    .get('/usage', async (c) => {
      // The plan is a person's (§9): its figures count what the caller owns in every
      // workspace, as its limits do. The named workspace must still be theirs.
      const access = await requireWorkspace(c, database);
      return c.json(await getUsage(db, access.userId));
    })
    .get('/documents', async (c) => {
      const access = await documents(c, 'view');
      const { shared } = readQuery(c, ZDocumentListQuery);
      return c.json(
        await listDocuments(db, access, { shared: shared === '1' || shared === 'true' }),
      );
    })
    .post('/documents', async (c) => {
      const access = await documents(c, 'edit');
      const details = readUploadDetails(c.req.query());
      // Refused before a byte is read when the plan is already full; checked again,
      // under a lock, when the row is inserted. The uploader's own plan (upload-document.ts).
      await checkDocumentQuota(db, access.userId);
      const upload = await receiveUpload(requestBody(c), c.req.header('content-length'), tmpDir);
      try {
        return c.json(await uploadDocument(db, storage, access, upload, details), 201);
      } finally {
        await removeUpload(upload);
      }
    })
    .get('/documents/:id', async (c) => {
      const access = await documents(c, 'view');
      return c.json(
        toDocumentView(await findReadableDocument(db, access, c.req.param('id')), access.userId),
      );
    })
    .patch('/documents/:id', async (c) => {
      const access = await documents(c, 'edit');
      const input = await readJson(c, ZDocumentUpdate);
      return c.json(await updateDocument(db, access, c.req.param('id'), input));
    })
    .delete('/documents/:id', async (c) => {
      const access = await documents(c, 'edit');
      await deleteDocument(db, storage, access, c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/documents/:id/move', async (c) => {
      const access = await documents(c, 'edit');
      const { workspaceId } = await readJson(c, ZDocumentMove);
      return c.json(await moveDocument(db, access, c.req.param('id'), workspaceId));
    })
    .get('/documents/:id/file', async (c) => {
      const access = await documents(c, 'view');
      const document = await findReadableDocument(db, access, c.req.param('id'));
      const { contentType, extension } = FILE_KINDS[document.type];
      const filename = document.originalFilename ?? `${document.title}.${extension}`;
      return streamStored(storage, document.storagePath, contentType, filename);
    })
    .get('/documents/:id/thumbnail', async (c) => {
      const access = await documents(c, 'view');
      const document = await findReadableDocument(db, access, c.req.param('id'));
      if (!document.thumbnailPath) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
      return streamStored(storage, document.thumbnailPath, 'image/webp', `${document.title}.webp`);
    });
}

// The public document viewer's API (mounted under /api/v1 before the session
// middleware): what a share address points at, its PDF, and the view beacon. A
// disabled or unknown link answers exactly like one that never existed.
import { Readable } from 'node:stream';
import { type Context, Hono } from 'hono';
import { ZDocumentViewBeacon } from '../../../../core/document-schemas';
import type { PublicDocument } from '../../../../core/documents';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import { fromZodError, HttpError, notFound } from '../../../http/errors';
import { parseJsonBody } from '../../../http/json-body';
import type { AppDeps, AppEnv } from '../../../http/types';
import { beaconRules } from '../../../platform/rate-limit/beacon-rules';
import { limitPerClient } from '../../../platform/rate-limit/limit-per-client';
import { isBot } from '../../analytics/public';
import { parseByteRange, sliceStream } from './byte-range';
import { findSharedDocument, type SharedDocument } from './find-shared-document';
import { type GatePass, readGatePass } from './gate-cookie';
import { recordDocumentView } from './record-document-view';

/** A beacon is a few hundred bytes; a 500-page document's page times fit well within this. */
const MAX_BEACON_BYTES = 16 * 1024;

/** Share addresses are private to whoever holds them: never indexed, never kept by a cache. */
const PRIVATE_HEADERS = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'private, no-store',
};

export function publicDocumentRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps.database;
  const requirePass = (c: Context<AppEnv>, shared: SharedDocument): GatePass => {
    const pass = readGatePass(c, shared.link, deps.config.authSecret);
    if (!pass) throw new HttpError('forbidden', DOCUMENT_MESSAGES.gateRequired);
    return pass;
  };

  const publicDocument = async (c: Context<AppEnv>, roomDocumentId?: string) => {
    const username = c.req.param('username') ?? '';
    const code = c.req.param('code') ?? '';
    const shared = await findSharedDocument(db, username, code, roomDocumentId);
    const pass = requirePass(c, shared);
    const base = `/api/v1/public/documents/${encodeURIComponent(shared.owner.username)}/${code}`;
    const fileUrl = roomDocumentId ? `${base}/room/${shared.document.id}/file` : `${base}/file`;
    const body: PublicDocument = {
      title: shared.document.title,
      ownerName: shared.owner.name,
      pageCount: shared.document.pageCount,
      fileUrl,
      downloadUrl: shared.link.allowDownload ? `${fileUrl}?download=1` : null,
      watermark: shared.link.watermark ? watermarkText(pass.email) : null,
    };
    return c.json(body);
  };

  const documentFile = async (c: Context<AppEnv>, roomDocumentId?: string) => {
    const shared = await findSharedDocument(
      db,
      c.req.param('username') ?? '',
      c.req.param('code') ?? '',
      roomDocumentId,
    );
    // Nothing of a gated document leaves before its gate is passed.
    requirePass(c, shared);
    // The viewer reads the file with fetch(); asking for it as a download, or opening
    // its address in the browser's own PDF viewer, is a download, and the link decides.
    const isDownload =
      c.req.query('download') === '1' || c.req.header('sec-fetch-dest') === 'document';
    if (isDownload && !shared.link.allowDownload) {
      throw new HttpError('forbidden', DOCUMENT_MESSAGES.downloadNotAllowed);
    }
    const file = await deps.storage.get(shared.document.storagePath).catch((error) => {
      console.warn(`Could not read document file ${shared.document.storagePath}:`, error);
      return null;
    });
    if (!file) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
    const headers: Record<string, string> = {
      ...PRIVATE_HEADERS,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${isDownload ? 'attachment' : 'inline'}; filename="${asciiFilename(shared.document.title)}.pdf"`,
      'X-Content-Type-Options': 'nosniff',
      'Accept-Ranges': 'bytes',
    };
    const range = parseByteRange(c.req.header('range'), file.size);
    if (range === 'unsatisfiable') {
      file.stream.destroy();
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${file.size}` });
    }
    if (range) {
      return new Response(toWeb(sliceStream(file.stream, range)), {
        status: 206,
        headers: {
          ...headers,
          'Content-Range': `bytes ${range.start}-${range.end}/${file.size}`,
          'Content-Length': String(range.end - range.start + 1),
        },
      });
    }
    return new Response(toWeb(file.stream), {
      status: 200,
      headers: { ...headers, 'Content-Length': String(file.size) },
    });
  };

  return (
    new Hono<AppEnv>()
      .use('/public/documents/*', async (c, next) => {
        // Refusals too: a dead share address must not end up in a search index either.
        for (const [name, value] of Object.entries(PRIVATE_HEADERS)) c.header(name, value);
        await next();
      })
      .get('/public/documents/:username/:code', (c) => publicDocument(c))
      .get('/public/documents/:username/:code/file', (c) => documentFile(c))
      // A data room's document (decision 078): the same viewer, through the room's link.
      .get('/public/documents/:username/:code/room/:documentId', (c) =>
        publicDocument(c, c.req.param('documentId')),
      )
      .get('/public/documents/:username/:code/room/:documentId/file', (c) =>
        documentFile(c, c.req.param('documentId')),
      )
      // Counted per client before anything is read: over the limit, 429 and nothing stored.
      .post(
        '/track/document-view',
        limitPerClient(deps, beaconRules(deps.config).documentView),
        async (c) => {
          // sendBeacon sends text/plain (a "simple" request, no CORS preflight): the JSON
          // is read from the text whatever the declared type.
          const text = await readLimitedText(c, MAX_BEACON_BYTES);
          const parsed = ZDocumentViewBeacon.safeParse(parseJsonBody(text));
          if (!parsed.success) throw fromZodError(parsed.error);
          const beacon = parsed.data;
          // A beacon naming a link that is not this user's (or is off) counts nothing.
          const shared = await findSharedDocument(
            db,
            beacon.username,
            beacon.code,
            beacon.documentId,
          );
          // A visit that has not passed the link's gate is not a view.
          const pass = readGatePass(c, shared.link, deps.config.authSecret);
          if (!pass) return noContent(c);

          const userAgent = c.req.header('user-agent')?.trim() ?? '';
          const purpose = `${c.req.header('sec-purpose') ?? ''} ${c.req.header('purpose') ?? ''}`;
          // Link previews, crawlers and prefetches are not a person reading.
          if (isBot(userAgent) || /prefetch|prerender/i.test(purpose)) return noContent(c);
          // The owner checking their own link is not a view.
          if (await isOwner(deps, c, shared.link.userId)) return noContent(c);

          try {
            await recordDocumentView(db, {
              shared,
              beacon,
              pass,
              userAgent,
              authSecret: deps.config.authSecret,
              publicUrl: deps.config.publicUrl,
            });
          } catch (error) {
            // §8: view-recording failures are only logged; the visitor never sees them.
            console.warn('Could not record a document view:', error);
          }
          return noContent(c);
        },
      )
  );
}

/** Text drawn over every page: who is reading (when the gate asked) and when. */
function watermarkText(email: string | null): string {
  const when = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return email ? `${email} · ${when}` : when;
}

function noContent(c: Context<AppEnv>) {
  return c.body(null, 204, { 'Cache-Control': 'no-store' });
}

async function isOwner(deps: AppDeps, c: Context<AppEnv>, ownerId: string): Promise<boolean> {
  // Most visitors have no session with us: skip the lookup without a cookie.
  if (!c.req.header('cookie')) return false;
  try {
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    return session?.user.id === ownerId;
  } catch {
    return false;
  }
}

/** The body as text, refused with 413 once it passes `limit` bytes (declared or sent). */
async function readLimitedText(c: Context<AppEnv>, limit: number): Promise<string> {
  const tooLarge = () => new HttpError('payload_too_large', 'The beacon is too large');
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) return '';
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function toWeb(stream: Readable): ReadableStream {
  return Readable.toWeb(stream) as ReadableStream;
}

/** A header-safe download name: the title's plain characters. */
function asciiFilename(title: string): string {
  return (
    title
      .replace(/[^\w .-]+/g, '')
      .trim()
      .slice(0, 100) || 'document'
  );
}

// Test helpers for the tracking-link, viewer and analytics tests: documents written
// straight into the database and storage (the upload path has its own tests), plan
// tiers, and the viewer's beacon as a browser sends it.
import { randomUUID } from 'node:crypto';
import type { DocumentKind } from '../../src/core/document-schemas';
import type { Tier } from '../../src/server/features/profiles/tables';
import type { ApiUser } from './api-user';
import { makePdf } from './make-pdf';
import type { TestServer } from './test-server';

export const CHROME_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export type StoredDocument = { id: string; storagePath: string; bytes: Buffer };

export async function insertDocument(
  server: TestServer,
  userId: string,
  options: { type?: DocumentKind; pages?: number; title?: string } = {},
): Promise<StoredDocument> {
  const type = options.type ?? 'pdf';
  const id = randomUUID();
  const bytes =
    type === 'pdf'
      ? makePdf(options.pages ?? 3)
      : Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const storagePath = `documents/${userId}/${Date.now()}-${id.slice(0, 8)}.${type}`;
  await server.deps.storage.put(
    storagePath,
    bytes,
    type === 'pdf' ? 'application/pdf' : `image/${type}`,
  );
  await server.database.db
    .insertInto('documents')
    .values({
      id,
      userId,
      title: options.title ?? 'Proposal',
      size: bytes.length,
      type,
      originalFilename: `proposal.${type}`,
      storagePath,
      fileUrl: `/api/v1/documents/${id}/file`,
      pageCount: type === 'pdf' ? (options.pages ?? 3) : null,
    })
    .execute();
  return { id, storagePath, bytes };
}

export async function setTier(server: TestServer, userId: string, tier: Tier): Promise<void> {
  await server.database.db
    .updateTable('profiles')
    .set({ tier })
    .where('userId', '=', userId)
    .execute();
}

export async function usernameOf(server: TestServer, user: ApiUser): Promise<string> {
  const { username } = await server.database.db
    .selectFrom('profiles')
    .select('username')
    .where('userId', '=', user.id)
    .executeTakeFirstOrThrow();
  return username;
}

export type BeaconBody = {
  /** Through a data room's link (decision 078). */
  documentId?: string;
  username: string;
  code: string;
  viewKey: string;
  visitorId: string;
  pageSeconds: Record<string, number>;
  totalSeconds: number;
  referrer?: string;
  isFinal: boolean;
};

/** POST /api/v1/track/document-view the way navigator.sendBeacon sends it. */
export async function sendBeacon(
  server: TestServer,
  body: BeaconBody | string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.url}/api/v1/track/document-view`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME_UA, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, body: text ? safeJson(text) : undefined };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// The real app for the interop check, started as the benchmarks start it (bench/
// bench-server.ts: the `npm start` bundle, built when stale, on a fresh PGlite folder
// and a free port), one signed-up user on the Business plan (no client or document
// limit; set while the server is stopped, as PGlite belongs to one process), and the
// few API calls the check makes, each answering the status and the app's own message.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AppServer,
  signUpOwner,
  startAppServer,
  stopServer,
  userIdOf,
  whileStopped,
} from '../../bench/bench-server';
import type { StoredClient } from './compare-contacts';

export type Session = {
  url: string;
  cookie: string;
  stop: () => Promise<void>;
};

export async function startSession(verbose: boolean): Promise<Session> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scale-interop-'));
  const stdio = verbose ? 'inherit' : 'ignore';
  let server: AppServer | undefined;
  const stop = async () => {
    await stopServer(server?.child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // DATABASE_URL may name a PostgreSQL server in the environment: this run is PGlite's.
    server = await startAppServer({
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', stdio, stdio],
    });
    const cookie = await signUpOwner(server.url, 'interop@example.com');
    const userId = await userIdOf(server.url, cookie);
    server = await whileStopped(server, dataDir, async ({ db }) => {
      await db
        .updateTable('profiles')
        .set({ tier: 'business' })
        .where('userId', '=', userId)
        .execute();
    });
    return { url: server.url, cookie, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A refusal as the user would read it: the status and the app's message. */
export type Refusal = { status: number; message: string };

async function refusalOf(response: Response): Promise<Refusal> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { error?: { message?: string } };
    return { status: response.status, message: body.error?.message ?? text.slice(0, 200) };
  } catch {
    return { status: response.status, message: text.slice(0, 200) };
  }
}

function call(session: Session, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${session.url}/api/v1${path}`, {
    ...init,
    headers: {
      cookie: session.cookie,
      origin: session.url,
      ...(init.headers as Record<string, string> | undefined),
    },
  });
}

/** The import's last NDJSON line, as the one-shot endpoint answers it. */
export type ImportDone = {
  type: 'done';
  total: number;
  imported: number;
  updated?: number;
  skipped?: number;
  failed: { line: number; name: string; reason: string }[];
  limited?: { count: number };
};

export type ImportOutcome =
  | { kind: 'done'; done: ImportDone }
  | { kind: 'refused'; refusal: Refusal }
  /** The NDJSON answer ended in an error line (or ended without a done line). */
  | { kind: 'error'; message: string };

/**
 * POST /clients/import with the automatic mapping. Duplicates are created anyway: the
 * check compares every row of the file, and test files repeat people on purpose.
 */
export async function importFile(
  session: Session,
  name: string,
  bytes: Uint8Array,
): Promise<ImportOutcome> {
  const response = await call(
    session,
    `/clients/import?filename=${encodeURIComponent(name)}&duplicates=create`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(bytes),
    },
  );
  if (response.status !== 200) return { kind: 'refused', refusal: await refusalOf(response) };
  const lines = (await response.text())
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { type: string; message?: string });
  const last = lines.at(-1);
  if (last?.type === 'done') return { kind: 'done', done: last as ImportDone };
  return { kind: 'error', message: last?.message ?? 'the answer ended without a "done" line' };
}

/** Every client of the personal workspace, page by page. */
export async function listClients(session: Session): Promise<StoredClient[]> {
  const clients: StoredClient[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const response = await call(session, `/clients?limit=200&offset=${offset}&sort=created_at`);
    if (!response.ok) {
      const refusal = await refusalOf(response);
      throw new Error(`GET /clients answered ${refusal.status}: ${refusal.message}`);
    }
    const page = (await response.json()) as { items: StoredClient[]; nextOffset: number | null };
    clients.push(...page.items);
    offset = page.nextOffset;
  }
  return clients;
}

/** Deletes every client, so the next file's import is compared with its own clients only. */
export async function deleteClients(session: Session, clients: readonly StoredClient[]) {
  const queue = [...clients];
  // A few at a time: the server is one process on two shared cores.
  const worker = async () => {
    for (let client = queue.pop(); client; client = queue.pop()) {
      const response = await call(session, `/clients/${client.id}`, { method: 'DELETE' });
      if (response.status !== 204 && response.status !== 404) {
        const refusal = await refusalOf(response);
        throw new Error(
          `DELETE /clients/${client.id} answered ${refusal.status}: ${refusal.message}`,
        );
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

export type UploadedDocument = {
  id: string;
  pageCount: number | null;
  thumbnailUrl: string | null;
};

export async function uploadDocument(
  session: Session,
  name: string,
  bytes: Uint8Array,
): Promise<{ document: UploadedDocument } | { refusal: Refusal }> {
  const title = name.replace(/\.[^.]+$/, '').slice(0, 100);
  const query = `title=${encodeURIComponent(title)}&filename=${encodeURIComponent(name)}`;
  const response = await call(session, `/documents?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  });
  if (response.status !== 201) return { refusal: await refusalOf(response) };
  return { document: (await response.json()) as UploadedDocument };
}

/** A tracking link's public address, /d/{username}/{code}. */
export async function shareLink(session: Session, documentId: string): Promise<string> {
  const response = await call(session, `/documents/${documentId}/links`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ label: 'Interop check' }),
  });
  if (response.status !== 201) {
    const refusal = await refusalOf(response);
    throw new Error(`creating a link answered ${refusal.status}: ${refusal.message}`);
  }
  return ((await response.json()) as { url: string }).url;
}

/** The bytes of a signed-in GET (a thumbnail), or the refusal. */
export async function download(
  session: Session,
  path: string,
): Promise<{ bytes: Uint8Array } | { refusal: Refusal }> {
  const response = await fetch(`${session.url}${path}`, { headers: { cookie: session.cookie } });
  if (!response.ok) return { refusal: await refusalOf(response) };
  return { bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** POST /me/avatar (multipart, field "file"): the status, and the message of a refusal. */
export async function uploadAvatar(
  session: Session,
  name: string,
  bytes: Uint8Array,
): Promise<{ ok: true } | { refusal: Refusal }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await call(session, '/me/avatar', { method: 'POST', body: form });
  if (response.ok) return { ok: true };
  return { refusal: await refusalOf(response) };
}

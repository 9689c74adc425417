// Crash safety: the real server process is killed with SIGKILL in the middle of a
// 20,000-row import, of a burst of 200 bookings and of a mail burst, and started again
// on the same data. Nothing is half-written or duplicated, the import can be finished
// by sending the file again, and every outbox mail reaches the SMTP server exactly
// once. One data folder (PGlite) or test schema (TEST_DATABASE_URL) carries the three
// cases in turn, so each restart also proves the data reopens after a kill.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/connection';
import type { DB } from '../../src/server/db/types';
import { startServer } from '../../src/server/server';
import { type ApiUser, signUpApiUser } from '../support/api-user';
import { callPublic, createEventType, setUpHost } from '../support/booking-host';
import { type AppProcess, freePort, spawnApp, stopApp, waitForHttp } from '../support/processes';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../support/test-database';

const AUTH_SECRET = 'crash-safety-secret-crash-safety-secret';
const IMPORT_ROWS = 20_000;
const BOOKINGS = 200;
/** Bookings sent at once: a browser per invitee, a few at a time. */
const BOOKING_CONCURRENCY = 8;
const SLUG = 'crash-call';
const QUESTION = 'What should we talk about?';

/** The data every server process of this file opens, and a way for the test to read it. */
type Store = {
  env: Record<string, string>;
  /** Reads the data while no server runs (PGlite allows one process at a time). */
  read<T>(work: (db: Kysely<DB>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

async function createStore(): Promise<Store> {
  if (TEST_DATABASE_URL) {
    const database: TestDatabase = await createTestDatabase();
    return {
      env: { DATABASE_URL: database.url as string },
      read: (work) => work(database.db),
      close: () => database.close(),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'scale-crash-'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    async read(work) {
      // Opening takes over the lock the killed process left and replays PGlite's WAL.
      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        return await work(database.db);
      } finally {
        await database.close();
      }
    },
    close: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** An SMTP server counting deliveries per Message-ID (the outbox row's id). */
type CountingSmtp = {
  url: string;
  deliveries: Map<string, number>;
  /**
   * Called when a sender starts a mail transaction (MAIL FROM), before its data;
   * answering true leaves that transaction unanswered.
   */
  onTransaction?: (transactionsSoFar: number) => boolean;
  close(): Promise<void>;
};

async function startCountingSmtp(): Promise<CountingSmtp> {
  let transactions = 0;
  const counting: CountingSmtp = {
    url: '',
    deliveries: new Map(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      transactions++;
      if (!counting.onTransaction?.(transactions)) callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const id = /^<([^@]+)@/.exec(parsed.messageId ?? '')?.[1] ?? 'no-message-id';
          counting.deliveries.set(id, (counting.deliveries.get(id) ?? 0) + 1);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no SMTP port');
  counting.url = `smtp://127.0.0.1:${address.port}`;
  return counting;
}

let store: Store;
let smtp: CountingSmtp;
let host: ApiUser;
let questionId: string;
let app: AppProcess | undefined;
let base = '';

/** Starts `npm start`'s server (main.ts) on the store; mail stays queued unless SMTP is given. */
async function startApp(smtpUrl?: string): Promise<void> {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  app = spawnApp(['--import', 'tsx', 'src/server/main.ts'], {
    ...store.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    AUTH_SECRET,
    TRUSTED_PROXIES: '127.0.0.1',
    SMTP_URL: smtpUrl ?? '',
    MAIL_SENDER_INTERVAL_MS: smtpUrl ? '500' : '0',
  });
  await waitForHttp(`${base}/readyz`, app);
}

async function killApp(): Promise<void> {
  if (!app) return;
  app.child.kill('SIGKILL');
  await app.exited;
  app = undefined;
}

/** A Pro host (no client limit) with a 15-minute event type asking one question. */
async function seedHost(): Promise<void> {
  const config = {
    ...loadConfig({ ...store.env, AUTH_SECRET, MAIL_SENDER_INTERVAL_MS: '0' }),
    port: 0,
    host: '127.0.0.1',
  };
  const server = await startServer(config);
  try {
    const { db } = server.deps.database;
    host = await signUpApiUser({ ...server, database: server.deps.database }, 'crash-host');
    await db.updateTable('profiles').set({ tier: 'pro' }).where('userId', '=', host.id).execute();
    await setUpHost(db, host);
    const eventType = await createEventType(db, host.id, {
      slug: SLUG,
      duration: 15,
      questions: [{ question: QUESTION, isRequired: true }],
    });
    questionId = eventType.questionIds[0] as string;
  } finally {
    await server.close();
  }
}

beforeAll(async () => {
  store = await createStore();
  smtp = await startCountingSmtp();
  await seedHost();
}, 90_000);

afterAll(async () => {
  if (app) await stopApp(app);
  await smtp?.close();
  await store?.close();
});

const importedClient = (i: number) => ({
  name: `Client ${i}`,
  email: `client-${i}@example.com`,
  company: `Company ${i % 97}`,
  position: `Role ${i % 13}`,
  notes: `Met at event ${i}`,
});

const IMPORT_CSV = [
  'Name,Email,Company,Job Title,Notes',
  ...Array.from({ length: IMPORT_ROWS }, (_, i) => {
    const c = importedClient(i);
    return [c.name, c.email, c.company, c.position, c.notes].join(',');
  }),
].join('\n');

type ImportLine =
  | { type: 'progress'; processed: number }
  | { type: 'done'; total: number; imported: number; failed: { line: number; reason: string }[] }
  | { type: 'error'; message: string };

/** Uploads the file and reads the NDJSON answer, calling `onLine` as lines arrive. */
async function importFile(onLine: (line: ImportLine) => void = () => {}): Promise<ImportLine[]> {
  const lines: ImportLine[] = [];
  const response = await fetch(`${base}/api/v1/clients/import?filename=clients.csv`, {
    method: 'POST',
    headers: { cookie: host.cookie, origin: base, 'content-type': 'text/csv' },
    body: IMPORT_CSV,
  });
  expect(response.status).toBe(200);
  const reader = response.body?.getReader();
  if (!reader) throw new Error('The import answered without a body');
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      pending += decoder.decode(chunk.value, { stream: true });
      for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
        const line = JSON.parse(pending.slice(0, end)) as ImportLine;
        pending = pending.slice(end + 1);
        lines.push(line);
        onLine(line);
      }
    }
  } catch {
    // The connection was cut by the kill: the lines read so far are the answer.
  }
  return lines;
}

describe('SIGKILL in the middle of the work, then a restart on the same data', () => {
  it('a 20,000-row import keeps whole batches of whole rows, and sending the file again completes it', async () => {
    await startApp();
    let killed: Promise<void> | undefined;
    const lines = await importFile((line) => {
      if (line.type === 'progress' && line.processed >= 4000) killed ??= killApp();
    });
    await killed;
    expect(lines.some((line) => line.type === 'done')).toBe(false);

    const stored = await store.read((db) =>
      db
        .selectFrom('clients')
        .select(['name', 'email', 'company', 'position', 'notes', 'status'])
        .where('userId', '=', host.id)
        .execute(),
    );
    // Each 1,000-row batch is one transaction: all of it or none of it.
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.length).toBeLessThan(IMPORT_ROWS);
    expect(stored.length % 1000).toBe(0);
    expect(new Set(stored.map((row) => row.email)).size).toBe(stored.length);
    for (const row of stored) {
      const i = Number(row.email?.match(/^client-(\d+)@/)?.[1]);
      expect(row).toEqual({ ...importedClient(i), status: 'new_lead' });
    }

    // The import is no job left "running": the rows that committed stay, and the same
    // file sent again adds exactly the rest (the stored ones are skipped as duplicates,
    // the import's default for a row whose e-mail a client already has).
    await startApp();
    const again = await importFile();
    expect(again.at(-1)).toEqual({
      type: 'done',
      total: IMPORT_ROWS,
      imported: IMPORT_ROWS - stored.length,
      updated: 0,
      skipped: stored.length,
      failed: [],
    });
  }, 120_000);

  it('a burst of 200 bookings leaves every booking whole, with its answer and its mails, or absent', async () => {
    const from = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const slotsAnswer = await callPublic(
      base,
      'GET',
      `/schedule/${host.id}/${SLUG}/slots?from=${from}&to=${to}`,
    );
    const slots = (slotsAnswer.body.slots as { start: string; end: string }[]).slice(0, BOOKINGS);
    expect(slots).toHaveLength(BOOKINGS);

    const confirmed = new Map<number, string>();
    let next = 0;
    let killed = false;
    const invitee = async () => {
      while (next < BOOKINGS && !killed) {
        const i = next++;
        const answer = await callPublic(
          base,
          'POST',
          `/schedule/${host.id}/${SLUG}/bookings`,
          {
            name: `Invitee ${i}`,
            email: `invitee-${i}@example.com`,
            startTime: slots[i]?.start,
            timeZone: 'Europe/Berlin',
            responses: { [questionId]: `Topic ${i}` },
          },
          // Every invitee is another visitor (the booking limit is per visitor).
          { 'x-forwarded-for': `10.8.${i >> 8}.${i & 255}` },
        ).catch(() => undefined);
        if (answer?.status === 201) confirmed.set(i, answer.body.booking.id);
        else if (!killed) throw new Error(`booking ${i} answered ${answer?.status}`);
        if (confirmed.size >= BOOKINGS / 3 && !killed) {
          killed = true;
          await killApp();
        }
      }
    };
    await Promise.all(Array.from({ length: BOOKING_CONCURRENCY }, invitee));
    expect(killed).toBe(true);

    const { bookings, responses, mails, clients } = await store.read(async (db) => ({
      bookings: await db
        .selectFrom('scheduling_bookings')
        .select(['id', 'inviteeName', 'inviteeEmail', 'startTime', 'endTime', 'status'])
        .where('userId', '=', host.id)
        .execute(),
      responses: await db
        .selectFrom('scheduling_responses')
        .select(['bookingId', 'question', 'response'])
        .execute(),
      mails: await db.selectFrom('mailOutbox').select(['toAddress', 'textBody']).execute(),
      clients: await db
        .selectFrom('clients')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('userId', '=', host.id)
        .executeTakeFirstOrThrow(),
    }));
    // The second upload of the import case had committed every row.
    expect(clients.count).toBe(IMPORT_ROWS);

    // Every answered booking exists; those cut off by the kill exist whole or not at all.
    const stored = new Map(bookings.map((booking) => [booking.id, booking]));
    for (const id of confirmed.values()) expect(stored.has(id)).toBe(true);
    expect(bookings.length).toBeLessThan(BOOKINGS);
    expect(bookings.length).toBeLessThanOrEqual(confirmed.size + BOOKING_CONCURRENCY);
    expect(new Set(bookings.map((booking) => booking.inviteeEmail)).size).toBe(bookings.length);
    for (const booking of bookings) {
      const i = Number(booking.inviteeEmail.match(/^invitee-(\d+)@/)?.[1]);
      const slot = slots[i] as { start: string; end: string };
      expect({
        name: booking.inviteeName,
        start: new Date(booking.startTime).toISOString(),
        end: new Date(booking.endTime).toISOString(),
        status: booking.status,
      }).toEqual({
        name: `Invitee ${i}`,
        start: new Date(slot.start).toISOString(),
        end: new Date(slot.end).toISOString(),
        status: 'confirmed',
      });
      expect(responses.filter((row) => row.bookingId === booking.id)).toEqual([
        { bookingId: booking.id, question: QUESTION, response: `Topic ${i}` },
      ]);
      // The invitee's mail and the host's, queued in the booking's own transaction.
      expect(mails.filter((mail) => mail.toAddress === booking.inviteeEmail)).toHaveLength(1);
      expect(
        mails.filter(
          (mail) => mail.toAddress === host.email && mail.textBody.includes(booking.inviteeEmail),
        ),
      ).toHaveLength(1);
    }
    // No two live bookings overlap (each slot is 15 minutes: distinct starts suffice).
    const starts = bookings.map((booking) => new Date(booking.startTime).getTime());
    expect(new Set(starts).size).toBe(bookings.length);
  }, 120_000);

  it('a mail burst killed mid-delivery sends every outbox mail exactly once after the restart', async () => {
    const queued = await store.read((db) =>
      db.selectFrom('mailOutbox').select('id').where('status', '=', 'pending').execute(),
    );
    expect(queued.length).toBeGreaterThan(BOOKINGS / 2);
    const killAfter = Math.floor(queued.length / 3);

    // Killed when the sender starts the next mail: the ones before it were accepted by
    // the SMTP server and marked sent; this one and the rest of its batch are claimed.
    const killed = new Promise<void>((resolve) => {
      smtp.onTransaction = (count) => {
        if (count !== killAfter + 1) return false;
        void killApp().then(resolve);
        return true;
      };
    });
    await startApp(smtp.url);
    await killed;
    smtp.onTransaction = undefined;
    expect([...smtp.deliveries.values()].reduce((sum, n) => sum + n, 0)).toBe(killAfter);
    const claimed = await store.read((db) =>
      db.selectFrom('mailOutbox').select('id').where('status', '=', 'sending').execute(),
    );
    expect(claimed.length).toBeGreaterThan(0);

    await startApp(smtp.url);
    // A claim left by the killed process is taken over at once on PGlite (the data
    // folder is this process's alone) and after its 30-second lease on PostgreSQL. The
    // wait is long because CI runs the PostgreSQL stage beside this one: a restart and
    // a few hundred mails then take over a minute (the assertion is exactly once, not speed).
    await expect
      .poll(() => smtp.deliveries.size, { timeout: 180_000, interval: 250 })
      .toBe(queued.length);
    expect(await stopApp(app as AppProcess)).toBe(0);
    app = undefined;

    const rows = await store.read((db) =>
      db.selectFrom('mailOutbox').select(['id', 'status']).execute(),
    );
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    expect(Object.fromEntries(smtp.deliveries)).toEqual(
      Object.fromEntries(rows.map((row) => [row.id, 1])),
    );
  }, 300_000);
});

import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../../../tests/support/processes';
import { type SmtpCapture, startSmtpCapture } from '../../../../tests/support/smtp-capture';
import {
  createTestDatabase,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../../../../tests/support/test-database';
import { type Config, loadConfig } from '../../config';
import { type Database, openDatabase } from '../../db/connection';
import { createMailSender, MAX_ATTEMPTS, type MailSender } from './mail-sender';
import { enqueueMail } from './outbox';

let database: TestDatabase;
let smtp: SmtpCapture;
const senders: MailSender[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  smtp = await startSmtpCapture();
  await database.db.deleteFrom('mailOutbox').execute();
});
afterEach(async () => {
  await Promise.all(senders.splice(0).map((sender) => sender.stop()));
  await smtp.close();
});

function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ AUTH_SECRET: 'test-secret', PUBLIC_URL: 'http://scale.test' }),
    mailSenderIntervalMs: 0,
    ...overrides,
  };
}

function sender(
  overrides: Partial<Config> = {},
  db: Database = database,
  options: { isSoleSender?: boolean } = {},
): MailSender {
  const created = createMailSender({ config: testConfig(overrides), database: db, ...options });
  senders.push(created);
  return created;
}

async function outboxRow(id: string) {
  return database.db
    .selectFrom('mailOutbox')
    .selectAll()
    .select(sql<number>`extract(epoch from next_attempt_at - now())`.as('secondsUntilNextAttempt'))
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Lets the clock run past the row's backoff (or claim lease) without waiting for it. */
async function timePassesFor(id: string) {
  await database.db
    .updateTable('mailOutbox')
    .set({ nextAttemptAt: sql<Date>`now() - interval '1 second'` })
    .where('id', '=', id)
    .execute();
}

const welcome = (to = 'ada@example.com') => ({
  to,
  subject: 'Welcome to Scale',
  text: 'Confirm your address: http://scale.test/verify?token=abc',
  html: '<p>Confirm <a href="http://scale.test/verify?token=abc">your address</a></p>',
  attachments: [
    { filename: 'invite.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' },
  ],
});

describe('mail outbox over SMTP', () => {
  it('delivers a mail enqueued in a committed transaction, with its bodies and attachment', async () => {
    const id = await database.db.transaction().execute((trx) => enqueueMail(trx, welcome()));

    expect(await sender({ smtpUrl: smtp.url }).deliverDue()).toBe(1);

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail?.to).toEqual(['ada@example.com']);
    expect(mail?.subject).toBe('Welcome to Scale');
    expect(mail?.text).toContain('http://scale.test/verify?token=abc');
    expect(mail?.html).toContain('<a href="http://scale.test/verify?token=abc">');
    expect(mail?.attachments).toEqual([
      { filename: 'invite.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
    ]);
    const row = await outboxRow(id);
    expect(row).toMatchObject({
      status: 'sent',
      deliveredVia: 'smtp',
      attempts: 1,
      lastError: null,
    });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('never sends a mail whose transaction rolled back', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, welcome());
        throw new Error('the sign-up failed after queueing its mail');
      }),
    ).rejects.toThrow('the sign-up failed');

    expect(await sender({ smtpUrl: smtp.url }).deliverDue()).toBe(0);
    expect(smtp.messages).toHaveLength(0);
    expect(await database.db.selectFrom('mailOutbox').selectAll().execute()).toEqual([]);
  });

  it('keeps a mail while SMTP is down, backs off, and delivers it once SMTP is up', async () => {
    const port = await freePort();
    const mailer = sender({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const id = await enqueueMail(database.db, welcome());

    expect(await mailer.deliverDue()).toBe(0);
    let row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.secondsUntilNextAttempt).toBeGreaterThan(3);
    expect(row.secondsUntilNextAttempt).toBeLessThanOrEqual(5);

    // Not due yet: an immediate second run leaves it alone.
    expect(await mailer.deliverDue()).toBe(0);
    expect((await outboxRow(id)).attempts).toBe(1);

    await timePassesFor(id);
    expect(await mailer.deliverDue()).toBe(0);
    row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row.secondsUntilNextAttempt).toBeGreaterThan(25);
    expect(row.secondsUntilNextAttempt).toBeLessThanOrEqual(30);

    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString();
        });
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      await timePassesFor(id);
      expect(await mailer.deliverDue()).toBe(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Welcome to Scale');
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and marks the row failed`, async () => {
    const mailer = sender({ smtpUrl: `smtp://127.0.0.1:${await freePort()}` });
    const id = await enqueueMail(database.db, welcome());

    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await timePassesFor(id);
      await mailer.deliverDue();
    }
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sentAt: null });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);

    await timePassesFor(id);
    await mailer.deliverDue();
    expect((await outboxRow(id)).attempts).toBe(MAX_ATTEMPTS);
  });

  it('fails at once when the SMTP server rejects the recipient permanently', async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const error = Object.assign(new Error(`No such user: ${address.address}`), {
          responseCode: 550,
        });
        callback(error);
      },
    });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      const id = await enqueueMail(database.db, welcome('ghost@example.com'));
      expect(await sender({ smtpUrl: `smtp://127.0.0.1:${port}` }).deliverDue()).toBe(0);
      const row = await outboxRow(id);
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row.lastError).toContain('No such user: ghost@example.com');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('delivers a row left sending by a sender that died, once its claim has expired', async () => {
    // An SMTP "server" that accepts the connection and then never answers: the first
    // sender is stuck mid-delivery, as if its process had died there.
    const sockets = new Set<Socket>();
    const blackHole: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    const address = blackHole.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const stuck = sender({ smtpUrl: `smtp://127.0.0.1:${address.port}` });
    const id = await enqueueMail(database.db, welcome());
    const stuckDelivery = stuck.deliverDue();
    await expect.poll(() => sockets.size).toBe(1);
    expect((await outboxRow(id)).status).toBe('sending');

    // After a restart, the new sender leaves the claim alone while it may still be live...
    const restarted = sender({ smtpUrl: smtp.url });
    expect(await restarted.deliverDue()).toBe(0);
    expect(smtp.messages).toHaveLength(0);

    // ...and takes the row over once the claim's lease has run out.
    await timePassesFor(id);
    expect(await restarted.deliverDue()).toBe(1);
    expect(smtp.messages.map((mail) => mail.subject)).toEqual(['Welcome to Scale']);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2 });

    // The stale sender failing late does not undo the delivery.
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => blackHole.close(() => resolve()));
    expect(await stuckDelivery).toBe(0);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('claims of a sender that died', () => {
  /** The row as a process killed mid-delivery leaves it: claimed, its lease still running. */
  async function claimedByDeadProcess(): Promise<string> {
    const id = await enqueueMail(database.db, welcome());
    await database.db
      .updateTable('mailOutbox')
      .set({
        status: 'sending',
        attempts: 1,
        nextAttemptAt: sql<Date>`now() + interval '30 seconds'`,
      })
      .where('id', '=', id)
      .execute();
    return id;
  }

  it('are taken over at once by a sole sender (PGlite in DATA_DIR, under its lock)', async () => {
    const id = await claimedByDeadProcess();
    expect(await sender({ smtpUrl: smtp.url }).deliverDue()).toBe(0);

    expect(await sender({ smtpUrl: smtp.url }, database, { isSoleSender: true }).deliverDue()).toBe(
      1,
    );
    expect(smtp.messages.map((mail) => mail.subject)).toEqual(['Welcome to Scale']);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('stay with a live sender whose delivery outlasts the lease: it renews them', async () => {
    const sockets = new Set<Socket>();
    const blackHole: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    const address = blackHole.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const id = await enqueueMail(database.db, welcome());
      const slow = sender({ smtpUrl: `smtp://127.0.0.1:${address.port}` });
      const delivery = slow.deliverDue();
      await expect.poll(() => sockets.size).toBe(1);
      // The lease is nearly over while the SMTP server still has not answered...
      await timePassesFor(id);
      vi.advanceTimersByTime(10_000);
      // ...and the sender holding the row extends it, so no other process takes it over.
      await expect
        .poll(async () => (await outboxRow(id)).secondsUntilNextAttempt)
        .toBeGreaterThan(20);
      for (const socket of sockets) socket.destroy();
      expect(await delivery).toBe(0);
    } finally {
      vi.useRealTimers();
      await new Promise<void>((resolve) => blackHole.close(() => resolve()));
    }
  });
});

describe('mail sender loop', () => {
  it('wakes on commit through LISTEN/NOTIFY without waiting for the poll interval', async () => {
    const mailer = sender({ smtpUrl: smtp.url, mailSenderIntervalMs: 60_000 });
    mailer.start();
    // Let the start-up run finish so only the NOTIFY can trigger the next one.
    await new Promise((resolve) => setTimeout(resolve, 300));

    await database.db.transaction().execute((trx) => enqueueMail(trx, welcome()));

    const mail = await smtp.waitFor((m) => m.subject === 'Welcome to Scale', 10_000);
    expect(mail.to).toEqual(['ada@example.com']);
  });

  it('sends mail left in the outbox before a restart as soon as it starts', async () => {
    const id = await enqueueMail(database.db, welcome());
    const mailer = sender({ smtpUrl: smtp.url, mailSenderIntervalMs: 60_000 });
    mailer.start();
    await smtp.waitFor((m) => m.subject === 'Welcome to Scale', 10_000);
    await mailer.stop();
    expect((await outboxRow(id)).status).toBe('sent');
  });

  it('stop() waits for the batch in flight, leaving no row half-sent', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map((n) => enqueueMail(database.db, welcome(`user${n}@example.com`))),
    );
    const mailer = sender({ smtpUrl: smtp.url, mailSenderIntervalMs: 60_000 });
    mailer.start();
    await mailer.stop();

    const rows = await database.db
      .selectFrom('mailOutbox')
      .select(['id', 'status'])
      .where('id', 'in', ids)
      .execute();
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    expect(smtp.messages).toHaveLength(3);
  });
});

describe('mail without SMTP_URL', () => {
  it('in development, captures mail for /dev/mail instead of sending it', async () => {
    const id = await enqueueMail(database.db, welcome());
    expect(await sender({ smtpUrl: undefined, isProduction: false }).deliverDue()).toBe(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', deliveredVia: 'captured' });
    expect(smtp.messages).toHaveLength(0);
  });

  it('in production, keeps mail pending until SMTP is configured', async () => {
    const id = await enqueueMail(database.db, welcome());
    expect(await sender({ smtpUrl: undefined, isProduction: true }).deliverDue()).toBe(0);
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: 0 });

    expect(await sender({ smtpUrl: smtp.url, isProduction: true }).deliverDue()).toBe(1);
    expect(smtp.messages).toHaveLength(1);
  });
});

describe.runIf(TEST_DATABASE_URL)('two senders on one PostgreSQL database', () => {
  let second: Database;
  beforeAll(async () => {
    second = await openDatabase({ kind: 'postgres', url: database.url!, poolSize: 5 });
  });
  afterAll(async () => {
    await second?.close();
  });

  it('never send one row twice', async () => {
    const count = 60;
    await database.db
      .insertInto('mailOutbox')
      .values(
        Array.from({ length: count }, (_, n) => ({
          toAddress: `user${n}@example.com`,
          subject: `Message ${n}`,
          textBody: 'Hello',
        })),
      )
      .execute();
    const a = sender({ smtpUrl: smtp.url });
    const b = sender({ smtpUrl: smtp.url }, second);

    const [sentByA, sentByB] = await Promise.all([a.deliverDue(), b.deliverDue()]);

    expect(sentByA + sentByB).toBe(count);
    expect(sentByA).toBeGreaterThan(0);
    expect(sentByB).toBeGreaterThan(0);
    const subjects = smtp.messages.map((mail) => mail.subject);
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
    const rows = await database.db
      .selectFrom('mailOutbox')
      .select(['status', 'attempts'])
      .execute();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

// Delivers the mail outbox: claims due rows, sends them over SMTP, and records the
// outcome, retrying with backoff. Several server processes may run one each.
import { sql } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import { MAIL_OUTBOX_CHANNEL } from './outbox';
import type { MailAttachment, MailDeliveredVia } from './tables';

export type MailSender = {
  /** Starts polling and listening; does nothing when mailSenderIntervalMs <= 0. */
  start(): void;
  /** Stops the loop and waits for the batch being delivered, if any. */
  stop(): Promise<void>;
  /** Delivers every due row now; resolves to how many were sent (or captured). */
  deliverDue(): Promise<number>;
};

const BATCH_SIZE = 10;
export const MAX_ATTEMPTS = 8;
/** Wait after the 1st, 2nd, ... failed attempt; later failures wait the last one. */
export const RETRY_DELAYS_SECONDS = [5, 30, 120, 600, 3600] as const;
/**
 * How long a claim lasts unless renewed. A live sender renews the claims in its hands
 * every CLAIM_RENEW_MS (an SMTP send may take longer than the lease), so a row still
 * 'sending' after the lease belongs to a process that died and is due again.
 */
const CLAIM_LEASE_SECONDS = 30;
const CLAIM_RENEW_MS = 10_000;
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

type ClaimedMail = {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  attachments: MailAttachment[];
  attempts: number;
  fromName: string | null;
};

type Deliver = (mail: ClaimedMail) => Promise<void>;

export function createMailSender({
  config,
  database,
  isSoleSender = false,
}: {
  config: Config;
  database: Database;
  /**
   * True when no other process can be sending from this outbox (PGlite in DATA_DIR,
   * held under its lock): rows found 'sending' at start were claimed by a process that
   * died, so they are due at once instead of after their lease.
   */
  isSoleSender?: boolean;
}): MailSender {
  const { db } = database;
  const transport = pickTransport(config);
  /** Claimed and not yet settled: the claims the renewal keeps alive. */
  const inHand = new Map<string, ClaimedMail>();
  let hasDeadClaims = isSoleSender;

  let isStopped = true;
  /** Set by stop(): finish the batch in hand, leave the rest of a backlog for later. */
  let isStopRequested = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isWakeRequested = false;
  let unlisten: (() => Promise<void>) | undefined;

  async function deliverDue(): Promise<number> {
    if (!transport) return 0;
    if (hasDeadClaims) {
      // Before this sender claims anything, so only the dead process's claims are released.
      await releaseDeadClaims();
      hasDeadClaims = false;
    }
    await failAbandonedClaims();
    let delivered = 0;
    const renewal = setInterval(() => void renewClaims(), CLAIM_RENEW_MS);
    try {
      for (;;) {
        const batch = await claimDue();
        for (const mail of batch) inHand.set(mail.id, mail);
        for (const mail of batch) {
          try {
            if (await deliverOne(mail, transport.deliver, transport.via)) delivered++;
          } finally {
            inHand.delete(mail.id);
          }
        }
        if (batch.length < BATCH_SIZE || isStopRequested) return delivered;
      }
    } finally {
      clearInterval(renewal);
    }
  }

  /** Extends the lease of every claim this sender still holds (attempts unchanged). */
  async function renewClaims(): Promise<void> {
    const claims = [...inHand.values()];
    if (claims.length === 0) return;
    try {
      await db
        .updateTable('mailOutbox')
        .set({
          nextAttemptAt: sql<Date>`now() + ${CLAIM_LEASE_SECONDS}::integer * interval '1 second'`,
        })
        .where('status', '=', 'sending')
        .where((eb) =>
          eb.or(
            claims.map((mail) =>
              eb.and([eb('id', '=', mail.id), eb('attempts', '=', mail.attempts)]),
            ),
          ),
        )
        .execute();
    } catch (error) {
      console.warn('Mail sender could not renew its claims:', describeError(error));
    }
  }

  /** The claims of a process that died: their rows are due now (sole sender only). */
  async function releaseDeadClaims(): Promise<void> {
    await db
      .updateTable('mailOutbox')
      .set({ nextAttemptAt: sql<Date>`now()` })
      .where('status', '=', 'sending')
      .execute();
  }

  /**
   * Marks rows 'sending' and takes them. SKIP LOCKED lets another process claim the
   * rows this one has locked in the same instant, and the re-check of the WHERE
   * clause on a just-updated row keeps it from claiming them again afterwards.
   */
  async function claimDue(): Promise<ClaimedMail[]> {
    const result = await sql<ClaimedMail>`
      UPDATE mail_outbox
      SET status = 'sending',
          attempts = attempts + 1,
          next_attempt_at = now() + ${CLAIM_LEASE_SECONDS}::integer * interval '1 second'
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE status IN ('pending', 'sending')
          AND next_attempt_at <= now()
          AND attempts < ${MAX_ATTEMPTS}
        ORDER BY next_attempt_at
        LIMIT ${BATCH_SIZE}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, to_address, subject, text_body, html_body, attachments, attempts, from_name
    `.execute(db);
    return result.rows;
  }

  /** A row whose last allowed attempt died with its process will never be retried. */
  async function failAbandonedClaims(): Promise<void> {
    await db
      .updateTable('mailOutbox')
      .set({ status: 'failed', lastError: 'The sender stopped while sending the last attempt' })
      .where('status', '=', 'sending')
      .where('nextAttemptAt', '<=', sql<Date>`now()`)
      .where('attempts', '>=', MAX_ATTEMPTS)
      .execute();
  }

  async function deliverOne(
    mail: ClaimedMail,
    deliver: Deliver,
    via: MailDeliveredVia,
  ): Promise<boolean> {
    try {
      await deliver(mail);
    } catch (error) {
      await recordFailure(mail, error);
      return false;
    }
    // The attempts guard keeps a sender that somehow outlived its lease from
    // overwriting the outcome of the process that took the row over.
    await db
      .updateTable('mailOutbox')
      .set({ status: 'sent', sentAt: sql<Date>`now()`, deliveredVia: via, lastError: null })
      .where('id', '=', mail.id)
      .where('status', '=', 'sending')
      .where('attempts', '=', mail.attempts)
      .execute();
    return true;
  }

  async function recordFailure(mail: ClaimedMail, error: unknown): Promise<void> {
    const message = describeError(error);
    const isFinal = mail.attempts >= MAX_ATTEMPTS || isPermanentSmtpError(error);
    const delay =
      RETRY_DELAYS_SECONDS[Math.min(mail.attempts, RETRY_DELAYS_SECONDS.length) - 1] ?? 0;
    const result = await db
      .updateTable('mailOutbox')
      .set(
        isFinal
          ? { status: 'failed', lastError: message }
          : {
              status: 'pending',
              lastError: message,
              nextAttemptAt: sql<Date>`now() + ${delay}::integer * interval '1 second'`,
            },
      )
      .where('id', '=', mail.id)
      .where('status', '=', 'sending')
      .where('attempts', '=', mail.attempts)
      .executeTakeFirst();
    const outcome =
      result.numUpdatedRows === 0n
        ? 'Another sender has taken it over since.'
        : isFinal
          ? 'Giving up.'
          : `Retrying in ${delay} s.`;
    console.warn(
      `Mail ${mail.id} to ${mail.toAddress} failed (attempt ${mail.attempts}): ${message}. ${outcome}`,
    );
  }

  /** Runs deliverDue now, or once more right after the run in progress. */
  function wake() {
    if (isStopped) return;
    if (running) {
      isWakeRequested = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      do {
        isWakeRequested = false;
        try {
          await deliverDue();
        } catch (error) {
          console.warn('Mail sender could not read the outbox:', describeError(error));
        }
      } while (isWakeRequested && !isStopped);
    })().finally(() => {
      running = undefined;
      if (!isStopped) timer = setTimeout(wake, config.mailSenderIntervalMs).unref();
    });
  }

  return {
    deliverDue,
    start() {
      if (!isStopped || config.mailSenderIntervalMs <= 0) return;
      isStopped = false;
      isStopRequested = false;
      if (!transport) {
        console.warn(
          'SMTP_URL is not set: mail stays in the outbox and is sent once SMTP_URL is configured.',
        );
        return;
      }
      database
        .listen(MAIL_OUTBOX_CHANNEL, wake)
        .then((stopListening) => {
          if (isStopped) void stopListening();
          else unlisten = stopListening;
        })
        .catch((error) => console.warn('Mail sender cannot LISTEN:', describeError(error)));
      // Rows left from before a restart are due now, not after the first interval.
      wake();
    },
    async stop() {
      isStopped = true;
      isStopRequested = true;
      clearTimeout(timer);
      await unlisten?.().catch(() => {});
      unlisten = undefined;
      await running;
    },
  };
}

/**
 * SMTP when configured. Without it, development captures mail for /dev/mail (the
 * row is marked sent, delivered_via 'captured'), while production leaves it
 * pending: a real recipient's mail must not vanish because a variable is missing.
 */
function pickTransport(config: Config): { deliver: Deliver; via: MailDeliveredVia } | undefined {
  if (config.smtpUrl) return { deliver: smtpDelivery(config, config.smtpUrl), via: 'smtp' };
  if (config.isProduction) return undefined;
  return {
    via: 'captured',
    deliver: async (mail) => {
      console.info(
        `Mail "${mail.subject}" to ${mail.toAddress} captured (no SMTP_URL): ${config.publicUrl}/dev/mail`,
      );
    },
  };
}

function smtpDelivery(config: Config, url: string): Deliver {
  // Loaded only when SMTP is configured: dev servers and tests without it never need it.
  const transport = import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }),
  );
  const messageIdDomain = new URL(config.publicUrl).hostname || 'localhost';
  return async (mail) => {
    await (await transport).sendMail({
      // On behalf of a Business owner's page: their name, MAIL_FROM's address.
      from: mail.fromName
        ? { name: mail.fromName, address: mailFromAddress(config.mailFrom) }
        : config.mailFrom,
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody ?? undefined,
      attachments: mail.attachments.map((attachment) => ({
        filename: attachment.filename,
        content: attachment.content,
        contentType: attachment.contentType,
        encoding: attachment.encoding,
      })),
      // Stable across retries, so a receiver can drop the duplicate that a crash
      // between "SMTP accepted" and "marked sent" would cause.
      messageId: `<${mail.id}@${messageIdDomain}>`,
    });
  };
}

/** 5xx replies (unknown mailbox, rejected sender) will not change on retry. */
function isPermanentSmtpError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The address of MAIL_FROM, "Scale <noreply@example.com>" or a bare address. */
export function mailFromAddress(mailFrom: string): string {
  return /<([^<>]+)>\s*$/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();
}

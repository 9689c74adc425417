// Writes mail into the transactional outbox; the mail sender delivers it after commit.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types';
import type { MailAttachment } from './tables';

/** NOTIFY channel that wakes the mail sender as soon as a mail is committed. */
export const MAIL_OUTBOX_CHANNEL = 'mail_outbox';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** The From header's display name (a Business owner's page, platform/mail/branding.ts). */
  fromName?: string | null;
};

/**
 * Queues a mail and returns its outbox id. Pass the transaction of the action that
 * causes the mail: if it rolls back, the mail is never sent; when it commits, the
 * NOTIFY is delivered and the sender wakes at once.
 */
export async function enqueueMail(db: Kysely<DB>, mail: OutgoingMail): Promise<string> {
  const row = await mailInsert(db, mail).executeTakeFirstOrThrow();
  return row.id;
}

/** enqueueMail's INSERT, for a caller that runs it with other writes in one statement. */
export function mailInsert(db: Kysely<DB>, mail: OutgoingMail) {
  return (
    db
      .insertInto('mailOutbox')
      .values(outboxRow(mail))
      // The sender's wake-up rides on the INSERT: one round trip.
      .returning(['id', sql`pg_notify(${MAIL_OUTBOX_CHANNEL}, '')`.as('notified')])
  );
}

/**
 * Queues several mails with one INSERT and one NOTIFY, in the caller's transaction: a
 * job that sends many at once (booking reminders, decision 058) pays one round trip.
 */
export async function enqueueMails(db: Kysely<DB>, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db.insertInto('mailOutbox').values(mails.map(outboxRow)).execute();
  await sql`SELECT pg_notify(${MAIL_OUTBOX_CHANNEL}, '')`.execute(db);
}

/** A mail as the outbox stores it. */
function outboxRow(mail: OutgoingMail) {
  return {
    toAddress: mail.to.trim(),
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    attachments: JSON.stringify(mail.attachments ?? []),
    fromName: mail.fromName ?? null,
  };
}

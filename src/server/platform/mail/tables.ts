// Kysely's view of the mail outbox (see db/migrations/0002_mail_outbox.sql).
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** 'captured': development without SMTP_URL kept the message for /dev/mail instead. */
export type MailDeliveredVia = 'smtp' | 'captured';

export type MailAttachment = {
  filename: string;
  /** Text as is, or binary data as base64 when `encoding` says so. */
  content: string;
  contentType: string;
  encoding?: 'base64';
};

/** Read as Date; written as a Date, an ISO string or an SQL expression. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in (DEFAULT now()) unless given. */
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type MailTables = {
  mailOutbox: {
    id: Generated<string>;
    toAddress: string;
    subject: string;
    textBody: string;
    htmlBody: string | null;
    /** jsonb: both drivers parse it on read; it is written as a JSON string. */
    attachments: JSONColumnType<MailAttachment[], string | undefined, string>;
    /** Migration 0054: the From display name on behalf of a Business owner's page; null = MAIL_FROM. */
    fromName: ColumnType<string | null, string | null | undefined, string | null>;
    status: Generated<MailStatus>;
    attempts: Generated<number>;
    nextAttemptAt: GeneratedTimestamp;
    lastError: string | null;
    deliveredVia: MailDeliveredVia | null;
    createdAt: GeneratedTimestamp;
    sentAt: Timestamp | null;
  };
};

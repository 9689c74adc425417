// Kysely's view of the contact form's rate-limit table (db/migrations/0011_lead_form_submissions.sql).
import type { ColumnType, Generated } from 'kysely';

/** Read as Date; left to the column default on insert. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type LeadCaptureTables = {
  lead_form_submissions: {
    id: Generated<string>;
    userId: string;
    /** A keyed hash of the visitor's address; the address itself is never stored. */
    visitorKey: string;
    createdAt: Timestamp;
  };
};

// Kysely's view of the message templates table (db/migrations/0010_crm.sql).
import type { ColumnType, Generated } from 'kysely';

/**
 * Read as Date; written as a Date or an SQL expression, or left to the column default.
 * (Generated<ColumnType<…>> would read as the ColumnType itself, not as a Date.)
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type TemplateTables = {
  message_templates: {
    id: Generated<string>;
    userId: string;
    /** The workspace the record lives in (migration 0026; defaults to the owner's personal one). */
    workspaceId: Generated<string>;
    /** Who made it; defaults to the owner. */
    createdBy: Generated<string | null>;
    /** Shared with the workspace (used by every member) or private to its owner. */
    isShared: Generated<boolean>;
    name: string;
    subject: string | null;
    body: string;
    createdAt: Timestamp;
    updatedAt: Timestamp;
  };
};

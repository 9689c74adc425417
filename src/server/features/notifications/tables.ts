// Kysely's view of the notifications table (db/migrations/0033_notifications.sql).
import type { ColumnType, Generated } from 'kysely';
import type { NotificationKind } from '../../../core/notification-schemas';

/** Read as Date; written as a Date or a string, or left to the column's default. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type NotificationTables = {
  notifications: {
    id: Generated<string>;
    userId: string;
    /** The team workspace it belongs to; null for the user's personal one. */
    workspaceId: string | null;
    kind: NotificationKind;
    title: string;
    body: Generated<string>;
    path: string;
    /** What caused it; unique, so one cause is never stored twice. */
    sourceKey: string;
    readAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    createdAt: Timestamp;
  };
};

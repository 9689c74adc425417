// Kysely's view of the activity table (db/migrations/0023_activity.sql).
import type { ColumnType, Generated } from 'kysely';
import type { ActivityKind } from '../../../core/activity';

/** Optional on insert: the column has a default, or may stay null. */
type Optional<T> = ColumnType<T, T | undefined, T>;

export type ActivityTables = {
  activity: {
    id: Generated<string>;
    userId: string;
    kind: ActivityKind;
    clientId: Optional<string | null>;
    bookingId: Optional<string | null>;
    documentId: Optional<string | null>;
    /** Read as the object; written as its JSON text. */
    data: ColumnType<unknown, string, string>;
    createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
  };
};

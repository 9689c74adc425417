// Kysely's view of the links table (see db/migrations/0003_links_and_clients.sql).
import type { ColumnType, Generated } from 'kysely';

/** Read as Date; written as a Date or a string, or left to the column's default. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type LinkTables = {
  links: {
    id: Generated<string>;
    userId: string;
    title: string;
    description: string | null;
    /** http(s), mailto: or tel: (a CHECK constraint holds it). */
    url: string;
    isActive: Generated<boolean>;
    orderIndex: Generated<number>;
    clickCount: Generated<number>;
    thumbnailPath: string | null;
    createdAt: Timestamp;
    updatedAt: Timestamp;
  };
};

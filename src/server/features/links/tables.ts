// Kysely's view of the links table (see db/migrations/0003_links_and_clients.sql and 0050).
import type { ColumnType, Generated } from 'kysely';
import type { LinkKind } from '../../../core/link-schemas';

/** Read as Date; written as a Date or a string, or left to the column's default. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type LinkTables = {
  links: {
    id: Generated<string>;
    userId: string;
    /** 'header': a section header, a title only (migration 0050). */
    kind: ColumnType<LinkKind, LinkKind | undefined, LinkKind>;
    title: string;
    description: string | null;
    /** http(s), mailto: or tel: (a CHECK constraint holds it); null for a header. */
    url: string | null;
    /** At most one per user (a partial unique index). */
    featured: Generated<boolean>;
    showFrom: ColumnType<Date | null, Date | null | undefined, Date | null>;
    showUntil: ColumnType<Date | null, Date | null | undefined, Date | null>;
    isActive: Generated<boolean>;
    orderIndex: Generated<number>;
    clickCount: Generated<number>;
    thumbnailPath: string | null;
    createdAt: Timestamp;
    updatedAt: Timestamp;
  };
};

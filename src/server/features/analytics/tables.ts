// Kysely's view of the tracking tables (see db/migrations/0008_analytics.sql).
import type { ColumnType, Generated } from 'kysely';

/** Read as Date; written as a Date or an SQL expression. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type Device = 'mobile' | 'tablet' | 'desktop';

export type AnalyticsTables = {
  linkClicks: {
    id: Generated<number>;
    linkId: string;
    userId: string;
    userAgent: string | null;
    referrer: string | null;
    visitorHash: string | null;
    device: Generated<string>;
    browser: Generated<string>;
    createdAt: Generated<Timestamp>;
  };
  pageViews: {
    id: Generated<number>;
    userId: string;
    visitorHash: string | null;
    referrer: string | null;
    userAgent: string | null;
    device: Generated<string>;
    browser: Generated<string>;
    createdAt: Generated<Timestamp>;
    /** Identical views of one write batch share a row (migration 0009). */
    views: Generated<number>;
  };
};

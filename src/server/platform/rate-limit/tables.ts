// Kysely's view of the rate-limit counters (db/migrations/0021_rate_limit_counters.sql).
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type RateLimitTables = {
  rate_limit_counters: {
    /** Which limit (e.g. "click-beacon"). */
    bucket: string;
    /** A keyed hash of the client's address (see client-key.ts). */
    clientKey: string;
    windowStart: Timestamp;
    hits: number;
    expiresAt: Timestamp;
  };
};

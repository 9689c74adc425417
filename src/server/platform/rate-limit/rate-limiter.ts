// Per-client request limits over a sliding window, approximated from two fixed windows:
// a hit is allowed while (previous window's hits × the part of it still inside the
// sliding window) + this window's hits stays within the limit. Refused hits count too,
// so a flood stays refused until it stops.
//
// On PostgreSQL the counters are rows (database-store.ts), so every server process on
// the database shares them. PGlite is opened by one process only, so its counters live
// in that process's memory (memory-store.ts): the same count, without a write per hit
// on the single-threaded embedded database (the beacons must take thousands a second).
import type { Database } from '../../db/connection';
import { createDatabaseStore } from './database-store';
import { createMemoryStore } from './memory-store';

export type RateLimitRule = {
  /** Which limit; each counts on its own. */
  bucket: string;
  max: number;
  windowSeconds: number;
};

/** One hit's count: this window's hits (with it), the previous window's, and how far in we are. */
export type WindowCount = { current: number; previous: number; elapsedSeconds: number };

export type CounterStore = {
  hit(rule: RateLimitRule, clientKey: string): Promise<WindowCount>;
};

export type RateLimiter = {
  /** Counts one request of `clientKey`; false when it is over the limit. */
  take(rule: RateLimitRule, clientKey: string): Promise<boolean>;
};

export function createRateLimiter(store: CounterStore): RateLimiter {
  return {
    async take(rule, clientKey) {
      const { current, previous, elapsedSeconds } = await store.hit(rule, clientKey);
      const stillInside = Math.max(0, 1 - elapsedSeconds / rule.windowSeconds);
      return previous * stillInside + current <= rule.max;
    },
  };
}

/** One limiter per database, so every route of a process shares its counters. */
const limiters = new WeakMap<Database, RateLimiter>();

export function rateLimiter(database: Database): RateLimiter {
  let limiter = limiters.get(database);
  if (!limiter) {
    limiter = createRateLimiter(
      database.kind === 'postgres' ? createDatabaseStore(database.db) : createMemoryStore(),
    );
    limiters.set(database, limiter);
  }
  return limiter;
}

// Runs work in a transaction, or in the caller's when it already has one: Kysely
// cannot open a transaction inside another, and some writes (the Scale Page's lead
// form) chain several features' writes into one.
import type { Kysely } from 'kysely';
import type { DB } from './types';

const DEADLOCK_DETECTED = '40P01';
const DEADLOCK_TRIES = 3;

export function inTransaction<T>(
  db: Kysely<DB>,
  work: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * inTransaction for writes that insert or move rows under an exclusion constraint (the
 * bookings' no-overlap rule). Two transactions inserting conflicting rows at one moment
 * may each find the other's row and wait for it; PostgreSQL breaks that deadlock by
 * failing one of them (40P01) — a lost race, not a fault. A transaction this function
 * opened itself is then run once more, and sees the winner's committed row (decision 081).
 * Inside the caller's transaction the error goes up: only the caller can start over.
 */
export async function inTransactionRetryingDeadlocks<T>(
  db: Kysely<DB>,
  work: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= DEADLOCK_TRIES || !isDeadlock(error)) throw error;
    }
  }
}

export function isDeadlock(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === DEADLOCK_DETECTED;
}

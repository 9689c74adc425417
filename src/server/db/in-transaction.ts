// Runs work in a transaction, or in the caller's when it already has one: Kysely
// cannot open a transaction inside another, and some writes (the Scale Page's lead
// form) chain several features' writes into one.
import type { Kysely } from 'kysely';
import type { DB } from './types';

export function inTransaction<T>(
  db: Kysely<DB>,
  work: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

// Memory for one transaction's big statement. A bulk change of 10,000 clients hands the
// totals trigger (decision 038) its old and new rows as two transition tables of ~8 MB
// each; past work_mem (4 MB by default) they spill to temporary files, which on the
// embedded database are writes through its emulated file system (2,000 pages written and
// read back: ~20% of the statement on PGlite). SET LOCAL ends with the transaction, so
// no other query gets more, and the embedded database's memory grows only once by this.
import { type Kysely, sql } from 'kysely';
import type { DB } from './types';

export async function allowStatementMemory(trx: Kysely<DB>, megabytes = 24): Promise<void> {
  await sql.raw(`SET LOCAL work_mem = '${Math.trunc(megabytes)}MB'`).execute(trx);
}

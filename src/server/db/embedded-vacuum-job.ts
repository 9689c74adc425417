// The loop that runs vacuumWhereNeeded on the embedded database (decision 060): started
// with the server when the database is PGlite (a PostgreSQL server has its own
// autovacuum), at once — what changed while no server ran is looked at first — and then
// every vacuumIntervalMs.
import { repeatingJob } from '../platform/jobs/repeating-job';
import type { Database } from './connection';
import { type VacuumPass, vacuumWhereNeeded } from './embedded-vacuum';

export type EmbeddedVacuumJob = {
  /** Starts the loop; does nothing on PostgreSQL or when the interval is <= 0. */
  start(): void;
  /** Stops the loop and waits for the statement in progress, if any. */
  stop(): Promise<void>;
  /** One pass now (tests, benchmarks, and the loop itself). */
  runPass(): Promise<VacuumPass>;
};

export function createEmbeddedVacuumJob({
  database,
  intervalMs,
}: {
  database: Pick<Database, 'db' | 'kind'>;
  intervalMs: number;
}): EmbeddedVacuumJob {
  const loop = repeatingJob({
    intervalMs,
    failure: 'The embedded database could not be vacuumed:',
    pass: () => runPass(),
  });
  const runPass = () => vacuumWhereNeeded(database.db, { shouldStop: loop.isStopping });
  return {
    runPass,
    start() {
      // A PostgreSQL server vacuums itself.
      if (database.kind === 'pglite') loop.start();
    },
    stop: loop.stop,
  };
}

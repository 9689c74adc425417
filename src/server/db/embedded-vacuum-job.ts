// The loop that runs vacuumWhereNeeded on the embedded database (decision 060): started
// with the server when the database is PGlite (a PostgreSQL server has its own
// autovacuum), at once — what changed while no server ran is looked at first — and then
// every vacuumIntervalMs.
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
  let isStopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  const runPass = () => vacuumWhereNeeded(database.db, { shouldStop: () => isStopped });

  function tick() {
    if (isStopped) return;
    running = runPass()
      .catch((error) =>
        console.warn(
          'The embedded database could not be vacuumed:',
          error instanceof Error ? error.message : String(error),
        ),
      )
      .finally(() => {
        running = undefined;
        if (!isStopped) timer = setTimeout(tick, intervalMs).unref();
      });
  }

  return {
    runPass,
    start() {
      if (!isStopped || database.kind !== 'pglite' || intervalMs <= 0) return;
      isStopped = false;
      tick();
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

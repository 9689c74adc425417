// Checking the rows of a large import costs about as much CPU as writing them (a phone
// number parsed, the add form's rules, the row as JSON: ~5 of 15 s for 100,000 rows).
// On PGlite the database runs in the server's own thread, so a second thread checks the
// next batches while this one writes: the two overlap instead of taking turns
// (decision 025). The first batch is checked here, so a small import starts no thread.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import { type CheckedRows, type CheckOptions, checkRows } from './check-rows';
import type { SourceRow } from './import-source';

/**
 * A batch is at most 1,000 rows, but a row may carry a long note: room for that, and a
 * small young generation, so the thread does not hold on to memory it rarely needs.
 * Past the limit the thread ends and the import stops with its message (the batches
 * committed stay), instead of the server running out of memory.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 8 };

/**
 * From the server bundle (dist/server/main.mjs), the worker is the bundle beside it
 * (scripts/start.mjs builds both); from the sources (tests, tsx), it is the TypeScript
 * file, loaded through tsx's module hooks registered in the new thread first.
 */
function startWorker(
  userId: string,
  contactOptions: CheckOptions,
  resourceLimits: ResourceLimits,
): Worker {
  // Plain data (a country code, a lead source): it crosses to the thread as a copy.
  const options = { workerData: { userId, options: contactOptions }, resourceLimits };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./check-rows-worker.mjs', import.meta.url), options);
  }
  // tsx's ESM entry sits beside the CommonJS one its package exports resolve to.
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const source = new URL('./check-rows-worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(code, { ...options, eval: true });
}

export type RowChecker = {
  /** Answers in the order the batches were given. */
  check(rows: SourceRow[]): Promise<CheckedRows>;
  close(): Promise<void>;
};

/**
 * `options`: the import's default phone country and lead source for rows without their
 * own (contactToClient's options), the same in this thread and in the worker.
 */
export function openRowChecker(
  userId: string,
  options: CheckOptions = {},
  limits = WORKER_LIMITS,
): RowChecker {
  let worker: Worker | undefined;
  let failure: Error | undefined;
  const waiting: { resolve: (rows: CheckedRows) => void; reject: (error: Error) => void }[] = [];
  const failAll = (error: Error) => {
    failure ??= error;
    for (const { reject } of waiting.splice(0)) reject(error);
  };
  let batches = 0;
  return {
    check(rows) {
      if (batches++ === 0) return Promise.resolve(checkRows(userId, rows, options));
      if (failure) return Promise.reject(failure);
      if (!worker) {
        worker = startWorker(userId, options, limits);
        worker.on('message', (checked: CheckedRows) => waiting.shift()?.resolve(checked));
        worker.on('error', failAll);
        worker.on('exit', (code) =>
          failAll(new Error(`The row checker stopped (exit code ${code}).`)),
        );
      }
      const answer = new Promise<CheckedRows>((resolve, reject) =>
        waiting.push({ resolve, reject }),
      );
      worker.postMessage(rows);
      return answer;
    },
    async close() {
      const running = worker;
      worker = undefined;
      failure ??= new Error('The row checker was closed.');
      if (running) await running.terminate();
    },
  };
}

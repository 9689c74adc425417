// The row checker's thread (row-checker.ts): checks the batches the server posts, in the
// order they come, and answers each with its checked rows.
//
// In:  workerData { userId: string, options: CheckOptions }; messages: SourceRow[]
// Out: one CheckedRows per message
import { parentPort, workerData } from 'node:worker_threads';
import { type CheckOptions, checkRows } from './check-rows';
import type { SourceRow } from './import-source';

const { userId, options } = workerData as { userId: string; options: CheckOptions };
parentPort?.on('message', (rows: SourceRow[]) => {
  parentPort?.postMessage(checkRows(userId, rows, options));
});

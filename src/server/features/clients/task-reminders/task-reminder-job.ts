// The loop that runs remindDueTasks: started with the server (server.ts) like the mail
// sender, every taskReminderIntervalMs. Several processes may each run one: the claim
// makes a due time reminded once whoever gets there first (remind-due-tasks.ts).
import type { Config } from '../../../config';
import type { Database } from '../../../db/connection';
import { repeatingJob } from '../../../platform/jobs/repeating-job';
import { type ReadPreferences, type ReminderPass, remindDueTasks } from './remind-due-tasks';

export type TaskReminderJob = {
  /** Starts the loop; does nothing when taskReminderIntervalMs <= 0. */
  start(): void;
  /** Stops the loop and waits for the pass in progress, if any. */
  stop(): Promise<void>;
  /** One pass now (tests, and the loop itself). */
  runDue(): Promise<ReminderPass>;
};

export function createTaskReminderJob({
  config,
  database,
  readPreferences,
}: {
  config: Pick<Config, 'publicUrl' | 'taskReminderIntervalMs'>;
  database: Database;
  /** profiles' fromStoredPreferences, passed in by the root (remind-due-tasks.ts says why). */
  readPreferences: ReadPreferences;
}): TaskReminderJob {
  const loop = repeatingJob({
    intervalMs: config.taskReminderIntervalMs,
    failure: 'Task reminders could not be sent:',
    pass: () => runDue(),
  });
  const runDue = () =>
    remindDueTasks(database.db, {
      publicUrl: config.publicUrl,
      readPreferences,
      shouldStop: loop.isStopping,
    });
  return { runDue, start: loop.start, stop: loop.stop };
}

// The loop that runs remindDueTasks: started with the server (server.ts) like the mail
// sender, every taskReminderIntervalMs. Several processes may each run one: the claim
// makes a due time reminded once whoever gets there first (remind-due-tasks.ts).
import type { Config } from '../../../config';
import type { Database } from '../../../db/connection';
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
  let isStopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  const runDue = () =>
    remindDueTasks(database.db, {
      publicUrl: config.publicUrl,
      readPreferences,
      shouldStop: () => isStopped,
    });

  function tick() {
    if (isStopped) return;
    running = runDue()
      .catch((error) =>
        console.warn(
          'Task reminders could not be sent:',
          error instanceof Error ? error.message : String(error),
        ),
      )
      .finally(() => {
        running = undefined;
        if (!isStopped) timer = setTimeout(tick, config.taskReminderIntervalMs).unref();
      });
  }

  return {
    runDue,
    start() {
      if (!isStopped || config.taskReminderIntervalMs <= 0) return;
      isStopped = false;
      // Due times that passed while no server ran are reminded now, not an interval later.
      tick();
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

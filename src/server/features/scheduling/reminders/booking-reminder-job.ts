// The loop that runs remindDueBookings: started with the server (server.ts) like the task
// reminder job, every bookingReminderIntervalMs. Several processes may each run one: the
// claim makes each reminder's moment sent once whoever gets there first
// (remind-due-bookings.ts).
import type { Config } from '../../../config';
import type { Database } from '../../../db/connection';
import { type BookingReminderPass, remindDueBookings } from './remind-due-bookings';

export type BookingReminderJob = {
  /** Starts the loop; does nothing when bookingReminderIntervalMs <= 0. */
  start(): void;
  /** Stops the loop and waits for the pass in progress, if any. */
  stop(): Promise<void>;
  /** One pass now (tests, and the loop itself). */
  runDue(): Promise<BookingReminderPass>;
};

export function createBookingReminderJob({
  config,
  database,
}: {
  config: Pick<Config, 'publicUrl' | 'bookingReminderIntervalMs'>;
  database: Database;
}): BookingReminderJob {
  let isStopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  const runDue = () =>
    remindDueBookings(database.db, {
      publicUrl: config.publicUrl,
      shouldStop: () => isStopped,
    });

  function tick() {
    if (isStopped) return;
    running = runDue()
      .catch((error) =>
        console.warn(
          'Booking reminders could not be sent:',
          error instanceof Error ? error.message : String(error),
        ),
      )
      .finally(() => {
        running = undefined;
        if (!isStopped) timer = setTimeout(tick, config.bookingReminderIntervalMs).unref();
      });
  }

  return {
    runDue,
    start() {
      if (!isStopped || config.bookingReminderIntervalMs <= 0) return;
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

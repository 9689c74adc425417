// The loop that runs remindDueBookings: started with the server (server.ts) like the task
// reminder job, every bookingReminderIntervalMs. Several processes may each run one: the
// claim makes each reminder's moment sent once whoever gets there first
// (remind-due-bookings.ts).
import type { Config } from '../../../config';
import type { Database } from '../../../db/connection';
import { repeatingJob } from '../../../platform/jobs/repeating-job';
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
  const loop = repeatingJob({
    intervalMs: config.bookingReminderIntervalMs,
    failure: 'Booking reminders could not be sent:',
    pass: () => runDue(),
  });
  const runDue = () =>
    remindDueBookings(database.db, { publicUrl: config.publicUrl, shouldStop: loop.isStopping });
  return { runDue, start: loop.start, stop: loop.stop };
}

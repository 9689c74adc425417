// What the scheduling feature offers the rest of the server: the only file another feature
// may import from it (ARCHITECTURE.md, Boundaries). Anything not listed here is its own.
export { schedulePathOf } from './booking-page/schedule-path';
export { createBookingReminderJob } from './reminders/booking-reminder-job';
export { listPublicTeamEventTypes } from './team-event-types/list-public-team-event-types';
export { type BookingFigureRow, teamBookingFigures } from './team-figures';

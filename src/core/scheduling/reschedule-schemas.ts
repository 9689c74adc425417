// The shapes of issue 21's reschedule, decline reason and calendar links, shared by the
// server and the booking pages.
import { z } from 'zod';
import { SCHEDULING_MESSAGES as M } from '../messages';
import { ZPublicBookingSummary } from '../scheduling-schemas';

/** POST /public/bookings/:token/reschedule and /scheduling/bookings/:id/reschedule. */
export const ZBookingReschedule = z.object({
  startTime: z.iso.datetime({ offset: true, message: M.selectTimeSlot }),
});

/** A decline's reason and a reschedule request's message: optional, sent to the invitee. */
export const ZBookingNote = z.object({
  reason: z
    .string()
    .trim()
    .max(1000, 'Must be at most 1000 characters')
    .nullish()
    .transform((value) => (value ? value : null)),
});

/** GET /public/bookings/:token: the summary with what the invitee may do next. */
export const ZPublicBookingDetails = ZPublicBookingSummary.extend({
  reschedulePath: z
    .string()
    .nullable()
    .describe('/schedule/reschedule/{token}; null once canceled, past, or the event type is gone'),
  calendar: z
    .object({ google: z.string(), outlook: z.string(), icsPath: z.string() })
    .nullable()
    .describe('"Add to calendar": null once canceled'),
}).meta({ id: 'PublicBookingDetails' });
export type PublicBookingDetails = z.infer<typeof ZPublicBookingDetails>;

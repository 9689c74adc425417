// What the scheduling API accepts and returns (issue 5; spec §3, §5, §9), shared by the
// server (the authority) and the web forms (which check the same rules first).
import { z } from 'zod';
import { SCHEDULING_MESSAGES as M } from './messages';
import { DEFAULT_REMINDERS, ZBookingReminders } from './scheduling/booking-reminders';
import { checkLocation, LOCATION_KINDS, type LocationKind } from './scheduling/meeting-location';

export const DEFAULT_EVENT_COLOR = '#3E76D9';
export const DEFAULT_DURATION = 30;
/** Spec §9: Monday to Friday, 09:00 to 17:00. */
export const DEFAULT_AVAILABILITY = { days: [1, 2, 3, 4, 5], startTime: '09:00', endTime: '17:00' };
export { DATE_CHIP_COUNT, SLOT_SEARCH_DAYS } from './scheduling-constants';
/** Spec §9: past bookings shown. */
export const PAST_BOOKINGS_SHOWN = 10;

export const QUESTION_TYPES = ['text', 'textarea', 'select', 'radio'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const BOOKING_STATUSES = ['pending', 'confirmed', 'canceled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Spec §5: lowercased, runs of non-alphanumerics to one hyphen, edge hyphens trimmed. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "9:00", "09:00" or "09:00:00" -> "09:00:00"; undefined when it is no time of day. */
export function normalizeTime(value: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return undefined;
  const [hours, minutes, seconds = '00'] = [Number(match[1]), match[2], match[3]];
  if (hours > 23 || Number(minutes) > 59 || Number(seconds) > 59) return undefined;
  return `${String(hours).padStart(2, '0')}:${minutes}:${seconds}`;
}

const time = z.string(M.invalidTime).transform((value, context) => {
  const normalized = normalizeTime(value);
  if (normalized) return normalized;
  context.addIssue({ code: 'custom', message: M.invalidTime });
  return z.NEVER;
});

const isoDate = z
  .string()
  .trim()
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : undefined;
    if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
      context.addIssue({ code: 'custom', message: 'Enter a date as YYYY-MM-DD' });
      return z.NEVER;
    }
    return value;
  });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** A whole number of minutes; the spec's messages for each field. */
const minutes = (message: string, { positive }: { positive: boolean }) =>
  z
    .number(message)
    .int(message)
    .min(positive ? 1 : 0, message)
    .max(positive ? 1440 : 525_600, message);

export const ZQuestion = z
  .object({
    /** Present when editing an existing question (its answers keep pointing at it). */
    id: z.string().uuid().optional(),
    question: z.string().trim().min(1, M.fieldRequired).max(500),
    type: z.enum(QUESTION_TYPES).default('text'),
    options: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
    isRequired: z.boolean().default(false),
  })
  .refine((q) => (q.type === 'select' || q.type === 'radio' ? q.options.length > 0 : true), {
    message: M.optionsRequired,
    path: ['options'],
  });
export type QuestionInput = z.input<typeof ZQuestion>;

export const eventTypeFields = {
  name: z.string(M.nameRequired).trim().min(1, M.nameRequired).max(100),
  slug: z
    .string()
    .trim()
    .max(100)
    .refine((slug) => slug === '' || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug), M.slugFormat),
  description: optionalText(1000),
  location: optionalText(500),
  /** How the meeting happens (decision 058); absent: in person when a location is typed. */
  locationKind: z.enum(LOCATION_KINDS).optional(),
  /** Reminder mails before each booking (decision 058). */
  reminders: ZBookingReminders.default(DEFAULT_REMINDERS),
  color: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/, 'Choose a colour')
    .default(DEFAULT_EVENT_COLOR),
  duration: minutes(M.durationPositive, { positive: true }).default(DEFAULT_DURATION),
  bufferBefore: minutes(M.bufferBeforeNonNegative, { positive: false }).default(0),
  bufferAfter: minutes(M.bufferAfterNonNegative, { positive: false }).default(0),
  minBookingNotice: minutes(M.noticeNonNegative, { positive: false }).default(0),
  maxBookingsPerDay: z
    .number(M.maxPerDayPositive)
    .int(M.maxPerDayPositive)
    .min(1, M.maxPerDayPositive)
    .max(1000, M.maxPerDayPositive)
    .nullish()
    .transform((value) => value ?? null),
  /** Issue 21: per host-local week, Monday to Sunday. */
  maxBookingsPerWeek: z
    .number(M.maxPerWeekPositive)
    .int(M.maxPerWeekPositive)
    .min(1, M.maxPerWeekPositive)
    .max(10_000, M.maxPerWeekPositive)
    .nullish()
    .transform((value) => value ?? null),
  dateRangeStart: isoDate,
  dateRangeEnd: isoDate,
  requiresConfirmation: z.boolean().default(false),
  isActive: z.boolean().default(true),
  /** In order; the list replaces the stored questions. */
  questions: z.array(ZQuestion).max(30).default([]),
};

/**
 * The create and edit form (spec §5). A new event type with an empty slug takes one
 * derived from its name; an edit must keep a slug ("Slug is required").
 */
export const ZEventTypeInput = z
  .object(eventTypeFields)
  .refine(
    (value) =>
      !value.dateRangeStart || !value.dateRangeEnd || value.dateRangeEnd >= value.dateRangeStart,
    { message: M.endBeforeStart, path: ['dateRangeEnd'] },
  )
  .superRefine((value, context) => {
    const checked = checkLocation(eventTypeLocationKind(value), value.location);
    if (!checked.ok)
      context.addIssue({ code: 'custom', message: checked.message, path: ['location'] });
  });

/** The kind sent, else the old meaning: a typed location is an address (decision 058). */
export function eventTypeLocationKind(value: {
  locationKind?: LocationKind | undefined;
  location: string | null;
}): LocationKind {
  return value.locationKind ?? (value.location ? 'in_person' : 'none');
}
export type EventTypeInput = z.input<typeof ZEventTypeInput>;
export type EventTypeValues = z.output<typeof ZEventTypeInput>;

export const ZAvailabilitySlot = z
  .object({
    /** null: the general weekly availability; else an override for that event type. */
    eventTypeId: z.string().uuid().nullable().default(null),
    dayOfWeek: z.number().int().min(0).max(6),
    startTime: time,
    endTime: time,
  })
  .refine((slot) => slot.endTime > slot.startTime, {
    message: M.endTimeAfterStart,
    path: ['endTime'],
  });

/** Editing one slot: the fields sent replace the stored ones (the set it belongs to stays). */
export const ZAvailabilitySlotUpdate = z.object({
  dayOfWeek: z.number().int().min(0).max(6).optional(),
  startTime: time.optional(),
  endTime: time.optional(),
});
export type AvailabilitySlotUpdate = z.input<typeof ZAvailabilitySlotUpdate>;

/** Quick Setup (spec §5): the weekly set replaced by one window on the chosen days. */
export const ZQuickSetup = z
  .object({
    eventTypeId: z.string().uuid().nullable().default(null),
    days: z
      .array(z.number().int().min(0).max(6))
      .min(1, M.quickSetupNeedsDay)
      .max(7)
      .transform((days) => [...new Set(days)].sort()),
    startTime: time,
    endTime: time,
  })
  .refine((setup) => setup.endTime > setup.startTime, {
    message: M.endTimeAfterStart,
    path: ['endTime'],
  });

const overrideDate = z
  .string(M.invalidDate)
  .trim()
  .refine((value) => {
    const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : undefined;
    return !!date && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, M.invalidDate);

export const ZTimeWindow = z
  .object({ startTime: time, endTime: time })
  .refine((window) => window.endTime > window.startTime, {
    message: M.endTimeAfterStart,
    path: ['endTime'],
  });

export const dateOverrideFields = {
  startDate: overrideDate,
  endDate: overrideDate.optional(),
  windows: z.array(ZTimeWindow).max(12).default([]),
};

/** endDate defaults to startDate; windows sorted, then checked for order, length, overlap. */
export function checkedOverride<T extends z.infer<z.ZodObject<typeof dateOverrideFields>>>(
  schema: z.ZodType<T>,
) {
  return schema
    .transform((value) => ({
      ...value,
      endDate: value.endDate ?? value.startDate,
      windows: [...value.windows].sort((a, b) => a.startTime.localeCompare(b.startTime)),
    }))
    .superRefine((value, context) => {
      if (value.endDate < value.startDate) {
        context.addIssue({ code: 'custom', message: M.overrideEndBeforeStart, path: ['endDate'] });
      } else if ((Date.parse(value.endDate) - Date.parse(value.startDate)) / 86_400_000 > 366) {
        context.addIssue({ code: 'custom', message: M.overrideTooLong, path: ['endDate'] });
      }
      for (let i = 1; i < value.windows.length; i += 1) {
        const previous = value.windows[i - 1];
        if (previous && (value.windows[i]?.startTime ?? '') < previous.endTime) {
          context.addIssue({
            code: 'custom',
            message: M.overrideWindowsOverlap,
            path: ['windows'],
          });
          break;
        }
      }
    });
}

/**
 * A date override (issue 21, decision 056): other hours on the dates startDate…endDate
 * of the host's zone, or none (unavailable: a holiday, a vacation). Whether a date has
 * passed needs the host's zone: the server checks that.
 */
export const ZDateOverride = checkedOverride(
  z.object({
    /** null: the user's own; else for that event type only. */
    eventTypeId: z.string().uuid().nullable().default(null),
    ...dateOverrideFields,
  }),
);
export type DateOverrideInput = {
  eventTypeId?: string | null;
  startDate: string;
  endDate?: string;
  windows?: { startTime: string; endTime: string }[];
};

/** Editing a date override: all of it again but its set, which stays. */
export const ZDateOverrideUpdate = checkedOverride(z.object(dateOverrideFields));

/** The booking form (spec §5), sent with the chosen slot's start. */
export const ZBookingCreate = z.object({
  startTime: z.iso.datetime({ offset: true, message: M.selectTimeSlot }),
  name: z.string(M.nameRequired).trim().min(1, M.nameRequired).max(200),
  email: z
    .string(M.emailRequired)
    .trim()
    .min(1, M.emailRequired)
    .max(254, M.invalidEmail)
    .pipe(z.email(M.invalidEmail)),
  phone: optionalText(40),
  notes: optionalText(5000),
  /** The invitee's IANA zone, for their e-mails. */
  timeZone: z.string().max(64).optional(),
  /** question id -> answer */
  responses: z.record(z.string(), z.string().max(5000)).default({}),
});
export type BookingCreateInput = z.input<typeof ZBookingCreate>;

export const ZBookingCancel = z.object({ reason: optionalText(1000) });

// What the API answers (the output side): zod schemas, so the OpenAPI document and the
// web's types come from the same declaration as the server's.
const instant = z.iso.datetime({ offset: true });
const dayOfYear = z.iso.date();
const timeOfDay = z.string().describe("'HH:MM:SS' in the host's time zone");

export const ZQuestionView = z
  .object({
    id: z.uuid(),
    question: z.string(),
    type: z.enum(QUESTION_TYPES),
    options: z.array(z.string()),
    isRequired: z.boolean(),
    orderIndex: z.number().int(),
  })
  .meta({ id: 'Question' });
export type Question = z.infer<typeof ZQuestionView>;

export const ZBookingReminderView = z
  .object({ offsetMinutes: z.number().int(), toHost: z.boolean() })
  .meta({ id: 'BookingReminder' });

/** An event type as its owner's API returns it. */
export const ZEventType = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    location: z.string().nullable(),
    locationKind: z.enum(LOCATION_KINDS),
    reminders: z.array(ZBookingReminderView),
    color: z.string(),
    duration: z.number().int(),
    bufferBefore: z.number().int(),
    bufferAfter: z.number().int(),
    minBookingNotice: z.number().int(),
    maxBookingsPerDay: z.number().int().nullable(),
    maxBookingsPerWeek: z.number().int().nullable(),
    dateRangeStart: dayOfYear.nullable(),
    dateRangeEnd: dayOfYear.nullable(),
    requiresConfirmation: z.boolean(),
    isActive: z.boolean(),
    questions: z.array(ZQuestionView),
    bookingPath: z.string().describe('/schedule/{userId}/{slug}'),
    createdAt: instant,
  })
  .meta({ id: 'EventType' });
export type EventType = z.infer<typeof ZEventType>;

export const ZAvailabilitySlotView = z
  .object({
    id: z.uuid(),
    eventTypeId: z.uuid().nullable().describe('null: the general weekly hours'),
    dayOfWeek: z.number().int().min(0).max(6),
    startTime: timeOfDay,
    endTime: timeOfDay,
  })
  .meta({ id: 'AvailabilitySlot' });
export type AvailabilitySlot = z.infer<typeof ZAvailabilitySlotView>;

export const ZDateOverrideView = z
  .object({
    id: z.uuid(),
    eventTypeId: z.uuid().nullable(),
    startDate: dayOfYear.describe("Inclusive, in the host's time zone"),
    endDate: dayOfYear,
    windows: z
      .array(z.object({ startTime: timeOfDay, endTime: timeOfDay }))
      .describe('Sorted; empty: unavailable'),
  })
  .meta({ id: 'DateOverride' });
export type DateOverride = z.infer<typeof ZDateOverrideView>;

export const ZBooking = z
  .object({
    id: z.uuid(),
    eventTypeId: z.uuid().nullable(),
    hostId: z.string().describe("The host (the booking's owner): a team's list mixes hosts"),
    hostName: z.string(),
    eventTypeName: z
      .string()
      .nullable()
      .describe('null when the event type was deleted ("Unknown Event Type")'),
    startTime: instant,
    endTime: instant,
    inviteeName: z.string(),
    inviteeEmail: z.string(),
    inviteePhone: z.string().nullable(),
    notes: z.string().nullable(),
    status: z.enum(BOOKING_STATUSES),
    cancellationReason: z.string().nullable(),
    canceledAt: instant.nullable(),
    responses: z.array(z.object({ question: z.string(), response: z.string() })),
    createdAt: instant,
  })
  .meta({ id: 'Booking' });
export type Booking = z.infer<typeof ZBooking>;

/** GET /scheduling/bookings: upcoming (soonest first) and the last past ones. */
export const ZHostBookings = z
  .object({ upcoming: z.array(ZBooking), past: z.array(ZBooking) })
  .meta({ id: 'HostBookings' });
export type HostBookings = z.infer<typeof ZHostBookings>;

export const ZPublicHost = z
  .object({
    id: z.string(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    timeZone: z.string(),
    showsScaleBranding: z
      .boolean()
      .optional()
      .describe("Scale's footer on the booking pages; false on the host's Business plan"),
  })
  .meta({ id: 'PublicHost' });

/** GET /api/v1/public/schedule/:userId/:slug — what the booking page needs. */
export const ZPublicEventType = z
  .object({
    host: ZPublicHost,
    eventType: ZEventType.pick({
      id: true,
      name: true,
      slug: true,
      description: true,
      location: true,
      locationKind: true,
      color: true,
      duration: true,
      requiresConfirmation: true,
      dateRangeStart: true,
      dateRangeEnd: true,
      questions: true,
    }),
  })
  .meta({ id: 'PublicEventType' });
export type PublicEventType = z.infer<typeof ZPublicEventType>;

export const ZPublicEventTypeItem = ZEventType.pick({
  id: true,
  name: true,
  slug: true,
  description: true,
  location: true,
  color: true,
  duration: true,
});

/** GET /api/v1/public/schedule/:userId — the chooser: the host's active event types. */
export const ZPublicHostEventTypes = z
  .object({ host: ZPublicHost, eventTypes: z.array(ZPublicEventTypeItem) })
  .meta({ id: 'PublicHostEventTypes' });
export type PublicHostEventTypes = z.infer<typeof ZPublicHostEventTypes>;

/** POST /api/v1/public/schedule/:userId/:slug/bookings — 201. */
export const ZPublicBookingCreated = z
  .object({
    booking: z.object({
      id: z.uuid(),
      startTime: instant,
      endTime: instant,
      status: z.enum(BOOKING_STATUSES),
      inviteeName: z.string(),
    }),
    cancelPath: z.string().describe('/schedule/cancel/{token}'),
  })
  .meta({ id: 'PublicBookingCreated' });
export type PublicBookingCreated = z.infer<typeof ZPublicBookingCreated>;

/** GET /api/v1/public/bookings/:token — what the invitee's cancel page shows. */
export const ZPublicBookingSummary = z
  .object({
    host: z.object({ name: z.string() }),
    eventType: z
      .object({
        name: z.string(),
        duration: z.number().int(),
        location: z.string().nullable().describe('Where, as the mails say it'),
        meetingUrl: z
          .string()
          .nullable()
          .describe("The video call's https link (a fixed room or the booking's Jitsi room)"),
      })
      .nullable()
      .describe('null when the event type was deleted'),
    bookingPath: z
      .string()
      .nullable()
      .describe('/schedule/{userId}/{slug} to pick a new time; null when gone or inactive'),
    startTime: instant,
    endTime: instant,
    status: z.enum(BOOKING_STATUSES),
    inviteeName: z.string(),
    cancellationReason: z.string().nullable(),
    canceledAt: instant.nullable(),
  })
  .meta({ id: 'PublicBookingSummary' });
export type PublicBookingSummary = z.infer<typeof ZPublicBookingSummary>;

/** GET …/slots?from=YYYY-MM-DD&to=YYYY-MM-DD — free slot starts (UTC ISO), by host-agnostic instant. */
export const ZSlotsAnswer = z
  .object({ slots: z.array(z.object({ start: instant, end: instant })) })
  .meta({ id: 'Slots' });
export type SlotsAnswer = z.infer<typeof ZSlotsAnswer>;

/** The slots endpoints' query (read by requestedSpan; checked there, described here). */
export const ZSlotsQuery = z.object({
  from: z.iso
    .date()
    .optional()
    .describe('First day (YYYY-MM-DD); without from and to, the coming days from now'),
  to: z.iso.date().optional().describe('Last day, inclusive; at most 62 days in all'),
  timeZone: z.string().optional().describe("IANA zone the days are read in; the host's by default"),
  reschedule: z
    .string()
    .optional()
    .describe("A booking's token: its own time is not counted as taken"),
});

/** `?eventTypeId=`: absent or 'general' is the general set, else an event type's override. */
export const ZAvailabilitySetQuery = z.object({
  eventTypeId: z
    .union([z.literal('general'), z.uuid()])
    .optional()
    .describe("An event type's own hours; absent or 'general': the general weekly hours"),
});

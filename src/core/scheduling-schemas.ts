// What the scheduling API accepts and returns (issue 5; spec §3, §5, §9), shared by the
// server (the authority) and the web forms (which check the same rules first).
import { z } from 'zod';
import { SCHEDULING_MESSAGES as M } from './messages';
import {
  type BookingReminder,
  DEFAULT_REMINDERS,
  ZBookingReminders,
} from './scheduling/booking-reminders';
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

const dateOverrideFields = {
  startDate: overrideDate,
  endDate: overrideDate.optional(),
  windows: z.array(ZTimeWindow).max(12).default([]),
};

/** endDate defaults to startDate; windows sorted, then checked for order, length, overlap. */
function checkedOverride<T extends z.infer<z.ZodObject<typeof dateOverrideFields>>>(
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

export type Question = {
  id: string;
  question: string;
  type: QuestionType;
  options: string[];
  isRequired: boolean;
  orderIndex: number;
};

/** An event type as its owner's API returns it. */
export type EventType = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  location: string | null;
  locationKind: LocationKind;
  reminders: BookingReminder[];
  color: string;
  duration: number;
  bufferBefore: number;
  bufferAfter: number;
  minBookingNotice: number;
  maxBookingsPerDay: number | null;
  maxBookingsPerWeek: number | null;
  dateRangeStart: string | null;
  dateRangeEnd: string | null;
  requiresConfirmation: boolean;
  isActive: boolean;
  questions: Question[];
  /** /schedule/{userId}/{slug} */
  bookingPath: string;
  createdAt: string;
};

export type AvailabilitySlot = {
  id: string;
  eventTypeId: string | null;
  dayOfWeek: number;
  /** 'HH:MM:SS' in the host's time zone */
  startTime: string;
  endTime: string;
};

export type DateOverride = {
  id: string;
  eventTypeId: string | null;
  /** 'YYYY-MM-DD', inclusive, in the host's time zone */
  startDate: string;
  endDate: string;
  /** 'HH:MM:SS' host-local, sorted; empty: unavailable */
  windows: { startTime: string; endTime: string }[];
};

export type Booking = {
  id: string;
  eventTypeId: string | null;
  /** The host (the booking's owner) and the name they go by: a team's list mixes hosts. */
  hostId: string;
  hostName: string;
  /** null when the event type was deleted ("Unknown Event Type"). */
  eventTypeName: string | null;
  startTime: string;
  endTime: string;
  inviteeName: string;
  inviteeEmail: string;
  inviteePhone: string | null;
  notes: string | null;
  status: BookingStatus;
  cancellationReason: string | null;
  canceledAt: string | null;
  responses: { question: string; response: string }[];
  createdAt: string;
};

/** GET /api/v1/public/schedule/:userId/:slug — what the booking page needs. */
export type PublicEventType = {
  host: {
    id: string;
    name: string;
    avatarUrl: string | null;
    timeZone: string;
    /** Scale's footer on the booking pages; false on the host's Business plan (decision 064). */
    showsScaleBranding?: boolean;
  };
  eventType: Pick<
    EventType,
    | 'id'
    | 'name'
    | 'slug'
    | 'description'
    | 'location'
    | 'locationKind'
    | 'color'
    | 'duration'
    | 'requiresConfirmation'
    | 'dateRangeStart'
    | 'dateRangeEnd'
  > & { questions: Question[] };
};

/** GET /api/v1/public/schedule/:userId — the chooser: the host's active event types. */
export type PublicHostEventTypes = {
  host: PublicEventType['host'];
  eventTypes: Pick<
    EventType,
    'id' | 'name' | 'slug' | 'description' | 'location' | 'color' | 'duration'
  >[];
};

/** POST /api/v1/public/schedule/:userId/:slug/bookings — 201. */
export type PublicBookingCreated = {
  booking: {
    id: string;
    startTime: string;
    endTime: string;
    status: BookingStatus;
    inviteeName: string;
  };
  /** /schedule/cancel/{token} */
  cancelPath: string;
};

/** GET /api/v1/public/bookings/:token — what the invitee's cancel page shows. */
export type PublicBookingSummary = {
  host: { name: string };
  /** null when the event type was deleted. */
  eventType: {
    name: string;
    duration: number;
    /** Where, as the mails say it (decision 058). */
    location: string | null;
    /** The video call's https link (a fixed room or the booking's Jitsi room), else null. */
    meetingUrl: string | null;
  } | null;
  /** /schedule/{userId}/{slug} to pick a new time; null when the event type is gone or inactive. */
  bookingPath: string | null;
  startTime: string;
  endTime: string;
  status: BookingStatus;
  inviteeName: string;
  cancellationReason: string | null;
  canceledAt: string | null;
};

/** GET …/slots?from=YYYY-MM-DD&to=YYYY-MM-DD — free slot starts (UTC ISO), by host-agnostic instant. */
export type SlotsAnswer = { slots: { start: string; end: string }[] };

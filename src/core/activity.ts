// Recent Activity (issue 16, decision 029): the kinds of entry, what each keeps of its
// event, and the sentence and link a person sees. Pure, so the server that answers the
// feed and the tests that read it use the very same words.
import { z } from 'zod';
import { API_KEY_MESSAGES, ACTIVITY_MESSAGES as M } from './messages';

export const ACTIVITY_PAGE_SIZE = 10;
export const ACTIVITY_PAGE_MAX = 50;

const DEVICE_WORDS = { desktop: 'a computer', mobile: 'a phone', tablet: 'a tablet' } as const;
export type Device = keyof typeof DEVICE_WORDS;

/** "a phone": how a visitor's device reads in a sentence (the feed and the view mail). */
export function describeDevice(device: Device): string {
  return DEVICE_WORDS[device];
}

/**
 * What each kind keeps in `activity.data`: every word its sentence needs, so the entry
 * still reads after its client, booking or document is deleted. Read back through these
 * schemas, so a row that does not match is never rendered half-filled.
 */
export const ZStoredActivity = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('lead_received'),
    data: z.object({
      name: z.string(),
      /** new_client and existing_client have a client to open; client_limit has none. */
      outcome: z.enum(['new_client', 'existing_client', 'client_limit']),
    }),
  }),
  z.object({
    kind: z.literal('booking_created'),
    data: z.object({
      inviteeName: z.string(),
      eventTypeName: z.string().nullable(),
      startTime: z.string(),
      /** Its event type asks the host to confirm first. */
      isPending: z.boolean(),
    }),
  }),
  z.object({
    kind: z.literal('booking_canceled'),
    data: z.object({
      inviteeName: z.string(),
      eventTypeName: z.string().nullable(),
      startTime: z.string(),
      canceledBy: z.enum(['invitee', 'host']),
      /** The host answered a pending booking with "decline". */
      isDeclined: z.boolean(),
      /** Done by a request signed with this API key (decision 071). */
      viaApiKey: z.string().optional(),
    }),
  }),
  z.object({
    kind: z.literal('booking_rescheduled'),
    data: z.object({
      inviteeName: z.string(),
      eventTypeName: z.string().nullable(),
      /** The new start; the old one beside it. */
      startTime: z.string(),
      previousStartTime: z.string(),
      /** Through the invitee's link, or from the bookings list (the host or a teammate). */
      rescheduledBy: z.enum(['invitee', 'host']),
      viaApiKey: z.string().optional(),
    }),
  }),
  z.object({
    kind: z.literal('document_viewed'),
    data: z.object({
      title: z.string(),
      linkLabel: z.string(),
      device: z.enum(['desktop', 'mobile', 'tablet']),
    }),
  }),
  z.object({
    kind: z.literal('clients_imported'),
    data: z.object({
      fileName: z.string(),
      imported: z.number().int().nonnegative(),
      viaApiKey: z.string().optional(),
    }),
  }),
]);
export type StoredActivity = z.infer<typeof ZStoredActivity>;
export type ActivityKind = StoredActivity['kind'];

/** The records an entry may point at; null when it has none, or once it was deleted. */
export type ActivitySubjects = {
  clientId: string | null;
  bookingId: string | null;
  documentId: string | null;
};

/** Every kind of entry, in the order ZStoredActivity lists them. */
export const ACTIVITY_KINDS = ZStoredActivity.options.map((option) => option.shape.kind.value) as [
  ActivityKind,
  ...ActivityKind[],
];

/** One entry of GET /api/v1/activity. */
export const ZActivityEntry = z
  .object({
    id: z.uuid(),
    kind: z.enum(ACTIVITY_KINDS),
    createdAt: z.iso.datetime({ offset: true }),
    text: z.string().describe('The sentence a person reads'),
    /** Where the entry leads in the app; null when there is nothing to open. */
    href: z
      .string()
      .nullable()
      .describe('Where the entry leads in the app; null when nothing to open'),
    /** Says the entry's record was deleted since (its link is then gone). */
    gone: z
      .string()
      .nullable()
      .describe("Says the entry's record was deleted since (then no link)"),
  })
  .meta({ id: 'ActivityEntry' });
export type ActivityEntry = z.infer<typeof ZActivityEntry>;

export const ZActivityPage = z
  .object({
    items: z.array(ZActivityEntry),
    nextCursor: z.string().nullable().describe('`before` for the next page; null on the last'),
  })
  .meta({ id: 'ActivityPage' });
export type ActivityPage = z.infer<typeof ZActivityPage>;

/** The app's addresses of the records an entry opens (the dashboard keeps them in its query). */
export const ACTIVITY_LINKS = {
  client: (id: string) => `/dashboard?tab=clients&client=${encodeURIComponent(id)}`,
  booking: (id: string) =>
    `/dashboard?tab=scheduling&section=bookings&booking=${encodeURIComponent(id)}`,
  document: (id: string) => `/dashboard?tab=documents&document=${encodeURIComponent(id)}`,
  /** The list, newest first: the imported clients on top. */
  importedClients: '/dashboard?tab=clients&view=list&sort=created_at',
} as const;

const COUNT = new Intl.NumberFormat('en-US');

function partsIn(instant: Date, timeZone: string): Record<string, string> {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
  } catch {
    // A zone this runtime does not know: UTC is still a true time.
    return partsIn(instant, 'UTC');
  }
  return Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
}

/**
 * "Tue, Dec 1, 10:00 AM" in the host's zone; the year only when it is not the year the
 * entry was written. Built from parts: newer ICU puts a narrow no-break space before
 * "AM", which reads the same but matches nothing a person types.
 */
export function formatActivityTime(iso: string, timeZone: string, writtenAt: Date): string {
  const when = partsIn(new Date(iso), timeZone);
  const year = when.year !== partsIn(writtenAt, timeZone).year ? `, ${when.year}` : '';
  return `${when.weekday}, ${when.month} ${when.day}${year}, ${when.hour}:${when.minute} ${when.dayPeriod}`;
}

type Described = Pick<ActivityEntry, 'text' | 'href' | 'gone'>;

/** A link to a record that should be there: gone once its id was set to null by a delete. */
function linkTo(id: string | null, href: (id: string) => string, gone: string) {
  return id ? { href: href(id), gone: null } : { href: null, gone };
}

export function describeActivity(
  activity: StoredActivity,
  subjects: ActivitySubjects,
  context: { timeZone: string; createdAt: Date },
): Described {
  const described = describeEvent(activity, subjects, context);
  // An entry written by a request signed with an API key names the key (decision 071).
  const via = 'viaApiKey' in activity.data ? activity.data.viaApiKey : undefined;
  return via
    ? { ...described, text: `${described.text} (${API_KEY_MESSAGES.viaKey(via)})` }
    : described;
}

function describeEvent(
  activity: StoredActivity,
  subjects: ActivitySubjects,
  context: { timeZone: string; createdAt: Date },
): Described {
  switch (activity.kind) {
    case 'lead_received': {
      const { name, outcome } = activity.data;
      if (outcome === 'client_limit') {
        return { text: M.leadOverLimit(name), href: null, gone: null };
      }
      const text = outcome === 'new_client' ? M.leadNew(name) : M.leadExisting(name);
      return { text, ...linkTo(subjects.clientId, ACTIVITY_LINKS.client, M.clientGone) };
    }
    case 'booking_created':
    case 'booking_canceled': {
      const { data } = activity;
      const when = formatActivityTime(data.startTime, context.timeZone, context.createdAt);
      const sentence =
        activity.kind === 'booking_created'
          ? activity.data.isPending
            ? M.bookingRequested
            : M.bookingCreated
          : activity.data.canceledBy === 'invitee'
            ? M.bookingCanceledByInvitee
            : activity.data.isDeclined
              ? M.bookingDeclined
              : M.bookingCanceledByHost;
      return {
        text: sentence(data.inviteeName, data.eventTypeName, when),
        ...linkTo(subjects.bookingId, ACTIVITY_LINKS.booking, M.bookingGone),
      };
    }
    case 'booking_rescheduled': {
      const { data } = activity;
      const at = (iso: string) => formatActivityTime(iso, context.timeZone, context.createdAt);
      const sentence =
        data.rescheduledBy === 'invitee'
          ? M.bookingRescheduledByInvitee
          : M.bookingRescheduledByHost;
      return {
        text: sentence(
          data.inviteeName,
          data.eventTypeName,
          at(data.previousStartTime),
          at(data.startTime),
        ),
        ...linkTo(subjects.bookingId, ACTIVITY_LINKS.booking, M.bookingGone),
      };
    }
    case 'document_viewed': {
      const { title, linkLabel, device } = activity.data;
      return {
        text: M.documentViewed(title, linkLabel, describeDevice(device)),
        ...linkTo(subjects.documentId, ACTIVITY_LINKS.document, M.documentGone),
      };
    }
    case 'clients_imported': {
      const { imported, fileName } = activity.data;
      return {
        text: M.clientsImported(COUNT.format(imported), imported === 1, fileName),
        href: ACTIVITY_LINKS.importedClients,
        gone: null,
      };
    }
  }
}

/**
 * A page's position: the last entry's created_at to the microsecond (JavaScript dates
 * stop at the millisecond, and two entries of one millisecond must not be skipped) and
 * its id, which orders entries written at the same instant.
 */
export type ActivityCursor = { createdAt: string; id: string };

const CURSOR_PATTERN =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function activityCursor({ createdAt, id }: ActivityCursor): string {
  return `${createdAt}_${id}`;
}

/** The cursor's parts, or undefined for anything this API did not hand out. */
export function parseActivityCursor(value: string): ActivityCursor | undefined {
  const match = CURSOR_PATTERN.exec(value);
  if (!match?.[1] || !match[2]) return undefined;
  const createdAt = match[1];
  // A calendar date that does not exist (Feb 30) would be rolled over by Date: refused.
  const milliseconds = `${createdAt.slice(0, 23)}Z`;
  const date = new Date(milliseconds);
  if (Number.isNaN(date.getTime()) || date.toISOString() !== milliseconds) return undefined;
  return { createdAt, id: match[2] };
}

/** GET /api/v1/activity: the newest entries, or those before a page's cursor. */
/**
 * A `before` cursor parameter, refused with `message` unless this API handed it out
 * (Recent Activity's, and the notifications' keyset pages).
 */
export function zKeysetCursor(message: string) {
  return (
    z
      .string()
      // Said in the OpenAPI document too, so the fuzz test knows what the API refuses.
      .regex(CURSOR_PATTERN, message)
      .transform((value, context) => {
        const cursor = parseActivityCursor(value);
        if (!cursor) {
          context.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return cursor;
      })
  );
}

export const ZActivityQuery = z.object({
  before: zKeysetCursor(M.badCursor).optional(),
  limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_MAX).default(ACTIVITY_PAGE_SIZE),
});
export type ActivityQuery = z.output<typeof ZActivityQuery>;

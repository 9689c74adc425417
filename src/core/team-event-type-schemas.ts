// Team event types (issue 22, decision 063): a team workspace's event type with a kind and
// a host list. The fields a personal event type has keep its rules (scheduling-schemas.ts).
import { z } from 'zod';
import { DEFAULT_ROUND_ROBIN_WEIGHT, MAX_ROUND_ROBIN_WEIGHT } from './round-robin';
import { checkLocation } from './scheduling/meeting-location';
import {
  checkedOverride,
  dateOverrideFields,
  eventTypeFields,
  eventTypeLocationKind,
  ZEventType,
  ZPublicEventTypeItem,
} from './scheduling-schemas';
import { parseTimeZone } from './time-zone';

export const TEAM_KINDS = ['round_robin', 'collective'] as const;
export type TeamKind = (typeof TEAM_KINDS)[number];

/** A team event type's hosts: enough for any real team, small enough to search quickly. */
export const MAX_TEAM_HOSTS = 50;

export const TEAM_EVENT_TYPE_MESSAGES = {
  heading: 'Team event types',
  intro:
    'Round robin books whichever host is free and due next; collective offers only times when every host is free.',
  kindLabel: 'Kind',
  kinds: {
    round_robin: 'Round robin',
    collective: 'Collective',
  } satisfies Record<TeamKind, string>,
  kindHints: {
    round_robin: 'Offered when at least one host is free; booked with the free host due next.',
    collective: 'Offered only when every host is free; all of them attend.',
  } satisfies Record<TeamKind, string>,
  hostsLabel: 'Hosts',
  weightLabel: (name: string) => `Weight for ${name}`,
  hostsRequired: 'Choose at least one host',
  tooManyHosts: `At most ${MAX_TEAM_HOSTS} hosts`,
  duplicateHost: 'Each host can be listed once',
  weightRange: `Weight must be a whole number from 1 to ${MAX_ROUND_ROBIN_WEIGHT}`,
  hostNotMember: 'Every host must be an active member of this workspace',
  teamWorkspaceOnly:
    'Team event types belong to a team workspace. Switch to a team workspace to create one.',
  slugTaken: 'This workspace already has a team event type with this slug',
  notFound: 'Team event type not found',
  noTeamEventTypes: 'No team event types yet',
  noTeamEventTypesHint: 'Create one to let visitors book your team.',
  create: 'New team event type',
  edit: 'Edit team event type',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteConfirm: (name: string) => `Delete the team event type “${name}”? Its bookings stay.`,
  loadFailed: (message: string) => `Error loading team event types: ${message}`,
  loadMembersFailed: (message: string) => `Error loading members: ${message}`,
  inactive: 'Inactive',
  hostCount: (count: number) => (count === 1 ? '1 host' : `${count} hosts`),
  noHostFree: 'No host is free at this time any more. Please pick another time.',
} as const;

const M = TEAM_EVENT_TYPE_MESSAGES;

export const TEAM_DATE_OVERRIDE_MESSAGES = {
  heading: 'Date overrides',
  intro:
    'Days off or other hours for this event type. They apply to every host and replace their own hours on those dates.',
  badTimeZone: 'Choose a time zone',
  timeZoneLabel: 'Time zone',
  inZone: (zone: string) => `Times in ${zone}`,
  notFound: 'Date override not found',
  saveFirst: 'Save the team event type first to add date overrides.',
} as const;

export const ZTeamHost = z.object({
  userId: z.string().trim().min(1, M.hostsRequired).max(100),
  weight: z
    .number(M.weightRange)
    .int(M.weightRange)
    .min(1, M.weightRange)
    .max(MAX_ROUND_ROBIN_WEIGHT, M.weightRange)
    .default(DEFAULT_ROUND_ROBIN_WEIGHT),
});
export type TeamHostInput = z.input<typeof ZTeamHost>;

export const ZTeamEventTypeInput = z
  .object({
    ...eventTypeFields,
    kind: z.enum(TEAM_KINDS, M.kindLabel),
    hosts: z
      .array(ZTeamHost, M.hostsRequired)
      .min(1, M.hostsRequired)
      .max(MAX_TEAM_HOSTS, M.tooManyHosts)
      .refine((hosts) => new Set(hosts.map((host) => host.userId)).size === hosts.length, {
        message: M.duplicateHost,
      }),
  })
  .refine(
    (value) =>
      !value.dateRangeStart || !value.dateRangeEnd || value.dateRangeEnd >= value.dateRangeStart,
    { message: 'End date cannot be before start date', path: ['dateRangeEnd'] },
  )
  .superRefine((value, context) => {
    const checked = checkLocation(eventTypeLocationKind(value), value.location);
    if (!checked.ok)
      context.addIssue({ code: 'custom', message: checked.message, path: ['location'] });
  });
export type TeamEventTypeInput = z.input<typeof ZTeamEventTypeInput>;
export type TeamEventTypeValues = z.output<typeof ZTeamEventTypeInput>;

export const ZTeamHostView = z
  .object({ userId: z.string(), name: z.string(), weight: z.number().int() })
  .meta({ id: 'TeamHost' });
export type TeamHost = z.infer<typeof ZTeamHostView>;

/** A team event type as the workspace's API returns it. */
export const ZTeamEventType = ZEventType.extend({
  kind: z.enum(TEAM_KINDS),
  hosts: z.array(ZTeamHostView),
  bookingPath: z.string().describe('/team/{orgSlug}/{slug}'),
}).meta({ id: 'TeamEventType' });
export type TeamEventType = z.infer<typeof ZTeamEventType>;

/** The team page's list (listPublicTeamEventTypes): active team event types. */
export const ZPublicTeamEventTypes = z
  .object({
    eventTypes: z.array(
      ZPublicEventTypeItem.extend({ kind: z.enum(TEAM_KINDS), path: z.string() }),
    ),
  })
  .meta({ id: 'PublicTeamEventTypes' });
export type PublicTeamEventTypes = z.infer<typeof ZPublicTeamEventTypes>;

/** The public path of a team event type's booking page. */
export function teamBookingPath(orgSlug: string, slug: string): string {
  return `/team/${encodeURIComponent(orgSlug)}/${encodeURIComponent(slug)}`;
}

/**
 * A team event type's date override (decision 077): unavailable, or these hours, on the
 * dates startDate…endDate read in `timeZone` — for every host of the event type, replacing
 * each host's own hours (and their own overrides) for the span of those dates.
 */
export const ZTeamDateOverrideInput = checkedOverride(
  z.object({
    ...dateOverrideFields,
    timeZone: z
      .string(TEAM_DATE_OVERRIDE_MESSAGES.badTimeZone)
      .refine(
        (value) => parseTimeZone(value) !== undefined,
        TEAM_DATE_OVERRIDE_MESSAGES.badTimeZone,
      )
      .transform((value) => parseTimeZone(value) as string),
  }),
);
export type TeamDateOverrideInput = {
  startDate: string;
  endDate?: string;
  windows?: { startTime: string; endTime: string }[];
  timeZone: string;
};

/** A team event type's date override as the API answers it. */
export const ZTeamDateOverride = z
  .object({
    id: z.string(),
    eventTypeId: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    timeZone: z.string(),
    windows: z.array(z.object({ startTime: z.string(), endTime: z.string() })),
  })
  .meta({ id: 'TeamDateOverride' });
export type TeamDateOverride = z.infer<typeof ZTeamDateOverride>;

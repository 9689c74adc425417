// Team event types (issue 22, decision 063): a team workspace's event type with a kind and
// a host list. The fields a personal event type has keep its rules (scheduling-schemas.ts).
import { z } from 'zod';
import { DEFAULT_ROUND_ROBIN_WEIGHT, MAX_ROUND_ROBIN_WEIGHT } from './round-robin';
import { checkLocation } from './scheduling/meeting-location';
import {
  type EventType,
  eventTypeFields,
  eventTypeLocationKind,
  type PublicHostEventTypes,
} from './scheduling-schemas';

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

export type TeamHost = { userId: string; name: string; weight: number };

/** A team event type as the workspace's API returns it. */
export type TeamEventType = Omit<EventType, 'bookingPath'> & {
  kind: TeamKind;
  hosts: TeamHost[];
  /** /team/{orgSlug}/{slug} */
  bookingPath: string;
};

/** The team page's list (listPublicTeamEventTypes): active team event types. */
export type PublicTeamEventTypes = {
  eventTypes: (PublicHostEventTypes['eventTypes'][number] & { kind: TeamKind; path: string })[];
};

/** The public path of a team event type's booking page. */
export function teamBookingPath(orgSlug: string, slug: string): string {
  return `/team/${encodeURIComponent(orgSlug)}/${encodeURIComponent(slug)}`;
}

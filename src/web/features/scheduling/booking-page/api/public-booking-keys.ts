// Query keys of the public booking pages (a visitor's cache; nothing here is signed in).
export const publicBookingKeys = {
  all: ['public-booking'] as const,
  host: (userId: string) => [...publicBookingKeys.all, 'host', userId] as const,
  eventType: (userId: string, slug: string) =>
    [...publicBookingKeys.all, 'event-type', userId, slug] as const,
  slots: (userId: string, slug: string) =>
    [...publicBookingKeys.all, 'slots', userId, slug] as const,
  slotRange: (
    userId: string,
    slug: string,
    from: string,
    to: string,
    timeZone: string,
    reschedule = '',
  ) => [...publicBookingKeys.slots(userId, slug), from, to, timeZone, reschedule] as const,
  booking: (token: string) => [...publicBookingKeys.all, 'booking', token] as const,
};

/**
 * Who a booking page books: a host's id or username, or a team as "team:{orgSlug}" (issue 22,
 * decision 063). Usernames and ids hold no colon, so the two never meet; the wizard, its
 * hooks and their cache keys serve both unchanged.
 */
const TEAM_PREFIX = 'team:';

export function teamOwner(orgSlug: string): string {
  return `${TEAM_PREFIX}${orgSlug}`;
}

/**
 * The team's organization slug when the page books a team ("team:{orgSlug}"), else null:
 * its calls go to /api/v1/public/team/{orgSlug}/{slug}…, a host's to
 * /api/v1/public/schedule/{userId}/{slug}….
 */
export function teamOrgSlug(userId: string): string | null {
  return userId.startsWith(TEAM_PREFIX) ? userId.slice(TEAM_PREFIX.length) : null;
}

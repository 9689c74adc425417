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

/** The /api/v1 path of a host's event type. */
export function eventTypePath(userId: string, slug: string): string {
  return `/public/schedule/${encodeURIComponent(userId)}/${encodeURIComponent(slug)}`;
}

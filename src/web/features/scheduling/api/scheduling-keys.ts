// Every scheduling query key starts with the entity name the server publishes, so a
// live event ({entity: 'scheduling_bookings', …}) refreshes the matching queries
// without a mapping (lib/live-updates.ts invalidates [entity]).

/** The general weekly availability has no event type; its key uses this word. */
export const GENERAL = 'general';

export const schedulingKeys = {
  eventTypes: ['scheduling_event_types'] as const,
  allAvailability: ['scheduling_availability'] as const,
  availability: (eventTypeId: string | null) =>
    ['scheduling_availability', eventTypeId ?? GENERAL] as const,
  allDateOverrides: ['scheduling_date_overrides'] as const,
  dateOverrides: (eventTypeId: string | null) =>
    ['scheduling_date_overrides', eventTypeId ?? GENERAL] as const,
  bookings: ['scheduling_bookings'] as const,
  booking: (id: string) => ['scheduling_bookings', id] as const,
};

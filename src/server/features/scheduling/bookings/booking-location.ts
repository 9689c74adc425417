// A booking's location as its mails and calendar file carry it (decision 058): the
// words for "Where" and LOCATION, and the link for URL (a video call's room).
import { describeLocation, type LocationKind } from '../../../../core/scheduling/meeting-location';

export function bookingLocation(facts: {
  kind: LocationKind;
  location: string | null;
  inviteePhone: string | null;
  meetingUrl: string | null;
}): { location: string | null; meetingUrl: string | null } {
  const described = describeLocation(facts);
  return { location: described.text, meetingUrl: described.url };
}

/** The event type part of a booking's mail, from a row that joined its event type. */
export function eventTypeForMail(row: {
  eventTypeName: string | null;
  eventTypeSlug: string | null;
  eventTypeLocationKind: LocationKind | null;
  eventTypeLocation: string | null;
  eventTypeDescription: string | null;
  inviteePhone: string | null;
  meetingUrl: string | null;
}) {
  if (row.eventTypeName === null || row.eventTypeSlug === null) return null;
  return {
    name: row.eventTypeName,
    slug: row.eventTypeSlug,
    ...bookingLocation({
      kind: row.eventTypeLocationKind ?? 'none',
      location: row.eventTypeLocation,
      inviteePhone: row.inviteePhone,
      meetingUrl: row.meetingUrl,
    }),
    description: row.eventTypeDescription,
  };
}

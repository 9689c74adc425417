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

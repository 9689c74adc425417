// Where a meeting happens (issue 21; decision 058): the kinds an event type offers, the
// checks on what the host types for each, and the words and link a booking shows.
// Pure: the server (the authority), the form and the booking page share it.

export const LOCATION_KINDS = [
  'none',
  'in_person',
  'phone_host',
  'phone_invitee',
  'video_link',
  'jitsi',
] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

export const LOCATION_KIND_LABELS: Record<LocationKind, string> = {
  none: 'No location',
  in_person: 'In person',
  phone_host: 'Phone call: the invitee calls you',
  phone_invitee: 'Phone call: you call the invitee',
  video_link: 'Video: your meeting link (Zoom, Google Meet…)',
  jitsi: 'Video: a Jitsi Meet room for each booking',
};

export const LOCATION_MESSAGES = {
  addressRequired: 'Enter the address',
  phoneRequired: 'Enter your phone number',
  phoneFormat: 'Enter a phone number (digits, spaces, + - . ( ) only)',
  linkRequired: 'Enter the meeting link',
  linkHttps: 'Enter a link that starts with https://',
  inviteePhoneRequired: 'Enter your phone number: the host will call you',
} as const;

const PHONE = /^\+?[0-9][0-9 ().-]{2,38}$/;

/** A fixed video link: an https URL without credentials (never javascript:, data:, http:). */
export function isSafeMeetingLink(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && !url.username && !url.password && url.hostname !== '';
}

/**
 * What is stored in `location` for this kind, or the message for the field. The
 * Jitsi room is made per booking, and the invitee's number comes with the booking:
 * those kinds store nothing.
 */
export function checkLocation(
  kind: LocationKind,
  value: string | null,
): { ok: true; location: string | null } | { ok: false; message: string } {
  switch (kind) {
    case 'none':
    case 'phone_invitee':
    case 'jitsi':
      return { ok: true, location: null };
    case 'in_person':
      return value
        ? { ok: true, location: value }
        : { ok: false, message: LOCATION_MESSAGES.addressRequired };
    case 'phone_host':
      if (!value) return { ok: false, message: LOCATION_MESSAGES.phoneRequired };
      return PHONE.test(value)
        ? { ok: true, location: value }
        : { ok: false, message: LOCATION_MESSAGES.phoneFormat };
    case 'video_link':
      if (!value) return { ok: false, message: LOCATION_MESSAGES.linkRequired };
      return isSafeMeetingLink(value)
        ? { ok: true, location: value }
        : { ok: false, message: LOCATION_MESSAGES.linkHttps };
  }
}

/** The words of a booking's location ("Where: …") and its link, if it has one. */
export function describeLocation(facts: {
  kind: LocationKind;
  location: string | null;
  inviteePhone?: string | null;
  meetingUrl?: string | null;
}): { text: string | null; url: string | null } {
  const { kind, location } = facts;
  switch (kind) {
    case 'none':
      // A location typed before kinds existed is shown as typed.
      return { text: location, url: null };
    case 'in_person':
      return { text: location, url: null };
    case 'phone_host':
      return { text: location ? `Phone call: ${location}` : 'Phone call', url: null };
    case 'phone_invitee':
      return {
        text: facts.inviteePhone
          ? `Phone call: the host calls ${facts.inviteePhone}`
          : 'Phone call: the host calls the invitee',
        url: null,
      };
    case 'video_link':
      return location && isSafeMeetingLink(location)
        ? { text: `Video call: ${location}`, url: location }
        : { text: null, url: null };
    case 'jitsi':
      return facts.meetingUrl && isSafeMeetingLink(facts.meetingUrl)
        ? { text: `Video call: ${facts.meetingUrl}`, url: facts.meetingUrl }
        : { text: 'Video call (Jitsi Meet): the link comes with the confirmation', url: null };
  }
}

export const JITSI_BASE_URL = 'https://meet.jit.si/';

/** A room nobody can guess: 'Scale' + 24 url-safe random characters (144 bits). */
export function jitsiRoomUrl(randomPart: string): string {
  return `${JITSI_BASE_URL}Scale-${randomPart}`;
}

/**
 * What the public booking page says before a booking: the address, or how the call
 * happens. Numbers and links come with the confirmation (to whoever booked).
 */
export function publicLocationText(kind: LocationKind, location: string | null): string | null {
  switch (kind) {
    case 'none':
    case 'in_person':
      return location;
    case 'phone_host':
      return 'Phone call: the number comes with your confirmation';
    case 'phone_invitee':
      return 'Phone call: the host calls you';
    case 'video_link':
      return 'Video call: the link comes with your confirmation';
    case 'jitsi':
      return 'Video call (Jitsi Meet): the link comes with your confirmation';
  }
}

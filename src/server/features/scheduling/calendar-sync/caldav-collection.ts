// The four CalDAV requests of a busy-times sync of one calendar whose URL is known
// (decision 067): its state (the sync token of RFC 6578 and the ctag), what changed since
// a sync token (sync-collection REPORT), some objects by href (calendar-multiget) and the
// objects of a time range (calendar-query). XML in, tsdav's parsed multistatus out.
import { davRequest } from 'tsdav';
import type { CalDavRequester } from './caldav-account';

export type CalendarObject = { href: string; etag: string | null; data: string };
export type CollectionState = { syncToken: string | null; ctag: string | null };
export type CollectionChanges = { syncToken: string | null; changed: string[]; deleted: string[] };

type DavResponse = Awaited<ReturnType<typeof davRequest>>[number];

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Hrefs compared by path, as the server wrote it (what calendar_booking_events is read by). */
export const hrefPath = (href: string, calendarUrl: string) => new URL(href, calendarUrl).pathname;

const textOf = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object' && '_cdata' in value) return String(value._cdata);
  if (typeof value === 'object' && '_text' in value) return String(value._text);
  return typeof value === 'object' ? null : String(value);
};

async function request(
  requester: CalDavRequester,
  url: string,
  method: 'PROPFIND' | 'REPORT',
  depth: '0' | '1',
  body: string,
): Promise<DavResponse[]> {
  const responses = await davRequest({
    url,
    init: {
      method,
      headers: { ...requester.headers, depth, 'content-type': 'application/xml; charset=utf-8' },
      body,
    },
    convertIncoming: false,
    fetch: requester.fetch,
  });
  const first = responses[0];
  // A refusal of the request as a whole (no multistatus, so no props): the caller decides.
  if (first && !('props' in first) && !first.ok) {
    throw new CalDavStatusError(first.status ?? 0, first.statusText ?? '', textOf(first.raw));
  }
  return responses;
}

export class CalDavStatusError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
    readonly body: string | null,
  ) {
    super(`${status} ${statusText}`.trim());
  }
}

/** The calendar's sync token and ctag (either may be missing on a server). */
export async function collectionState(
  requester: CalDavRequester,
  calendarUrl: string,
): Promise<CollectionState> {
  const responses = await request(
    requester,
    calendarUrl,
    'PROPFIND',
    '0',
    `<?xml version="1.0" encoding="utf-8"?>
<d:propfind xmlns:d="DAV:" xmlns:cs="http://calendarserver.org/ns/"><d:prop><d:sync-token/><cs:getctag/></d:prop></d:propfind>`,
  );
  const props = (responses.find((response) => response.href)?.props ?? {}) as Record<
    string,
    unknown
  >;
  return { syncToken: textOf(props.syncToken), ctag: textOf(props.getctag) };
}

/**
 * What changed since `syncToken`, or 'invalid' when the server no longer knows the token
 * (RFC 6578 §3.2: 403 or 409 with DAV:valid-sync-token) and the caller must read it all.
 */
export async function changesSince(
  requester: CalDavRequester,
  calendarUrl: string,
  syncToken: string,
): Promise<CollectionChanges | 'invalid'> {
  let responses: DavResponse[];
  try {
    responses = await request(
      requester,
      calendarUrl,
      'REPORT',
      '1',
      `<?xml version="1.0" encoding="utf-8"?>
<d:sync-collection xmlns:d="DAV:"><d:sync-token>${escapeXml(syncToken)}</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>`,
    );
  } catch (error) {
    if (
      error instanceof CalDavStatusError &&
      (error.status === 403 || error.status === 409 || error.status === 400) &&
      (error.body === null || /valid-sync-token/i.test(error.body) || error.status === 409)
    ) {
      return 'invalid';
    }
    throw error;
  }
  const multistatus = (responses[0]?.raw as { multistatus?: Record<string, unknown> } | undefined)
    ?.multistatus;
  const collectionPath = new URL(calendarUrl).pathname;
  const changed: string[] = [];
  const deleted: string[] = [];
  for (const response of responses) {
    if (!response.href) continue;
    const path = hrefPath(String(response.href), calendarUrl);
    if (path === collectionPath) continue;
    if (response.status === 404) deleted.push(path);
    else changed.push(path);
  }
  return { syncToken: textOf(multistatus?.syncToken), changed, deleted };
}

const CALENDAR_PROPS = '<d:prop><d:getetag/><c:calendar-data/></d:prop>';
const MULTIGET_BATCH = 100;

function objectsOf(responses: DavResponse[], calendarUrl: string): CalendarObject[] {
  const collectionPath = new URL(calendarUrl).pathname;
  const objects: CalendarObject[] = [];
  for (const response of responses) {
    if (!response.href || !response.ok) continue;
    const href = hrefPath(String(response.href), calendarUrl);
    const props = (response.props ?? {}) as Record<string, unknown>;
    const data = textOf(props.calendarData);
    if (href === collectionPath || data === null) continue;
    objects.push({ href, etag: textOf(props.getetag), data });
  }
  return objects;
}

/** The objects at these paths (gone ones are left out), a hundred a request. */
export async function objectsByHref(
  requester: CalDavRequester,
  calendarUrl: string,
  hrefs: string[],
): Promise<CalendarObject[]> {
  const objects: CalendarObject[] = [];
  for (let index = 0; index < hrefs.length; index += MULTIGET_BATCH) {
    const batch = hrefs.slice(index, index + MULTIGET_BATCH);
    const responses = await request(
      requester,
      calendarUrl,
      'REPORT',
      '1',
      `<?xml version="1.0" encoding="utf-8"?>
<c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">${CALENDAR_PROPS}${batch
        .map((href) => `<d:href>${escapeXml(href)}</d:href>`)
        .join('')}</c:calendar-multiget>`,
    );
    objects.push(...objectsOf(responses, calendarUrl));
  }
  return objects;
}

const icsTime = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** The objects with an event overlapping [from, to): one calendar-query with the data. */
export async function objectsInRange(
  requester: CalDavRequester,
  calendarUrl: string,
  from: Date,
  to: Date,
): Promise<CalendarObject[]> {
  const responses = await request(
    requester,
    calendarUrl,
    'REPORT',
    '1',
    `<?xml version="1.0" encoding="utf-8"?>
<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">${CALENDAR_PROPS}<c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT"><c:time-range start="${icsTime(from)}" end="${icsTime(to)}"/></c:comp-filter></c:comp-filter></c:filter></c:calendar-query>`,
  );
  return objectsOf(responses, calendarUrl);
}

// The IANA time zones the browser knows, as the time-zone picker offers and finds them:
// each with its current UTC offset, the browser's own zone first. A search matches the
// zone's name with spaces for underscores ("new york", "berl"), and its offset ("+01:00",
// "utc+1"). Pure but for Intl, so the booking page, the settings and the scheduling
// manager share one list and one search.

/** The visitor's zone as the browser reports it (UTC when it reports none). */
export function detectTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every IANA zone the browser knows, with the given ones (the current, the detected) included. */
export function timeZoneNames(...include: string[]): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set([...known, ...include, 'UTC']);
  // One collator for the whole sort: localeCompare makes one per comparison.
  return [...all].sort(new Intl.Collator('en').compare);
}

/** "America/New_York" as people write it: "America/New York". */
export function timeZoneLabel(zone: string): string {
  return zone.replaceAll('_', ' ');
}

/** The zone's offset from UTC at `at`: "+01:00", "-05:00", "+05:45", "+00:00". */
export function utcOffsetOf(zone: string, at: Date = new Date()): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    const offset = name?.replace(/^GMT/, '') ?? '';
    return /^[+-]\d{2}:\d{2}$/.test(offset) ? offset : '+00:00';
  } catch {
    return '+00:00';
  }
}

export type TimeZoneOption = {
  zone: string;
  /** "America/New York". */
  label: string;
  /** "-05:00". */
  offset: string;
  /** The browser's own zone, listed first. */
  isDetected: boolean;
  /** What a search looks in, lower-cased. */
  haystack: string;
  /** The place alone ("new york"), for ranking a search that starts it first. */
  place: string;
};

/** "+01:00" → ["utc+01:00", "gmt+01:00", "utc+1", "gmt+1"]; "+05:30" → "utc+5:30". */
function offsetTerms(offset: string): string[] {
  const [hours = '00', minutes = '00'] = offset.slice(1).split(':');
  const sign = offset[0];
  const short = `${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
  return [`utc${offset}`, `gmt${offset}`, `utc${short}`, `gmt${short}`];
}

function optionOf(zone: string, detected: string, at: Date): TimeZoneOption {
  const label = timeZoneLabel(zone);
  const offset = utcOffsetOf(zone, at);
  const words = label.toLowerCase().replaceAll('/', ' ');
  return {
    zone,
    label,
    offset,
    isDetected: zone === detected,
    haystack: `${zone.toLowerCase()} ${words} ${offsetTerms(offset).join(' ')}`,
    place: (label.split('/').at(-1) ?? label).toLowerCase(),
  };
}

/** The picker's list: the detected zone first, then every other by name. */
export function timeZoneOptions(
  current: string,
  detected: string,
  at: Date = new Date(),
): TimeZoneOption[] {
  const names = timeZoneNames(current, detected).filter((zone) => zone !== detected);
  return [detected, ...names].map((zone) => optionOf(zone, detected, at));
}

function normalized(query: string): string {
  return query.trim().toLowerCase().replaceAll('_', ' ').replace(/\s+/g, ' ');
}

/**
 * The options matching every word of the query, best first: places starting with it
 * ("berl" → Berlin), then zones with a word starting with it, then any other match.
 * Within each, the list's own order (the detected zone first, then by name).
 */
export function searchTimeZones(options: TimeZoneOption[], query: string): TimeZoneOption[] {
  const text = normalized(query);
  if (!text) return options;
  const words = text.split(' ');
  const rank = (option: TimeZoneOption) => {
    if (option.place.startsWith(text)) return 0;
    return ` ${option.haystack}`.includes(` ${words[0]}`) ? 1 : 2;
  };
  return options
    .filter((option) => words.every((word) => option.haystack.includes(word)))
    .map((option, index) => ({ option, index, rank: rank(option) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ option }) => option);
}

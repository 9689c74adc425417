// Dates as the clients tab shows them, in the browser's locale and time zone.
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function formatDateTime(iso: string | null): string {
  return iso ? DATE_TIME.format(new Date(iso)) : 'Never';
}

/** 'YYYY-MM-DD' as a calendar day (no time zone shift). */
export function formatDay(day: string | null): string {
  if (!day) return '—';
  const [year, month, date] = day.split('-').map(Number);
  return DATE.format(new Date(year ?? 0, (month ?? 1) - 1, date ?? 1));
}

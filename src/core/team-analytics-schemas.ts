// The Team tab (issue 22, decision 066): the range it asks for, the figures it gets back
// and their CSV. Shared by the server's route and the web's tab, so both refuse the same
// ranges with the same words.
import { z } from 'zod';
import { TEAM_ANALYTICS_MESSAGES as M } from './messages';
import { parseTimeZone } from './time-zone';

/** A range longer than this many days is refused (one year, a leap one included). */
export const TEAM_RANGE_MAX_DAYS = 366;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Days from `from` to `to`, both counted (2026-03-01 → 2026-03-01 is 1). */
export function daysInRange(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** The default range: this many days, today included. */
export const TEAM_DEFAULT_DAYS = 30;

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** `date` moved by `days` (negative: back), as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const moved = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
  return moved.toISOString().slice(0, 10);
}

const ZDate = z.string().refine(isCalendarDate, M.badDate);

/**
 * GET /team-analytics?from=&to=[&timeZone=]: whole local days, `to` included, in
 * `timeZone` (the caller's profile zone when absent); neither date: the last 30 days.
 */
export const ZTeamAnalyticsQuery = z
  .object({
    from: ZDate.optional(),
    to: ZDate.optional(),
    timeZone: z
      .string()
      .optional()
      .refine((value) => value === undefined || parseTimeZone(value) !== undefined, M.badTimeZone),
  })
  .superRefine((query, ctx) => {
    if (query.from === undefined && query.to === undefined) return;
    if (query.from === undefined || query.to === undefined) {
      const missing = query.from === undefined ? 'from' : 'to';
      ctx.addIssue({ code: 'custom', path: [missing], message: M.dateMissing });
      return;
    }
    if (!isCalendarDate(query.from) || !isCalendarDate(query.to)) return;
    const days = daysInRange(query.from, query.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: M.toBeforeFrom });
    else if (days > TEAM_RANGE_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: M.rangeTooLong });
    }
  });
export type TeamAnalyticsQuery = z.infer<typeof ZTeamAnalyticsQuery>;

const count = z.number().int();

/** One member's figures over the range. */
export const ZTeamMemberFigures = z
  .object({
    userId: z.string(),
    name: z.string(),
    isFormerMember: z
      .boolean()
      .describe('No longer an active member, but credited with something in the range'),
    leadsAssigned: count,
    medianResponseSeconds: z
      .number()
      .nullable()
      .describe(
        "Median seconds from an assignment to the client's first interaction or status change; null: none answered",
      ),
    clientsWon: count,
    wonValueCents: count,
    bookingsHosted: count,
    bookingsCanceled: count,
    pageViews: count,
    linkClicks: count,
    documentViews: count,
  })
  .meta({ id: 'TeamMemberFigures' });
export type TeamMemberFigures = z.infer<typeof ZTeamMemberFigures>;

/** The whole team's figures on one local day (the chart). */
export const ZTeamDay = z
  .object({
    date: z.iso.date(),
    leadsAssigned: count,
    clientsWon: count,
    bookingsHosted: count,
    bookingsCanceled: count,
    pageViews: count,
    linkClicks: count,
    documentViews: count,
  })
  .meta({ id: 'TeamDay' });
export type TeamDay = z.infer<typeof ZTeamDay>;

export const ZTeamAnalytics = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    timeZone: z.string(),
    members: z.array(ZTeamMemberFigures),
    series: z.array(ZTeamDay),
  })
  .meta({ id: 'TeamAnalytics' });
export type TeamAnalytics = z.infer<typeof ZTeamAnalytics>;

/** The table's columns, in order: the sort keys and the CSV's header. */
export const TEAM_COLUMNS = [
  { key: 'name', label: 'Member' },
  { key: 'leadsAssigned', label: 'Leads assigned' },
  { key: 'medianResponseSeconds', label: 'Median first response' },
  { key: 'clientsWon', label: 'Clients won' },
  { key: 'wonValueCents', label: 'Won value' },
  { key: 'bookingsHosted', label: 'Bookings hosted' },
  { key: 'bookingsCanceled', label: 'Bookings canceled' },
  { key: 'pageViews', label: 'Page views' },
  { key: 'linkClicks', label: 'Link clicks' },
  { key: 'documentViews', label: 'Document views' },
] as const satisfies readonly { key: keyof TeamMemberFigures; label: string }[];
export type TeamColumnKey = (typeof TEAM_COLUMNS)[number]['key'];

/** "2 h 5 min", "45 min", "3 d 4 h", "30 s": a response time as people read it. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return M.noResponse;
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** Members sorted by a column; names compare as words, null response times last. */
export function sortMembers(
  members: readonly TeamMemberFigures[],
  key: TeamColumnKey,
  direction: 'asc' | 'desc',
): TeamMemberFigures[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...members].sort((a, b) => {
    if (key === 'name') return sign * a.name.localeCompare(b.name);
    const x = a[key];
    const y = b[key];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * (x - y) || a.name.localeCompare(b.name);
  });
}

// A cell starting like a formula is kept as text (a spreadsheet would run it).
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : value;
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The table as CSV: one line per member, response time in minutes, value in the currency unit. */
export function teamAnalyticsCsv(members: readonly TeamMemberFigures[]): string {
  const header = TEAM_COLUMNS.map((column) =>
    column.key === 'medianResponseSeconds'
      ? 'Median first response (minutes)'
      : column.key === 'wonValueCents'
        ? 'Won value'
        : column.label,
  );
  const lines = members.map((member) =>
    TEAM_COLUMNS.map(({ key }) => {
      if (key === 'name') return csvCell(member.name);
      if (key === 'medianResponseSeconds') {
        const seconds = member.medianResponseSeconds;
        return csvCell(seconds === null ? null : (seconds / 60).toFixed(1));
      }
      if (key === 'wonValueCents') return csvCell((member.wonValueCents / 100).toFixed(2));
      return csvCell(member[key]);
    }).join(','),
  );
  return `${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}

// Calendar sync over CalDAV (issue 21, decision 059): what the settings form sends and
// what the connection looks like to the web; the messages both sides show.
import { z } from 'zod';

export const CALENDAR_MESSAGES = {
  serverUrlRequired: 'Enter the address of your CalDAV server',
  serverUrlInvalid: 'Enter a web address starting with https:// (or http://)',
  usernameRequired: 'Enter your user name',
  passwordRequired: 'Enter the app password',
  tooLong: 'Too long',
  unreachable: 'Could not reach the calendar server. Check the address.',
  timeout: 'The calendar server did not answer in time. Try again later.',
  wrongPassword: 'The calendar server refused the user name or password.',
  malformed: 'The calendar server sent calendar data that could not be read.',
  privateAddress: 'That address is private or local and cannot be used.',
  noCalendars: 'No calendars were found at that address.',
  reconnect: 'The saved password can no longer be read. Disconnect and connect again.',
  alreadyConnected: 'A calendar account is already connected. Disconnect it first.',
  unknownCalendar: 'Pick one of the calendars of this account',
  failed: 'The calendar server answered with an error.',
} as const;

const M = CALENDAR_MESSAGES;

const serverUrl = z
  .string(M.serverUrlRequired)
  .trim()
  .min(1, M.serverUrlRequired)
  .max(500, M.tooLong)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password
      );
    } catch {
      return false;
    }
  }, M.serverUrlInvalid);

export const ZCalendarConnect = z.object({
  serverUrl,
  username: z.string(M.usernameRequired).trim().min(1, M.usernameRequired).max(200, M.tooLong),
  password: z.string(M.passwordRequired).min(1, M.passwordRequired).max(500, M.tooLong),
});
export type CalendarConnectInput = z.infer<typeof ZCalendarConnect>;

export const ZCalendarChoice = z.object({
  busyCalendarUrls: z.array(z.string().max(1000, M.tooLong)).max(50, M.tooLong),
  bookingCalendarUrl: z.string().max(1000, M.tooLong).nullable(),
});
export type CalendarChoice = z.infer<typeof ZCalendarChoice>;

export const ZCalendarView = z
  .object({ url: z.string(), name: z.string(), color: z.string().nullable() })
  .meta({ id: 'Calendar' });
export type CalendarView = z.infer<typeof ZCalendarView>;

export const ZCalendarConnectionView = z
  .object({
    id: z.uuid(),
    serverUrl: z.string(),
    username: z.string(),
    calendars: z.array(ZCalendarView),
    busyCalendarUrls: z.array(z.string()),
    bookingCalendarUrl: z.string().nullable(),
    syncedAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .describe('The last successful sync, null before the first'),
    syncError: z
      .string()
      .nullable()
      .describe("The last sync's error in words, null when it succeeded"),
    busyCount: z.number().int(),
  })
  .meta({ id: 'CalendarConnection' });
export type CalendarConnectionView = z.infer<typeof ZCalendarConnectionView>;

/** GET /calendar-connections: null when none is connected. */
export const ZCalendarConnectionAnswer = z
  .object({ connection: ZCalendarConnectionView.nullable() })
  .meta({ id: 'CalendarConnectionAnswer' });
export type CalendarConnectionAnswer = z.infer<typeof ZCalendarConnectionAnswer>;

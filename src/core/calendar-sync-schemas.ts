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

export type CalendarView = { url: string; name: string; color: string | null };

export type CalendarConnectionView = {
  id: string;
  serverUrl: string;
  username: string;
  calendars: CalendarView[];
  busyCalendarUrls: string[];
  bookingCalendarUrl: string | null;
  /** ISO instant of the last successful sync, null before the first. */
  syncedAt: string | null;
  /** The last sync's error in words, null when it succeeded. */
  syncError: string | null;
  busyCount: number;
};

/** GET /scheduling/calendar-connection: null when none is connected. */
export type CalendarConnectionAnswer = { connection: CalendarConnectionView | null };

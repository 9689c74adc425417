// One CalDAV account through tsdav, every request through guardedFetch (private addresses
// refused in production) under one deadline. Failures become CalendarSyncError with the
// words the settings page shows (CALENDAR_MESSAGES).
import { DAVClient } from 'tsdav';
import { CALENDAR_MESSAGES as M } from '../../../../core/calendar-sync-schemas';
import { guardedFetch, RefusedAddressError } from '../../../platform/outgoing/guarded-fetch';
import { MalformedCalendarError } from './busy-intervals';
import type { DiscoveredCalendar } from './tables';

export type CalDavCredentials = { serverUrl: string; username: string; password: string };
export type CalDavOptions = { allowPrivate: boolean; timeoutMs: number };

export class CalendarSyncError extends Error {
  constructor(
    message: string,
    /** The wrong password and private addresses are the user's to fix; others may pass. */
    readonly kind: 'credentials' | 'address' | 'unreachable' | 'timeout' | 'malformed' | 'other',
  ) {
    super(message);
  }
}

/** The words for any failure of a CalDAV exchange. */
export function toCalendarSyncError(error: unknown, signal?: AbortSignal): CalendarSyncError {
  if (error instanceof CalendarSyncError) return error;
  if (error instanceof RefusedAddressError)
    return new CalendarSyncError(M.privateAddress, 'address');
  if (error instanceof MalformedCalendarError)
    return new CalendarSyncError(M.malformed, 'malformed');
  const name = (error as { name?: string })?.name;
  if (signal?.aborted || name === 'TimeoutError' || name === 'AbortError') {
    return new CalendarSyncError(M.timeout, 'timeout');
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/401|403|Invalid credentials|Unauthorized/i.test(message)) {
    return new CalendarSyncError(M.wrongPassword, 'credentials');
  }
  if (
    error instanceof TypeError ||
    /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|fetch failed/i.test(message)
  ) {
    return new CalendarSyncError(M.unreachable, 'unreachable');
  }
  if (/xml|parse|Unexpected|invalid/i.test(message))
    return new CalendarSyncError(M.malformed, 'malformed');
  return new CalendarSyncError(M.failed, 'other');
}

/**
 * Runs `work` with a logged-in client; the whole exchange (login included) must end
 * within options.timeoutMs.
 */
export async function withCalDav<T>(
  account: CalDavCredentials,
  options: CalDavOptions,
  work: (client: DAVClient, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const client = new DAVClient({
    serverUrl: account.serverUrl,
    credentials: { username: account.username, password: account.password },
    authMethod: 'Basic',
    defaultAccountType: 'caldav',
    fetch: guardedFetch({ allowPrivate: options.allowPrivate, signal }),
  });
  // tsdav does not always pass the abort on (a body being read): the race ends the wait.
  const deadline = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  try {
    return await Promise.race([
      (async () => {
        await client.login();
        return work(client, signal);
      })(),
      deadline,
    ]);
  } catch (error) {
    throw toCalendarSyncError(error, signal);
  }
}

/** What a request needs when the calendar URLs are already known: the auth and the fetch. */
export type CalDavRequester = { headers: Record<string, string>; fetch: typeof fetch };

/**
 * Like withCalDav, without the account discovery a login does (several requests): for a
 * sync of calendars whose URLs are stored. The same deadline and error words.
 */
export async function withCalDavRequests<T>(
  account: CalDavCredentials,
  options: CalDavOptions,
  work: (requester: CalDavRequester, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const requester: CalDavRequester = {
    headers: {
      authorization: `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}`,
    },
    fetch: guardedFetch({ allowPrivate: options.allowPrivate, signal }),
  };
  const deadline = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  try {
    return await Promise.race([work(requester, signal), deadline]);
  } catch (error) {
    throw toCalendarSyncError(error, signal);
  }
}

/** The account's calendars that hold events. */
export async function discoverCalendars(client: DAVClient): Promise<DiscoveredCalendar[]> {
  const calendars = await client.fetchCalendars();
  return calendars
    .filter((calendar) => !calendar.components || calendar.components.includes('VEVENT'))
    .map((calendar) => ({
      url: calendar.url,
      name:
        typeof calendar.displayName === 'string' && calendar.displayName.trim()
          ? calendar.displayName.trim().slice(0, 200)
          : decodeURIComponent(
              new URL(calendar.url).pathname.split('/').filter(Boolean).pop() ?? calendar.url,
            ),
      color:
        typeof calendar.calendarColor === 'string' ? calendar.calendarColor.slice(0, 20) : null,
    }));
}

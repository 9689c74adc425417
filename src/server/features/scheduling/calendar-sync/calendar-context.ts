// What every calendar exchange needs from the server's config, read at each use (the tests
// learn the public address only after the server starts).
import type { Config } from '../../../config';
import type { CalDavOptions } from './caldav-account';

export type CalendarContext = CalDavOptions & {
  authSecret: string;
  publicUrl: string;
};

/** One exchange with a calendar server (login, listing, reading a month) ends within this. */
export const CALDAV_TIMEOUT_MS = 8_000;
/** A slots request waits at most this long for a refresh of a stale busy cache. */
export const ON_DEMAND_TIMEOUT_MS = 2_500;

export function calendarContext(
  config: Pick<Config, 'authSecret' | 'publicUrl' | 'isProduction'>,
  timeoutMs = CALDAV_TIMEOUT_MS,
): CalendarContext {
  return {
    authSecret: config.authSecret,
    publicUrl: config.publicUrl,
    // Loopback and private addresses only outside production (a local Radicale).
    allowPrivate: !config.isProduction,
    timeoutMs,
  };
}

// Turns the public API's answers into the booking page's messages (spec §2, §8).
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import { isApiError } from '@/web/lib/api';

/** The booking page's event type could not be loaded. */
export function eventTypeLoadMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 404) {
      return error.message === M.profileLoadFailed
        ? M.profileLoadFailed
        : M.errorPrefix(M.eventTypeNotFound);
    }
    if (error.status === 400) return M.invalidBookingLink;
  }
  return M.profileLoadFailed;
}

/** The chooser's host could not be loaded. */
export function hostLoadMessage(error: unknown): string {
  if (isApiError(error) && error.status === 400) return M.invalidBookingLink;
  return M.profileLoadFailed;
}

/** Whether trying again could help (the server or the network failed, not the link). */
export function isRetryable(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

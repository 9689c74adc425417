// Turns the public document API's answers into the viewer's messages (spec §8 Document
// page): the server's own "not found" wording where it gave one.
import { DOCUMENT_MESSAGES as M } from '@/core/messages';
import { isApiError } from '@/web/lib/api';

const NOT_FOUND_MESSAGES: readonly string[] = [
  M.profileNotFound,
  M.linkNotFound,
  M.documentNotFound,
];

export function documentLoadMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 400) return M.invalidLink;
    if (error.status === 404) {
      return NOT_FOUND_MESSAGES.includes(error.message) ? error.message : M.linkNotFound;
    }
  }
  return M.loadFailed;
}

/** Whether trying again could help (the server or the network failed, not the link). */
export function isRetryable(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

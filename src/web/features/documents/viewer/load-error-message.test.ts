import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES as M } from '@/core/messages';
import { ApiError } from '@/web/lib/api';
import { documentLoadMessage, isRetryable } from './load-error-message';

describe('documentLoadMessage', () => {
  it("keeps the server's not-found wording", () => {
    for (const message of [M.profileNotFound, M.linkNotFound, M.documentNotFound]) {
      expect(documentLoadMessage(new ApiError(404, 'not_found', message))).toBe(message);
    }
  });

  it('reads any other 404 as a link that is gone', () => {
    expect(documentLoadMessage(new ApiError(404, 'not_found', 'Not found'))).toBe(M.linkNotFound);
  });

  it('reads a 400 as an invalid link', () => {
    expect(documentLoadMessage(new ApiError(400, 'bad_request', 'x'))).toBe(M.invalidLink);
  });

  it('says the document failed to load otherwise, and offers a retry only then', () => {
    const failures = [
      new ApiError(500, 'internal', 'x'),
      new ApiError(0, 'network', 'x'),
      new Error(),
    ];
    for (const error of failures) {
      expect(documentLoadMessage(error)).toBe(M.loadFailed);
      expect(isRetryable(error)).toBe(true);
    }
    expect(isRetryable(new ApiError(404, 'not_found', M.linkNotFound))).toBe(false);
  });
});

// The typed API client: openapi-fetch over the types generated from /api/openapi.json
// (api-schema.ts), so each call's path, parameters, body and answer are checked against
// the server's declared contract (issue 24). `answer` turns the result into the data or
// an ApiError with the server's one error shape.
import createClient from 'openapi-fetch';
import { ApiError, apiWorkspace, isErrorBody, NETWORK_ERROR, UNEXPECTED_ERROR } from './api';
import type { paths } from './api-schema';

export const api = createClient<paths>({
  credentials: 'same-origin',
  headers: { Accept: 'application/json' },
  // Late-bound, so a test that replaces fetch after this module loads is honoured.
  fetch: (request) => globalThis.fetch(request),
});

api.use({
  onRequest({ request }) {
    const workspaceId = apiWorkspace();
    if (workspaceId && !request.headers.has('X-Workspace-Id')) {
      request.headers.set('X-Workspace-Id', workspaceId);
    }
    return request;
  },
});

type Outcome<D> = { data?: D; error?: unknown; response: Response };

function errorOf(status: number, body: unknown): ApiError {
  if (!isErrorBody(body)) return new ApiError(status, 'internal', UNEXPECTED_ERROR);
  const { code, message, fields } = body.error;
  return new ApiError(status, code, message || UNEXPECTED_ERROR, fields);
}

/** The answer's data (undefined for 204), or an ApiError for a refusal or no network. */
export async function answer<D>(call: Promise<Outcome<D>>): Promise<D> {
  let outcome: Outcome<D>;
  try {
    outcome = await call;
  } catch (error) {
    // An aborted query is not a network failure; let TanStack Query see the abort.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, 'network', NETWORK_ERROR);
  }
  if (!outcome.response.ok) throw errorOf(outcome.response.status, outcome.error);
  return outcome.data as D;
}

/**
 * The body options of a one-file upload (multipart, field "file"). The document declares
 * the file as a string (format binary), so a stand-in satisfies the type and the real
 * FormData goes as it is: the browser sets the multipart Content-Type and boundary.
 */
export function fileUpload(file: File) {
  const form = new FormData();
  form.set('file', file);
  return { body: { file: '' }, bodySerializer: () => form };
}

// The API's one error shape: { error: { code, message, fields? } }. Routes throw
// HttpError (or let zod fail) and the app's error handler writes the response.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';

export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'internal'
  /** A service we depend on (Stripe) did not answer as it should. */
  | 'bad_gateway';

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  bad_gateway: 502,
};

export type FieldErrors = Record<string, string>;

export class HttpError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }
}

export const notFound = (message = 'Not found') => new HttpError('not_found', message);
export const badRequest = (message: string, fields?: FieldErrors) =>
  new HttpError('bad_request', message, fields);

/** Turns a zod failure into a 400 whose message is the first issue's (the spec's text). */
export function fromZodError(error: z.ZodError): HttpError {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return badRequest(error.issues[0]?.message ?? 'Invalid request', fields);
}

export const NUL_MESSAGE = 'The request contains a character that is not allowed';

/**
 * PostgreSQL's answer to text it cannot store (a NUL, or bytes that are not UTF-8):
 * the request's fault, whichever way it got past the checks before the query.
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code);
}

export function errorResponse(c: Context, error: unknown) {
  // Refused before its body was read (too large, not signed in, no such row): the
  // server discards the rest only briefly, then drops the connection, so a client must
  // not send its next request down this one.
  if (c.req.raw.body && !c.req.raw.bodyUsed) c.header('Connection', 'close');
  if (error instanceof HttpError) {
    return c.json(
      { error: { code: error.code, message: error.message, fields: error.fields } },
      error.status,
    );
  }
  if (error instanceof z.ZodError) return errorResponse(c, fromZodError(error));
  if (error instanceof SyntaxError) {
    return errorResponse(c, badRequest('The request body is not valid JSON'));
  }
  if (isUnstorableText(error)) {
    return errorResponse(c, badRequest(NUL_MESSAGE));
  }
  console.error('Unhandled error on', c.req.method, c.req.path, error);
  return c.json({ error: { code: 'internal', message: 'An unexpected error occurred' } }, 500);
}

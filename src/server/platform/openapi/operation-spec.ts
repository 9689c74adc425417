// What one API operation says about itself beyond the route table: what it does, the
// body and query it reads, and what it answers. Each feature declares its operations
// beside its routes.ts (features/<name>/operations.ts); src/server/api-operations.ts
// composes them, so this platform folder never imports a feature's schemas.
import { z } from 'zod';

/**
 * json: a JSON body read with this schema (`textPlain`: also sent as text/plain, as
 * navigator.sendBeacon does). multipart: a form with one `file`. binary: the file's raw
 * bytes. none: the operation reads no body (said so explicitly, so a write without an
 * entry is noticed rather than assumed bodiless). The API's CSRF check refuses any other
 * content type (src/server/http/same-origin-writes.ts).
 */
export type RequestBody =
  | { kind: 'json'; schema: z.ZodType; optional?: boolean; textPlain?: boolean }
  | { kind: 'multipart' }
  | { kind: 'binary'; contentType: string }
  | { kind: 'none' };

/**
 * One success answer. `schema`: its JSON body (the output side: what the server sends);
 * `contentType` without a schema: a file or page (CSV, vCard, .ics, PDF, GIF, HTML), or
 * one of several when the request picks the format; neither: no body (204, a redirect).
 */
export type ResponseSpec = {
  description: string;
  schema?: z.ZodType;
  contentType?: string | readonly string[];
};

export type OperationSpec = {
  /** One line a reader of the API reference sees first ("List clients"). */
  summary: string;
  /** URL-safe and unique across the API, camelCase verb first ("listClients"). */
  operationId: string;
  /** A longer explanation, when the summary cannot say enough. */
  description?: string;
  body?: RequestBody;
  /** Its query parameters, one per property; a value the schema refuses answers 400. */
  query?: z.ZodObject;
  /**
   * Its path parameters' schemas, one per property (`idParam`: a uuid). A parameter left
   * out is a plain string (user, session and organization ids are better-auth's text ids).
   */
  params?: z.ZodObject;
  /**
   * Error statuses worth naming beyond 4XX (401 for a private operation and 404 for one
   * with path parameters are named anyway): 409 for a conflict, 413, 415, 429...
   */
  errors?: number[];
  /** The shape of its refusals, when not the API's one Error shape (better-auth's own). */
  errorSchema?: z.ZodType;
  /** The feature's tag, set where the features are composed (src/server/api-operations.ts). */
  tag?: string;
  /** Answers without a session (the booking page, the document viewer, the beacons). */
  isPublic?: boolean;
  /** Works in a workspace named by X-Workspace-Id (decision 037); API keys apply. */
  inWorkspace?: boolean;
  /** The success answers by status code (the error shape is added for every operation). */
  responses: Record<number, ResponseSpec>;
};

/** Keyed by "METHOD /hono/path", exactly as the feature's routes.ts registers it. */
export type FeatureOperations = Record<string, OperationSpec>;

/** A feature's group in the API reference: its name and what its operations are about. */
export type OperationTag = { name: string; description: string };

/** The feature's operations, each under its tag. */
export function tagged(
  tag: OperationTag,
  operations: FeatureOperations,
): Record<string, OperationSpec> {
  return Object.fromEntries(
    Object.entries(operations).map(([key, operation]) => [key, { ...operation, tag: tag.name }]),
  );
}

/** Path parameters named `id` that are a record's uuid. */
export const idParam = z.object({ id: z.uuid() });

export const json = (schema: z.ZodType, optional = false): RequestBody => ({
  kind: 'json',
  schema,
  optional,
});
/** A public beacon: JSON, sent as text/plain by navigator.sendBeacon. */
export const beacon = (schema: z.ZodType): RequestBody => ({
  kind: 'json',
  schema,
  textPlain: true,
});
export const NO_BODY: RequestBody = { kind: 'none' };
export const MULTIPART: RequestBody = { kind: 'multipart' };
export const binary = (contentType = 'application/octet-stream'): RequestBody => ({
  kind: 'binary',
  contentType,
});

/** A JSON answer described by its schema. */
export const jsonAnswer = (description: string, schema: z.ZodType): ResponseSpec => ({
  description,
  schema,
});
/** A file or page answer of one content type (or one of several, as the request asks). */
export const fileAnswer = (
  description: string,
  contentType: string | readonly string[],
): ResponseSpec => ({
  description,
  contentType,
});
/** No body: 204, or a redirect. */
export const emptyAnswer = (description: string): ResponseSpec => ({ description });

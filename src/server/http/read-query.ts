// Query parameters read through a zod schema, answering 400 in the one error shape.
import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, fromZodError } from './errors';

export const QUERY_ENCODING_MESSAGE = 'The query string is not valid UTF-8';

/**
 * Hono keeps a value it cannot percent-decode as its raw text ("%ED%A0%80" would be
 * searched for literally), so a query that is not valid UTF-8 is refused here instead.
 */
function assertDecodable(url: string) {
  const query = url.indexOf('?');
  if (query === -1) return;
  for (const part of url.slice(query + 1).split('&')) {
    try {
      decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      throw badRequest(QUERY_ENCODING_MESSAGE);
    }
  }
}

/** An empty parameter ("status=") counts as absent. */
export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  assertDecodable(c.req.url);
  const params = Object.fromEntries(
    Object.entries(c.req.query()).filter(([, value]) => value !== ''),
  );
  const result = schema.safeParse(params);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

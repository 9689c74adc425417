// The one way the API turns a request's text into JSON (issue 16). After JSON.parse, a
// single iterative walk refuses what no endpoint has a use for and what would hurt a
// recursive reader further on: a NUL character (PostgreSQL text cannot hold it) and
// nesting deeper than MAX_JSON_DEPTH (a body nested thousands deep once overflowed the
// stack of a recursive check and answered 500 with a stack trace per request).
import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, fromZodError, NUL_MESSAGE } from './errors';

/** Deeper than any body the API reads (a client's contact details are four levels). */
export const MAX_JSON_DEPTH = 32;

export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON';
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

export type JsonProblem = 'nul' | 'too_deep';

/** What is wrong with a parsed value, walking it with an explicit stack (no recursion). */
export function jsonProblem(value: unknown): JsonProblem | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: item, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return 'nul';
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return 'too_deep';
    if (Array.isArray(item)) {
      for (const element of item) stack.push({ value: element, depth: depth + 1 });
      continue;
    }
    for (const [key, element] of Object.entries(item)) {
      if (key.includes('\u0000')) return 'nul';
      stack.push({ value: element, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Parses a request body's text, answering 400 in the one error shape when it is not
 * JSON, holds a NUL or nests too deep. `emptyAs`: what an empty body stands for
 * (undefined: an empty body is not valid JSON).
 */
export function parseJsonBody(text: string, emptyAs?: unknown): unknown {
  if (emptyAs !== undefined && text.trim() === '') return emptyAs;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(INVALID_JSON_MESSAGE);
  }
  const problem = jsonProblem(value);
  if (problem === 'nul') throw badRequest(NUL_MESSAGE);
  if (problem === 'too_deep') throw badRequest(TOO_DEEP_MESSAGE);
  return value;
}

/** Reads a JSON body with a zod schema, answering 400 in the one error shape. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const result = schema.safeParse(parseJsonBody(await c.req.text()));
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

/**
 * Like readJson, but no body at all reads as `{}` (a cancel without a reason). A body
 * that is there is read as sent: `null` is not an object, and is refused like any other.
 */
export async function readOptionalJson<T extends z.ZodType>(
  c: Context,
  schema: T,
): Promise<z.output<T>> {
  const result = schema.safeParse(parseJsonBody(await c.req.text(), {}));
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

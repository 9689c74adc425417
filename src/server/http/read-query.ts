// Query parameters read through a zod schema, answering 400 in the one error shape.
import type { Context } from 'hono';
import type { z } from 'zod';
import { fromZodError } from './errors';

/** An empty parameter ("status=") counts as absent. */
export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  const params = Object.fromEntries(
    Object.entries(c.req.query()).filter(([, value]) => value !== ''),
  );
  const result = schema.safeParse(params);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

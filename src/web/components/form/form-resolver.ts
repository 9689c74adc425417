// The zod resolver of every form: the values as typed, made into what the schema checks
// (toInput), then checked by the shared schema, whose messages land at the paths the
// schema names ("phones.0.number"; '' for the whole value).
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';

export function formResolver<V extends FieldValues, O>(
  schema: z.ZodType<O>,
  toInput: (values: V) => unknown,
): Resolver<V, unknown, O> {
  return zodResolver(z.custom<V>().transform(toInput).pipe(schema));
}

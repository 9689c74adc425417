// A form shows one message per field: the first zod issue on it. Issues without a path
// belong to the whole form.
export function firstIssues<K extends string>(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): Partial<Record<K | 'form', string>> {
  const found: Partial<Record<string, string>> = {};
  for (const issue of issues) found[String(issue.path[0] ?? 'form')] ??= issue.message;
  return found as Partial<Record<K | 'form', string>>;
}

// What a refused save shows in a form, and where. The API answers
// { error: { message, fields } } with a message that repeats a field's (the first
// issue's), so a form showing the message above its fields and each field's message
// below its input said the same thing twice (issue 16). One rule for every form: a
// field's message stands beside that field; the form-level message shows only when
// nothing else in the form already says it.
import { errorMessage, isApiError } from './api';

/** Messages on show in a form, by field; a `form` key is the form-level one and is skipped. */
export type ShownMessages = Readonly<Partial<Record<string, string | null | undefined>>>;

/** The form-level message, or null when a field (or another line of the form) says the same. */
export function formLevelMessage(
  message: string | null | undefined,
  shown: ShownMessages,
): string | null {
  if (!message) return null;
  for (const [key, text] of Object.entries(shown)) {
    if (key !== 'form' && text === message) return null;
  }
  return message;
}

/**
 * A refused request as a form's errors: the server's message for each field the form
 * shows, and its overall message (or `message`) as `form`, which formLevelMessage then
 * drops when a field carries it.
 */
export function refusalErrors<K extends string>(
  error: unknown,
  fields: readonly K[],
  message: string = errorMessage(error),
): Partial<Record<K | 'form', string>> {
  const found = { form: message } as Partial<Record<K | 'form', string>>;
  const sent = isApiError(error) ? error.fields : undefined;
  for (const field of fields) {
    const text = sent?.[field];
    if (text) found[field] = text;
  }
  return found;
}

/**
 * A failed schema check as a form's errors, the same shape: the first message of each
 * field the form shows, and as `form` the first message about anything else (or the
 * first of all, which formLevelMessage then drops as said beside its field).
 */
export function issueErrors<K extends string>(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
  fields: readonly K[],
): Partial<Record<K | 'form', string>> {
  const isShown = (key: PropertyKey | undefined): key is K => fields.includes(key as K);
  const found = {
    form: (issues.find((issue) => !isShown(issue.path[0])) ?? issues[0])?.message,
  } as Partial<Record<K | 'form', string>>;
  for (const issue of issues) {
    const key = issue.path[0];
    if (isShown(key)) found[key] ??= issue.message;
  }
  return found;
}

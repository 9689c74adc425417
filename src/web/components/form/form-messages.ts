// Where a form's messages stand (issue 16's rule, lib/form-errors.ts): a field's message
// beside that field, anything else once above the buttons. react-hook-form keeps its
// errors nested like the values ({ phones: [{ number: { message } }] }); the forms and
// their list editors read them by dotted path ("phones.0.number"), the path the shared
// schema and the server's `fields` use, so they are flattened here once.
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { errorMessage, isApiError } from '@/web/lib/api';
import { issueErrors, refusalErrors } from '@/web/lib/form-errors';

/** Messages by dotted path; '' is the whole form's. */
export type FlatMessages = Readonly<Record<string, string>>;

/**
 * Thrown by a form's save to refuse with a message of its own (not the JSON API's error
 * shape: a check before sending, or another service's answer), said beside `field` when
 * it is about one.
 */
export class FormRefusal extends Error {
  override name = 'FormRefusal';
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** One error (react-hook-form's FieldError), not a group of fields that happens to hold a "type" field. */
const isLeaf = (node: Node): node is Node & { message: string } =>
  typeof node.message === 'string' && typeof node.type === 'string';

function firstMessage(node: Node): string | undefined {
  if (isLeaf(node)) return node.message;
  for (const [key, child] of Object.entries(node)) {
    const found = key !== 'ref' && isNode(child) ? firstMessage(child) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * The first message at each path. `root` (react-hook-form's place for what is not one
 * field's: the server's refusal at the top, a whole list's message below) belongs to the
 * path it stands in.
 */
export function flattenErrors<V extends FieldValues>(errors: FieldErrors<V>): FlatMessages {
  const flat: Record<string, string> = {};
  const walk = (node: Node, prefix: string) => {
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref' || !isNode(child)) continue;
      if (key === 'root') {
        const message = firstMessage(child);
        if (message) flat[prefix] ??= message;
        continue;
      }
      const path = prefix === '' ? key : `${prefix}.${key}`;
      if (isLeaf(child)) flat[path] ??= child.message;
      else walk(child, path);
    }
  };
  walk(errors as Node, '');
  return flat;
}

const topField = (path: string) => path.split('.')[0] ?? '';

/**
 * The messages a form shows beside its fields (those whose top-level name it lists) and
 * the one it shows for the whole form: the server's refusal, or a schema message about
 * anything else (lib/form-errors.ts's issueErrors; FormError drops it when a field
 * already says it).
 */
export function placeMessages(
  flat: FlatMessages,
  fields: readonly string[],
): { fieldErrors: FlatMessages; formError: string | null } {
  const shown = new Set(fields);
  const fieldErrors: Record<string, string> = {};
  for (const [path, message] of Object.entries(flat)) {
    if (path !== '' && shown.has(topField(path))) fieldErrors[path] = message;
  }
  if (flat[''] !== undefined) return { fieldErrors, formError: flat[''] };
  const issues = Object.entries(flat).map(([path, message]) => ({
    path: path.split('.'),
    message,
  }));
  return { fieldErrors, formError: issueErrors(issues, fields).form ?? null };
}

/**
 * A refused save: the server's message for each path under a field the form shows, and
 * the form's message — a FormRefusal's own, else `message` (by default the server's).
 */
export function refusalMessages(
  error: unknown,
  fields: readonly string[],
  message: (error: unknown) => string = errorMessage,
): { fieldErrors: FlatMessages; formError: string } {
  if (error instanceof FormRefusal) {
    const { field, message: text } = error;
    return {
      fieldErrors: field && fields.includes(field) ? { [field]: text } : {},
      formError: text,
    };
  }
  const shown = new Set(fields);
  const sent = Object.keys((isApiError(error) && error.fields) || {}).filter((path) =>
    shown.has(topField(path)),
  );
  const { form = message(error), ...fieldErrors } = refusalErrors(error, sent, message(error));
  return { fieldErrors: fieldErrors as FlatMessages, formError: form };
}

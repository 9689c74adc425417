// A merge's custom values (issue 20, decisions 045 and 054): for each of the workspace's
// custom fields the survivor keeps one side's value — by default its own, or the other's
// when its own is empty — and a multi-select may keep both (the union, in the field's
// option order), which is its default. The same rules in the dialog (its defaults) and
// on the server (what is stored).
import type { CustomField } from './custom-field-schemas';

export const CUSTOM_MERGE_CHOICES = ['this', 'other', 'both'] as const;
export type CustomMergeChoice = (typeof CUSTOM_MERGE_CHOICES)[number];

export const isEmptyCustomValue = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

export function defaultCustomMergeChoice(
  field: CustomField,
  mine: unknown,
  theirs: unknown,
): CustomMergeChoice {
  if (field.type === 'multi_select') return 'both';
  return isEmptyCustomValue(mine) && !isEmptyCustomValue(theirs) ? 'other' : 'this';
}

/** The value the survivor keeps; undefined when it keeps none. */
export function mergedCustomValue(
  field: CustomField,
  mine: unknown,
  theirs: unknown,
  choice: CustomMergeChoice,
): unknown {
  const kept = choice === 'other' ? theirs : mine;
  if (choice !== 'both') return isEmptyCustomValue(kept) ? undefined : kept;
  const chosen = [mine, theirs].flatMap((value) => (Array.isArray(value) ? value : []));
  // Option ids only, each once, in the field's option order (as the form stores them).
  const union = field.options.map((option) => option.id).filter((id) => chosen.includes(id));
  return union.length === 0 ? undefined : union;
}

/** Do the two sides hold different values for this field (worth asking about)? */
export function customValuesDiffer(mine: unknown, theirs: unknown): boolean {
  const a = isEmptyCustomValue(mine) ? null : mine;
  const b = isEmptyCustomValue(theirs) ? null : theirs;
  return JSON.stringify(a) !== JSON.stringify(b);
}

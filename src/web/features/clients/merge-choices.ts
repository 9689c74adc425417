// The merge dialog's choices (issue 20): which differing fields it asks about, how each
// value reads, and the default pick — the older client's value when both are filled,
// else the filled one (the server keeps "this" client's for anything not sent).
import type { MergeField } from '@/core/client-duplicates';
import type { Client } from '@/core/client-schemas';
import { CLIENT_STATUS_LABELS, formatCents, LEAD_SOURCE_LABELS } from '@/core/clients';
import { type CustomField, customValueToText } from '@/core/custom-field-schemas';
import {
  type CustomMergeChoice,
  customValuesDiffer,
  defaultCustomMergeChoice,
  mergedCustomValue,
} from '@/core/merge-custom-values';

export type Side = 'this' | 'other';
export type NotesChoice = Side | 'both';
export type MergeChoices = Partial<Record<MergeField, NotesChoice>>;

type FieldSpec = { field: MergeField; label: string; show: (client: Client) => string };

export const MERGE_FIELD_SPECS: readonly FieldSpec[] = [
  { field: 'name', label: 'Name', show: (c) => c.name },
  { field: 'company', label: 'Company', show: (c) => c.company ?? '' },
  { field: 'position', label: 'Position', show: (c) => c.position ?? '' },
  { field: 'status', label: 'Status', show: (c) => CLIENT_STATUS_LABELS[c.status] },
  { field: 'leadSource', label: 'Lead source', show: (c) => LEAD_SOURCE_LABELS[c.leadSource] },
  {
    field: 'leadScore',
    label: 'Lead score',
    show: (c) => (c.leadScore === null ? '' : String(c.leadScore)),
  },
  {
    field: 'estimatedValueCents',
    label: 'Estimated value',
    show: (c) => (c.estimatedValueCents ? formatCents(c.estimatedValueCents) : ''),
  },
  { field: 'expectedCloseDate', label: 'Expected close', show: (c) => c.expectedCloseDate ?? '' },
  {
    field: 'ownerId',
    label: 'Owner',
    show: (c) => (c.ownerId ? (c.ownerName ?? 'A teammate') : 'Unassigned'),
  },
  { field: 'notes', label: 'Notes', show: (c) => c.notes ?? '' },
];

/** The fields whose shown values differ: the only ones worth a choice. */
export function differingFields(keep: Client, other: Client): FieldSpec[] {
  return MERGE_FIELD_SPECS.filter((spec) => spec.show(keep) !== spec.show(other));
}

export function defaultChoices(keep: Client, other: Client): MergeChoices {
  const choices: MergeChoices = {};
  for (const spec of differingFields(keep, other)) {
    choices[spec.field] = spec.show(keep) === '' && spec.show(other) !== '' ? 'other' : 'this';
  }
  return choices;
}

/** How many distinct items the survivor keeps from both lists. */
export function unionCount<T>(a: readonly T[], b: readonly T[], key: (item: T) => string) {
  return new Set([...a, ...b].map(key)).size;
}

/** Custom field id → the side whose value the survivor keeps (decision 054). */
export type CustomChoices = Record<string, CustomMergeChoice>;

/** A custom value as the dialog shows it: amounts as money, checkboxes Yes/No. */
export function showCustomValue(field: CustomField, value: unknown): string {
  if (field.type === 'currency' && typeof value === 'number') return formatCents(value);
  if (field.type === 'checkbox' && typeof value === 'boolean') return value ? 'Yes' : 'No';
  return customValueToText(field, value);
}

/** The custom fields whose values differ: the only ones worth a choice. */
export function differingCustomFields(
  keep: Client,
  other: Client,
  fields: readonly CustomField[],
): CustomField[] {
  return fields.filter((field) =>
    customValuesDiffer(keep.customValues[field.id], other.customValues[field.id]),
  );
}

export function defaultCustomChoices(
  keep: Client,
  other: Client,
  fields: readonly CustomField[],
): CustomChoices {
  return Object.fromEntries(
    differingCustomFields(keep, other, fields).map((field) => [
      field.id,
      defaultCustomMergeChoice(field, keep.customValues[field.id], other.customValues[field.id]),
    ]),
  );
}

/** The radio choices for one custom field: each side, and for a multi-select both. */
export function customOptions(
  field: CustomField,
  keep: Client,
  other: Client,
): { value: CustomMergeChoice; text: string }[] {
  const mine = keep.customValues[field.id];
  const theirs = other.customValues[field.id];
  const options: { value: CustomMergeChoice; text: string }[] = [
    { value: 'this', text: showCustomValue(field, mine) || '(empty)' },
    { value: 'other', text: showCustomValue(field, theirs) || '(empty)' },
  ];
  if (field.type === 'multi_select') {
    const union = mergedCustomValue(field, mine, theirs, 'both');
    options.push({ value: 'both', text: `Both: ${showCustomValue(field, union)}` });
  }
  return options;
}

// Duplicate clients and their merge (issue 20 "Duplicates", decision 045): the shapes the
// server answers and accepts, shared by the web app. Kept apart from client-schemas.ts
// so the merge owns one small file.
import { z } from 'zod';
import { CUSTOM_FIELDS_MAX } from './custom-field-schemas';
import { CUSTOM_MERGE_CHOICES } from './merge-custom-values';

/**
 * The duplicate keys (decision 052): what makes two clients one person, for the import's
 * matching (insert-batch.ts) and the duplicates finder alike. Migration 0038's
 * client_duplicate_keys_of spells the same normalisation in SQL (its test checks both).
 */
/** A phone with fewer digits than this is a fragment, not a number to match on. */
export const MIN_PHONE_DIGITS = 6;

/** An e-mail's key: trimmed and lowercased; null when empty. */
export function emailKey(address: string | null | undefined): string | null {
  const key = address?.trim().toLowerCase() ?? '';
  return key === '' ? null : key;
}

/** A phone's key: its digits (the stored international format keeps the country code). */
export function phoneKey(phone: string | null | undefined): string | null {
  const key = phone?.replace(/[^0-9]/g, '') ?? '';
  return key.length < MIN_PHONE_DIGITS ? null : key;
}

const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Name at company, case and runs of spaces aside; null without a company. */
export function nameKey(name: string, company: string | null | undefined): string | null {
  const at = collapsed(company ?? '');
  return at === '' ? null : `${collapsed(name)}|${at}`;
}

/** Why two clients look like one person. */
export const ZDuplicateReason = z
  .object({ kind: z.enum(['email', 'phone', 'name']), value: z.string() })
  .meta({ id: 'DuplicateReason' });
export type DuplicateReason = z.infer<typeof ZDuplicateReason>;
export type DuplicateReasonKind = DuplicateReason['kind'];

/** Enough of a client to tell the two apart in the list of candidates. */
export const ZDuplicateClient = z
  .object({
    id: z.uuid(),
    name: z.string(),
    company: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'DuplicateClient' });
export type DuplicateClient = z.infer<typeof ZDuplicateClient>;

/** Two clients: `older` (made first, the default survivor) and `newer`. */
export const ZDuplicatePair = z
  .object({
    older: ZDuplicateClient.describe('Made first: the default survivor of a merge'),
    newer: ZDuplicateClient,
    reasons: z.array(ZDuplicateReason),
  })
  .meta({ id: 'DuplicatePair' });
export type DuplicatePair = z.infer<typeof ZDuplicatePair>;

export const ZDuplicatePage = z
  .object({ pairs: z.array(ZDuplicatePair), total: z.number().int() })
  .meta({ id: 'DuplicatePage' });
export type DuplicatePage = z.infer<typeof ZDuplicatePage>;

export const DUPLICATES_PAGE_SIZE = 50;
export const DUPLICATES_PAGE_MAX = 200;

export const ZDuplicatesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(DUPLICATES_PAGE_MAX).default(DUPLICATES_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const DUPLICATE_MESSAGES = {
  button: 'Duplicates',
  title: 'Possible duplicates',
  none: 'No duplicates found',
  loading: 'Looking for duplicates...',
  loadFailed: 'Could not look for duplicates',
  review: 'Review',
  merge: 'Merge',
  merging: 'Merging...',
  mergeTitle: 'Merge clients',
  mergeFailed: 'Could not merge the clients',
  merged: (name: string) => `Merged into ${name}`,
  reason: ({ kind, value }: DuplicateReason) =>
    kind === 'email'
      ? `Same e-mail: ${value}`
      : kind === 'phone'
        ? `Same phone: ${value}`
        : `Same name and company: ${value}`,
  // The server's refusals.
  mergeWithItself: 'A client cannot be merged with itself',
  otherNotFound: 'The other client was not found',
  tooManyTags: (max: number) => `Together the two clients have more than ${max} tags`,
  notesTooLong: 'Together the two notes are too long; keep one of them',
  loggedSubject: (name: string) => `Merged with ${name}`,
  unknownCustomField: 'That custom field does not exist in this workspace',
  bothOnlyForMultiSelect: (label: string) =>
    `${label}: only a multi-select field can keep both values`,
} as const;

/** The fields a merge lets the user pick; each names which client's value stays. */
export const MERGE_FIELDS = [
  'name',
  'company',
  'position',
  'status',
  'leadSource',
  'leadScore',
  'estimatedValueCents',
  'expectedCloseDate',
  'ownerId',
  'notes',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

const side = z.enum(['this', 'other']);

/**
 * POST /clients/:id/merge: `id` survives, `otherId` is merged into it and deleted. A
 * field left out keeps this client's value (the other's when this one has none); notes
 * may also be "both". Unknown keys are refused, so a typo is not silently ignored.
 */
export const ZClientMerge = z.strictObject({
  otherId: z.uuid({ message: DUPLICATE_MESSAGES.otherNotFound }),
  fields: z
    .strictObject({
      name: side.optional(),
      company: side.optional(),
      position: side.optional(),
      status: side.optional(),
      leadSource: side.optional(),
      leadScore: side.optional(),
      estimatedValueCents: side.optional(),
      expectedCloseDate: side.optional(),
      ownerId: side.optional(),
      notes: z.enum(['this', 'other', 'both']).optional(),
    })
    .default({}),
  /**
   * Custom field id → the side whose value stays ("both": a multi-select's union); a
   * field left out keeps the default (defaultCustomMergeChoice).
   */
  customFields: z
    .record(
      z.uuid({ message: DUPLICATE_MESSAGES.unknownCustomField }),
      z.enum(CUSTOM_MERGE_CHOICES),
    )
    .refine((choices) => Object.keys(choices).length <= CUSTOM_FIELDS_MAX, {
      message: DUPLICATE_MESSAGES.unknownCustomField,
    })
    .default({}),
});
export type ClientMergeInput = z.input<typeof ZClientMerge>;
export type ClientMerge = z.output<typeof ZClientMerge>;

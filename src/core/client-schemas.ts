// What the clients API accepts and returns (issue 4), shared by the server (the
// authority) and the web form (which checks the same rules before sending).

import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { checkFilterRanges, clientFilterFields } from './client-filter-schemas';
import {
  ADDRESS_TYPES,
  CLIENT_STATUSES,
  DEFAULT_CLIENT_STATUS,
  DEFAULT_LEAD_SOURCE,
  DEFAULT_WEBSITE_LABEL,
  EMAIL_TYPES,
  INTERACTION_OUTCOMES,
  INTERACTION_TYPES,
  LEAD_SCORE_MAX,
  LEAD_SCORE_MIN,
  LEAD_SOURCES,
  PHONE_TYPES,
  type PhoneType,
  withOneDefault,
} from './clients';
import { CUSTOM_FILTER_PREFIX } from './custom-field-filters';
import { type CustomSortKey, customSortFieldId, ZCustomValuesInput } from './custom-field-schemas';
import { CLIENT_MESSAGES } from './messages';
import { ZNextTask, ZTaskCreate } from './task-schemas';
import { withWebScheme } from './web-url';

export const CLIENT_NAME_MAX = 200;
export const CLIENT_TEXT_MAX = 200;
export const CLIENT_NOTES_MAX = 10_000;
export const CLIENT_TAGS_MAX = 50;
export const CLIENT_TAG_MAX = 50;
export const CLIENT_LIST_ITEMS_MAX = 20;
/** $10 billion: more is a typo, and it keeps cents inside a safe integer. */
export const ESTIMATED_VALUE_MAX_CENTS = 1_000_000_000_000;
export const INTERACTION_CONTENT_MAX = 10_000;
/**
 * A phone number as people type it, formatted internationally ("+1 415 555 2671"), or
 * undefined when it is no real number. Without a country code it is read in
 * `defaultCountry` (an API call: the US — the client form sends a number typed in the
 * user's country already written internationally; an import: the row's or the owner's country);
 * "0049 30 …" is international even where 00 is not the way abroad.
 */
export function formatPhoneNumber(
  value: string,
  defaultCountry: CountryCode = 'US',
): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > PHONE_TEXT_MAX) return undefined;
  const parsed = trimmed.startsWith('+')
    ? parsePhoneNumberFromString(trimmed)
    : parsePhoneNumberFromString(trimmed, defaultCountry);
  if (parsed?.isValid()) return parsed.formatInternational();
  if (/^00[1-9]/.test(trimmed)) {
    const international = parsePhoneNumberFromString(`+${trimmed.slice(2)}`);
    if (international?.isValid()) return international.formatInternational();
  }
  return undefined;
}

/** The longest phone text kept, as typed or not: no number people dial is longer. */
export const PHONE_TEXT_MAX = 40;

/**
 * A number an import could not read, kept as typed rather than lost (decision 041): it
 * has a digit to dial and nothing that is not text. The add form never offers this; a
 * number kept so stays savable in the edit form until someone changes it.
 */
export function isKeptPhoneText(value: string): boolean {
  const trimmed = value.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are no text
  const control = /[\u0000-\u001f\u007f]/;
  return trimmed.length <= PHONE_TEXT_MAX && /\d/.test(trimmed) && !control.test(trimmed);
}

/** Only http(s) with a host: a website is something a browser opens. */
export function isWebsiteUrl(value: string): boolean {
  const url = value.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters trick scheme filters
  if (url.length > 2048 || /[\u0000-\u0020\u007f]/.test(url)) return false;
  if (!/^https?:\/\/[^/\\?#@]/i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** Empty optional text is absent (spec §5): stored as null. */
export const optionalText = (field: string, max = CLIENT_TEXT_MAX) =>
  z
    .string()
    .trim()
    .max(max, CLIENT_MESSAGES.tooLong(field, max))
    .nullish()
    .transform((value) => (value ? value : null));

const name = z
  .string(CLIENT_MESSAGES.nameRequired)
  .trim()
  .min(1, CLIENT_MESSAGES.nameRequired)
  .max(CLIENT_NAME_MAX, CLIENT_MESSAGES.tooLong('Name', CLIENT_NAME_MAX));

const email = z
  .string(CLIENT_MESSAGES.emailRequired)
  .trim()
  .min(1, CLIENT_MESSAGES.emailRequired)
  .max(254, CLIENT_MESSAGES.invalidEmail)
  .pipe(z.email(CLIENT_MESSAGES.invalidEmail))
  .transform((value) => value.toLowerCase());

const phoneNumber = z
  .string(CLIENT_MESSAGES.phoneRequired)
  .trim()
  .min(1, CLIENT_MESSAGES.phoneRequired);

const isDefault = z.boolean().default(false);

/**
 * A phone: its number formatted internationally, or — only when `asTyped` says so, as an
 * import stores a number it could not read — kept exactly as typed. Changing the number
 * in the form drops the flag, so what is typed there is checked like any new number.
 */
export const ZPhone = z
  .object({
    number: phoneNumber,
    type: z.enum(PHONE_TYPES).default('mobile'),
    isDefault,
    asTyped: z.boolean().optional(),
  })
  .transform(
    (
      { asTyped, ...phone },
      context,
    ): { number: string; type: PhoneType; isDefault: boolean; asTyped?: true } => {
      // A kept number is not read again: in another country it might mean another line.
      if (asTyped && isKeptPhoneText(phone.number)) return { ...phone, asTyped: true as const };
      const formatted = formatPhoneNumber(phone.number);
      if (formatted) return { ...phone, number: formatted };
      context.addIssue({ code: 'custom', path: ['number'], message: CLIENT_MESSAGES.invalidPhone });
      return z.NEVER;
    },
  );
export const ZEmail = z.object({
  address: email,
  type: z.enum(EMAIL_TYPES).default('work'),
  isDefault,
});
export const ZAddress = z.object({
  line1: z
    .string(CLIENT_MESSAGES.line1Required)
    .trim()
    .min(1, CLIENT_MESSAGES.line1Required)
    .max(CLIENT_TEXT_MAX, CLIENT_MESSAGES.tooLong('Address line 1', CLIENT_TEXT_MAX)),
  line2: optionalText('Address line 2'),
  city: optionalText('City'),
  state: optionalText('State'),
  postalCode: optionalText('Postal code', 20),
  country: optionalText('Country'),
  type: z.enum(ADDRESS_TYPES).default('office'),
  isDefault,
});
export const ZWebsite = z.object({
  url: z
    .string(CLIENT_MESSAGES.urlRequired)
    .trim()
    .min(1, CLIENT_MESSAGES.urlRequired)
    // "example.com" is read as https://example.com, as a browser's address bar does.
    .transform(withWebScheme)
    .refine(isWebsiteUrl, CLIENT_MESSAGES.websiteScheme),
  label: z
    .string()
    .trim()
    .max(50, CLIENT_MESSAGES.tooLong('Label', 50))
    .nullish()
    .transform((value) => value || DEFAULT_WEBSITE_LABEL),
  isDefault,
});

/** A contact list: at most 20 entries, exactly one of them the default (spec §4). */
const contactList = <T extends z.ZodType<{ isDefault: boolean }>>(item: T) =>
  z
    .array(item)
    .max(CLIENT_LIST_ITEMS_MAX)
    .transform((items) => withOneDefault(items as z.output<T>[]));

const tags = z
  .array(z.string().trim().max(CLIENT_TAG_MAX, CLIENT_MESSAGES.tooLong('A tag', CLIENT_TAG_MAX)))
  // Trimmed, blank ones dropped, duplicates removed regardless of case (spec §5).
  .transform((values) => {
    const seen = new Set<string>();
    return values.filter((tag) => {
      const key = tag.toLowerCase();
      if (tag === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .refine((values) => values.length <= CLIENT_TAGS_MAX, CLIENT_MESSAGES.tooManyTags);

/** Clamped to 0-100 (spec §5); blank is no score. */
const leadScore = z
  .number(CLIENT_MESSAGES.leadScoreRange)
  .finite(CLIENT_MESSAGES.leadScoreRange)
  .nullish()
  .transform((value) =>
    value == null ? null : Math.min(LEAD_SCORE_MAX, Math.max(LEAD_SCORE_MIN, Math.round(value))),
  );

const estimatedValueCents = z
  .number(CLIENT_MESSAGES.estimatedValueInvalid)
  .int(CLIENT_MESSAGES.estimatedValueInvalid)
  .min(0, CLIENT_MESSAGES.estimatedValueNegative)
  .max(ESTIMATED_VALUE_MAX_CENTS, CLIENT_MESSAGES.estimatedValueInvalid);

const isoDate = z
  .string()
  .trim()
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const date = match ? new Date(`${value}T00:00:00Z`) : undefined;
    if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
      context.addIssue({ code: 'custom', message: CLIENT_MESSAGES.invalidDate });
      return z.NEVER;
    }
    return value;
  });

const clientFields = {
  name,
  company: optionalText('Company'),
  position: optionalText('Position'),
  status: z.enum(CLIENT_STATUSES),
  leadSource: z.enum(LEAD_SOURCES),
  leadScore,
  estimatedValueCents,
  expectedCloseDate: isoDate,
  notes: optionalText('Notes', CLIENT_NOTES_MAX),
  tags,
  phones: contactList(ZPhone),
  emails: contactList(ZEmail),
  addresses: contactList(ZAddress),
  websites: contactList(ZWebsite),
  /** Custom field values by field id (decision 049), checked by the server against the workspace's fields. */
  customValues: ZCustomValuesInput.optional(),
};

/**
 * The member responsible for a client (issue 18): a user id, or null for unassigned (the
 * team's inbox). Absent on create: the caller.
 */
const ownerId = z.string().trim().min(1).max(100).nullable();

/** The add form (spec §3 fields; defaults from §5). */
export const ZClientCreate = z.object({
  ...clientFields,
  ownerId: ownerId.optional(),
  status: clientFields.status.default(DEFAULT_CLIENT_STATUS),
  leadSource: clientFields.leadSource.default(DEFAULT_LEAD_SOURCE),
  leadScore: clientFields.leadScore.optional(),
  estimatedValueCents: clientFields.estimatedValueCents.default(0),
  tags: clientFields.tags.default([]),
  phones: clientFields.phones.default([]),
  emails: clientFields.emails.default([]),
  addresses: clientFields.addresses.default([]),
  websites: clientFields.websites.default([]),
});
export type ClientCreateInput = z.input<typeof ZClientCreate>;
export type ClientCreate = z.output<typeof ZClientCreate>;

/** The edit form: any subset; a list that is sent replaces the stored one. */
export const ZClientUpdate = z
  .object({
    name: name.optional(),
    company: clientFields.company.optional(),
    position: clientFields.position.optional(),
    status: clientFields.status.optional(),
    leadSource: clientFields.leadSource.optional(),
    leadScore: clientFields.leadScore.optional(),
    estimatedValueCents: estimatedValueCents.optional(),
    expectedCloseDate: isoDate.optional(),
    notes: clientFields.notes.optional(),
    tags: tags.optional(),
    phones: clientFields.phones.optional(),
    emails: clientFields.emails.optional(),
    addresses: clientFields.addresses.optional(),
    websites: clientFields.websites.optional(),
    customValues: clientFields.customValues,
    ownerId: ownerId.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: CLIENT_MESSAGES.nothingToUpdate,
  });
export type ClientUpdateInput = z.input<typeof ZClientUpdate>;
export type ClientUpdate = z.output<typeof ZClientUpdate>;

/** A kanban drop or the panel's dropdown: one UPDATE (spec §4). */
export const ZClientStatusChange = z.object({ status: z.enum(CLIENT_STATUSES) });

export const CLIENT_SORTS = [
  'last_activity',
  'updated_at',
  'created_at',
  'name',
  'company',
  'status',
  'estimated_value',
  'lead_score',
  'last_contacted_at',
] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];
export const SORT_DIRS = ['asc', 'desc'] as const;
export type SortDir = (typeof SORT_DIRS)[number];
/** An order of the clients: a key, then (always) the id, both in `dir`. */
export type ClientOrder = { sort: ClientSort; dir: SortDir };
/** "Last activity": last contacted, else last changed (decision 028). */
export const DEFAULT_CLIENT_SORT: ClientSort = 'last_activity';
export const CLIENT_PAGE_SIZE = 50;
export const CLIENT_PAGE_MAX = 200;

/**
 * GET /api/v1/clients: search, filter, sort, one page. Without `dir` each sort runs its
 * own way (client-order.ts): names A–Z, amounts and dates highest/newest first.
 */
/** The owner filter: 'mine', 'unassigned', or a member's user id; absent = all owners. */
export const CLIENT_OWNER_MINE = 'mine';
export const CLIENT_OWNER_UNASSIGNED = 'unassigned';
const ownerFilter = z.string().trim().min(1).max(100);

/** The longest `after` a client page hands out (a sort key of up to 300 characters, an id). */
export const CLIENT_CURSOR_MAX = 600;

export const ZClientListQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    owner: ownerFilter.optional(),
    // Issue 20: tags, source, status (one or several), value and date ranges, "not
    // contacted for N days", tasks — client-filter-schemas.ts.
    ...clientFilterFields,
    // A built-in sort, or a custom field's column as `cf:<field id>` (decision 049).
    sort: z
      .string()
      .refine(
        (value) =>
          (CLIENT_SORTS as readonly string[]).includes(value) || !!customSortFieldId(value),
        CLIENT_MESSAGES.unknownSort(CLIENT_SORTS),
      )
      .transform((value) => value as ClientSort | CustomSortKey)
      .default(DEFAULT_CLIENT_SORT),
    dir: z.enum(SORT_DIRS, CLIENT_MESSAGES.unknownSortDir).optional(),
    limit: z.coerce.number().int().min(1).max(CLIENT_PAGE_MAX).default(CLIENT_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
    // The previous page's nextCursor (issue 25, decision 088): the page starts after the
    // client it names, in the same order, however many clients moved in the meantime.
    after: z.string().trim().min(1).max(CLIENT_CURSOR_MAX).optional(),
  })
  .superRefine(checkFilterRanges)
  .superRefine((query, ctx) => {
    if (query.after !== undefined && query.offset > 0) {
      ctx.addIssue({ code: 'custom', path: ['after'], message: CLIENT_MESSAGES.cursorWithOffset });
    }
  });
export type ClientListQuery = z.output<typeof ZClientListQuery>;

/** The most clients one bulk action takes (a list page holds at most CLIENT_PAGE_MAX). */
export const CLIENT_BULK_MAX = 500;
const bulkIds = z
  .array(z.uuid(CLIENT_MESSAGES.clientNotFound), CLIENT_MESSAGES.bulkIdsRequired)
  .min(1, CLIENT_MESSAGES.bulkIdsRequired)
  .max(CLIENT_BULK_MAX, CLIENT_MESSAGES.bulkTooMany(CLIENT_BULK_MAX));

/** POST /clients/assign: give several clients one owner (or none). */
export const ZClientBulkAssign = z.object({ ids: bulkIds, ownerId });
export type ClientBulkAssign = z.output<typeof ZClientBulkAssign>;

/** POST /clients/move: move several clients, with their interactions, to another workspace. */
export const ZClientBulkMove = z.object({ ids: bulkIds, workspaceId: z.uuid() });
export type ClientBulkMove = z.output<typeof ZClientBulkMove>;

/**
 * POST /clients/bulk (issue 20, decision 046): one action over the clients named by `ids`
 * or over `matching` — every client the list's filters (q, status, owner) take.
 */
export const CLIENT_BULK_IDS_MAX = 100_000;
export const CLIENT_BULK_ACTIONS = [
  'status',
  'addTags',
  'removeTags',
  'assign',
  'createTask',
  'delete',
] as const;
const bulkTags = tags.refine((values) => values.length > 0, CLIENT_MESSAGES.bulkTagsRequired);
const CUSTOM_FILTER_VALUE_MAX = 2000;
const matchingShape = { q: true, owner: true, ...clientFilterFields };
const bulkSelection = {
  ids: z
    .array(z.uuid(CLIENT_MESSAGES.clientNotFound), CLIENT_MESSAGES.bulkIdsRequired)
    .min(1, CLIENT_MESSAGES.bulkIdsRequired)
    .max(CLIENT_BULK_IDS_MAX, CLIENT_MESSAGES.bulkTooMany(CLIENT_BULK_IDS_MAX))
    .optional(),
  matching: z
    .object({
      q: z.string().trim().max(200).optional(),
      owner: ownerFilter.optional(),
      // The list's own filters, spelled as in its URL (issue 20).
      ...clientFilterFields,
    })
    // The custom field filters too (`cf.<id>`, `cf.<id>.min`…), read on the server against
    // the workspace's fields as GET /clients reads them; any other key is a typo.
    .catchall(z.string().max(CUSTOM_FILTER_VALUE_MAX))
    .superRefine((value, ctx) => {
      for (const key of Object.keys(value)) {
        if (!(key in matchingShape) && !key.startsWith(CUSTOM_FILTER_PREFIX)) {
          ctx.addIssue({ code: 'unrecognized_keys', keys: [key], path: [] });
        }
      }
      checkFilterRanges(value, ctx);
    })
    .optional(),
};
// One object (not a union): the API document describes it as one, and each action's own
// field is required by the refinement below.
export const ZClientBulkAction = z
  .strictObject({
    action: z.enum(CLIENT_BULK_ACTIONS, CLIENT_MESSAGES.unknownBulkAction(CLIENT_BULK_ACTIONS)),
    status: z.enum(CLIENT_STATUSES).optional(),
    tags: bulkTags.optional(),
    /** assign: the new owner, or null for nobody (the team's inbox). */
    ownerId: ownerId.optional(),
    /** createTask: the task each client gets; no assignee = each client's owner. */
    task: ZTaskCreate.optional(),
    ...bulkSelection,
  })
  .superRefine((input, ctx) => {
    if (input.action === 'status' && !input.status) {
      ctx.addIssue({
        code: 'custom',
        path: ['status'],
        message: CLIENT_MESSAGES.bulkStatusRequired,
      });
    }
    const tagging = input.action === 'addTags' || input.action === 'removeTags';
    if (tagging && !input.tags) {
      ctx.addIssue({ code: 'custom', path: ['tags'], message: CLIENT_MESSAGES.bulkTagsRequired });
    }
    if (input.action === 'assign' && input.ownerId === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['ownerId'],
        message: CLIENT_MESSAGES.bulkOwnerRequired,
      });
    }
    if (input.action === 'createTask' && !input.task) {
      ctx.addIssue({ code: 'custom', path: ['task'], message: CLIENT_MESSAGES.bulkTaskRequired });
    }
    // Exactly one way of naming the clients: a typo must not widen "these 3" to "all".
    if ((input.ids === undefined) === (input.matching === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ids'],
        message: CLIENT_MESSAGES.bulkSelectionRequired,
      });
    }
  });
/** The request as sent (the matching filters spelled as in the URL). */
export type ClientBulkActionInput = z.input<typeof ZClientBulkAction>;
export type ClientBulkAction = z.output<typeof ZClientBulkAction>;
export const ZClientBulkResult = z
  .object({
    changed: z.number().int(),
    skipped: z.number().int().describe('Clients named that the action left as they were'),
    undoToken: z
      .uuid()
      .nullable()
      .describe('Undoes the action for a short while (POST /clients/bulk/undo)'),
  })
  .meta({ id: 'ClientBulkResult' });
export type ClientBulkResult = z.infer<typeof ZClientBulkResult>;
/** POST /clients/assign and /clients/move: how many clients changed. */
export const ZClientsUpdated = z
  .object({ updated: z.number().int() })
  .meta({ id: 'ClientsUpdated' });
export type ClientsUpdated = z.infer<typeof ZClientsUpdated>;
/** POST /clients/bulk/undo: how many clients were put back. */
export const ZClientBulkUndone = z
  .object({ restored: z.number().int() })
  .meta({ id: 'ClientBulkUndone' });

/** POST /clients/export/selected: the hand-picked clients as a download (a GET URL cannot carry them). */
export const CLIENT_EXPORT_FORMATS = ['csv', 'vcard'] as const;
export const ZClientExportSelected = z.strictObject({
  ids: bulkSelection.ids.unwrap(),
  format: z.enum(CLIENT_EXPORT_FORMATS),
});
export type ClientExportSelected = z.output<typeof ZClientExportSelected>;

/** POST /clients/bulk/undo: puts back what a bulk action changed, within its window. */
export const ZClientBulkUndo = z.strictObject({ token: z.uuid(CLIENT_MESSAGES.undoExpired) });

export const ZInteractionCreate = z.object({
  type: z.enum(INTERACTION_TYPES).default('note'),
  subject: optionalText('Subject'),
  content: z
    .string(CLIENT_MESSAGES.interactionContentRequired)
    .trim()
    .min(1, CLIENT_MESSAGES.interactionContentRequired)
    .max(INTERACTION_CONTENT_MAX, CLIENT_MESSAGES.tooLong('Content', INTERACTION_CONTENT_MAX)),
  outcome: z.enum(INTERACTION_OUTCOMES).default('neutral'),
});
export type InteractionCreateInput = z.input<typeof ZInteractionCreate>;

export const ZInteractionUpdate = z
  .object({
    type: z.enum(INTERACTION_TYPES).optional(),
    subject: optionalText('Subject').optional(),
    content: ZInteractionCreate.shape.content.optional(),
    outcome: z.enum(INTERACTION_OUTCOMES).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: CLIENT_MESSAGES.nothingToUpdate,
  });
export type InteractionUpdateInput = z.input<typeof ZInteractionUpdate>;

export type Phone = z.output<typeof ZPhone>;
export type Email = z.output<typeof ZEmail>;
export type Address = z.output<typeof ZAddress>;
export type Website = z.output<typeof ZWebsite>;

const instant = z.iso.datetime({ offset: true });

/** A phone as the API returns it (see ZPhone for what it accepts). */
export const ZPhoneView = z
  .object({
    number: z.string(),
    type: z.enum(PHONE_TYPES),
    isDefault: z.boolean(),
    asTyped: z.literal(true).optional().describe('Kept exactly as an import read it'),
  })
  .meta({ id: 'Phone' });
export const ZEmailView = z
  .object({ address: z.string(), type: z.enum(EMAIL_TYPES), isDefault: z.boolean() })
  .meta({ id: 'Email' });
export const ZAddressView = z
  .object({
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.string().nullable(),
    type: z.enum(ADDRESS_TYPES),
    isDefault: z.boolean(),
  })
  .meta({ id: 'Address' });
export const ZWebsiteView = z
  .object({ url: z.string(), label: z.string(), isDefault: z.boolean() })
  .meta({ id: 'Website' });

/** A client as the API returns it (dates as ISO strings, money in cents). */
export const ZClient = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** From the default (else first) e-mail and phone entry (spec §5). */
    email: z.string().nullable().describe('The default (else first) e-mail address'),
    phone: z.string().nullable().describe('The default (else first) phone number'),
    company: z.string().nullable(),
    position: z.string().nullable(),
    status: z.enum(CLIENT_STATUSES),
    leadSource: z.enum(LEAD_SOURCES),
    leadScore: z.number().int().nullable(),
    estimatedValueCents: z.number().int(),
    expectedCloseDate: z.iso.date().nullable(),
    notes: z.string().nullable(),
    tags: z.array(z.string()),
    phones: z.array(ZPhoneView),
    emails: z.array(ZEmailView),
    addresses: z.array(ZAddressView),
    websites: z.array(ZWebsiteView),
    lastContactedAt: instant.nullable(),
    createdAt: instant,
    updatedAt: instant,
    /** The member responsible (issue 18); null = unassigned. */
    ownerId: z.string().nullable().describe('The member responsible; null when unassigned'),
    ownerName: z.string().nullable(),
    createdBy: z.string().nullable(),
    /** Custom field values by field id, as stored (decision 049); absent key = empty. */
    customValues: z
      .record(z.string(), z.unknown())
      .describe('Custom field values by field id; a field without a value is absent'),
    /** The next open follow-up task (issue 20), null without one. */
    nextTask: ZNextTask.nullable(),
  })
  .meta({ id: 'Client' });
export type Client = z.infer<typeof ZClient>;

/** One page of GET /api/v1/clients. */
export const ZClientPage = z
  .object({
    items: z.array(ZClient),
    /**
     * How many clients match the search and filter, over all pages — exactly, unless
     * `totalCapped`: with a search or a filter on the clients' own fields (tags, source,
     * value, dates, tasks, custom fields) a full page does not count further (decisions 055
     * and 087) and `total` is what has been read so far, more following. The exact number per status
     * is GET /clients/summary's columns.
     */
    total: z.number().int().describe('How many clients match, over all pages (see totalCapped)'),
    /** True when `total` is a lower bound (more clients match). */
    totalCapped: z.boolean().describe('True when `total` is a lower bound (more clients match)'),
    /** The offset of the next page, or null on the last one. */
    nextOffset: z.number().int().nullable(),
    /** Where the next page starts (its `after`), or null on the last one. */
    nextCursor: z
      .string()
      .nullable()
      .describe(
        'Pass as `after` for the next page, which then starts after this page’s last client even when clients changed in between; null on the last page',
      ),
  })
  .meta({ id: 'ClientPage' });
export type ClientPage = z.infer<typeof ZClientPage>;

/** GET /api/v1/clients/summary: the five tiles and the kanban's column totals, from SQL. */
export const ZClientSummary = z
  .object({
    tiles: z.object({
      totalClients: z.number().int(),
      newLeads: z.number().int(),
      qualified: z.number().int(),
      closedWon: z.number().int(),
      /** Sum of estimated values of open deals (every status but closed_won and closed_lost). */
      pipelineValueCents: z.number().int().describe('Estimated value of the open deals'),
    }),
    /** One entry per status, in CLIENT_STATUSES order, for the current search (not the status filter). */
    columns: z.array(
      z.object({
        status: z.enum(CLIENT_STATUSES),
        count: z.number().int(),
        valueCents: z.number().int(),
      }),
    ),
    /** The plan's client limit (-1 unlimited) and how many the user has. */
    limit: z.number().int().describe("The plan's client limit; -1 for unlimited"),
  })
  .meta({ id: 'ClientSummary' });
export type ClientSummary = z.infer<typeof ZClientSummary>;

export const ZInteraction = z
  .object({
    id: z.uuid(),
    clientId: z.uuid(),
    type: z.enum(INTERACTION_TYPES),
    subject: z.string().nullable(),
    content: z.string(),
    outcome: z.enum(INTERACTION_OUTCOMES),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'Interaction' });
export type Interaction = z.infer<typeof ZInteraction>;

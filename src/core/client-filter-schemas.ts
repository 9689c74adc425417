// The clients' filters as URL query parameters (issue 20), read the same way by the
// server (GET /clients, the summary, the exports, bulk "all matching") and by the web
// (the Filters control keeps them in the address bar under these readable names:
// ?tags=a,b&source=referral&value_min=1000&not_contacted=30&task=overdue).
// Every filter is optional and they combine with AND (and with the search q).
import { z } from 'zod';
import { CLIENT_STATUSES, type ClientStatus, LEAD_SOURCES, type LeadSource } from './clients';
import { FILTER_MESSAGES } from './messages';

export const TASK_FILTERS = ['open', 'overdue', 'none'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];

/** The most values one list filter (tags, sources, statuses) takes. */
export const FILTER_LIST_MAX = 20;
/** "Not contacted for N days": 1 day to 10 years. */
export const NOT_CONTACTED_MAX_DAYS = 3650;
/** A value filter in whole currency units (the form's unit), below the stored maximum. */
const VALUE_MAX_UNITS = 100_000_000_000;

/** The filter parameters' names, as they appear in the URL. */
export const CLIENT_FILTER_PARAMS = [
  'tags',
  'source',
  'status',
  'value_min',
  'value_max',
  'close_from',
  'close_to',
  'created_from',
  'created_to',
  'not_contacted',
  'task',
] as const;
export type ClientFilterParam = (typeof CLIENT_FILTER_PARAMS)[number];

/** "a, b,,c" → ['a', 'b', 'c']: comma-separated, trimmed, blanks and repeats dropped. */
export function splitList(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

const list = <T extends string>(field: string, item: z.ZodType<T, string>) =>
  z
    .string()
    .max(2000, FILTER_MESSAGES.tooManyValues(field, FILTER_LIST_MAX))
    .transform(splitList)
    .pipe(z.array(item).max(FILTER_LIST_MAX, FILTER_MESSAGES.tooManyValues(field, FILTER_LIST_MAX)))
    .optional();

/** A money amount in whole units ("1000" or "1000.50") → cents. */
const amount = (field: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, FILTER_MESSAGES.notANumber(field))
    .transform((value) => Math.round(Number(value) * 100))
    .refine((cents) => cents <= VALUE_MAX_UNITS * 100, FILTER_MESSAGES.notANumber(field))
    .optional();

/** YYYY-MM-DD, a real day. */
const day = z
  .string()
  .trim()
  .refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Enter a valid date (YYYY-MM-DD)')
  .optional();

export const clientFilterFields = {
  tags: list(FILTER_MESSAGES.tags, z.string().max(50, FILTER_MESSAGES.tags)),
  source: list(
    FILTER_MESSAGES.source,
    z.enum(LEAD_SOURCES, FILTER_MESSAGES.unknownSource(LEAD_SOURCES)),
  ),
  status: list(
    FILTER_MESSAGES.status,
    z.enum(CLIENT_STATUSES, FILTER_MESSAGES.unknownStatus(CLIENT_STATUSES)),
  ),
  value_min: amount(FILTER_MESSAGES.valueMin),
  value_max: amount(FILTER_MESSAGES.valueMax),
  close_from: day,
  close_to: day,
  created_from: day,
  created_to: day,
  not_contacted: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, FILTER_MESSAGES.notWholeDays)
    .transform(Number)
    .refine((days) => days >= 1 && days <= NOT_CONTACTED_MAX_DAYS, FILTER_MESSAGES.notWholeDays)
    .optional(),
  // Read as a string first: the URL's spelling is the input type the web sends.
  task: z.string().pipe(z.enum(TASK_FILTERS, FILTER_MESSAGES.unknownTask)).optional(),
};

export type FilterOutput = {
  [K in keyof typeof clientFilterFields]?: z.output<(typeof clientFilterFields)[K]>;
};

/** min ≤ max and from ≤ to, each reported on the later field. */
export function checkFilterRanges(value: FilterOutput, context: z.RefinementCtx): void {
  if (value.value_min !== undefined && value.value_max !== undefined) {
    if (value.value_min > value.value_max)
      context.addIssue({
        code: 'custom',
        path: ['value_max'],
        message: FILTER_MESSAGES.minAboveMax(FILTER_MESSAGES.value),
      });
  }
  const pairs = [
    ['close_from', 'close_to', FILTER_MESSAGES.closeDate],
    ['created_from', 'created_to', FILTER_MESSAGES.created],
  ] as const;
  for (const [from, to, label] of pairs) {
    const start = value[from];
    const end = value[to];
    if (start && end && start > end)
      context.addIssue({ code: 'custom', path: [to], message: FILTER_MESSAGES.fromAfterTo(label) });
  }
}

/** The filters as the server's ClientFilter reads them (cents, days, arrays). */
export type ClientFilters = {
  tags?: string[] | undefined;
  sources?: LeadSource[] | undefined;
  statuses?: ClientStatus[] | undefined;
  valueMinCents?: number | undefined;
  valueMaxCents?: number | undefined;
  closeFrom?: string | undefined;
  closeTo?: string | undefined;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  notContactedDays?: number | undefined;
  task?: TaskFilter | undefined;
};

export function toClientFilters(query: FilterOutput): ClientFilters {
  return {
    tags: query.tags?.length ? query.tags : undefined,
    sources: query.source?.length ? query.source : undefined,
    statuses: query.status?.length ? query.status : undefined,
    valueMinCents: query.value_min,
    valueMaxCents: query.value_max,
    closeFrom: query.close_from,
    closeTo: query.close_to,
    createdFrom: query.created_from,
    createdTo: query.created_to,
    notContactedDays: query.not_contacted,
    task: query.task,
  };
}

/** The filters' query as GET /clients/summary and the exports read it (no sort or page). */
export const ZClientFilterQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    owner: z.string().trim().min(1).max(100).optional(),
    ...clientFilterFields,
  })
  .superRefine(checkFilterRanges);
export type ClientFilterQuery = z.output<typeof ZClientFilterQuery>;

/** The filters as the URL (and a bulk "all matching") spells them: strings by name. */
export type ClientFilterUrl = { q?: string; owner?: string } & Partial<
  Record<ClientFilterParam, string>
> &
  // The custom field filters (decision 049), `cf.<id>` or `cf.<id>.min`/`.max`.
  Record<`cf.${string}`, string>;

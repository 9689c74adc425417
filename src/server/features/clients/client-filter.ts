// The search and the filters shared by the list, the summary's columns, the exports and
// bulk "all matching": q matches name, email, phone, company and tags, case-insensitively,
// and a phone-like q also matches the digits of the phone whatever its formatting. Both
// read clients.search_text (migration 0012), which holds all of these lowercased. The
// issue 20 filters (tags, source, value, dates, not contacted, tasks) are in
// matchesRowFilters; they all combine with AND.
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import {
  type ClientFilters,
  type FilterOutput,
  toClientFilters,
} from '../../../core/client-filter-schemas';
import { CLIENT_OWNER_MINE, CLIENT_OWNER_UNASSIGNED } from '../../../core/client-schemas';
import type { ClientStatus } from '../../../core/clients';
import type { CustomFieldFilter } from '../../../core/custom-field-filters';
import type { DB } from '../../db/types';
import { recordFilter, type WorkspaceAccess } from '../../platform/access/workspace-access';
import { matchesCustomFields } from './custom-field-filter';

export type ClientFilter = Omit<ClientFilters, 'statuses'> & {
  q?: string | undefined;
  /** One status or several (issue 20: ?status=a,b); absent or empty = every status. */
  status?: ClientStatus | readonly ClientStatus[] | undefined;
  /** 'mine', 'unassigned' or a member's user id (issue 18); absent = every owner. */
  owner?: string | undefined;
  /** Custom field filters (decision 049): every one must hold. */
  custom?: readonly CustomFieldFilter[] | undefined;
};

/** A parsed list, summary, export or bulk "matching" query as the filter. */
export function clientFilterOf(
  query: FilterOutput & { q?: string | undefined; owner?: string | undefined },
): ClientFilter {
  const { statuses, ...filters } = toClientFilters(query);
  return { q: query.q, owner: query.owner, status: statuses, ...filters };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a UTC day, and of the day after it ("created to" takes the whole day). */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + DAY_MS);

type Clients = ExpressionBuilder<DB, 'clients'>;
type ClientTotals = ExpressionBuilder<DB, 'client_totals'>;
type ClientStatusOrder = ExpressionBuilder<DB, 'client_status_order'>;

/** q as a LIKE pattern that matches it literally anywhere: % _ and \ lose their meaning. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The digits of a q that looks like (part of) a phone number, e.g. "(415) 555". */
export function phoneDigits(q: string): string | undefined {
  if (!/^[\d\s+().-]+$/.test(q)) return undefined;
  const digits = q.replace(/\D/g, '');
  return digits.length >= 3 ? digits : undefined;
}

export function matchesSearch(eb: Clients, q: string): Expression<SqlBool> {
  // Control characters separate the fields inside search_text: never part of a match.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
  const text = q.replace(/[\u0000-\u001f\u007f]/g, '');
  // The database folds the pattern (lower case, no accents) as it folded search_text
  // (migration 0060), and answers it from the trigram index.
  const matches = [
    eb('searchText', 'like', sql<string>`scale_search_fold(${containsPattern(text)})`),
  ];
  const digits = phoneDigits(text);
  if (digits && digits !== text) matches.push(eb('searchText', 'like', `%${digits}%`));
  return matches.length === 1 ? (matches[0] as Expression<SqlBool>) : eb.or(matches);
}

/**
 * The clients of the current workspace the caller may see (the one access layer) that
 * match the filter (every part optional).
 */
export function matchesFilter(eb: Clients, access: WorkspaceAccess, filter: ClientFilter) {
  const conditions: Expression<SqlBool>[] = [recordFilter(access, 'clients', 'view')];
  if (filter.owner === CLIENT_OWNER_MINE) conditions.push(eb('userId', '=', access.userId));
  else if (filter.owner === CLIENT_OWNER_UNASSIGNED) conditions.push(eb('userId', 'is', null));
  else if (filter.owner) conditions.push(eb('userId', '=', filter.owner));
  const statuses = statusList(filter.status);
  if (statuses.length > 0) conditions.push(eb('status', 'in', statuses));
  conditions.push(...rowConditions(eb, filter));
  return eb.and(conditions);
}

/** The filter's statuses as a list (empty = every status). */
export function statusList(status: ClientFilter['status']): readonly ClientStatus[] {
  if (!status) return [];
  return typeof status === 'string' ? [status] : status;
}

/**
 * The conditions client_totals cannot answer (the search, the issue 20 filters and the
 * custom fields'): each reads the client's own columns. Empty when the filter has none.
 */
function rowConditions(eb: Clients, filter: ClientFilter): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.q) conditions.push(matchesSearch(eb, filter.q));
  // Any of the tags, exactly as stored: `&&` is what the GIN index of migration 0035 answers.
  if (filter.tags?.length)
    conditions.push(sql<SqlBool>`${eb.ref('tags')} && ${sql.val(filter.tags)}::text[]`);
  if (filter.sources?.length) conditions.push(eb('leadSource', 'in', filter.sources));
  if (filter.valueMinCents !== undefined)
    conditions.push(eb('estimatedValueCents', '>=', filter.valueMinCents));
  if (filter.valueMaxCents !== undefined)
    conditions.push(eb('estimatedValueCents', '<=', filter.valueMaxCents));
  if (filter.closeFrom)
    conditions.push(sql<SqlBool>`${eb.ref('expectedCloseDate')} >= ${filter.closeFrom}::date`);
  if (filter.closeTo)
    conditions.push(sql<SqlBool>`${eb.ref('expectedCloseDate')} <= ${filter.closeTo}::date`);
  // Created dates are whole UTC days.
  if (filter.createdFrom) conditions.push(eb('createdAt', '>=', dayStart(filter.createdFrom)));
  if (filter.createdTo) conditions.push(eb('createdAt', '<', dayAfter(filter.createdTo)));
  if (filter.notContactedDays !== undefined) {
    // Never contacted counts as "not contacted for N days".
    const cutoff = new Date(Date.now() - filter.notContactedDays * DAY_MS);
    conditions.push(eb.or([eb('lastContactedAt', 'is', null), eb('lastContactedAt', '<', cutoff)]));
  }
  if (filter.task) conditions.push(matchesTaskFilter(eb, filter.task));
  if (filter.custom?.length) conditions.push(matchesCustomFields(eb, filter.custom));
  return conditions;
}

/** Open tasks of this client (client_tasks_client_open_idx, migration 0032). */
function matchesTaskFilter(eb: Clients, task: NonNullable<ClientFilter['task']>) {
  const openTasks = eb
    .selectFrom('client_tasks')
    .select(sql`1`.as('one'))
    .whereRef('client_tasks.clientId', '=', 'clients.id')
    .where('client_tasks.doneAt', 'is', null);
  if (task === 'none') return eb.not(eb.exists(openTasks));
  if (task === 'overdue')
    return eb.exists(openTasks.where('client_tasks.dueAt', '<', sql<Date>`now()`));
  return eb.exists(openTasks);
}

/** Whether the filter reads the clients' own columns (client_totals cannot count it). */
export function hasRowFilters(filter: ClientFilter): boolean {
  return Boolean(
    filter.q ||
      filter.tags?.length ||
      filter.sources?.length ||
      filter.valueMinCents !== undefined ||
      filter.valueMaxCents !== undefined ||
      filter.closeFrom ||
      filter.closeTo ||
      filter.createdFrom ||
      filter.createdTo ||
      filter.notContactedDays !== undefined ||
      filter.task ||
      filter.custom?.length,
  );
}

/**
 * The row filters alone (no access, owner or status): what narrows the summary's columns
 * while its tiles count the whole workspace. `undefined` when there are none.
 */
export function matchesRowFilters(
  eb: Clients,
  filter: ClientFilter,
): Expression<SqlBool> | undefined {
  const conditions = rowConditions(eb, filter);
  return conditions.length > 0 ? eb.and(conditions) : undefined;
}

/**
 * The same filter without a search, over client_totals (migration 0027) or
 * client_status_order (0055): their rows carry the clients' workspace_id, user_id,
 * created_by and status under the same names, so
 * recordFilter and the owner and status conditions read them exactly as they read the
 * clients; summing the matching groups counts the clients matchesFilter would.
 */
export function matchesTotalsFilter(
  eb: ClientTotals | ClientStatusOrder,
  access: WorkspaceAccess,
  filter: Omit<ClientFilter, 'q'>,
) {
  // Both tables name these columns alike, with the same types.
  const kept = eb as ClientTotals;
  const conditions: Expression<SqlBool>[] = [recordFilter(access, 'clients', 'view')];
  if (filter.owner === CLIENT_OWNER_MINE) conditions.push(kept('userId', '=', access.userId));
  else if (filter.owner === CLIENT_OWNER_UNASSIGNED) conditions.push(kept('userId', 'is', null));
  else if (filter.owner) conditions.push(kept('userId', '=', filter.owner));
  const statuses = statusList(filter.status);
  if (statuses.length > 0) conditions.push(kept('status', 'in', statuses));
  return eb.and(conditions);
}

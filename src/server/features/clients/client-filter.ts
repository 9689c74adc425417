// The search and the status filter shared by the list, the summary's columns and the
// exports: q matches name, email, phone, company and tags, case-insensitively, and a
// phone-like q also matches the digits of the phone whatever its formatting. Both
// read clients.search_text (migration 0012), which holds all of these lowercased.
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { CLIENT_OWNER_MINE, CLIENT_OWNER_UNASSIGNED } from '../../../core/client-schemas';
import type { ClientStatus } from '../../../core/clients';
import type { CustomFieldFilter } from '../../../core/custom-field-filters';
import type { DB } from '../../db/types';
import { recordFilter, type WorkspaceAccess } from '../../platform/access/workspace-access';
import { matchesCustomFields } from './custom-field-filter';

export type ClientFilter = {
  q?: string | undefined;
  status?: ClientStatus | undefined;
  /** 'mine', 'unassigned' or a member's user id (issue 18); absent = every owner. */
  owner?: string | undefined;
  /** Custom field filters (decision 049): every one must hold. */
  custom?: readonly CustomFieldFilter[] | undefined;
};

type Clients = ExpressionBuilder<DB, 'clients'>;
type ClientTotals = ExpressionBuilder<DB, 'client_totals'>;

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
  // The database lowercases the pattern as it lowercased search_text.
  const matches = [eb('searchText', 'like', sql<string>`lower(${containsPattern(text)})`)];
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
  if (filter.status) conditions.push(eb('status', '=', filter.status));
  if (filter.q) conditions.push(matchesSearch(eb, filter.q));
  if (filter.custom?.length) conditions.push(matchesCustomFields(eb, filter.custom));
  return eb.and(conditions);
}

/**
 * The same filter without a search, over client_totals (migration 0027): its rows carry
 * the clients' workspace_id, user_id, created_by and status under the same names, so
 * recordFilter and the owner and status conditions read them exactly as they read the
 * clients; summing the matching groups counts the clients matchesFilter would.
 */
export function matchesTotalsFilter(
  eb: ClientTotals,
  access: WorkspaceAccess,
  filter: Omit<ClientFilter, 'q'>,
) {
  const conditions: Expression<SqlBool>[] = [recordFilter(access, 'clients', 'view')];
  if (filter.owner === CLIENT_OWNER_MINE) conditions.push(eb('userId', '=', access.userId));
  else if (filter.owner === CLIENT_OWNER_UNASSIGNED) conditions.push(eb('userId', 'is', null));
  else if (filter.owner) conditions.push(eb('userId', '=', filter.owner));
  if (filter.status) conditions.push(eb('status', '=', filter.status));
  return eb.and(conditions);
}

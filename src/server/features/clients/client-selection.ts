// What an export reads: the clients the list's filters take, or (issue 20, "export
// selected") exactly the hand-picked ids among those the caller may see — never another
// workspace's, never a teammate's the caller's level hides.
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { type ClientFilter, matchesFilter } from './client-filter';

export type ClientSelection = ClientFilter & { ids?: readonly string[] | undefined };

export function matchesSelection(
  eb: ExpressionBuilder<DB, 'clients'>,
  access: WorkspaceAccess,
  selection: ClientSelection,
): Expression<SqlBool> {
  const { ids, ...filter } = selection;
  const match = matchesFilter(eb, access, filter);
  // One array parameter, whatever the number of ids (bind parameters stop at 65,535).
  return ids ? eb.and([match, sql<SqlBool>`id = ANY(${[...new Set(ids)]}::uuid[])`]) : match;
}

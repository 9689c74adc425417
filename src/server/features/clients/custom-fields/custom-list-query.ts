// The custom field part of GET /clients (decision 049): `cf.*` filters and a `cf:` sort
// need the workspace's fields; a list without them reads none.
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { CUSTOM_FILTER_PREFIX, readCustomFilters } from '../../../../core/custom-field-filters';
import { CUSTOM_SORT_PREFIX } from '../../../../core/custom-field-schemas';
import type { DB } from '../../../db/types';
import { badRequest } from '../../../http/errors';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import type { CustomListQuery } from '../list-clients';
import { workspaceCustomFields } from './custom-field-rows';

export async function readCustomListQuery(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  c: Context,
): Promise<CustomListQuery> {
  return customListQueryOf(db, access, c.req.query());
}

/**
 * The same from parameters spelled as in the list's URL — a bulk action's `matching`
 * (decision 051) names its clients with them. An unreadable filter is a 400 naming it.
 */
export async function customListQueryOf(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  params: Readonly<Record<string, string | undefined>>,
): Promise<CustomListQuery> {
  const given = Object.fromEntries(
    Object.entries(params).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, value] as const],
    ),
  );
  const wanted =
    given.sort?.startsWith(CUSTOM_SORT_PREFIX) ||
    Object.keys(given).some((name) => name.startsWith(CUSTOM_FILTER_PREFIX));
  if (!wanted) return { fields: [], filters: [] };
  const fields = await workspaceCustomFields(db, access);
  const { filters, errors } = readCustomFilters(given, fields);
  const first = Object.values(errors)[0];
  if (first !== undefined) throw badRequest(first, errors);
  return { fields, filters };
}

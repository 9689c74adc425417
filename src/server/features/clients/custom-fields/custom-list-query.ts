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
  const params = c.req.query();
  const wanted =
    params.sort?.startsWith(CUSTOM_SORT_PREFIX) ||
    Object.keys(params).some((name) => name.startsWith(CUSTOM_FILTER_PREFIX));
  if (!wanted) return { fields: [], filters: [] };
  const fields = await workspaceCustomFields(db, access.workspaceId);
  const { filters, errors } = readCustomFilters(params, fields);
  const first = Object.values(errors)[0];
  if (first !== undefined) throw badRequest(first, errors);
  return { fields, filters };
}

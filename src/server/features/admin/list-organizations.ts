// GET /admin/organizations: every organization, active or not, newest first, searched
// by name or slug.
import type { Kysely } from 'kysely';
import type { AdminOrganizationView, AdminPage } from '../../../core/admin-schemas';
import type { DB } from '../../db/types';
import { selectAdminOrganizations, toAdminOrganizationView } from '../organizations/public';
import { ADMIN_PAGE_SIZE, type AdminListQuery, searchPattern, toAdminPage } from './admin-page';

export async function listOrganizations(
  db: Kysely<DB>,
  query: AdminListQuery,
): Promise<AdminPage<AdminOrganizationView>> {
  const pattern = searchPattern(query.q);
  const matching = <T extends ReturnType<typeof selectAdminOrganizations>>(builder: T): T =>
    pattern
      ? (builder.where((eb) =>
          eb.or([eb('o.name', 'ilike', pattern), eb('o.slug', 'ilike', pattern)]),
        ) as T)
      : builder;
  const rows = await matching(selectAdminOrganizations(db))
    .orderBy('o.createdAt', 'desc')
    .orderBy('o.id', 'desc')
    .limit(ADMIN_PAGE_SIZE)
    .offset(query.offset)
    .execute();
  const { total } = await matching(selectAdminOrganizations(db))
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return toAdminPage(rows.map(toAdminOrganizationView), Number(total), query.offset);
}

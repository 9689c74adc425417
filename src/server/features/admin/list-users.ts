// GET /admin/users: every account, newest first, searched by e-mail, username or
// display name.
import type { Kysely } from 'kysely';
import type { AdminPage, AdminUserView } from '../../../core/admin-schemas';
import type { DB } from '../../db/types';
import { ADMIN_PAGE_SIZE, type AdminListQuery, searchPattern, toAdminPage } from './admin-page';
import { selectAdminUsers, toAdminUserView } from './admin-user-view';

export async function listUsers(
  db: Kysely<DB>,
  query: AdminListQuery,
): Promise<AdminPage<AdminUserView>> {
  const pattern = searchPattern(query.q);
  const matching = <T extends ReturnType<typeof selectAdminUsers>>(builder: T): T =>
    pattern
      ? (builder.where((eb) =>
          eb.or([
            eb('u.email', 'ilike', pattern),
            eb('p.username', 'ilike', pattern),
            eb('p.displayName', 'ilike', pattern),
          ]),
        ) as T)
      : builder;
  const rows = await matching(selectAdminUsers(db))
    .orderBy('u.createdAt', 'desc')
    .orderBy('u.id', 'desc')
    .limit(ADMIN_PAGE_SIZE)
    .offset(query.offset)
    .execute();
  const { total } = await matching(selectAdminUsers(db))
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return toAdminPage(rows.map(toAdminUserView), Number(total), query.offset);
}

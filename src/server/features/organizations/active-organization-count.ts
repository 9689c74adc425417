// In how many organizations a user is an active member, as a column another feature's
// query can select (the platform admin's user list) without reading this feature's tables.
import { type RawBuilder, sql } from 'kysely';

/** `userIdColumn` is a column reference of the outer query, e.g. 'u.id'. */
export function activeOrganizationCount(userIdColumn: string): RawBuilder<number> {
  return sql<number>`(
    SELECT count(*)::int FROM organization_members m
    WHERE m.user_id = ${sql.ref(userIdColumn)} AND m.status = 'active'
  )`;
}

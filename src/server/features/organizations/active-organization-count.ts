// In how many organizations a user is an active member, as a column another feature's
// query can select (the platform admin's user list) without reading this feature's tables.
// Team organizations only: everyone has a personal workspace, which is no organization
// to the platform admin (issue 18).
import { type RawBuilder, sql } from 'kysely';

/** `userIdColumn` is a column reference of the outer query, e.g. 'u.id'. */
export function activeOrganizationCount(userIdColumn: string): RawBuilder<number> {
  return sql<number>`(
    SELECT count(*)::int FROM organization_members m
    JOIN organizations o ON o.id = m.organization_id
    WHERE m.user_id = ${sql.ref(userIdColumn)} AND m.status = 'active'
      AND o.personal_user_id IS NULL
  )`;
}

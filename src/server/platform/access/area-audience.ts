// The active members of a workspace who may view an area at all (any level but none):
// the audience of a record everyone in the area uses, such as a shared template.
import { type Kysely, sql } from 'kysely';
import { type DataArea, levelsFrom } from '../../../core/access';
import type { DB } from '../../db/types';

export async function areaAudience(
  db: Kysely<DB>,
  workspaceId: string,
  area: DataArea,
): Promise<string[]> {
  const members = await db
    .selectFrom('organization_members as m')
    .select([
      'm.userId',
      sql<
        string[]
      >`ARRAY(SELECT permission_name FROM get_user_permissions(m.user_id, m.organization_id))`.as(
        'permissions',
      ),
    ])
    .where('m.organizationId', '=', workspaceId)
    .where('m.status', '=', 'active')
    .execute();
  return members
    .filter((member) => levelsFrom(member.permissions)[area].view !== 'none')
    .map((member) => member.userId);
}

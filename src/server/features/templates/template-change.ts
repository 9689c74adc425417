// Live updates for a template: a private one reaches its owner; a shared one every
// active member of its workspace who may view clients at all (they all use it), and its
// owner — no one else.
import { type Kysely, sql } from 'kysely';
import { levelsFrom } from '../../../core/access';
import type { DB } from '../../db/types';
import { type ChangeEvent, publishChange } from '../../platform/events/publish';
import type { TemplateRow } from './template-view';

async function sharedTemplateAudience(db: Kysely<DB>, workspaceId: string): Promise<string[]> {
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
    .filter((member) => levelsFrom(member.permissions).clients.view !== 'none')
    .map((member) => member.userId);
}

export async function publishTemplateChange(
  trx: Kysely<DB>,
  row: Pick<TemplateRow, 'workspaceId' | 'userId' | 'isShared'>,
  op: ChangeEvent['op'],
  id: string,
  /** Shared before this change (a template made private must leave the others' lists). */
  wasShared = false,
): Promise<void> {
  const audience = new Set([row.userId]);
  if (row.isShared || wasShared) {
    for (const userId of await sharedTemplateAudience(trx, row.workspaceId)) audience.add(userId);
  }
  for (const userId of audience)
    await publishChange(trx, userId, { entity: 'message_templates', op, id });
}

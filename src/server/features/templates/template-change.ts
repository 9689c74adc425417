// Live updates for a template: a private one reaches its owner; a shared one every
// active member of its workspace who may view clients at all (they all use it), and its
// owner — no one else.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { areaAudience } from '../../platform/access/publish-record-change';
import { type ChangeEvent, publishChange } from '../../platform/events/publish';
import type { TemplateRow } from './template-view';

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
    for (const userId of await areaAudience(trx, row.workspaceId, 'clients')) audience.add(userId);
  }
  for (const userId of audience) {
    await publishChange(trx, userId, { entity: 'message_templates', op, id });
  }
}

// POST /templates/:id/move (issue 18): a template the caller may change goes from the
// current workspace into another where they may edit clients (typically Personal → a
// team). Out of a team only by those who run its clients (edit all). Into a personal
// workspace it becomes private (nobody to share with there).
import type { Kysely } from 'kysely';
import { WORKSPACE_MESSAGES } from '../../../core/messages';
import type { MessageTemplate } from '../../../core/template-schemas';
import type { DB } from '../../db/types';
import { badRequest, HttpError, notFound } from '../../http/errors';
import {
  loadOtherWorkspaceAccess,
  type WorkspaceAccess,
} from '../../platform/access/workspace-access';
import { findEditableTemplate } from './find-template';
import { publishTemplateChange } from './template-change';
import { toTemplateView } from './template-view';

export async function moveTemplate(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  templateId: string,
  workspaceId: string,
): Promise<MessageTemplate> {
  if (workspaceId === access.workspaceId) throw badRequest(WORKSPACE_MESSAGES.alreadyInWorkspace);
  return db.transaction().execute(async (trx) => {
    const stored = await findEditableTemplate(trx, access, templateId);
    if (!access.isPersonal && access.levels.clients.edit !== 'all') {
      throw new HttpError('forbidden', WORKSPACE_MESSAGES.moveOutNotAllowed);
    }
    const target = await loadOtherWorkspaceAccess(trx, access, workspaceId);
    if (!target) throw notFound(WORKSPACE_MESSAGES.workspaceNotFound);
    if (target.levels.clients.edit === 'none') {
      throw new HttpError('forbidden', WORKSPACE_MESSAGES.moveTargetNotAllowed);
    }
    const moved = await trx
      .updateTable('message_templates')
      .set({
        workspaceId: target.workspaceId,
        userId: access.userId,
        ...(target.isPersonal ? { isShared: false } : {}),
      })
      .where('id', '=', stored.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Those who used it where it was drop it; those who may use it where it is get it.
    await publishTemplateChange(trx, stored, 'delete', stored.id);
    await publishTemplateChange(trx, moved, 'insert', moved.id);
    return toTemplateView(moved);
  });
}

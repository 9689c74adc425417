// POST /documents/:id/move (issue 18, "Move to workspace"): a document the caller may
// edit in the current workspace goes to another workspace where their documents edit
// level covers it, with its tracking links (the share addresses keep working) and so its
// views. Its owner stays; its project places stay (a project share is made to a person).
// A workspace they are not an active member of answers 404 as a foreign id does; one
// where they may not edit documents 403 — and in both cases nothing changes.
import type { Kysely } from 'kysely';
import { mayTouchRecord } from '../../../core/access';
import type { DocumentView } from '../../../core/documents';
import { WORKSPACE_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { HttpError, notFound } from '../../http/errors';
import {
  loadOtherWorkspaceAccess,
  type WorkspaceAccess,
} from '../../platform/access/workspace-access';
import { selectDocumentViews, toDocumentView } from './document-view';
import { findEditableDocument } from './find-readable-document';
import { documentAudience, publishDocumentChange } from './publish-document-change';

export async function moveDocument(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  documentId: string,
  targetWorkspaceId: string,
): Promise<DocumentView> {
  const id = await db.transaction().execute(async (trx) => {
    const document = await findEditableDocument(trx, access, documentId);
    // Out of a team only by those who run its records (edit all): a member does not take
    // the team's documents with them.
    if (!access.isPersonal && access.levels.documents.edit !== 'all') {
      throw new HttpError('forbidden', WORKSPACE_MESSAGES.moveOutNotAllowed);
    }
    const target = await loadOtherWorkspaceAccess(trx, access, targetWorkspaceId);
    if (!target) throw notFound(WORKSPACE_MESSAGES.workspaceNotFound);
    const ownership = { ownerId: document.userId, createdBy: document.createdBy };
    // Moved only where the caller may still change it afterwards.
    if (!mayTouchRecord(target.levels.documents.edit, access.userId, ownership)) {
      throw new HttpError('forbidden', WORKSPACE_MESSAGES.moveTargetNotAllowed);
    }
    if (target.workspaceId === document.workspaceId) return document.id;
    const before = await documentAudience(trx, document);
    await trx
      .updateTable('documents')
      .set({ workspaceId: target.workspaceId })
      .where('id', '=', document.id)
      .execute();
    await trx
      .updateTable('document_tracking_links')
      .set({ workspaceId: target.workspaceId })
      .where('documentId', '=', document.id)
      .execute();
    // Those who saw it where it was drop it; those who see it where it is now get it.
    await publishDocumentChange(trx, before, 'delete', document.id);
    await publishDocumentChange(
      trx,
      { ...before, workspaceId: target.workspaceId },
      'insert',
      document.id,
    );
    return document.id;
  });
  const row = await selectDocumentViews(db)
    .where('documents.id', '=', id)
    .executeTakeFirstOrThrow();
  return toDocumentView(row, access.userId);
}

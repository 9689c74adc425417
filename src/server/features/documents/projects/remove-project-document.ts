// DELETE /projects/:id/documents/:documentId: an owner or editor takes a document out
// of the project; the document itself stays with its owner.
import type { Kysely } from 'kysely';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { notFound } from '../../../http/errors';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { checkId, OWNER_OR_EDITOR, requireProjectAccess } from './project-access';
import { publishProjectChange } from './publish-project-change';

export async function removeProjectDocument(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  projectId: string,
  documentId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const project = await requireProjectAccess(trx, access, projectId, OWNER_OR_EDITOR);
    const removed = await trx
      .deleteFrom('project_documents')
      .where('projectId', '=', project.projectId)
      .where('documentId', '=', checkId(documentId, DOCUMENT_MESSAGES.documentNotFound))
      .returning('documentId')
      .executeTakeFirst();
    if (!removed) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
    await publishProjectChange(trx, project.projectId, 'update');
  });
}

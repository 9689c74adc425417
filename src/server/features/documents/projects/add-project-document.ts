// POST /projects/:id/documents: an owner or editor shares one of their own documents
// with the project (one they may edit in the current workspace), within the project owner's limit on documents per project.
import type { Kysely } from 'kysely';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import type { ProjectDetail } from '../../../../core/project-schemas';
import type { DB } from '../../../db/types';
import { HttpError } from '../../../http/errors';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { findEditableDocument } from '../find-readable-document';
import { OWNER_OR_EDITOR, requireProjectAccess } from './project-access';
import { loadProjectDetail } from './project-detail';
import { assertBelowLimit, lockFor } from './project-limit';
import { publishProjectChange } from './publish-project-change';

export async function addProjectDocument(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  projectId: string,
  documentId: string,
): Promise<ProjectDetail> {
  return db.transaction().execute(async (trx) => {
    const project = await requireProjectAccess(trx, access, projectId, OWNER_OR_EDITOR);
    await lockFor(trx, `project_documents:${project.projectId}`);
    // A document the caller may not see in the current workspace answers like a missing
    // one (nobody learns it exists); one they see but may not edit, 403.
    const document = await findEditableDocument(trx, access, documentId);
    const already = await trx
      .selectFrom('project_documents')
      .select('documentId')
      .where('projectId', '=', project.projectId)
      .where('documentId', '=', document.id)
      .executeTakeFirst();
    if (already) throw new HttpError('conflict', DOCUMENT_MESSAGES.documentAlreadyInProject);
    const { count } = await trx
      .selectFrom('project_documents')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('projectId', '=', project.projectId)
      .executeTakeFirstOrThrow();
    await assertBelowLimit(trx, project.ownerId, 'documentsPerProject', Number(count));
    await trx
      .insertInto('project_documents')
      .values({ projectId: project.projectId, documentId: document.id, addedBy: access.userId })
      .execute();
    await publishProjectChange(trx, project.projectId, 'update');
    return loadProjectDetail(trx, access, project.projectId);
  });
}

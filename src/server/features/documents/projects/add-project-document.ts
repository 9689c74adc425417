// POST /projects/:id/documents: an owner or editor shares one of their own documents
// with the project, within the project owner's limit on documents per project.
import type { Kysely } from 'kysely';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import type { ProjectDetail } from '../../../../core/project-schemas';
import type { DB } from '../../../db/types';
import { HttpError } from '../../../http/errors';
import { findOwnDocument } from '../find-readable-document';
import { OWNER_OR_EDITOR, requireProjectAccess } from './project-access';
import { loadProjectDetail } from './project-detail';
import { assertBelowLimit, lockFor } from './project-limit';
import { publishProjectChange } from './publish-project-change';

export async function addProjectDocument(
  db: Kysely<DB>,
  userId: string,
  projectId: string,
  documentId: string,
): Promise<ProjectDetail> {
  return db.transaction().execute(async (trx) => {
    const access = await requireProjectAccess(trx, userId, projectId, OWNER_OR_EDITOR);
    await lockFor(trx, `project_documents:${access.projectId}`);
    // Another user's document answers like a missing one: nobody learns it exists.
    const document = await findOwnDocument(trx, userId, documentId);
    const already = await trx
      .selectFrom('project_documents')
      .select('documentId')
      .where('projectId', '=', access.projectId)
      .where('documentId', '=', document.id)
      .executeTakeFirst();
    if (already) throw new HttpError('conflict', DOCUMENT_MESSAGES.documentAlreadyInProject);
    const { count } = await trx
      .selectFrom('project_documents')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('projectId', '=', access.projectId)
      .executeTakeFirstOrThrow();
    await assertBelowLimit(trx, access.ownerId, 'documentsPerProject', Number(count));
    await trx
      .insertInto('project_documents')
      .values({ projectId: access.projectId, documentId: document.id, addedBy: userId })
      .execute();
    await publishProjectChange(trx, access.projectId, 'update');
    return loadProjectDetail(trx, userId, access.projectId);
  });
}

// Changes a document's title, description or tags; whoever's documents edit level covers
// it may (its owner or creator at "own", anyone at "all").
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ZDocumentUpdate } from '../../../core/document-schemas';
import type { DocumentView } from '../../../core/documents';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { selectDocumentViews, toDocumentView } from './document-view';
import { findEditableDocument } from './find-readable-document';
import { documentAudience, publishDocumentChange } from './publish-document-change';

export async function updateDocument(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  documentId: string,
  input: z.output<typeof ZDocumentUpdate>,
): Promise<DocumentView> {
  const id = await db.transaction().execute(async (trx) => {
    const document = await findEditableDocument(trx, access, documentId);
    await trx
      .updateTable('documents')
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.tags !== undefined ? { tags: input.tags } : {}),
      })
      .where('id', '=', document.id)
      .execute();
    await publishDocumentChange(trx, await documentAudience(trx, document), 'update', document.id);
    return document.id;
  });
  const row = await selectDocumentViews(db)
    .where('documents.id', '=', id)
    .executeTakeFirstOrThrow();
  return toDocumentView(row, access.userId);
}

// Changes a document's title, description or tags; only its owner may.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ZDocumentUpdate } from '../../../core/document-schemas';
import type { DocumentView } from '../../../core/documents';
import { DOCUMENT_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';
import { selectDocumentViews, toDocumentView } from './document-view';
import { checkDocumentId } from './find-readable-document';
import { documentAudience, publishDocumentChange } from './publish-document-change';

export async function updateDocument(
  db: Kysely<DB>,
  userId: string,
  documentId: string,
  input: z.output<typeof ZDocumentUpdate>,
): Promise<DocumentView> {
  const id = checkDocumentId(documentId);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('documents')
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.tags !== undefined ? { tags: input.tags } : {}),
      })
      .where('id', '=', id)
      .where('userId', '=', userId)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
    await publishDocumentChange(trx, await documentAudience(trx, userId, id), 'update', id);
  });
  const row = await selectDocumentViews(db)
    .where('documents.id', '=', id)
    .executeTakeFirstOrThrow();
  return toDocumentView(row, userId);
}

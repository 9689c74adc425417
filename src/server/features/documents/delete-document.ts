// Deletes one of the caller's documents with its links, views and project places (the
// foreign keys cascade), then its file and thumbnail. A file storage cannot remove is
// only warned about (spec §7): the document is gone either way.
import type { Kysely } from 'kysely';
import { DOCUMENT_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';
import type { Storage } from '../../platform/storage/storage';
import { checkDocumentId } from './find-readable-document';
import { documentAudience, publishDocumentChange } from './publish-document-change';

export async function deleteDocument(
  db: Kysely<DB>,
  storage: Storage,
  userId: string,
  documentId: string,
): Promise<void> {
  const id = checkDocumentId(documentId);
  const row = await db.transaction().execute(async (trx) => {
    // Before the delete: it takes the document's project places (and so its audience) along.
    const audience = await documentAudience(trx, userId, id);
    const deleted = await trx
      .deleteFrom('documents')
      .where('id', '=', id)
      .where('userId', '=', userId)
      .returning(['id', 'storagePath', 'thumbnailPath'])
      .executeTakeFirst();
    if (!deleted) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
    await publishDocumentChange(trx, audience, 'delete', id);
    return deleted;
  });
  // The storage drivers never throw on delete; they warn.
  await storage.delete(row.storagePath);
  if (row.thumbnailPath) await storage.delete(row.thumbnailPath);
}

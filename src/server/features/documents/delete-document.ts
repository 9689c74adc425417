// Deletes a document the caller may edit with its links, views and project places (the
// foreign keys cascade), then its file and thumbnail. A file storage cannot remove is
// only warned about (spec §7): the document is gone either way.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import type { Storage } from '../../platform/storage/storage';
import { findEditableDocument } from './find-readable-document';
import { documentAudience, publishDocumentChange } from './publish-document-change';

export async function deleteDocument(
  db: Kysely<DB>,
  storage: Storage,
  access: WorkspaceAccess,
  documentId: string,
): Promise<void> {
  const row = await db.transaction().execute(async (trx) => {
    const document = await findEditableDocument(trx, access, documentId);
    // Before the delete: it takes the document's project places (and so its audience) along.
    const audience = await documentAudience(trx, document);
    await trx.deleteFrom('documents').where('id', '=', document.id).execute();
    await publishDocumentChange(trx, audience, 'delete', document.id);
    return document;
  });
  // The storage drivers never throw on delete; they warn.
  await storage.delete(row.storagePath);
  if (row.thumbnailPath) await storage.delete(row.thumbnailPath);
}

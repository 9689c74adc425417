// The caller's documents, newest first; or, with `shared`, the documents of projects the
// caller is a member of but that belong to someone else.
import type { Kysely } from 'kysely';
import type { DocumentView } from '../../../core/documents';
import type { DB } from '../../db/types';
import { inProjectOf, selectDocumentViews, toDocumentView } from './document-view';

export async function listDocuments(
  db: Kysely<DB>,
  userId: string,
  { shared = false }: { shared?: boolean } = {},
): Promise<DocumentView[]> {
  let query = selectDocumentViews(db);
  query = shared
    ? query.where('documents.userId', '!=', userId).where((eb) => inProjectOf(eb, userId))
    : query.where('documents.userId', '=', userId);
  const rows = await query
    .orderBy('documents.createdAt', 'desc')
    .orderBy('documents.id', 'desc')
    .execute();
  return rows.map((row) => toDocumentView(row, userId));
}

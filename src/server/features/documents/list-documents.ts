// The current workspace's documents the caller may see (platform/access's record filter:
// every document at view level "all", their own at "own"), newest first; or, with
// `shared`, the documents of projects the caller is a member of that belong to someone
// else (a project share is made to a person, so it shows in every workspace).
import type { Kysely } from 'kysely';
import type { DocumentView } from '../../../core/documents';
import type { DB } from '../../db/types';
import { recordFilter, type WorkspaceAccess } from '../../platform/access/workspace-access';
import { inProjectOf, selectDocumentViews, toDocumentView } from './document-view';

export async function listDocuments(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  { shared = false }: { shared?: boolean } = {},
): Promise<DocumentView[]> {
  const { userId } = access;
  let query = selectDocumentViews(db);
  query = shared
    ? query.where('documents.userId', '!=', userId).where((eb) => inProjectOf(eb, userId))
    : query.where(recordFilter(access, 'documents', 'view', 'documents'));
  const rows = await query
    .orderBy('documents.createdAt', 'desc')
    .orderBy('documents.id', 'desc')
    .execute();
  return rows.map((row) => toDocumentView(row, userId));
}

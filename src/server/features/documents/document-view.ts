// The API's view of a document row, with its owner's name and its tracking-link count.
// D3 (projects) builds its project documents with the same query and mapper.
import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import type { DocumentView } from '../../../core/documents';
import type { DB } from '../../db/types';
import type { DocumentTables } from './tables';

export type DocumentRow = Selectable<DocumentTables['documents']>;

export type DocumentViewRow = DocumentRow & {
  ownerName: string | null;
  trackingLinkCount: number | string | null;
};

/** Documents with what a DocumentView needs beside the row; filter and order it further. */
export function selectDocumentViews(db: Kysely<DB>) {
  return db
    .selectFrom('documents')
    .innerJoin('profiles', 'profiles.userId', 'documents.userId')
    .selectAll('documents')
    .select((eb: ExpressionBuilder<DB, 'documents' | 'profiles'>) => [
      sql<string>`coalesce(nullif(btrim(profiles.display_name), ''), profiles.username)`.as(
        'ownerName',
      ),
      eb
        .selectFrom('document_tracking_links')
        .select((count) => count.fn.countAll<number>().as('count'))
        .whereRef('document_tracking_links.documentId', '=', 'documents.id')
        .as('trackingLinkCount'),
    ]);
}

/** True where the document is in a project `userId` is a member of (any project role). */
export function inProjectOf(eb: ExpressionBuilder<DB, 'documents'>, userId: string) {
  return eb.exists(
    eb
      .selectFrom('project_documents')
      .innerJoin('project_members', 'project_members.projectId', 'project_documents.projectId')
      .select('project_documents.documentId')
      .whereRef('project_documents.documentId', '=', 'documents.id')
      .where('project_members.userId', '=', userId),
  );
}

export const documentFileUrl = (id: string) => `/api/v1/documents/${id}/file`;
export const documentThumbnailUrl = (id: string) => `/api/v1/documents/${id}/thumbnail`;

/** `viewerId` is who asks: their own documents are `isOwn`, others come through projects. */
export function toDocumentView(row: DocumentViewRow, viewerId: string): DocumentView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    tags: row.tags,
    size: row.size,
    type: row.type,
    originalFilename: row.originalFilename,
    fileUrl: documentFileUrl(row.id),
    thumbnailUrl: row.thumbnailPath ? documentThumbnailUrl(row.id) : null,
    pageCount: row.pageCount,
    viewCount: row.viewCount,
    trackingLinkCount: Number(row.trackingLinkCount ?? 0),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isOwn: row.userId === viewerId,
    ownerName: row.ownerName,
  };
}

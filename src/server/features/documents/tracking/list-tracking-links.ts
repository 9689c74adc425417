// A document's tracking links the caller may see in the current workspace, newest first.
import type { Kysely } from 'kysely';
import type { TrackingLinkView } from '../../../../core/documents';
import type { DB } from '../../../db/types';
import { recordFilter, type WorkspaceAccess } from '../../../platform/access/workspace-access';
import { findWorkspaceDocument } from '../find-readable-document';
import { toTrackingLinkView, usernameOf } from './tracking-link-view';

export async function listTrackingLinks(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  documentId: string,
  publicUrl: string,
): Promise<TrackingLinkView[]> {
  const document = await findWorkspaceDocument(db, access, documentId);
  const [username, rows] = await Promise.all([
    usernameOf(db, document.userId),
    db
      .selectFrom('document_tracking_links as l')
      .selectAll('l')
      .where('l.documentId', '=', document.id)
      .where(recordFilter(access, 'documents', 'view', 'l'))
      .orderBy('l.createdAt', 'desc')
      .orderBy('l.id', 'desc')
      .execute(),
  ]);
  return rows.map((row) => toTrackingLinkView(row, publicUrl, username));
}

// A document's tracking links, newest first (the owner's only).
import type { Kysely } from 'kysely';
import type { TrackingLinkView } from '../../../../core/documents';
import type { DB } from '../../../db/types';
import { findOwnDocument } from './find-own-document';
import { toTrackingLinkView, usernameOf } from './tracking-link-view';

export async function listTrackingLinks(
  db: Kysely<DB>,
  userId: string,
  documentId: string,
  publicUrl: string,
): Promise<TrackingLinkView[]> {
  await findOwnDocument(db, userId, documentId);
  const [username, rows] = await Promise.all([
    usernameOf(db, userId),
    db
      .selectFrom('document_tracking_links')
      .selectAll()
      .where('documentId', '=', documentId)
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return rows.map((row) => toTrackingLinkView(row, publicUrl, username));
}

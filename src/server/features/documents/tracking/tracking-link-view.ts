// A tracking link row as the API answers with it.
import type { Kysely, Selectable } from 'kysely';
import type { TrackingLinkView } from '../../../../core/documents';
import type { DB } from '../../../db/types';

type LinkRow = Pick<
  Selectable<DB['document_tracking_links']>,
  | 'id'
  | 'documentId'
  | 'label'
  | 'uniqueCode'
  | 'isActive'
  | 'viewCount'
  | 'createdAt'
  | 'requireEmail'
  | 'verifyEmail'
  | 'passwordHash'
  | 'expiresAt'
  | 'allowDownload'
  | 'notifyOnView'
  | 'watermark'
>;

export function trackingLinkUrl(publicUrl: string, username: string, code: string): string {
  return `${publicUrl}/d/${encodeURIComponent(username)}/${code}`;
}

export function toTrackingLinkView(
  row: LinkRow,
  publicUrl: string,
  username: string,
): TrackingLinkView {
  // Document links only: a data room's link (decision 078) has no document.
  if (row.documentId === null) throw new Error(`Link ${row.id} is a data room's link`);
  return { documentId: row.documentId, ...linkControlsView(row, publicUrl, username) };
}

/** A link's address and controls, the same for a document's link and a data room's. */
export function linkControlsView(
  row: Omit<LinkRow, 'documentId'>,
  publicUrl: string,
  username: string,
): Omit<TrackingLinkView, 'documentId'> {
  return {
    id: row.id,
    label: row.label,
    code: row.uniqueCode,
    url: trackingLinkUrl(publicUrl, username, row.uniqueCode),
    isActive: row.isActive,
    viewCount: row.viewCount,
    createdAt: new Date(row.createdAt).toISOString(),
    requireEmail: row.requireEmail,
    verifyEmail: row.verifyEmail,
    hasPassword: row.passwordHash !== null,
    expiresAt: row.expiresAt ? new Date(row.expiresAt).toISOString() : null,
    isExpired: row.expiresAt !== null && new Date(row.expiresAt).getTime() <= Date.now(),
    allowDownload: row.allowDownload,
    notifyOnView: row.notifyOnView,
    watermark: row.watermark,
  };
}

/** The owner's username: part of every share address. */
export async function usernameOf(db: Kysely<DB>, userId: string): Promise<string> {
  const { username } = await db
    .selectFrom('profiles')
    .select('username')
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return username;
}

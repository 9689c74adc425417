// What a share address /d/{username}/{code} points at (spec §7: the tracking link by
// code and user, then the document), or the §8 refusal a visitor sees; with issue 23's
// controls, whether the link is off or expired; a data room's link (decision 078) points
// at a project, and /d/{username}/{code}/{documentId} at one of its PDFs. The code is
// unique on its own, but it only counts together with its owner's username, so a
// code cannot be replayed under someone else's name.

import { type Kysely, sql } from 'kysely';
import { TRACKING_CODE_PATTERN } from '../../../../core/document-schemas';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import type { PlanTier } from '../../../../core/plans';
import type { DB } from '../../../db/types';
import { badRequest, HttpError, notFound } from '../../../http/errors';
import { isUuid } from '../tracking/is-uuid';

export type SharedLink = {
  id: string;
  userId: string;
  label: string;
  isActive: boolean;
  requireEmail: boolean;
  verifyEmail: boolean;
  passwordHash: string | null;
  expiresAt: Date | null;
  allowDownload: boolean;
  notifyOnView: boolean;
  watermark: boolean;
  gateVersion: number;
};

/** Why a link that exists does not open: each has its own page (issue 23). */
export type LinkState = 'open' | 'disabled' | 'expired';

export type SharedDocument = {
  link: SharedLink;
  owner: { username: string; name: string; tier: PlanTier };
  document: {
    id: string;
    title: string;
    storagePath: string;
    pageCount: number | null;
    originalFilename: string | null;
    /** Whose webhooks hear of a view (decision 072). */
    workspaceId: string;
  };
  /** Set when the document is read through a data room's link (decision 078). */
  room: { projectId: string; workspaceId: string } | null;
};

/** Who shared: the link's owner, as the gate and the viewer name them. */
export type SharedOwner = SharedDocument['owner'];

/**
 * A share address's link, whether it shares a document or a project (a data room,
 * decision 078), with its owner and its state; 404 when there is none.
 */
export type ShareLink = {
  link: SharedLink;
  owner: SharedOwner;
  documentId: string | null;
  projectId: string | null;
  workspaceId: string;
  state: LinkState;
};

export async function findShareLink(
  db: Kysely<DB>,
  username: string,
  code: string,
): Promise<ShareLink> {
  if (!TRACKING_CODE_PATTERN.test(code)) throw badRequest(DOCUMENT_MESSAGES.invalidLink);
  // Usernames are unique regardless of case (profiles_username_key).
  const profile = await db
    .selectFrom('profiles')
    .select(['userId', 'username', 'displayName', 'tier'])
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  if (!profile) throw notFound(DOCUMENT_MESSAGES.profileNotFound);
  const row = await db
    .selectFrom('document_tracking_links')
    .select([
      'id',
      'userId',
      'documentId',
      'projectId',
      'workspaceId',
      'label',
      'isActive',
      'requireEmail',
      'verifyEmail',
      'passwordHash',
      'expiresAt',
      'allowDownload',
      'notifyOnView',
      'watermark',
      'gateVersion',
      sql<boolean>`expires_at IS NOT NULL AND expires_at <= now()`.as('isExpired'),
    ])
    .where('uniqueCode', '=', code)
    .where('userId', '=', profile.userId)
    .executeTakeFirst();
  if (!row) throw notFound(DOCUMENT_MESSAGES.linkNotFound);
  const { documentId, projectId, workspaceId, isExpired, ...link } = row;
  const state: LinkState = !row.isActive ? 'disabled' : isExpired ? 'expired' : 'open';
  return {
    link,
    owner: {
      username: profile.username,
      name: profile.displayName?.trim() || profile.username,
      tier: profile.tier,
    },
    documentId,
    projectId,
    workspaceId,
    state,
  };
}

/**
 * The link and the document it opens, disabled or expired links too; 404 when there is
 * none. A document's own link opens its document (and no `roomDocumentId`); a data
 * room's link opens `roomDocumentId` only while that PDF is in its project.
 */
export async function findShareTarget(
  db: Kysely<DB>,
  username: string,
  code: string,
  roomDocumentId?: string,
): Promise<{ shared: SharedDocument; state: LinkState }> {
  const found = await findShareLink(db, username, code);
  let query = db
    .selectFrom('documents')
    .select(['id', 'title', 'type', 'storagePath', 'pageCount', 'originalFilename', 'workspaceId']);
  if (roomDocumentId === undefined && found.documentId !== null) {
    query = query.where('id', '=', found.documentId).where('userId', '=', found.link.userId);
  } else if (roomDocumentId !== undefined && found.projectId !== null && isUuid(roomDocumentId)) {
    const projectId = found.projectId;
    query = query
      .where('id', '=', roomDocumentId)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('project_documents as pd')
            .select('pd.documentId')
            .whereRef('pd.documentId', '=', 'documents.id')
            .where('pd.projectId', '=', projectId),
        ),
      );
  } else {
    throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  }
  const document = await query.executeTakeFirst();
  if (document?.type !== 'pdf') throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  const shared: SharedDocument = {
    link: found.link,
    owner: found.owner,
    document: {
      id: document.id,
      title: document.title,
      storagePath: document.storagePath,
      pageCount: document.pageCount,
      originalFilename: document.originalFilename,
      workspaceId: document.workspaceId,
    },
    room:
      found.projectId === null
        ? null
        : { projectId: found.projectId, workspaceId: found.workspaceId },
  };
  return { shared, state: found.state };
}

/** A link that opens, or the refusal: a disabled link is "not found", an expired one 403. */
export async function findSharedDocument(
  db: Kysely<DB>,
  username: string,
  code: string,
  roomDocumentId?: string,
): Promise<SharedDocument> {
  const { shared, state } = await findShareTarget(db, username, code, roomDocumentId);
  if (state === 'disabled') throw notFound(DOCUMENT_MESSAGES.linkNotFound);
  if (state === 'expired') throw new HttpError('forbidden', DOCUMENT_MESSAGES.expiredTitle);
  return shared;
}

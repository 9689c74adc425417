// What a share address /d/{username}/{code} points at (spec §7: the tracking link by
// code and user, then the document), or the §8 refusal a visitor sees; with issue 23's
// controls, whether the link is off or expired. The code is
// unique on its own, but it only counts together with its owner's username, so a
// code cannot be replayed under someone else's name.

import { type Kysely, sql } from 'kysely';
import { TRACKING_CODE_PATTERN } from '../../../../core/document-schemas';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import type { PlanTier } from '../../../../core/plans';
import type { DB } from '../../../db/types';
import { badRequest, HttpError, notFound } from '../../../http/errors';

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
  };
};

/** The link and its document, disabled or expired ones too; 404 when there is none. */
export async function findShareTarget(
  db: Kysely<DB>,
  username: string,
  code: string,
): Promise<{ shared: SharedDocument; state: LinkState }> {
  if (!TRACKING_CODE_PATTERN.test(code)) throw badRequest(DOCUMENT_MESSAGES.invalidLink);
  // Usernames are unique regardless of case (profiles_username_key).
  const profile = await db
    .selectFrom('profiles')
    .select(['userId', 'username', 'displayName', 'tier'])
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  if (!profile) throw notFound(DOCUMENT_MESSAGES.profileNotFound);
  const link = await db
    .selectFrom('document_tracking_links')
    .select([
      'id',
      'userId',
      'documentId',
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
  if (!link) throw notFound(DOCUMENT_MESSAGES.linkNotFound);
  const document = await db
    .selectFrom('documents')
    .select(['id', 'title', 'type', 'storagePath', 'pageCount', 'originalFilename'])
    .where('id', '=', link.documentId)
    .where('userId', '=', profile.userId)
    .executeTakeFirst();
  if (document?.type !== 'pdf') throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  const { documentId: _documentId, isExpired, ...linkFields } = link;
  const shared: SharedDocument = {
    link: linkFields,
    owner: {
      username: profile.username,
      name: profile.displayName?.trim() || profile.username,
      tier: profile.tier,
    },
    document: {
      id: document.id,
      title: document.title,
      storagePath: document.storagePath,
      pageCount: document.pageCount,
      originalFilename: document.originalFilename,
    },
  };
  const state: LinkState = !link.isActive ? 'disabled' : isExpired ? 'expired' : 'open';
  return { shared, state };
}

/** A link that opens, or the refusal: a disabled link is "not found", an expired one 403. */
export async function findSharedDocument(
  db: Kysely<DB>,
  username: string,
  code: string,
): Promise<SharedDocument> {
  const { shared, state } = await findShareTarget(db, username, code);
  if (state === 'disabled') throw notFound(DOCUMENT_MESSAGES.linkNotFound);
  if (state === 'expired') throw new HttpError('forbidden', DOCUMENT_MESSAGES.expiredTitle);
  return shared;
}

// What a share address /d/{username}/{code} points at (spec §7: the tracking link by
// code and user, then the document), or the §8 refusal a visitor sees. The code is
// unique on its own, but it only counts together with its owner's username, so a
// code cannot be replayed under someone else's name.

import { type Kysely, sql } from 'kysely';
import { TRACKING_CODE_PATTERN } from '../../../../core/document-schemas';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import type { PlanTier } from '../../../../core/plans';
import type { DB } from '../../../db/types';
import { badRequest, notFound } from '../../../http/errors';

export type SharedDocument = {
  link: { id: string; userId: string; label: string };
  owner: { username: string; name: string; tier: PlanTier };
  document: {
    id: string;
    title: string;
    storagePath: string;
    pageCount: number | null;
    originalFilename: string | null;
  };
};

export async function findSharedDocument(
  db: Kysely<DB>,
  username: string,
  code: string,
): Promise<SharedDocument> {
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
    .select(['id', 'userId', 'documentId', 'label', 'isActive'])
    .where('uniqueCode', '=', code)
    .where('userId', '=', profile.userId)
    .executeTakeFirst();
  if (!link?.isActive) throw notFound(DOCUMENT_MESSAGES.linkNotFound);
  const document = await db
    .selectFrom('documents')
    .select(['id', 'title', 'type', 'storagePath', 'pageCount', 'originalFilename'])
    .where('id', '=', link.documentId)
    .where('userId', '=', profile.userId)
    .executeTakeFirst();
  if (document?.type !== 'pdf') throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  return {
    link: { id: link.id, userId: link.userId, label: link.label },
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
}

// The caller's own document, or 404: links and analytics are the owner's alone (a
// project member may read a document, but not share or study it).
import type { Kysely } from 'kysely';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { notFound } from '../../../http/errors';
import { isUuid } from './is-uuid';

export async function findOwnDocument(db: Kysely<DB>, userId: string, documentId: string) {
  if (!isUuid(documentId)) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  const document = await db
    .selectFrom('documents')
    .select(['id', 'userId', 'title', 'type', 'pageCount'])
    .where('id', '=', documentId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!document) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  return document;
}

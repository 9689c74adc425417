// Who may read a document: its owner, and every member of a project it is in (spec §6
// project roles: owner, editor and viewer all see a project's documents). Anyone else —
// and an id that is not a uuid — gets "Document not found", so nobody learns whether
// someone else's document exists.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DOCUMENT_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';
import { type DocumentViewRow, inProjectOf, selectDocumentViews } from './document-view';

const ZDocumentId = z.uuid();

/** Throws 404 unless `documentId` looks like a document id; saves the database a cast error. */
export function checkDocumentId(documentId: unknown): string {
  const parsed = ZDocumentId.safeParse(documentId);
  if (!parsed.success) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  return parsed.data;
}

/** The document, when `userId` owns it or is a member of a project holding it; else 404. */
export async function findReadableDocument(
  db: Kysely<DB>,
  userId: string,
  documentId: unknown,
): Promise<DocumentViewRow> {
  const id = checkDocumentId(documentId);
  const row = await selectDocumentViews(db)
    .where('documents.id', '=', id)
    .where((eb) => eb.or([eb('documents.userId', '=', userId), inProjectOf(eb, userId)]))
    .executeTakeFirst();
  if (!row) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  return row;
}

export async function canReadDocument(
  db: Kysely<DB>,
  userId: string,
  documentId: unknown,
): Promise<boolean> {
  try {
    await findReadableDocument(db, userId, documentId);
    return true;
  } catch {
    return false;
  }
}

/** One of the caller's own documents (edits, deletes, tracking links); anything else is 404. */
export async function findOwnDocument(
  db: Kysely<DB>,
  userId: string,
  documentId: unknown,
): Promise<DocumentViewRow> {
  const row = await selectDocumentViews(db)
    .where('documents.id', '=', checkDocumentId(documentId))
    .where('documents.userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  return row;
}

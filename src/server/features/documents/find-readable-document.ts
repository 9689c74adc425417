// Documents found through the one access layer (issue 18, platform/access). Who may read
// a document: the members of its workspace whose documents view level covers it, and
// every member of a project it is in (spec §6 project roles: owner, editor and viewer all
// see a project's documents; a project share is made to a person, wherever it lives).
// Who may change it: the members whose documents edit level covers it. Anyone else — and
// an id that is not a uuid — gets "Document not found", so nobody learns whether someone
// else's document exists; a document they see but may not change answers 403.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DOCUMENT_MESSAGES, WORKSPACE_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { HttpError, notFound } from '../../http/errors';
import { recordFilter, type WorkspaceAccess } from '../../platform/access/workspace-access';
import { type DocumentViewRow, inProjectOf, selectDocumentViews } from './document-view';

const ZDocumentId = z.uuid();

/** Throws 404 unless `documentId` looks like a document id; saves the database a cast error. */
export function checkDocumentId(documentId: unknown): string {
  const parsed = ZDocumentId.safeParse(documentId);
  if (!parsed.success) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  return parsed.data;
}

/** The document, when the caller may see it in the workspace or through a project; else 404. */
export async function findReadableDocument(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  documentId: unknown,
): Promise<DocumentViewRow> {
  const id = checkDocumentId(documentId);
  const row = await selectDocumentViews(db)
    .where('documents.id', '=', id)
    .where((eb) =>
      eb.or([
        recordFilter(access, 'documents', 'view', 'documents'),
        inProjectOf(eb, access.userId),
      ]),
    )
    .executeTakeFirst();
  if (!row) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  return row;
}

/**
 * A document of the current workspace the caller may see (tracking links and analytics
 * are the workspace's: a project member may read a document, but not share or study it).
 */
export async function findWorkspaceDocument(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  documentId: unknown,
): Promise<DocumentViewRow> {
  const row = await selectDocumentViews(db)
    .where('documents.id', '=', checkDocumentId(documentId))
    .where(recordFilter(access, 'documents', 'view', 'documents'))
    .executeTakeFirst();
  if (!row) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  return row;
}

/**
 * A document the caller may change (edits, deletes, moves, tracking links): 404 when it
 * is not one of the workspace's documents they see, 403 when they see it but their edit
 * level does not cover it (a Member editing "own" and a teammate's document).
 */
export async function findEditableDocument(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  documentId: unknown,
): Promise<DocumentViewRow> {
  const row = await selectDocumentViews(db)
    .select(recordFilter(access, 'documents', 'edit', 'documents').as('editable'))
    .where('documents.id', '=', checkDocumentId(documentId))
    .where(recordFilter(access, 'documents', 'view', 'documents'))
    .executeTakeFirst();
  if (!row) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  if (!row.editable) throw new HttpError('forbidden', WORKSPACE_MESSAGES.notYourRecord);
  const { editable: _editable, ...document } = row;
  return document;
}

// Shares a PDF through a new tracking link, within the plan's limit on tracking links
// (spec §9: Free keeps 5, counted over all of the user's documents).
//
// Team workspaces (issue 18): whoever may edit the document may share it. The link lives
// in the document's workspace and is owned by the document's owner — the share address
// /d/{owner's username}/{code} and the view mails are the owner's, as before — and
// created by the caller; so the limit counted is the document owner's plan.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ZTrackingLinkCreate } from '../../../../core/document-schemas';
import type { TrackingLinkView } from '../../../../core/documents';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { badRequest } from '../../../http/errors';
import { publishRecordChange } from '../../../platform/access/publish-record-change';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { findEditableDocument } from '../find-readable-document';
import { claimTrackingLink } from './link-limit';
import { settingsColumns } from './link-settings';
import { newTrackingCode } from './tracking-code';
import { toTrackingLinkView } from './tracking-link-view';

export async function createTrackingLink(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  documentId: string,
  input: z.output<typeof ZTrackingLinkCreate>,
  publicUrl: string,
): Promise<TrackingLinkView> {
  return db.transaction().execute(async (trx) => {
    const document = await findEditableDocument(trx, access, documentId);
    const ownerId = document.userId;
    // §5: the public viewer shows PDFs only.
    if (document.type !== 'pdf') throw badRequest(DOCUMENT_MESSAGES.pdfOnly);
    const username = await claimTrackingLink(trx, ownerId);
    const { label: _label, ...settings } = input;
    const { columns } = await settingsColumns(settings);
    const row = await trx
      .insertInto('document_tracking_links')
      .values({
        documentId: document.id,
        workspaceId: document.workspaceId,
        userId: ownerId,
        createdBy: access.userId,
        uniqueCode: newTrackingCode(),
        label: input.label,
        ...columns,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishRecordChange(
      trx,
      row.workspaceId,
      'documents',
      { ownerId: row.userId, createdBy: row.createdBy },
      { entity: 'document_tracking_links', op: 'insert', id: row.id },
    );
    return toTrackingLinkView(row, publicUrl, username);
  });
}

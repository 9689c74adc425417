// Deletes a tracking link the caller may edit; its views go with it (ON DELETE CASCADE),
// the document's total view count stays as it was.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { publishRecordChange } from '../../../platform/access/publish-record-change';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { findTrackingLink } from './find-tracking-link';

export async function deleteTrackingLink(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  linkId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const link = await findTrackingLink(trx, access, linkId, 'edit');
    await trx.deleteFrom('document_tracking_links').where('id', '=', link.id).execute();
    await publishRecordChange(
      trx,
      link.workspaceId,
      'documents',
      { ownerId: link.userId, createdBy: link.createdBy },
      { entity: 'document_tracking_links', op: 'delete', id: link.id },
    );
  });
}

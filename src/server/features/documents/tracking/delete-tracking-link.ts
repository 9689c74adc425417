// Deletes a tracking link; its views go with it (ON DELETE CASCADE), the document's
// total view count stays as it was.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { publishChange } from '../../../platform/events/publish';
import { findOwnTrackingLink } from './find-own-tracking-link';

export async function deleteTrackingLink(
  db: Kysely<DB>,
  userId: string,
  linkId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await findOwnTrackingLink(trx, userId, linkId);
    await trx
      .deleteFrom('document_tracking_links')
      .where('id', '=', linkId)
      .where('userId', '=', userId)
      .execute();
    await publishChange(trx, userId, {
      entity: 'document_tracking_links',
      op: 'delete',
      id: linkId,
    });
  });
}

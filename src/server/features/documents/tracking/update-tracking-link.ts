// Renames a tracking link or turns it off and on; a disabled link answers "not found"
// to visitors and records nothing.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ZTrackingLinkUpdate } from '../../../../core/document-schemas';
import type { TrackingLinkView } from '../../../../core/documents';
import type { DB } from '../../../db/types';
import { publishChange } from '../../../platform/events/publish';
import { findOwnTrackingLink } from './find-own-tracking-link';
import { toTrackingLinkView, usernameOf } from './tracking-link-view';

export async function updateTrackingLink(
  db: Kysely<DB>,
  userId: string,
  linkId: string,
  input: z.output<typeof ZTrackingLinkUpdate>,
  publicUrl: string,
): Promise<TrackingLinkView> {
  return db.transaction().execute(async (trx) => {
    await findOwnTrackingLink(trx, userId, linkId);
    const row = await trx
      .updateTable('document_tracking_links')
      .set({
        ...(input.label !== undefined ? { label: input.label } : {}),
        ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
      })
      .where('id', '=', linkId)
      .where('userId', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishChange(trx, userId, {
      entity: 'document_tracking_links',
      op: 'update',
      id: row.id,
    });
    return toTrackingLinkView(row, publicUrl, await usernameOf(trx, userId));
  });
}

// Renames a tracking link, turns it off and on, or changes its controls (issue 23); a
// disabled link shows visitors its own page and records nothing.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ZTrackingLinkUpdate } from '../../../../core/document-schemas';
import type { TrackingLinkView } from '../../../../core/documents';
import type { DB } from '../../../db/types';
import { publishRecordChange } from '../../../platform/access/publish-record-change';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { findTrackingLink } from './find-tracking-link';
import { writeLinkUpdate } from './link-settings';
import { toTrackingLinkView, usernameOf } from './tracking-link-view';

export async function updateTrackingLink(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  linkId: string,
  input: z.output<typeof ZTrackingLinkUpdate>,
  publicUrl: string,
): Promise<TrackingLinkView> {
  return db.transaction().execute(async (trx) => {
    const link = await findTrackingLink(trx, access, linkId, 'edit');
    const row = await writeLinkUpdate(trx, link, input);
    await publishRecordChange(
      trx,
      row.workspaceId,
      'documents',
      { ownerId: row.userId, createdBy: row.createdBy },
      { entity: 'document_tracking_links', op: 'update', id: row.id },
    );
    return toTrackingLinkView(row, publicUrl, await usernameOf(trx, row.userId));
  });
}

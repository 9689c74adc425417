// A tracking link found through the one access layer (issue 18, platform/access): one of
// the current workspace's links the caller may see, or 404 (another workspace's link is
// "not found"); for a change, one their documents edit level covers, or 403.
import type { Kysely } from 'kysely';
import { DOCUMENT_MESSAGES, WORKSPACE_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { HttpError, notFound } from '../../../http/errors';
import {
  type RecordOp,
  recordFilter,
  type WorkspaceAccess,
} from '../../../platform/access/workspace-access';
import { isUuid } from './is-uuid';

export async function findTrackingLink(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  linkId: string,
  op: RecordOp,
) {
  if (!isUuid(linkId)) throw notFound(DOCUMENT_MESSAGES.trackingLinkNotFound);
  const row = await db
    .selectFrom('document_tracking_links as l')
    .selectAll('l')
    .select(recordFilter(access, 'documents', 'edit', 'l').as('editable'))
    .where('l.id', '=', linkId)
    // A data room's link is the project's (decision 078), managed from the project.
    .where('l.projectId', 'is', null)
    .where(recordFilter(access, 'documents', 'view', 'l'))
    .executeTakeFirst();
  if (!row) throw notFound(DOCUMENT_MESSAGES.trackingLinkNotFound);
  if (op === 'edit' && !row.editable) {
    throw new HttpError('forbidden', WORKSPACE_MESSAGES.notYourRecord);
  }
  const { editable: _editable, ...link } = row;
  return link;
}

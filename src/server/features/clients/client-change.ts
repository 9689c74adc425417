// A client's live update (issue 18): to every member of its workspace who may see it —
// by its owner and creator — plus `also` (a previous owner whose list must drop it).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { publishRecordChange } from '../../platform/access/publish-record-change';
import type { ChangeEvent } from '../../platform/events/publish';
import type { ClientRow } from './client-view';

export function publishClientChange(
  trx: Kysely<DB>,
  row: Pick<ClientRow, 'id' | 'workspaceId' | 'userId' | 'createdBy'>,
  op: ChangeEvent['op'],
  also: (string | null)[] = [],
): Promise<void> {
  return publishRecordChange(
    trx,
    row.workspaceId,
    'clients',
    { ownerId: row.userId, createdBy: row.createdBy },
    { entity: 'clients', op, id: row.id },
    also,
  );
}

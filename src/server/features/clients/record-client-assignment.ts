// The assignment history (issue 22, migration 0043): one row each time a client gets an
// owner, with the rule that chose it. Lead routing writes its rules' rows through here; an
// owner changed by hand writes 'manual' (client-assignment.ts), so the history is complete
// and team analytics can credit whoever owned a record at a moment.
import type { Kysely } from 'kysely';
import type { AssignmentRule, ClientAssignmentView } from '../../../core/lead-routing-schemas';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { findClient } from './find-client';

export async function recordClientAssignment(
  trx: Kysely<DB>,
  row: {
    workspaceId: string;
    clientId: string;
    userId: string | null;
    rule: AssignmentRule;
    source?: string | null;
    assignedBy?: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('client_assignments')
    .values({
      workspaceId: row.workspaceId,
      clientId: row.clientId,
      userId: row.userId,
      rule: row.rule,
      source: row.source ?? null,
      assignedBy: row.assignedBy ?? null,
    })
    .execute();
}

/** Hand changes: one 'manual' row per client, in the transaction that changes the owner. */
export async function recordManualAssignments(
  trx: Kysely<DB>,
  by: string,
  clientIds: readonly string[],
  toOwner: string | null,
): Promise<void> {
  if (clientIds.length === 0) return;
  await trx
    .insertInto('client_assignments')
    .columns(['workspaceId', 'clientId', 'userId', 'rule', 'assignedBy'])
    .expression((eb) =>
      eb
        .selectFrom('clients')
        .select((s) => [
          'workspaceId',
          'id',
          s.val(toOwner).as('userId'),
          s.val('manual').as('rule'),
          s.val(by).as('assignedBy'),
        ])
        .where('id', 'in', clientIds),
    )
    .execute();
}

/** A client's latest assignment, for its panel; 404 when the caller may not see the client. */
export async function latestClientAssignment(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  clientId: string,
): Promise<ClientAssignmentView | null> {
  const client = await findClient(db, access, clientId, 'view');
  const row = await db
    .selectFrom('client_assignments')
    .select(['rule', 'userId', 'source', 'createdAt'])
    .where('clientId', '=', client.id)
    .where('workspaceId', '=', access.workspaceId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return { ...row, createdAt: new Date(row.createdAt).toISOString() };
}

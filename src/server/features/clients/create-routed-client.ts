// A routed lead's new client (issue 22, decision 061), in the routing transaction: what
// createClient and addInteraction do for it — the plan's limit, the unique e-mail, the
// client, its first note (its last contact moves to now), the assignment with its rule,
// the live updates — in as few round trips as the rules allow, since routing one lead has
// a budget of 10 ms at 100,000 clients (bench/lead-routing.bench.ts). The caller has
// already checked that the owner and the writer are active members (they come from the
// workspace's roster) and holds the workspace's routing lock.
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { ClientCreate } from '../../../core/client-schemas';
import type { AssignmentRule } from '../../../core/lead-routing-schemas';
import { CLIENT_MESSAGES } from '../../../core/messages';
import { UNLIMITED } from '../../../core/plans';
import type { DB } from '../../db/types';
import { HttpError } from '../../http/errors';
import { type MemberLevels, recordChangesAmong } from '../../platform/access/publish-record-change';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { markPublished, notifyChanges } from '../../platform/events/publish';
import { clientQuota, lockClientQuota } from './client-quota';
import { type ClientInsert, toClientRow } from './client-row';
import { duplicateEmailError } from './duplicate-email';

export type RoutedClientInput = {
  /** The writer: the new owner, or the workspace's owner for the unassigned inbox. */
  access: WorkspaceAccess;
  /** The workspace's active members: who hears of the new client. */
  members: readonly MemberLevels[];
  /** The plan's client limit (the workspace owner's tier). */
  limit: number;
  client: ClientCreate;
  note: { subject: string; content: string };
  assignment: { rule: AssignmentRule; source: string };
};

export async function createRoutedClient(
  trx: Kysely<DB>,
  input: RoutedClientInput,
): Promise<{ id: string }> {
  if (!trx.isTransaction) throw new Error('createRoutedClient runs in the routing transaction');
  const { access, client } = input;
  const ownerId = client.ownerId === undefined ? access.userId : client.ownerId;
  const values: ClientInsert = {
    ...toClientRow(ownerId, client),
    workspaceId: access.workspaceId,
    createdBy: access.userId,
  };
  // A Business workspace has no limit, so nothing to count or to serialise on; under a
  // limit, the count (kept in client_totals) is read under the workspace's quota lock.
  if (input.limit !== UNLIMITED) {
    await lockClientQuota(trx, access.workspaceId);
    const { limit, used } = await clientQuota(trx, access.workspaceId);
    if (limit !== UNLIMITED && used >= limit) {
      throw new HttpError('forbidden', CLIENT_MESSAGES.clientLimit(limit));
    }
  }
  // The unique e-mail index is the check: a client holding the address already (or a
  // concurrent one) leaves nothing inserted, and the lead is refused as createClient does.
  const row = await trx
    .with('client', (db) =>
      db
        .insertInto('clients')
        // The first note is a contact (addInteraction's rule): the same now() it would set.
        .values({ ...values, lastContactedAt: sql<Date>`now()` })
        .onConflict((oc) =>
          oc.expression(sql`workspace_id, lower(email)`).where('email', 'is not', null).doNothing(),
        )
        .returning(['id', 'workspaceId', 'userId']),
    )
    .with('assignment', (db) =>
      db
        .insertInto('client_assignments')
        .columns(['workspaceId', 'clientId', 'userId', 'rule', 'source', 'assignedBy'])
        .expression((eb) =>
          eb
            .selectFrom('client')
            .select((s) => [
              'client.workspaceId',
              'client.id',
              'client.userId',
              s.val(input.assignment.rule).as('rule'),
              s.val(input.assignment.source).as('source'),
              s.val(null).as('assignedBy'),
            ]),
        ),
    )
    .selectFrom('client')
    .select('id')
    .executeTakeFirst();
  if (!row) throw duplicateEmailError();
  // Its own statement: the interaction's workspace comes from the client by a trigger,
  // which would not see a client inserted by the same statement. The members' live
  // updates of both rows ride on it (the interaction's id is chosen here for them).
  const interactionId = randomUUID();
  await trx
    .insertInto('client_interactions')
    .values({
      id: interactionId,
      clientId: row.id,
      userId: access.userId,
      type: 'note',
      subject: input.note.subject,
      content: input.note.content,
      outcome: 'neutral',
    })
    .returning(
      notifyChanges(
        recordChangesAmong(input.members, 'clients', { ownerId, createdBy: access.userId }, [
          { entity: 'clients', op: 'insert', id: row.id },
          { entity: 'client_interactions', op: 'insert', id: interactionId },
        ]),
      ).as('published'),
    )
    .executeTakeFirstOrThrow();
  markPublished();
  return { id: row.id };
}

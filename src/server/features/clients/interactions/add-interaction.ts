// Logs a note, call, e-mail, meeting or follow-up on a client; the client's
// last_contacted_at moves to now in the same transaction (spec §5).
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Interaction, ZInteractionCreate } from '../../../../core/client-schemas';
import { inTransaction } from '../../../db/in-transaction';
import type { DB } from '../../../db/types';
import { publishRecordChange } from '../../../platform/access/publish-record-change';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { findClient } from '../find-client';
import { toInteractionView } from './interaction-view';

export async function addInteraction(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  clientId: string,
  input: z.output<typeof ZInteractionCreate>,
): Promise<Interaction> {
  return inTransaction(db, async (trx) => {
    // Logging a contact changes the client (its last contact), so it takes edit access.
    const client = await findClient(trx, access, clientId, 'edit', true);
    await trx
      .updateTable('clients')
      .set({ lastContactedAt: sql<Date>`now()` })
      .where('id', '=', client.id)
      .execute();
    const row = await trx
      .insertInto('client_interactions')
      .values({
        clientId: client.id,
        userId: access.userId,
        type: input.type,
        subject: input.subject,
        content: input.content,
        outcome: input.outcome,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishRecordChange(
      trx,
      access.workspaceId,
      'clients',
      { ownerId: client.userId, createdBy: client.createdBy },
      { entity: 'client_interactions', op: 'insert', id: row.id },
    );
    return toInteractionView(row);
  });
}

// PATCH /interactions/:id: corrects an interaction's type, subject, content or outcome.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Interaction, ZInteractionUpdate } from '../../../../core/client-schemas';
import { inTransaction } from '../../../db/in-transaction';
import type { DB } from '../../../db/types';
import { publishRecordChange } from '../../../platform/access/publish-record-change';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { findInteractionClient } from './find-interaction';
import { toInteractionView } from './interaction-view';

export async function updateInteraction(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  interactionId: string,
  input: z.output<typeof ZInteractionUpdate>,
): Promise<Interaction> {
  return inTransaction(db, async (trx) => {
    const client = await findInteractionClient(trx, access, interactionId);
    const row = await trx
      .updateTable('client_interactions')
      .set({
        type: input.type,
        subject: input.subject,
        content: input.content,
        outcome: input.outcome,
      })
      .where('id', '=', interactionId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishRecordChange(
      trx,
      access.workspaceId,
      'clients',
      { ownerId: client.userId, createdBy: client.createdBy },
      { entity: 'client_interactions', op: 'update', id: row.id },
    );
    return toInteractionView(row);
  });
}

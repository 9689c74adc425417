// The API's view of a client_interactions row.
import type { Selectable } from 'kysely';
import type { Interaction } from '../../../../core/client-schemas';
import type { ClientTables } from '../tables';

export type InteractionRow = Selectable<ClientTables['client_interactions']>;

export function toInteractionView(row: InteractionRow): Interaction {
  return {
    id: row.id,
    clientId: row.clientId,
    type: row.type,
    subject: row.subject,
    content: row.content,
    outcome: row.outcome,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// An interaction is reached through its client: whoever may change the client may
// correct or delete its history; anyone else gets 404 (unseen) or 403.
import type { Kysely } from 'kysely';
import { CLIENT_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { HttpError, notFound } from '../../../http/errors';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import type { ClientRow } from '../client-view';
import { checkInteractionId, findClient } from '../find-client';

export async function findInteractionClient(
  trx: Kysely<DB>,
  access: WorkspaceAccess,
  interactionId: string,
): Promise<ClientRow> {
  const interaction = await trx
    .selectFrom('client_interactions')
    .select('clientId')
    .where('id', '=', checkInteractionId(interactionId))
    .where('workspaceId', '=', access.workspaceId)
    .executeTakeFirst();
  if (!interaction) throw notFound(CLIENT_MESSAGES.interactionNotFound);
  try {
    return await findClient(trx, access, interaction.clientId, 'edit');
  } catch (error) {
    // An interaction of a client they cannot see is one they cannot see.
    if (error instanceof HttpError && error.status === 404) {
      throw notFound(CLIENT_MESSAGES.interactionNotFound);
    }
    throw error;
  }
}

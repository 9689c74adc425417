// Rules and queries of the clients feature that other features may call (the
// import, the lead form, the templates, the dashboard overview).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { recordFilter, type WorkspaceAccess } from '../../platform/access/workspace-access';

export { clientQuota, clientSlotsLeft, lockClientQuota } from './client-quota';
export { toClientRow } from './client-row';
export { toClientView } from './client-view';
export { createClient } from './create-client';
export { duplicateEmailError, isDuplicateEmail } from './duplicate-email';
export { findClient } from './find-client';
export { findClientIdByEmail } from './find-client-id-by-email';
export { addInteraction } from './interactions/add-interaction';

export type ClientTotals = { clients: number; won: number };

/** How many clients the caller sees in the workspace, and how many of them are closed_won. */
export async function countClientsAndWon(
  db: Kysely<DB>,
  access: WorkspaceAccess,
): Promise<ClientTotals> {
  return db
    .selectFrom('clients')
    .where(recordFilter(access, 'clients', 'view'))
    .select((eb) => [
      eb.fn.countAll<number>().as('clients'),
      eb.fn.countAll<number>().filterWhere('status', '=', 'closed_won').as('won'),
    ])
    .executeTakeFirstOrThrow();
}

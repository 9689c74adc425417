// POST /clients/move (issue 18): moves clients the caller may change, with their
// interactions, from the current workspace into another where they may edit clients
// (typically Personal → a team). All or nothing: another workspace's id answers 404,
// one without edit rights 403, an e-mail already there 409, a full plan 403 — and then
// nothing moved. The owner stays when they are a member of the target, else the mover
// owns the client there.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { ClientBulkMove } from '../../../core/client-schemas';
import { CLIENT_MESSAGES, WORKSPACE_MESSAGES } from '../../../core/messages';
import { UNLIMITED } from '../../../core/plans';
import type { DB } from '../../db/types';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { publishRecordChange } from '../../platform/access/publish-record-change';
import {
  isActiveMember,
  loadOtherWorkspaceAccess,
  type WorkspaceAccess,
} from '../../platform/access/workspace-access';
import type { BulkResult } from './assign-clients';
import { findEditableClients } from './assign-clients';
import { clientQuota, lockClientQuota } from './client-quota';
import { duplicateEmailError } from './duplicate-email';

export async function moveClients(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  input: ClientBulkMove,
): Promise<BulkResult> {
  if (input.workspaceId === access.workspaceId) {
    throw badRequest(WORKSPACE_MESSAGES.alreadyInWorkspace);
  }
  return db.transaction().execute(async (trx) => {
    const target = await loadOtherWorkspaceAccess(trx, access, input.workspaceId);
    if (!target) throw notFound(WORKSPACE_MESSAGES.workspaceNotFound);
    if (target.levels.clients.edit === 'none') {
      throw new HttpError('forbidden', WORKSPACE_MESSAGES.moveTargetNotAllowed);
    }
    const rows = await findEditableClients(trx, access, input.ids);
    // Out of a team only by those who run its clients (edit all): a member does not take
    // the team's clients with them.
    if (!access.isPersonal && access.levels.clients.edit !== 'all') {
      throw new HttpError('forbidden', WORKSPACE_MESSAGES.moveOutNotAllowed);
    }

    await lockClientQuota(trx, target.workspaceId);
    const { limit, used } = await clientQuota(trx, target.workspaceId);
    if (limit !== UNLIMITED && used + rows.length > limit) {
      throw new HttpError('forbidden', CLIENT_MESSAGES.clientLimit(limit));
    }
    const emails = rows.flatMap((row) => (row.email ? [row.email.toLowerCase()] : []));
    if (emails.length > 0) {
      const taken = await trx
        .selectFrom('clients')
        .select('id')
        .where('workspaceId', '=', target.workspaceId)
        .where(sql<string>`lower(email)`, 'in', emails)
        .executeTakeFirst();
      if (taken) throw duplicateEmailError();
    }

    const owners = new Map<string, boolean>();
    for (const ownerId of new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))) {
      owners.set(ownerId, await isActiveMember(trx, target.workspaceId, ownerId));
    }
    const staying = [...owners].flatMap(([ownerId, isMember]) => (isMember ? [ownerId] : []));
    const ids = rows.map((row) => row.id);
    await trx
      .updateTable('clients')
      .set({
        workspaceId: target.workspaceId,
        // One statement: an owner who is a member there keeps the client, else the mover.
        userId: sql<string>`CASE WHEN user_id = ANY(${staying}::text[]) THEN user_id ELSE ${access.userId} END`,
      })
      .where('id', 'in', ids)
      .execute();
    await trx
      .updateTable('client_interactions')
      .set({ workspaceId: target.workspaceId })
      .where('clientId', 'in', ids)
      .execute();

    const event = { entity: 'clients', op: 'update', id: 'bulk' } as const;
    const mine = { ownerId: access.userId, createdBy: access.userId };
    await publishRecordChange(trx, access.workspaceId, 'clients', mine, event, [access.userId]);
    await publishRecordChange(trx, target.workspaceId, 'clients', mine, event);
    return { updated: rows.length };
  });
}

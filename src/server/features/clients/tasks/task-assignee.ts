// Who may be a task's assignee (decision 047): an active member of the client's workspace
// who may edit that client — the one who will act on it. Their access is read the way a
// request of theirs would read it, so a role change counts at once.
import type { Kysely } from 'kysely';
import { TASK_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { badRequest } from '../../../http/errors';
import {
  loadWorkspaceAccess,
  type WorkspaceAccess,
} from '../../../platform/access/workspace-access';
import type { ClientRow } from '../client-view';
import { mayEditClient } from '../find-client';

export async function mayBeAssignee(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  client: ClientRow,
  userId: string,
): Promise<boolean> {
  const theirs =
    userId === access.userId ? access : await loadWorkspaceAccess(db, userId, access.workspaceId);
  return theirs !== null && mayEditClient(theirs, client);
}

/** Refuses (400 on assigneeId) anyone who may not edit the client. */
export async function checkAssignee(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  client: ClientRow,
  userId: string,
): Promise<void> {
  if (!(await mayBeAssignee(db, access, client, userId))) {
    throw badRequest(TASK_MESSAGES.assigneeCannotEdit, {
      assigneeId: TASK_MESSAGES.assigneeCannotEdit,
    });
  }
}

/**
 * The assignee of a new task without one: the client's owner when they may act on it,
 * else the caller (who may, or they could not add the task).
 */
export async function defaultAssignee(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  client: ClientRow,
): Promise<string> {
  if (client.userId && (await mayBeAssignee(db, access, client, client.userId))) {
    return client.userId;
  }
  return access.userId;
}

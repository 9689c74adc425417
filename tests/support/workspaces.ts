// Workspaces in tests (issue 18): a user's access to their personal workspace or a
// team's, as a route would see it, for tests that call feature functions directly.
import type { Kysely } from 'kysely';
import type { DB } from '../../src/server/db/types';
import {
  loadWorkspaceAccess,
  type WorkspaceAccess,
} from '../../src/server/platform/access/workspace-access';

export async function workspaceAccess(
  db: Kysely<DB>,
  userId: string,
  workspaceId?: string,
): Promise<WorkspaceAccess> {
  const access = await loadWorkspaceAccess(db, userId, workspaceId);
  if (!access) throw new Error(`${userId} is not an active member of ${workspaceId ?? 'Personal'}`);
  return access;
}

// Who may manage a workspace's API keys: those who may edit its settings (in a personal
// workspace its owner, who holds every key there), and only while signed in — a key
// never manages keys (requireUser answers 403 to one). Another workspace answers 404.
import type { Context } from 'hono';
import { can } from '../../../core/access';
import { API_KEY_MESSAGES } from '../../../core/messages';
import { requireUser } from '../../auth/session';
import type { Database } from '../../db/connection';
import { HttpError } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { requireWorkspace } from '../../platform/access/require-workspace';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';

export async function requireKeyManager(
  c: Context<AppEnv>,
  database: Pick<Database, 'db'>,
): Promise<WorkspaceAccess> {
  requireUser(c);
  const access = await requireWorkspace(c, database);
  if (!can(access.permissions, 'settings.edit')) {
    throw new HttpError('forbidden', API_KEY_MESSAGES.noPermission);
  }
  return access;
}

// The current workspace of an API request (issue 18): named by the `X-Workspace-Id`
// header (documented on every workspace-scoped operation of /api/openapi.json) or, for
// download links, a `workspace` query parameter; the caller's personal workspace when
// neither is given. One look-up per request, kept
// on the context.
import type { Context } from 'hono';
import type { DataArea } from '../../../core/access';
import { WORKSPACE_MESSAGES } from '../../../core/messages';
import { requireUser } from '../../auth/session';
import type { Database } from '../../db/connection';
import { HttpError, notFound } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import {
  loadApiKeyAccess,
  loadWorkspaceAccess,
  type RecordOp,
  type WorkspaceAccess,
} from './workspace-access';

export const WORKSPACE_HEADER = 'x-workspace-id';

const cache = new WeakMap<Request, Promise<WorkspaceAccess | null>>();

/**
 * The signed-in caller's (or API key's, decision 071) access to the request's workspace: 401 signed out, 404 for a
 * workspace they are not an active member of. With `need`, 404 also when their level in
 * that area is none (the area does not exist for them, as decision 017 says for a
 * foreign organization) — writes then check the edit level themselves (403).
 */
export async function requireWorkspace(
  c: Context<AppEnv>,
  database: Pick<Database, 'db'>,
  need?: { area: DataArea; op?: RecordOp },
): Promise<WorkspaceAccess> {
  const key = c.get('apiKey');
  const userId = key ? undefined : requireUser(c).id;
  // Download links cannot send headers, so `?workspace=` names it too.
  const named =
    c.req.header(WORKSPACE_HEADER)?.trim() || c.req.query('workspace')?.trim() || undefined;
  let pending = cache.get(c.req.raw);
  if (!pending) {
    // An API key acts in its own workspace only (decision 071): naming another is a 404.
    pending =
      userId === undefined && key
        ? loadApiKeyAccess(database.db, key, named)
        : loadWorkspaceAccess(database.db, userId ?? requireUser(c).id, named);
    cache.set(c.req.raw, pending);
  }
  const access = await pending;
  if (!access) throw notFound(WORKSPACE_MESSAGES.workspaceNotFound);
  if (need) {
    if (access.levels[need.area].view === 'none') throw notFound(WORKSPACE_MESSAGES.areaNotFound);
    if (need.op === 'edit' && access.levels[need.area].edit === 'none') {
      throw new HttpError('forbidden', WORKSPACE_MESSAGES.noEditPermission);
    }
  }
  return access;
}

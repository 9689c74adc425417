// GET /api-keys: the workspace's live keys, newest first (never a secret), and the roles
// a new key may take — the workspace's, but Owner and any holding a key the caller lacks
// (decision 026), so the dialog offers only what the server accepts.
import type { Kysely } from 'kysely';
import type { ApiKeyList } from '../../../core/api-key-schemas';
import { keysBeyond, OWNER_ROLE_NAME } from '../../../core/permissions';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { loadRoleViews } from '../organizations/public';
import { loadApiKeyViews } from './api-key-view';

export async function listApiKeys(db: Kysely<DB>, access: WorkspaceAccess): Promise<ApiKeyList> {
  const [items, roles] = await Promise.all([
    loadApiKeyViews(db, access.workspaceId),
    loadRoleViews(db, access.workspaceId),
  ]);
  return {
    items,
    roles: roles
      .filter((role) => !(role.isSystemRole && role.name === OWNER_ROLE_NAME))
      .filter((role) => keysBeyond(access.permissions, role.permissions).length === 0)
      .map((role) => ({ id: role.id, name: role.name })),
  };
}

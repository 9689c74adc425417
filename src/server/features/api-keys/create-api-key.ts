// POST /api-keys: a new key for the request's workspace, with a role of that workspace
// that holds no key its creator lacks (decision 026), and its secret — shown this once.
import type { Kysely } from 'kysely';
import type { ApiKeyCreate, CreatedApiKey } from '../../../core/api-key-schemas';
import { API_KEY_MESSAGES as M } from '../../../core/messages';
import { keysBeyond, OWNER_ROLE_NAME } from '../../../core/permissions';
import type { DB } from '../../db/types';
import { badRequest, HttpError } from '../../http/errors';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { loadRoleViews } from '../organizations/public';
import { newApiKeySecret } from './api-key-secret';
import { loadApiKeyViews } from './api-key-view';

export async function createApiKey(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  input: ApiKeyCreate,
): Promise<CreatedApiKey> {
  const roles = await loadRoleViews(db, access.workspaceId);
  const role = roles.find((candidate) => candidate.id === input.roleId);
  if (!role) throw badRequest(M.roleNotFound, { roleId: M.roleNotFound });
  if (role.isSystemRole && role.name === OWNER_ROLE_NAME) {
    throw badRequest(M.ownerRoleNotAssignable, { roleId: M.ownerRoleNotAssignable });
  }
  if (keysBeyond(access.permissions, role.permissions).length > 0) {
    throw new HttpError('forbidden', M.roleBeyondOwn, { roleId: M.roleBeyondOwn });
  }
  const { secret, prefix, tokenHash } = newApiKeySecret();
  const row = await db
    .insertInto('api_keys')
    .values({
      workspaceId: access.workspaceId,
      name: input.name,
      roleId: role.id,
      createdBy: access.userId,
      tokenHash,
      prefix,
      expiresAt: input.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [key] = await loadApiKeyViews(db, access.workspaceId, row.id);
  if (!key) throw new Error('the API key just created is missing');
  return { key, secret };
}

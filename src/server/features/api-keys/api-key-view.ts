// ApiKeyView rows: a workspace's live keys with their role's and creator's names.
import type { Kysely } from 'kysely';
import type { ApiKeyView } from '../../../core/api-key-schemas';
import type { DB } from '../../db/types';
import { loadRoleViews } from '../organizations/public';

export async function loadApiKeyViews(
  db: Kysely<DB>,
  workspaceId: string,
  keyId?: string,
): Promise<ApiKeyView[]> {
  const rows = await db
    .selectFrom('api_keys as k')
    .leftJoin('users as u', 'u.id', 'k.createdBy')
    .select([
      'k.id',
      'k.name',
      'k.prefix',
      'k.roleId',
      'k.createdBy',
      'u.name as creatorName',
      'u.email as creatorEmail',
      'k.createdAt',
      'k.expiresAt',
      'k.lastUsedAt',
    ])
    .where('k.workspaceId', '=', workspaceId)
    .where('k.revokedAt', 'is', null)
    .$call((query) => (keyId ? query.where('k.id', '=', keyId) : query))
    .orderBy('k.createdAt', 'desc')
    .orderBy('k.id', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const roleNames = new Map(
    (await loadRoleViews(db, workspaceId)).map((role) => [role.id, role.name]),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    roleId: row.roleId,
    roleName: row.roleId ? (roleNames.get(row.roleId) ?? null) : null,
    createdBy:
      row.creatorName !== null || row.creatorEmail !== null
        ? { id: row.createdBy, name: row.creatorName || row.creatorEmail || '' }
        : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

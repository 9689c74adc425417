// What the custom-role writes share: finding the organization's own role (a system role
// is read-only, another organization's answers 404), naming conflicts, and storing keys.
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { ORG_MESSAGES } from '../../../core/messages';
import type { PermissionName } from '../../../core/permissions';
import type { DB } from '../../db/types';
import { badRequest, HttpError, notFound } from '../../http/errors';

const UNIQUE_VIOLATION = '23505';
const ZId = z.uuid();

export function roleNameTakenError(): HttpError {
  return new HttpError('conflict', ORG_MESSAGES.roleNameTaken, {
    name: ORG_MESSAGES.roleNameTaken,
  });
}

export function isDuplicateRoleName(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === UNIQUE_VIOLATION && (!constraint || constraint === 'roles_organization_name_key');
}

/** Throws 409 when the organization has another role (not `exceptId`) of that name, any case. */
export async function assertRoleNameFree(
  db: Kysely<DB>,
  organizationId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  let query = db
    .selectFrom('roles')
    .select('id')
    .where('organizationId', '=', organizationId)
    .where(sql<string>`lower(btrim(name))`, '=', name.trim().toLowerCase());
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw roleNameTakenError();
}

/** The organization's custom role, locked for the write that follows. */
export async function findCustomRoleForUpdate(
  db: Kysely<DB>,
  organizationId: string,
  roleId: string,
): Promise<{ id: string; name: string }> {
  if (!ZId.safeParse(roleId).success) throw notFound(ORG_MESSAGES.roleNotFound);
  const role = await db
    .selectFrom('roles')
    .select(['id', 'name', 'organizationId', 'isSystemRole'])
    .where('id', '=', roleId)
    .forUpdate()
    .executeTakeFirst();
  if (role?.isSystemRole) throw badRequest(ORG_MESSAGES.systemRoleReadOnly);
  if (!role || role.organizationId !== organizationId) throw notFound(ORG_MESSAGES.roleNotFound);
  return { id: role.id, name: role.name };
}

/** Makes the role grant exactly these keys. */
export async function setRolePermissions(
  db: Kysely<DB>,
  roleId: string,
  permissions: readonly PermissionName[],
): Promise<void> {
  await db.deleteFrom('role_permissions').where('roleId', '=', roleId).execute();
  if (permissions.length === 0) return;
  await db
    .insertInto('role_permissions')
    .columns(['roleId', 'permissionId'])
    .expression((eb) =>
      eb
        .selectFrom('permissions')
        .select([sql<string>`${roleId}::uuid`.as('roleId'), 'id as permissionId'])
        .where('name', 'in', [...new Set(permissions)]),
    )
    .execute();
}

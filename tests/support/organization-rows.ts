// What the organization HTTP tests share: creating organizations through the API and
// arranging members, roles and flags straight in the database.
import { expect } from 'vitest';
import type { OrganizationDetail } from '../../src/core/organizations';
import type { MemberStatus, SystemRoleName } from '../../src/core/permissions';
import type { ApiUser } from './api-user';
import type { TestServer } from './test-server';

let nextSlug = 0;

export function uniqueSlug(prefix = 'org'): string {
  return `${prefix}-${nextSlug++}-${Date.now().toString(36)}`;
}

export async function createOrganizationAs(
  user: ApiUser,
  fields: { name?: string; slug?: string; description?: string; website?: string } = {},
): Promise<OrganizationDetail> {
  const slug = fields.slug ?? uniqueSlug();
  const answer = await user.call('POST', '/organizations', { name: slug, ...fields, slug });
  expect(answer.status).toBe(201);
  return answer.body as OrganizationDetail;
}

export async function systemRoleIdOf(server: TestServer, name: SystemRoleName): Promise<string> {
  const row = await server.database.db
    .selectFrom('roles')
    .select('id')
    .where('organizationId', 'is', null)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Adds the user to the organization directly; answers the member id. */
export async function addMember(
  server: TestServer,
  organizationId: string,
  user: Pick<ApiUser, 'id'>,
  role: SystemRoleName | { id: string },
  status: MemberStatus = 'active',
): Promise<string> {
  const roleId = typeof role === 'string' ? await systemRoleIdOf(server, role) : role.id;
  const row = await server.database.db
    .insertInto('organization_members')
    .values({ organizationId, userId: user.id, roleId, status })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function memberRows(server: TestServer, organizationId: string) {
  const rows = await server.database.db
    .selectFrom('organization_members as m')
    .innerJoin('roles as r', 'r.id', 'm.roleId')
    .select(['m.id', 'm.userId', 'm.status', 'm.isOwner', 'm.roleId', 'r.name as roleName'])
    .where('m.organizationId', '=', organizationId)
    .execute();
  return rows.sort((a, b) => a.id.localeCompare(b.id));
}

export async function organizationRow(server: TestServer, organizationId: string) {
  return server.database.db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
}

export async function makePlatformAdmin(server: TestServer, user: ApiUser): Promise<void> {
  await server.database.db
    .updateTable('profiles')
    .set({ isPlatformAdmin: true })
    .where('userId', '=', user.id)
    .execute();
}

/**
 * Sets a user's plan tier. A workspace takes a second member only while its owner is on
 * Business (spec §9 "2+ users", issue 22), so tests that invite upgrade the owner first.
 */
export async function setPlanTier(
  server: TestServer,
  user: Pick<ApiUser, 'id'>,
  tier: 'free' | 'pro' | 'business',
): Promise<void> {
  await server.database.db
    .updateTable('profiles')
    .set({ tier })
    .where('userId', '=', user.id)
    .execute();
}

export async function setDisplayName(
  server: TestServer,
  user: ApiUser,
  displayName: string,
): Promise<void> {
  await server.database.db
    .updateTable('profiles')
    .set({ displayName })
    .where('userId', '=', user.id)
    .execute();
}

export async function deactivate(server: TestServer, organizationId: string): Promise<void> {
  await server.database.db
    .updateTable('organizations')
    .set({ isActive: false })
    .where('id', '=', organizationId)
    .execute();
}

/** An answer's error message, for assertions on the refusal texts. */
// biome-ignore lint/suspicious/noExplicitAny: the Answer body is untyped
export function errorOf(answer: { status: number; body: any }) {
  return { status: answer.status, message: answer.body?.error?.message as string | undefined };
}

/** The user's personal workspace (issue 18): the organization of one made with the account. */
export async function personalWorkspaceOf(server: TestServer, user: Pick<ApiUser, 'id'>) {
  return server.database.db
    .selectFrom('organizations as o')
    .innerJoin('organization_members as m', 'm.organizationId', 'o.id')
    .select(['o.id', 'o.name', 'o.slug', 'o.logoUrl', 'o.settings', 'm.id as memberId'])
    .where('o.personalUserId', '=', user.id)
    .executeTakeFirstOrThrow();
}

/** The seeded Member's keys (issue 18): views all, edits their own, sees the unassigned clients. */
export const SEEDED_MEMBER_KEYS = [
  'edit_clients_own',
  'edit_documents_own',
  'edit_scheduling_own',
  'org:members:view',
  'see_unassigned_clients',
  'view_clients',
  'view_documents',
  'view_scheduling',
];

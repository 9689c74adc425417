// The team most client tests need: its owner, a Member (view all, edit own), a member
// with a custom role (by default a viewer: view all, edit none) and an outsider who is in
// no team. One set-up for the tests of bulk actions, tasks and the like.
import { expect } from 'vitest';
import { type ApiUser, signUpApiUser } from './api-user';
import { addMember, createOrganizationAs } from './organization-rows';
import type { TestServer } from './test-server';

export type ClientTeam = {
  id: string;
  owner: ApiUser;
  member: ApiUser;
  viewer: ApiUser;
  outsider: ApiUser;
};

export async function signUpClientTeam(
  server: TestServer,
  prefix: string,
  viewerPermissions: string[] = ['view_clients'],
): Promise<ClientTeam> {
  const owner = await signUpApiUser(server, `${prefix}-owner`);
  const member = await signUpApiUser(server, `${prefix}-member`);
  const viewer = await signUpApiUser(server, `${prefix}-viewer`);
  const outsider = await signUpApiUser(server, `${prefix}-outsider`);
  const organization = await createOrganizationAs(owner, { name: `${prefix} Team` });
  await addMember(server, organization.id, member, 'Member');
  const role = await owner.call('POST', `/organizations/${organization.id}/roles`, {
    name: `${prefix} viewer`,
    permissions: viewerPermissions,
  });
  expect(role.status, role.text).toBe(201);
  await addMember(server, organization.id, viewer, { id: role.body.id });
  return { id: organization.id, owner, member, viewer, outsider };
}

/** The header that names the workspace a request works in. */
export const inWorkspace = (workspaceId: string) => ({ 'x-workspace-id': workspaceId });

/** A client added over the API by `user` (in their personal workspace when null). */
export async function addClientAs(user: ApiUser, workspaceId: string | null, body: object) {
  const answer = await user.call(
    'POST',
    '/clients',
    body,
    workspaceId ? inWorkspace(workspaceId) : undefined,
  );
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { id: string; name: string };
}

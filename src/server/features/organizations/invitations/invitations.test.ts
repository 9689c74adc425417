// Invitations over real HTTP against a real database, with the mails delivered to an
// SMTP server in this process: invite, the link's preview, accept, re-send, revoke, and
// every refusal (which must leave the database as it was).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiUser,
  callApi,
  signUpApiUser,
  signUpApiUserAs,
} from '../../../../../tests/support/api-user';
import {
  createOrganizationAs,
  setDisplayName as setDisplayNameOf,
  setPlanTier,
  systemRoleIdOf,
} from '../../../../../tests/support/organization-rows';
import {
  type CapturedMail,
  linkIn,
  type SmtpCapture,
  startSmtpCapture,
} from '../../../../../tests/support/smtp-capture';
import { openSse } from '../../../../../tests/support/sse-client';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { ORG_MESSAGES } from '../../../../core/messages';
import type { SystemRoleName } from '../../../../core/permissions';
import { listPendingInvitations } from './list-pending-invitations';

let smtp: SmtpCapture;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, MAIL_SENDER_INTERVAL_MS: '50' });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const db = () => server.database.db;

const signedOut = (method: string, path: string, body?: unknown) =>
  callApi(server, '', method, path, body);

const signUpAs = (email: string) => signUpApiUserAs(server, email);

/** A team organization; its owner is on Business, which a second member needs (issue 22). */
async function createOrganization(owner: ApiUser, name = 'Acme'): Promise<string> {
  await setPlanTier(server, owner, 'business');
  return (await createOrganizationAs(owner, { name })).id;
}

const systemRoleId = (name: SystemRoleName) => systemRoleIdOf(server, name);

async function customRole(organizationId: string, name: string, permissions: string[]) {
  const role = await db()
    .insertInto('roles')
    .values({ name, organizationId })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const permission of permissions) {
    const { id } = await db()
      .selectFrom('permissions')
      .select('id')
      .where('name', '=', permission)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('role_permissions')
      .values({ roleId: role.id, permissionId: id })
      .execute();
  }
  return role.id;
}

const setDisplayName = (user: ApiUser, displayName: string) =>
  setDisplayNameOf(server, user, displayName);

function memberRows(organizationId: string) {
  return db()
    .selectFrom('organization_members')
    .select(['userId', 'status', 'roleId', 'isOwner'])
    .where('organizationId', '=', organizationId)
    .orderBy('createdAt')
    .execute();
}

function invitationRows(organizationId: string) {
  return db()
    .selectFrom('organization_invitations')
    .selectAll()
    .where('organizationId', '=', organizationId)
    .orderBy('createdAt')
    .execute();
}

async function outboxCount(): Promise<number> {
  const row = await db()
    .selectFrom('mailOutbox')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Everything a refused request must leave as it was. */
async function snapshot(organizationId: string) {
  return {
    members: await memberRows(organizationId),
    invitations: await invitationRows(organizationId),
    mails: await outboxCount(),
  };
}

function invitationMails(email: string): CapturedMail[] {
  return smtp.messages.filter(
    (mail) => mail.to.includes(email) && mail.subject.includes('invited'),
  );
}

/**
 * The working token mailed to `email`, once `count` invitation mails have arrived: the
 * one whose hash the pending invitation holds (mails may arrive out of order).
 */
async function tokenFromMail(email: string, count = 1): Promise<string> {
  await smtp.waitFor(() => invitationMails(email).length >= count);
  const tokens = invitationMails(email).map(
    (mail) => linkIn(mail, '/invitations/').split('/invitations/')[1] as string,
  );
  const pending = await db()
    .selectFrom('organization_invitations')
    .select('tokenHash')
    .where('email', '=', email)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .execute();
  const hashes = new Set(pending.map((row) => row.tokenHash));
  const token = tokens.find((t) => hashes.has(createHash('sha256').update(t).digest('hex')));
  if (!token) throw new Error(`No working invitation link mailed to ${email}`);
  return token;
}

async function invite(by: ApiUser, organizationId: string, email: string, roleId: string) {
  return by.call('POST', `/organizations/${organizationId}/invitations`, { email, roleId });
}

/** Makes `user` an active member with the role, through an invitation. */
async function addMember(owner: ApiUser, organizationId: string, user: ApiUser, roleId: string) {
  const before = invitationMails(user.email).length;
  expect((await invite(owner, organizationId, user.email, roleId)).status).toBe(201);
  const token = await tokenFromMail(user.email, before + 1);
  expect((await user.call('POST', `/invitations/${token}/accept`)).status).toBe(200);
}

/** A new owner's organization with a pending Member invitation for a new account. */
async function pendingInvitation(label: string) {
  const owner = await signUpApiUser(server, 'inv-owner');
  const organizationId = await createOrganization(owner);
  const invitee = await signUpApiUser(server, label);
  const created = await invite(owner, organizationId, invitee.email, await systemRoleId('Member'));
  expect(created.status).toBe(201);
  const token = await tokenFromMail(invitee.email);
  const invitationId: string = created.body.id;
  return { owner, organizationId, invitee, invitationId, token };
}

function resend(by: ApiUser, organizationId: string, invitationId: string) {
  return by.call('POST', `/organizations/${organizationId}/invitations/${invitationId}/resend`);
}

describe('inviting someone who has an account', () => {
  it('shows them as invited, mails the link, and accepting makes them an active member', async () => {
    const owner = await signUpApiUser(server, 'inv-owner');
    await setDisplayName(owner, 'Olga <Owner>');
    const organizationId = await createOrganization(owner, "Tom & Jerry's");
    const invitee = await signUpApiUser(server, 'inv-existing');
    const memberRole = await systemRoleId('Member');

    const created = await invite(
      owner,
      organizationId,
      `  ${invitee.email.toUpperCase()} `,
      memberRole,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: invitee.email,
      roleId: memberRole,
      roleName: 'Member',
      invitedByName: 'Olga <Owner>',
      isExpired: false,
    });
    const days = (Date.parse(created.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    expect(await memberRows(organizationId)).toContainEqual({
      userId: invitee.id,
      status: 'invited',
      roleId: memberRole,
      isOwner: false,
    });
    expect(await listPendingInvitations(db(), organizationId)).toEqual([created.body]);
    // Invited is not a member yet.
    expect((await invitee.call('GET', `/organizations/${organizationId}`)).status).toBe(404);

    const token = await tokenFromMail(invitee.email);
    const [mail] = invitationMails(invitee.email);
    expect(mail?.subject).toBe("Olga <Owner> invited you to Tom & Jerry's on Scale");
    expect(mail?.text).toContain(`${server.url}/invitations/${token}`);
    expect(mail?.text).toContain('as Member');
    expect(mail?.text).toMatch(/works until \w+ \d+, \d{4}/);
    expect(mail?.html).toContain('Olga &lt;Owner&gt;');
    expect(mail?.html).toContain('Tom &amp; Jerry&#39;s');
    expect(mail?.html).not.toContain('<Owner>');
    // Only the token's hash is stored.
    const [row] = await invitationRows(organizationId);
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const preview = await signedOut('GET', `/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      organizationName: "Tom & Jerry's",
      organizationLogoUrl: null,
      inviterName: 'Olga <Owner>',
      email: invitee.email,
      roleName: 'Member',
      state: 'pending',
      hasAccount: true,
    });

    const accepted = await invitee.call('POST', `/invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({
      organization: {
        id: organizationId,
        name: "Tom & Jerry's",
        slug: expect.any(String),
        logoUrl: null,
        isActive: true,
        roleName: 'Member',
        isOwner: false,
      },
    });
    expect(await memberRows(organizationId)).toContainEqual({
      userId: invitee.id,
      status: 'active',
      roleId: memberRole,
      isOwner: false,
    });
    const [acceptedRow] = await invitationRows(organizationId);
    expect(acceptedRow?.acceptedBy).toBe(invitee.id);
    expect(acceptedRow?.acceptedAt).not.toBeNull();
    const user = await db()
      .selectFrom('users')
      .select('emailVerified')
      .where('id', '=', invitee.id)
      .executeTakeFirstOrThrow();
    expect(user.emailVerified).toBe(true);
    expect((await invitee.call('GET', `/organizations/${organizationId}`)).status).toBe(200);
    const listed = await invitee.call('GET', '/organizations');
    expect(listed.body.map((o: { id: string }) => o.id)).toContain(organizationId);
    expect(await listPendingInvitations(db(), organizationId)).toEqual([]);

    // The link is used up.
    const again = await invitee.call('POST', `/invitations/${token}/accept`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(ORG_MESSAGES.invitationUsed);
    expect((await signedOut('GET', `/invitations/${token}`)).body.state).toBe('accepted');
  });
});

describe('inviting an address without an account', () => {
  it('keeps no member row until the new account accepts', async () => {
    const owner = await signUpApiUser(server, 'inv-owner');
    const organizationId = await createOrganization(owner);
    const adminRole = await systemRoleId('Admin');
    const email = `newcomer-${Date.now()}@example.com`;

    const created = await invite(owner, organizationId, email, adminRole);
    expect(created.status).toBe(201);
    expect(await memberRows(organizationId)).toHaveLength(1);
    const token = await tokenFromMail(email);
    expect((await signedOut('GET', `/invitations/${token}`)).body).toMatchObject({
      email,
      roleName: 'Admin',
      state: 'pending',
      hasAccount: false,
    });
    // Signed out, the link can be read but not accepted.
    expect((await signedOut('POST', `/invitations/${token}/accept`)).status).toBe(401);

    const newcomer = await signUpAs(email);
    expect((await signedOut('GET', `/invitations/${token}`)).body.hasAccount).toBe(true);
    const accepted = await newcomer.call('POST', `/invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.organization).toMatchObject({ id: organizationId, roleName: 'Admin' });
    expect(await memberRows(organizationId)).toContainEqual({
      userId: newcomer.id,
      status: 'active',
      roleId: adminRole,
      isOwner: false,
    });
    const detail = await newcomer.call('GET', `/organizations/${organizationId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.permissions).toContain('manage:members');
  });
});

describe('accepting refusals', () => {
  it('refuses someone signed in with another address and changes nothing', async () => {
    const { organizationId, invitee, token } = await pendingInvitation('inv-target');
    const stranger = await signUpApiUser(server, 'inv-stranger');
    const before = await snapshot(organizationId);

    const refused = await stranger.call('POST', `/invitations/${token}/accept`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(ORG_MESSAGES.invitationOtherEmail(invitee.email));
    expect(await snapshot(organizationId)).toEqual(before);
    expect((await stranger.call('GET', `/organizations/${organizationId}`)).status).toBe(404);
  });

  it('refuses an expired invitation, lists it as expired, and a re-send revives it', async () => {
    const { owner, organizationId, invitee, invitationId, token } =
      await pendingInvitation('inv-late');
    await db()
      .updateTable('organization_invitations')
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where('id', '=', invitationId)
      .execute();
    const before = await snapshot(organizationId);

    expect((await signedOut('GET', `/invitations/${token}`)).body.state).toBe('expired');
    const refused = await invitee.call('POST', `/invitations/${token}/accept`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(ORG_MESSAGES.invitationExpired);
    expect(await snapshot(organizationId)).toEqual(before);
    expect(await listPendingInvitations(db(), organizationId)).toMatchObject([
      { id: invitationId, isExpired: true },
    ]);

    const resent = await resend(owner, organizationId, invitationId);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: invitationId, isExpired: false });
    const fresh = await tokenFromMail(invitee.email, 2);
    expect((await invitee.call('POST', `/invitations/${fresh}/accept`)).status).toBe(200);
  });

  it('refuses to join a deactivated organization', async () => {
    const { organizationId, invitee, token } = await pendingInvitation('inv-inactive');
    await db()
      .updateTable('organizations')
      .set({ isActive: false })
      .where('id', '=', organizationId)
      .execute();
    const before = await snapshot(organizationId);

    const refused = await invitee.call('POST', `/invitations/${token}/accept`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(ORG_MESSAGES.organizationInactive);
    expect(await snapshot(organizationId)).toEqual(before);
  });

  it('answers 404 for a token that is not one', async () => {
    const user = await signUpApiUser(server, 'inv-guess');
    for (const token of ['nope', 'A'.repeat(43)]) {
      const preview = await signedOut('GET', `/invitations/${token}`);
      expect(preview.status).toBe(404);
      expect(preview.body.error.message).toBe(ORG_MESSAGES.invitationNotFound);
      expect((await user.call('POST', `/invitations/${token}/accept`)).status).toBe(404);
    }
  });
});

describe('re-sending and revoking', () => {
  it('re-sends with a new link: the old one says it was replaced, the new one works', async () => {
    const {
      owner,
      organizationId,
      invitee,
      invitationId,
      token: oldToken,
    } = await pendingInvitation('inv-resend');

    const resent = await resend(owner, organizationId, invitationId);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: invitationId, email: invitee.email });
    const newToken = await tokenFromMail(invitee.email, 2);
    expect(newToken).not.toBe(oldToken);
    expect(await invitationRows(organizationId)).toHaveLength(1);

    // The old link is known as replaced, not unknown; it joins nobody.
    const before = await snapshot(organizationId);
    const oldPreview = await signedOut('GET', `/invitations/${oldToken}`);
    expect(oldPreview.status).toBe(200);
    expect(oldPreview.body).toMatchObject({ email: invitee.email, state: 'replaced' });
    const refused = await invitee.call('POST', `/invitations/${oldToken}/accept`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(ORG_MESSAGES.invitationReplaced);
    expect(await snapshot(organizationId)).toEqual(before);
    // Only hashes are kept of old links too.
    const replaced = await db()
      .selectFrom('organization_invitation_replaced_tokens')
      .selectAll()
      .where('invitationId', '=', invitationId)
      .execute();
    expect(replaced.map((row) => row.tokenHash)).toEqual([
      createHash('sha256').update(oldToken).digest('hex'),
    ]);
    expect(JSON.stringify(replaced)).not.toContain(oldToken);

    expect((await signedOut('GET', `/invitations/${newToken}`)).body.state).toBe('pending');
    expect((await invitee.call('POST', `/invitations/${newToken}/accept`)).status).toBe(200);
    // Once accepted, any of its links says so.
    expect((await signedOut('GET', `/invitations/${oldToken}`)).body.state).toBe('accepted');
    const late = await invitee.call('POST', `/invitations/${oldToken}/accept`);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(ORG_MESSAGES.invitationUsed);
  });

  it('a re-invite replaces the link too; a revoked invitation’s old link says revoked', async () => {
    const { owner, organizationId, invitee, token: first } = await pendingInvitation('inv-again');
    const again = await invite(owner, organizationId, invitee.email, await systemRoleId('Admin'));
    expect(again.status).toBe(201);
    const second = await tokenFromMail(invitee.email, 2);
    const third = await resend(owner, organizationId, again.body.id);
    expect(third.status).toBe(200);
    const current = await tokenFromMail(invitee.email, 3);
    for (const old of [first, second]) {
      const preview = await signedOut('GET', `/invitations/${old}`);
      expect(preview.body).toMatchObject({ state: 'replaced', roleName: 'Admin' });
    }
    expect((await signedOut('GET', `/invitations/${current}`)).body.state).toBe('pending');
    // An unknown token in the right shape is still simply not found.
    const unknown = await signedOut('GET', `/invitations/${'B'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(ORG_MESSAGES.invitationNotFound);

    const path = `/organizations/${organizationId}/invitations/${again.body.id}`;
    expect((await owner.call('DELETE', path)).status).toBe(204);
    for (const link of [first, second, current]) {
      expect((await signedOut('GET', `/invitations/${link}`)).body.state).toBe('revoked');
      const refused = await invitee.call('POST', `/invitations/${link}/accept`);
      expect(refused.body.error.message).toBe(ORG_MESSAGES.invitationRevokedForVisitor);
    }
  });

  it('an old link of an invitation whose new link expired still says replaced', async () => {
    const { owner, organizationId, invitee, invitationId, token } =
      await pendingInvitation('inv-old-late');
    expect((await resend(owner, organizationId, invitationId)).status).toBe(200);
    const fresh = await tokenFromMail(invitee.email, 2);
    await db()
      .updateTable('organization_invitations')
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where('id', '=', invitationId)
      .execute();
    expect((await signedOut('GET', `/invitations/${token}`)).body.state).toBe('replaced');
    expect((await signedOut('GET', `/invitations/${fresh}`)).body.state).toBe('expired');
  });

  it('inviting the same address again re-sends the one invitation with the new role', async () => {
    const owner = await signUpApiUser(server, 'inv-owner');
    const organizationId = await createOrganization(owner);
    const invitee = await signUpApiUser(server, 'inv-twice');
    const first = await invite(owner, organizationId, invitee.email, await systemRoleId('Member'));
    const adminRole = await systemRoleId('Admin');
    const second = await invite(owner, organizationId, invitee.email, adminRole);
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ id: first.body.id, roleName: 'Admin' });
    expect(await invitationRows(organizationId)).toHaveLength(1);
    expect(await memberRows(organizationId)).toContainEqual({
      userId: invitee.id,
      status: 'invited',
      roleId: adminRole,
      isOwner: false,
    });
    const token = await tokenFromMail(invitee.email, 2);
    const accepted = await invitee.call('POST', `/invitations/${token}/accept`);
    expect(accepted.body.organization.roleName).toBe('Admin');
  });

  it('revokes: the invited member row goes and the link says revoked', async () => {
    const { owner, organizationId, invitee, invitationId, token } =
      await pendingInvitation('inv-revoked');

    const path = `/organizations/${organizationId}/invitations/${invitationId}`;
    expect((await owner.call('DELETE', path)).status).toBe(204);
    expect((await memberRows(organizationId)).map((m) => m.userId)).toEqual([owner.id]);
    expect(await listPendingInvitations(db(), organizationId)).toEqual([]);
    expect((await signedOut('GET', `/invitations/${token}`)).body.state).toBe('revoked');
    const refused = await invitee.call('POST', `/invitations/${token}/accept`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(ORG_MESSAGES.invitationRevokedForVisitor);
    expect((await memberRows(organizationId)).map((m) => m.userId)).toEqual([owner.id]);
    // Gone from the list: neither revoked again nor re-sent.
    expect((await owner.call('DELETE', path)).status).toBe(404);
    expect((await owner.call('POST', `${path}/resend`)).status).toBe(404);
  });
});

describe('inviting refusals', () => {
  it('refuses the Owner role, unknown roles and another organization’s role, writing nothing', async () => {
    const owner = await signUpApiUser(server, 'inv-owner');
    const organizationId = await createOrganization(owner);
    const otherId = await createOrganization(owner, 'Other');
    const otherRole = await customRole(otherId, 'Sales', ['view_clients']);
    const before = await snapshot(organizationId);

    const ownerRole = await invite(
      owner,
      organizationId,
      'x@example.com',
      await systemRoleId('Owner'),
    );
    expect(ownerRole.status).toBe(400);
    expect(ownerRole.body.error).toMatchObject({
      message: ORG_MESSAGES.ownerRoleNotInvitable,
      fields: { roleId: ORG_MESSAGES.ownerRoleNotInvitable },
    });
    for (const roleId of [otherRole, crypto.randomUUID(), 'not-a-uuid']) {
      const refused = await invite(owner, organizationId, 'x@example.com', roleId);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({
        message: ORG_MESSAGES.roleNotFound,
        fields: { roleId: ORG_MESSAGES.roleNotFound },
      });
    }
    expect(await snapshot(organizationId)).toEqual(before);
  });

  it('asks for both email and role', async () => {
    const owner = await signUpApiUser(server, 'inv-owner');
    const organizationId = await createOrganization(owner);
    const before = await snapshot(organizationId);
    for (const body of [
      { email: '', roleId: await systemRoleId('Member') },
      { email: 'x@example.com', roleId: '' },
      { email: '  ', roleId: '' },
    ]) {
      const refused = await owner.call(
        'POST',
        `/organizations/${organizationId}/invitations`,
        body,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(ORG_MESSAGES.inviteRequiresEmailAndRole);
    }
    const badEmail = await invite(
      owner,
      organizationId,
      'not an address',
      await systemRoleId('Member'),
    );
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error.fields.email).toBeDefined();
    expect(await snapshot(organizationId)).toEqual(before);
  });

  it('answers 409 for someone who is already a member', async () => {
    const owner = await signUpApiUser(server, 'inv-owner');
    const organizationId = await createOrganization(owner);
    const member = await signUpApiUser(server, 'inv-member');
    const memberRole = await systemRoleId('Member');
    await addMember(owner, organizationId, member, memberRole);
    const before = await snapshot(organizationId);

    for (const email of [member.email, owner.email]) {
      const refused = await invite(owner, organizationId, email, memberRole);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(ORG_MESSAGES.alreadyMember(email));
    }
    expect(await snapshot(organizationId)).toEqual(before);
  });

  it('lets only those with an invite permission invite, re-send or revoke', async () => {
    const owner = await signUpApiUser(server, 'inv-owner');
    const organizationId = await createOrganization(owner);
    const memberRole = await systemRoleId('Member');
    const member = await signUpApiUser(server, 'inv-plain');
    await addMember(owner, organizationId, member, memberRole);
    const recruiter = await signUpApiUser(server, 'inv-recruiter');
    // A recruiter holds what the Member role gives, so they may offer it (issue 16's rule).
    const recruiterRole = await customRole(organizationId, 'Recruiter', [
      'org:members:invite',
      'org:members:view',
      'view_clients',
      'view_documents',
      'view_scheduling',
      'edit_clients_own',
      'edit_documents_own',
      'edit_scheduling_own',
      'see_unassigned_clients',
    ]);
    await addMember(owner, organizationId, recruiter, recruiterRole);
    const outsider = await signUpApiUser(server, 'inv-outsider');
    const pending = await invite(owner, organizationId, 'someone@example.com', memberRole);
    const invitationPath = `/organizations/${organizationId}/invitations/${pending.body.id}`;
    const before = await snapshot(organizationId);

    const denied = await invite(member, organizationId, 'new@example.com', memberRole);
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBe(ORG_MESSAGES.noPermission);
    expect((await member.call('POST', `${invitationPath}/resend`)).status).toBe(403);
    expect((await member.call('DELETE', invitationPath)).status).toBe(403);

    const hidden = await invite(outsider, organizationId, 'new@example.com', memberRole);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.message).toBe(ORG_MESSAGES.organizationNotFound);
    expect((await outsider.call('POST', `${invitationPath}/resend`)).status).toBe(404);
    expect((await outsider.call('DELETE', invitationPath)).status).toBe(404);

    expect(
      (await signedOut('POST', `/organizations/${organizationId}/invitations`, {})).status,
    ).toBe(401);
    expect((await signedOut('DELETE', invitationPath)).status).toBe(401);
    expect(await snapshot(organizationId)).toEqual(before);

    // A custom role holding org:members:invite suffices.
    const allowed = await invite(recruiter, organizationId, 'new@example.com', memberRole);
    expect(allowed.status).toBe(201);
    expect(allowed.body.invitedByName).toEqual(expect.any(String));
  });

  it('answers 404 for another organization’s invitation', async () => {
    const owner = await signUpApiUser(server, 'inv-owner');
    const organizationId = await createOrganization(owner);
    const otherOwner = await signUpApiUser(server, 'inv-owner');
    const otherId = await createOrganization(otherOwner);
    const pending = await invite(
      owner,
      organizationId,
      'mine@example.com',
      await systemRoleId('Member'),
    );
    const before = await snapshot(organizationId);

    const path = `/organizations/${otherId}/invitations/${pending.body.id}`;
    expect((await otherOwner.call('POST', `${path}/resend`)).status).toBe(404);
    const revoke = await otherOwner.call('DELETE', path);
    expect(revoke.status).toBe(404);
    expect(revoke.body.error.message).toBe(ORG_MESSAGES.invitationNotFound);
    expect(await snapshot(organizationId)).toEqual(before);
  });
});

describe('live updates and races', () => {
  it('tells the members and the invited account of every change', async () => {
    const owner = await signUpApiUser(server, 'inv-owner');
    const organizationId = await createOrganization(owner);
    const invitee = await signUpApiUser(server, 'inv-live');
    const streams = await Promise.all(
      [owner, invitee].map((user) =>
        openSse(`${server.url}/api/v1/events`, { headers: { cookie: user.cookie } }),
      ),
    );
    try {
      await Promise.all(streams.map((stream) => stream.waitForComment('connected')));
      const heard = (count: number) =>
        Promise.all(
          streams.map((stream) =>
            stream.waitForMessage(
              () =>
                stream.messages.filter((message) => {
                  const event = JSON.parse(message.data) as { entity: string; id: string };
                  return event.entity === 'organizations' && event.id === organizationId;
                }).length >= count,
            ),
          ),
        );
      const created = await invite(
        owner,
        organizationId,
        invitee.email,
        await systemRoleId('Member'),
      );
      await heard(1);
      await owner.call('DELETE', `/organizations/${organizationId}/invitations/${created.body.id}`);
      // The revoked account no longer has a row, and still hears of it.
      await heard(2);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('two invitations of one address at once leave one pending invitation', async () => {
    const owner = await signUpApiUser(server, 'inv-owner');
    const organizationId = await createOrganization(owner);
    const invitee = await signUpApiUser(server, 'inv-race');
    const memberRole = await systemRoleId('Member');
    const answers = await Promise.all(
      [1, 2, 3].map(() => invite(owner, organizationId, invitee.email, memberRole)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const pending = await listPendingInvitations(db(), organizationId);
    expect(pending.map((invitation) => invitation.email)).toEqual([invitee.email]);
    expect((await memberRows(organizationId)).filter((m) => m.status === 'invited')).toHaveLength(
      1,
    );
  });

  it('one invitation accepted twice at once is accepted once', async () => {
    const { organizationId, invitee, token } = await pendingInvitation('inv-double');
    const answers = await Promise.all(
      [1, 2].map(() => invitee.call('POST', `/invitations/${token}/accept`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await memberRows(organizationId)).filter((m) => m.userId === invitee.id)).toEqual([
      expect.objectContaining({ status: 'active' }),
    ]);
  });
});

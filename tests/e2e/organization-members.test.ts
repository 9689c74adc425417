// Organization members in chromium (issue 6): the owner invites by e-mail, the invitee
// follows the mailed link, creates an account and joins; the owner re-roles them and
// hands over ownership. And what a plain Member is not offered.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ORG_MESSAGES, VERIFY_MESSAGES } from '../../src/core/messages';
import type { OrganizationDetail } from '../../src/core/organizations';
import { type ApiUser, signUpApiUser, signUpInBrowser } from '../support/api-user';
import { openPage } from '../support/browser';
import { setUpMailJourney } from '../support/mail-journey';
import { addMember, setPlanTier, systemRoleIdOf } from '../support/organization-rows';
import { type CapturedMail, linkIn } from '../support/smtp-capture';

const journey = setUpMailJourney();

/** Opens the organization in this browser: the header switcher keeps it in localStorage. */
async function chooseOrganization(page: Page, userId: string, organizationId: string) {
  await page
    .context()
    .addInitScript(([key, id]) => localStorage.setItem(key, id), [
      `scale.currentOrganization.${userId}`,
      organizationId,
    ] as const);
}

/** A browser context signed in as a user made through the API (no sign-up rate limit). */
async function browserAs(browser: Browser, user: ApiUser, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies(
    user.cookie.split('; ').map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), url: journey.server.url };
    }),
  );
  return context;
}

async function setDisplayName(userId: string, displayName: string) {
  await journey.server.database.db
    .updateTable('profiles')
    .set({ displayName })
    .where('userId', '=', userId)
    .execute();
}

async function membersOf(organizationId: string) {
  return journey.server.database.db
    .selectFrom('organization_members')
    .innerJoin('users', 'users.id', 'organization_members.userId')
    .innerJoin('roles', 'roles.id', 'organization_members.roleId')
    .select([
      'organization_members.id',
      'users.email',
      'roles.name as roleName',
      'organization_members.status',
      'organization_members.isOwner',
    ])
    .where('organization_members.organizationId', '=', organizationId)
    .orderBy('users.email')
    .execute();
}

describe('organization members', () => {
  it('invites by e-mail; the invitee signs up from the link, joins, becomes Admin then owner', async () => {
    const { server, smtp } = journey;
    const headers = { origin: server.url };
    const ownerEmail = 'olivia-owner@example.com';
    const inviteeEmail = 'ivy-invitee@example.com';

    const ownerContext = await journey.browser.newContext({
      viewport: { width: 1280, height: 900 },
    });
    const { page: ownerPage, errors: ownerErrors } = await openPage(ownerContext);
    const ownerId = await signUpInBrowser(server, ownerContext, ownerEmail, 'Olivia');
    await setDisplayName(ownerId, 'Olivia Owner');
    // A second member needs a Business owner (issue 22).
    await setPlanTier(server, { id: ownerId }, 'business');
    const created = await ownerContext.request.post(`${server.url}/api/v1/organizations`, {
      data: { name: 'Acme Team', slug: 'acme-team' },
      headers,
    });
    expect(created.status()).toBe(201);
    const organization = (await created.json()) as OrganizationDetail;
    await chooseOrganization(ownerPage, ownerId, organization.id);

    await ownerPage.goto(`${server.url}/organizations?tab=members`);
    const members = ownerPage.getByRole('list', { name: 'Members' });
    const ownerRow = members.getByRole('listitem').filter({ hasText: ownerEmail });
    await ownerRow.filter({ hasText: 'Olivia Owner' }).waitFor();
    await ownerRow.getByText('Owner', { exact: true }).waitFor();
    expect(await ownerRow.getByRole('button', { name: /Remove/ }).count()).toBe(0);
    expect(await ownerRow.getByRole('combobox').count()).toBe(0);

    // Invite: both fields are required, and Owner is not offered.
    await ownerPage.getByRole('button', { name: 'Invite member' }).click();
    const invite = ownerPage.getByRole('dialog', { name: 'Invite a member' });
    await invite.getByLabel('Email').fill(inviteeEmail);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite.getByText(ORG_MESSAGES.inviteRequiresEmailAndRole).waitFor();
    const offered = await invite.getByLabel('Role').locator('option').allTextContents();
    expect(offered).toEqual(['Choose a role', 'Admin', 'Member']);
    await invite.getByLabel('Role').selectOption({ label: 'Member' });
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await ownerPage.getByText(ORG_MESSAGES.invitationSent(inviteeEmail)).waitFor();
    await invite.waitFor({ state: 'hidden' });
    await ownerPage
      .getByRole('list', { name: 'Pending invitations' })
      .getByText(inviteeEmail)
      .waitFor();

    const mail = await smtp.waitFor((m) => m.to.includes(inviteeEmail), 30_000);
    expect(mail.subject).toBe('Olivia Owner invited you to Acme Team on Scale');
    const link = linkIn(mail, '/invitations/');

    // The invitee, on a phone, with no account yet.
    const inviteeContext = await journey.browser.newContext({
      viewport: { width: 375, height: 800 },
    });
    const { page, errors } = await openPage(inviteeContext);
    await page.goto(link);
    await page
      .getByRole('heading', { name: 'Olivia Owner invited you to join Acme Team as Member' })
      .waitFor();
    await page.getByRole('link', { name: 'Create account' }).click();
    await page.waitForURL('**/auth?**');
    expect(await page.getByLabel('Email').inputValue()).toBe(inviteeEmail);
    await page.getByLabel('Password', { exact: true }).fill('invitee-password');
    await page.getByLabel('Confirm Password').fill('invitee-password');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    // The verification link (issue 16) brings them back to the invitation, signed in.
    await page.getByRole('heading', { name: VERIFY_MESSAGES.checkInboxTitle }).waitFor();
    const verification = await smtp.waitFor(
      (m) => m.to.includes(inviteeEmail) && /verify/i.test(m.subject),
      30_000,
    );
    await page.goto(linkIn(verification, '/api/auth/verify-email'));
    await page.waitForURL(`**${new URL(link).pathname}`);
    await page.getByText(VERIFY_MESSAGES.verified, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await page.waitForURL('**/organizations?tab=members');
    await page.getByText(ORG_MESSAGES.invitationAccepted('Acme Team')).waitFor();
    // A Member sees the team (not how to manage it) and may leave.
    await page.getByRole('listitem').filter({ hasText: ownerEmail }).waitFor();
    expect(await page.getByRole('button', { name: /invite/i }).count()).toBe(0);
    await page.getByRole('button', { name: 'Leave organization' }).waitFor();
    expect(await membersOf(organization.id)).toEqual([
      expect.objectContaining({ email: inviteeEmail, roleName: 'Member', status: 'active' }),
      expect.objectContaining({ email: ownerEmail, roleName: 'Owner', isOwner: true }),
    ]);

    // The owner sees them active and makes them Admin.
    const invitee = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', inviteeEmail)
      .executeTakeFirstOrThrow();
    await setDisplayName(invitee.id, 'Ivy Invitee');
    await ownerPage.reload();
    const inviteeRow = members.getByRole('listitem').filter({ hasText: inviteeEmail });
    await inviteeRow.filter({ hasText: 'Ivy Invitee' }).waitFor();
    await inviteeRow.getByText('Active', { exact: true }).waitFor();
    expect(await ownerPage.getByRole('list', { name: 'Pending invitations' }).count()).toBe(0);
    await inviteeRow.getByLabel('Role of Ivy Invitee').selectOption({ label: 'Admin' });
    await ownerPage.getByText(ORG_MESSAGES.roleUpdated).waitFor();
    expect(await membersOf(organization.id)).toContainEqual(
      expect.objectContaining({ email: inviteeEmail, roleName: 'Admin' }),
    );

    // Make Owner, with the spec's confirmation.
    await inviteeRow.getByRole('button', { name: 'Make Owner: Ivy Invitee' }).click();
    const confirm = ownerPage.getByRole('alertdialog', { name: 'Make Owner' });
    await confirm.getByText(ORG_MESSAGES.transferConfirm('Ivy Invitee'), { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Transfer ownership' }).click();
    await ownerPage.getByText(ORG_MESSAGES.ownershipTransferred('Ivy Invitee')).waitFor();
    await inviteeRow.getByText('Owner', { exact: true }).waitFor();
    expect(await inviteeRow.getByRole('button', { name: /Remove/ }).count()).toBe(0);
    expect(await inviteeRow.getByRole('combobox').count()).toBe(0);
    expect(await ownerRow.getByRole('button', { name: 'Make Owner' }).count()).toBe(0);
    await ownerRow.getByRole('button', { name: 'Leave organization' }).waitFor();

    // The server refuses too, and nothing changes.
    const before = await membersOf(organization.id);
    const newOwner = before.find((member) => member.email === inviteeEmail);
    const refused = await ownerContext.request.delete(
      `${server.url}/api/v1/organizations/${organization.id}/members/${newOwner?.id}`,
      { headers },
    );
    expect([400, 403]).toContain(refused.status());
    expect(await membersOf(organization.id)).toEqual(before);
    expect(before).toEqual([
      expect.objectContaining({ email: inviteeEmail, roleName: 'Owner', isOwner: true }),
      expect.objectContaining({ email: ownerEmail, roleName: 'Admin', isOwner: false }),
    ]);

    // The new owner's page follows: the team is visible to them now.
    await page.reload();
    await page
      .getByRole('list', { name: 'Members' })
      .getByRole('listitem')
      .filter({ hasText: 'Olivia Owner' })
      .waitFor();

    expect(ownerErrors).toEqual([]);
    expect(errors).toEqual([]);
    await ownerContext.close();
    await inviteeContext.close();
  });

  it('a Member sees the team but no Invite, meets Access Denied on the settings, and may leave', async () => {
    const { server } = journey;
    const owner = await signUpApiUser(server, 'org-owner');
    await setPlanTier(server, owner, 'business');
    const created = await owner.call('POST', '/organizations', {
      name: 'Beta Co',
      slug: 'beta-co',
    });
    expect(created.status).toBe(201);
    const organizationId: string = created.body.id;

    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(context);
    const memberEmail = 'mia-member@example.com';
    const memberId = await signUpInBrowser(server, context, memberEmail, 'Mia');
    await addMember(server, organizationId, { id: memberId }, 'Member');
    const memberRoleId = await systemRoleIdOf(server, 'Member');
    await chooseOrganization(page, memberId, organizationId);

    await page.goto(`${server.url}/organizations?tab=settings`);
    await page.getByRole('heading', { name: ORG_MESSAGES.accessDenied }).waitFor();
    await page.getByText(ORG_MESSAGES.noSettingsPermission).waitFor();

    await page.getByRole('tab', { name: 'Members' }).click();
    await page.getByRole('listitem').filter({ hasText: owner.email }).waitFor();
    expect(await page.getByRole('button', { name: /invite/i }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Remove/ }).count()).toBe(0);

    // The server agrees: no invitation from a Member, and none stored.
    const refused = await context.request.post(
      `${server.url}/api/v1/organizations/${organizationId}/invitations`,
      {
        data: { email: 'friend@example.com', roleId: memberRoleId },
        headers: { origin: server.url },
      },
    );
    expect(refused.status()).toBe(403);
    const invitations = await server.database.db
      .selectFrom('organization_invitations')
      .select('id')
      .where('organizationId', '=', organizationId)
      .execute();
    expect(invitations).toEqual([]);

    // Leaving asks first, then the membership is gone.
    await page.getByRole('button', { name: 'Leave organization' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Leave Beta Co?' });
    await confirm.getByRole('button', { name: 'Leave organization' }).click();
    await page.getByText(ORG_MESSAGES.leftOrganization('Beta Co')).waitFor();
    expect((await membersOf(organizationId)).map((member) => member.email)).toEqual([owner.email]);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('re-sends and revokes invitations, and the link explains other accounts, revoked and unknown links', async () => {
    const { server, smtp } = journey;
    const db = server.database.db;
    const owner = await signUpApiUser(server, 'inviting-owner');
    await setPlanTier(server, owner, 'business');
    const invitee = await signUpApiUser(server, 'existing-invitee');
    const other = await signUpApiUser(server, 'other-account');
    await setDisplayName(owner.id, 'Omar Owner');
    const created = await owner.call('POST', '/organizations', { name: 'Gamma', slug: 'gamma' });
    expect(created.status).toBe(201);
    const organizationId: string = created.body.id;
    const roles = await owner.call('GET', `/organizations/${organizationId}/roles`);
    const memberRole = roles.body.find((role: { name: string }) => role.name === 'Member');
    const invited = await owner.call('POST', `/organizations/${organizationId}/invitations`, {
      email: invitee.email,
      roleId: memberRole.id,
    });
    expect(invited.status).toBe(201);
    const isInvitation = (mail: CapturedMail) =>
      mail.to.includes(invitee.email) && mail.subject.includes('invited you');
    await smtp.waitFor(isInvitation, 30_000);

    // On a phone.
    const ownerContext = await browserAs(journey.browser, owner, 375);
    const { page: ownerPage, errors: ownerErrors } = await openPage(ownerContext);
    await chooseOrganization(ownerPage, owner.id, organizationId);
    await ownerPage.goto(`${server.url}/organizations?tab=members`);
    // They have an account: listed once, under the pending invitations with its actions,
    // not among the members, and the counts say the same.
    const row = ownerPage
      .getByRole('list', { name: 'Pending invitations' })
      .getByRole('listitem')
      .filter({ hasText: invitee.email });
    await row.getByText('Invited', { exact: true }).waitFor();
    await row.getByText(/^Expires /).waitFor();
    expect(await ownerPage.getByText(invitee.email).count()).toBe(1);
    expect(
      await ownerPage.getByRole('list', { name: 'Members' }).getByRole('listitem').count(),
    ).toBe(1);
    await ownerPage.getByText('1 member in Gamma · 1 pending invitation').waitFor();
    await ownerPage
      .getByRole('list', { name: 'Roles' })
      .getByRole('listitem')
      .filter({ hasText: /^Member/ })
      .getByText('0 members · 1 pending invitation')
      .waitFor();

    await row.getByRole('button', { name: `Resend the invitation to ${invitee.email}` }).click();
    await ownerPage.getByText(ORG_MESSAGES.invitationResent(invitee.email)).waitFor();
    await expect
      .poll(() => smtp.messages.filter(isInvitation).length, {
        timeout: 30_000,
      })
      .toBe(2);
    const [oldLink = '', link = ''] = smtp.messages
      .filter(isInvitation)
      .map((mail) => linkIn(mail, '/invitations/'));
    expect(link).not.toBe(oldLink);

    // Someone else signed in: told whose invitation it is, offered to sign out.
    const otherContext = await browserAs(journey.browser, other);
    const { page, errors } = await openPage(otherContext);
    await page.goto(link);
    await page
      .getByRole('heading', { name: 'Omar Owner invited you to join Gamma as Member' })
      .waitFor();
    await page.getByText(ORG_MESSAGES.invitationOtherEmail(invitee.email)).waitFor();
    expect(await page.getByRole('button', { name: 'Accept invitation' }).count()).toBe(0);
    const refused = await other.call(
      'POST',
      `/invitations/${new URL(link).pathname.split('/').pop()}/accept`,
    );
    expect(refused.status).toBe(403);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign in to accept' }).click();
    await page.waitForURL('**/auth?**');
    expect(await page.getByLabel('Email').inputValue()).toBe(invitee.email);
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();

    // The replaced link says so, once; a made-up one is unknown.
    await page.goto(oldLink);
    await page.getByRole('heading', { name: 'Invitation link replaced' }).waitFor();
    await expect.poll(() => page.getByText(ORG_MESSAGES.invitationReplaced).count()).toBe(1);
    expect(await page.getByText(ORG_MESSAGES.invitationNotFound).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Accept invitation' }).count()).toBe(0);
    await page.goto(`${server.url}/invitations/not-a-real-token`);
    await page.getByText(ORG_MESSAGES.invitationNotFound).waitFor();

    // Revoked: the row goes, and the link says so.
    await row.getByRole('button', { name: `Revoke the invitation to ${invitee.email}` }).click();
    await ownerPage.getByText(ORG_MESSAGES.invitationRevoked(invitee.email)).waitFor();
    await row.waitFor({ state: 'detached' });
    const stored = await db
      .selectFrom('organization_invitations')
      .select(['revokedAt', 'acceptedAt'])
      .where('organizationId', '=', organizationId)
      .execute();
    expect(stored).toEqual([{ revokedAt: expect.any(Date), acceptedAt: null }]);
    await page.goto(link);
    await page.getByText(ORG_MESSAGES.invitationRevokedForVisitor, { exact: false }).waitFor();

    expect(ownerErrors).toEqual([]);
    expect(errors).toEqual([]);
    await ownerContext.close();
    await otherContext.close();
  });

  it('says each refusal once in its dialog, beside the field it is about', async () => {
    const { server } = journey;
    const owner = await signUpApiUser(server, 'once-owner');
    await setPlanTier(server, owner, 'business');
    const member = await signUpApiUser(server, 'once-member');
    const created = await owner.call('POST', '/organizations', { name: 'Eta', slug: 'eta' });
    expect(created.status).toBe(201);
    const organizationId: string = created.body.id;
    await addMember(server, organizationId, member, 'Member');
    const sales = await owner.call('POST', `/organizations/${organizationId}/roles`, {
      name: 'Sales',
      permissions: ['view_clients'],
    });
    expect(sales.status).toBe(201);
    // A pending invitation offers Sales, so it cannot be deleted.
    const offered = await owner.call('POST', `/organizations/${organizationId}/invitations`, {
      email: 'prospect@example.com',
      roleId: sales.body.id,
    });
    expect(offered.status).toBe(201);
    const invitationsStored = () =>
      server.database.db
        .selectFrom('organization_invitations')
        .select('email')
        .where('organizationId', '=', organizationId)
        .execute();

    const context = await browserAs(journey.browser, owner, 375);
    const { page, errors } = await openPage(context);
    await chooseOrganization(page, owner.id, organizationId);
    await page.goto(`${server.url}/organizations?tab=members`);

    // Inviting someone already in the team: said once on the page, under Email.
    await page.getByRole('button', { name: 'Invite member' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a member' });
    await invite.getByLabel('Email').fill(member.email);
    await invite.getByLabel('Role').selectOption({ label: 'Member' });
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    const already = page.getByText(ORG_MESSAGES.alreadyMember(member.email));
    await already.first().waitFor();
    await page.getByText(ORG_MESSAGES.inviteFailed).waitFor();
    expect(await already.count()).toBe(1);
    expect(await invite.getByLabel('Email').getAttribute('aria-describedby')).toBe(
      await already.getAttribute('id'),
    );
    expect(await invitationsStored()).toEqual([{ email: 'prospect@example.com' }]);
    await page.keyboard.press('Escape');
    await invite.waitFor({ state: 'hidden' });

    // A role name the organization has (in another case): once, under Role name.
    await page.getByRole('button', { name: 'New role' }).click();
    const newRole = page.getByRole('dialog', { name: 'New role' });
    await newRole.getByLabel('Role name').fill('sales');
    await newRole.getByRole('button', { name: 'Create role' }).click();
    const taken = page.getByText(ORG_MESSAGES.roleNameTaken);
    await taken.first().waitFor();
    expect(await taken.count()).toBe(1);
    expect(await newRole.getByLabel('Role name').getAttribute('aria-describedby')).toBe(
      await taken.getAttribute('id'),
    );
    await page.keyboard.press('Escape');

    // Deleting a role still offered: the dialog says why, and the server's identical
    // refusal is not said a second time.
    const salesRow = page
      .getByRole('list', { name: 'Roles' })
      .getByRole('listitem')
      .filter({
        hasText: /^Sales/,
      });
    await salesRow.getByText('0 members · 1 pending invitation').waitFor();
    await salesRow.getByRole('button', { name: 'Delete role Sales' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete the role Sales?' });
    await confirm.getByText(ORG_MESSAGES.roleInUse).waitFor();
    const refusal = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.status() === 409,
    );
    await confirm.getByRole('button', { name: 'Delete role' }).click();
    await refusal;
    await confirm.getByRole('button', { name: 'Delete role' }).waitFor();
    expect(await page.getByText(ORG_MESSAGES.roleInUse).count()).toBe(1);
    const stillThere = await server.database.db
      .selectFrom('roles')
      .select('name')
      .where('organizationId', '=', organizationId)
      .execute();
    expect(stillThere).toEqual([{ name: 'Sales' }]);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates, edits and deletes a custom role; system roles stay read-only', async () => {
    const { server } = journey;
    const owner = await signUpApiUser(server, 'roles-owner');
    await setPlanTier(server, owner, 'business');
    const created = await owner.call('POST', '/organizations', { name: 'Delta', slug: 'delta' });
    expect(created.status).toBe(201);
    const organizationId: string = created.body.id;
    const context = await browserAs(journey.browser, owner);
    const { page, errors } = await openPage(context);
    await chooseOrganization(page, owner.id, organizationId);
    await page.goto(`${server.url}/organizations?tab=members`);

    const roles = page.getByRole('list', { name: 'Roles' });
    await roles.getByText('Member', { exact: true }).waitFor();
    expect(await roles.getByRole('button', { name: /Edit role|Delete role/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'New role' }).click();
    const dialog = page.getByRole('dialog', { name: 'New role' });
    await dialog.getByLabel('Role name').fill('admin');
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await dialog.getByText(ORG_MESSAGES.roleNameReserved).waitFor();
    await dialog.getByLabel('Role name').fill('Sales');
    // Data access is a matrix of levels; the organization keys stay checkboxes.
    await dialog.getByLabel('View clients').selectOption('own');
    await dialog.getByLabel(/Invite members/).check();
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await page.getByText(ORG_MESSAGES.roleSaved).waitFor();
    const sales = roles.getByRole('listitem').filter({ hasText: 'Sales' }).first();
    await sales
      .getByRole('list', { name: 'Permissions of Sales' })
      .getByText('Invite members')
      .waitFor();
    await sales.getByText('Clients: view own').waitFor();

    await sales.getByRole('button', { name: 'Edit role Sales' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Sales' });
    expect(await edit.getByLabel('View clients').inputValue()).toBe('own');
    // Editing all lifts viewing to all: whoever may edit a record may see it.
    await edit.getByLabel('Edit clients').selectOption('all');
    expect(await edit.getByLabel('View clients').inputValue()).toBe('all');
    await edit.getByRole('button', { name: 'Save role' }).click();
    await edit.waitFor({ state: 'hidden' });
    await sales.getByText('Clients: view all, edit all').waitFor();
    const stored = await server.database.db
      .selectFrom('roles')
      .innerJoin('role_permissions', 'role_permissions.roleId', 'roles.id')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permissionId')
      .select('permissions.name')
      .where('roles.organizationId', '=', organizationId)
      .orderBy('permissions.name')
      .execute();
    expect(stored.map((row) => row.name)).toEqual([
      'edit_clients',
      'edit_clients_own',
      'org:members:invite',
      'view_clients',
      'view_clients_own',
    ]);

    // The invite dialog offers it.
    await page.getByRole('button', { name: 'Invite member' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a member' });
    expect(await invite.getByLabel('Role').locator('option').allTextContents()).toContain('Sales');
    await page.keyboard.press('Escape');

    await sales.getByRole('button', { name: 'Delete role Sales' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete the role Sales?' })
      .getByRole('button', { name: 'Delete role' })
      .click();
    await page.getByText(ORG_MESSAGES.roleDeleted).waitFor();
    await sales.waitFor({ state: 'detached' });
    const left = await server.database.db
      .selectFrom('roles')
      .select('id')
      .where('organizationId', '=', organizationId)
      .execute();
    expect(left).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });
});

// The platform admin in chromium (issue 6): the Admin badge and banner (which, for an
// admin in no organization, points to the admin page's list instead of saying "not in
// any organization", issue 16), finding a user on /admin and moving them to Pro,
// deactivating an organization (its member loses it from the switcher), and opening
// another one, whose permissions the dashboard's debug panel then lists. A non-admin
// meets "Page not found" on /admin.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ORG_MESSAGES } from '../../src/core/messages';
import { PERMISSION_NAMES } from '../../src/core/permissions';
import { signUpInBrowser } from '../support/api-user';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';

const journey = setUpBrowserJourney();

/** Whether the header's organization switcher offers the organization (opens and closes it). */
async function switcherOffers(page: Page, name: string): Promise<boolean> {
  await page.getByRole('button', { name: /^Switch organization/ }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitemcheckbox', { name: 'Personal' }).waitFor();
  const count = await menu.getByRole('menuitemcheckbox', { name, exact: true }).count();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return count > 0;
}

describe('the platform admin', () => {
  it('finds a user, changes their plan, deactivates and opens organizations', async () => {
    const { server } = journey;
    const db = server.database.db;

    // A member with two organizations of their own.
    const memberContext = await journey.browser.newContext({
      viewport: { width: 1280, height: 900 },
    });
    const member = await openPage(memberContext);
    const memberEmail = 'rosalind-admin-journey@example.com';
    const memberId = await signUpInBrowser(server, memberContext, memberEmail, 'Rosalind');
    await db
      .updateTable('profiles')
      .set({ displayName: 'Rosalind Franklin' })
      .where('userId', '=', memberId)
      .execute();
    for (const [name, slug] of [
      ['Doomed Labs', 'doomed-labs'],
      ['Bright Labs', 'bright-labs'],
    ]) {
      const created = await memberContext.request.post(`${server.url}/api/v1/organizations`, {
        data: { name, slug },
        headers: { origin: server.url },
      });
      expect(created.status()).toBe(201);
    }
    await member.page.goto(`${server.url}/dashboard`);
    expect(await switcherOffers(member.page, 'Doomed Labs')).toBe(true);
    // Not an admin: no badge, and /admin does not exist for them.
    expect(
      await member.page.getByRole('link', { name: 'Admin: platform administration' }).count(),
    ).toBe(0);
    await member.page.goto(`${server.url}/admin`);
    await member.page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await member.page.goto(`${server.url}/dashboard`);

    // The admin: the flag is set in the database, as `npm run admin` does.
    const adminContext = await journey.browser.newContext({
      viewport: { width: 1280, height: 900 },
    });
    const { page, errors } = await openPage(adminContext);
    const adminId = await signUpInBrowser(server, adminContext, 'ada-admin@example.com', 'Ada');
    await db
      .updateTable('profiles')
      .set({ isPlatformAdmin: true })
      .where('userId', '=', adminId)
      .execute();

    await page.goto(`${server.url}/dashboard`);
    // The panels start folded (issue 17): open them as a developer would; they stay open.
    await page.getByText('Development tools').click();
    await page.getByRole('heading', { name: 'Permissions' }).waitFor();
    await page.getByText('No organization selected').waitFor();

    await page.goto(`${server.url}/organizations`);
    await page.getByText(ORG_MESSAGES.adminBanner).waitFor();
    // A member of none: one message, under the banner, pointing to every organization
    // and to the form for one's own, not "You are not in any organization yet".
    await page.getByText(ORG_MESSAGES.adminAllOrganizations(false)).waitFor();
    expect(await page.getByText(/not in any organization/i).count()).toBe(0);
    await page.getByRole('form', { name: 'Create organization' }).waitFor();
    await page.getByRole('link', { name: ORG_MESSAGES.adminOrganizationsLink }).click();
    await page.waitForURL(/\/admin\?tab=organizations$/);
    await page.getByRole('tab', { name: 'Organizations', selected: true }).waitFor();
    await page.getByRole('table', { name: 'Organizations' }).getByText('Doomed Labs').waitFor();
    await page.goto(`${server.url}/organizations`);
    await page.getByRole('link', { name: 'Admin: platform administration' }).first().click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { name: 'Platform administration' }).waitFor();

    // Users: search narrows the list (kept in ?q=), then the plan is changed in place.
    const users = page.getByRole('table', { name: 'Users' });
    await users.getByText('ada-admin@example.com').waitFor();
    await page.getByRole('searchbox', { name: 'Search users' }).fill('rosalind');
    await page.waitForURL(/[?&]q=rosalind/);
    await users.getByText('ada-admin@example.com').waitFor({ state: 'detached' });
    const row = users.getByTestId('admin-user-row').filter({ hasText: memberEmail });
    await row.getByText('Rosalind Franklin').waitFor();
    expect(await users.getByTestId('admin-user-row').count()).toBe(1);
    expect(
      await row.getByRole('switch', { name: `Platform admin: ${memberEmail}` }).isDisabled(),
    ).toBe(false);
    await row.getByRole('combobox', { name: `Plan of ${memberEmail}` }).selectOption('pro');
    await page.getByText(ORG_MESSAGES.userUpdated).waitFor();
    await expect
      .poll(
        async () =>
          (
            await db
              .selectFrom('profiles')
              .select('tier')
              .where('userId', '=', memberId)
              .executeTakeFirstOrThrow()
          ).tier,
      )
      .toBe('pro');

    // Organizations: deactivate one, after confirming.
    await page.getByRole('tab', { name: 'Organizations' }).click();
    const organizations = page.getByRole('table', { name: 'Organizations' });
    const doomed = organizations
      .getByTestId('admin-organization-row')
      .filter({ hasText: 'Doomed Labs' });
    await doomed.getByText(memberEmail).waitFor();
    await doomed.getByRole('button', { name: 'Deactivate Doomed Labs' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Deactivate Doomed Labs?' });
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText(ORG_MESSAGES.organizationDeactivated('Doomed Labs')).waitFor();
    await doomed.getByText('Deactivated').waitFor();
    expect(
      (
        await db
          .selectFrom('organizations')
          .select('isActive')
          .where('slug', '=', 'doomed-labs')
          .executeTakeFirstOrThrow()
      ).isActive,
    ).toBe(false);

    // The member no longer has it (the change reaches their open page live).
    await expect
      .poll(() => switcherOffers(member.page, 'Doomed Labs'), { timeout: 15_000 })
      .toBe(false);
    expect(await switcherOffers(member.page, 'Bright Labs')).toBe(true);

    // Open another organization: it becomes the admin's current one, and the dashboard's
    // debug panel lists what they may do there — everything, as a platform admin.
    await page.getByRole('searchbox', { name: 'Search organizations' }).fill('bright');
    await page.waitForURL(/[?&]q=bright/);
    await organizations
      .getByTestId('admin-organization-row')
      .filter({ hasText: 'Doomed Labs' })
      .waitFor({
        state: 'detached',
      });
    await page.getByRole('button', { name: 'Open Bright Labs' }).click();
    await page.waitForURL(/\/organizations$/);
    await page.getByTestId('current-organization').getByText('Bright Labs').waitFor();
    await page.goto(`${server.url}/dashboard`);
    const list = page.getByRole('list', { name: 'Permissions in Bright Labs' });
    await list.waitFor();
    for (const name of PERMISSION_NAMES) {
      // Exactly this key's row (view_clients is no view_clients_own).
      await list
        .getByRole('listitem')
        .filter({ has: page.getByText(name, { exact: true }) })
        .getByText('granted', { exact: true })
        .waitFor();
    }
    expect(await list.getByText('not granted').count()).toBe(0);
    // And the levels they give: everything.
    await page
      .getByRole('list', { name: 'Levels in Bright Labs' })
      .getByText('Clients: view all · edit all · sees unassigned')
      .waitFor();

    expect(errors).toEqual([]);
    expect(member.errors).toEqual([]);
    await adminContext.close();
    await memberContext.close();
  });
});

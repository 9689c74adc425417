// Organizations in chromium: create one (the slug input strips what a slug cannot
// hold), it becomes current in the header and stays so after a reload; create a
// second and switch between them; a taken slug is refused under the slug; the
// settings form saves; /settings gains the Organization section for the owner.
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MESSAGES, ORG_MESSAGES } from '../../src/core/messages';
import { type ApiUser, signUpApiUser, signUpInBrowser } from '../support/api-user';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';

const journey = setUpBrowserJourney();

const switcher = (page: Page) => page.getByRole('button', { name: /^Switch organization/ });

async function expectCurrent(page: Page, name: string) {
  await page
    .getByRole('button', { name: `Switch organization (current: ${name})` })
    .waitFor({ timeout: 10_000 });
}

/** Gives a browser context an API user's session (sign-up is rate limited per address). */
async function signInAs(context: BrowserContext, user: ApiUser) {
  await context.addCookies(
    user.cookie.split('; ').map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), url: journey.server.url };
    }),
  );
}

describe('organizations', () => {
  it('creates, switches and edits organizations', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const { page, errors } = await openPage(context);
    await signUpInBrowser(journey.server, context, 'org-owner@example.com', 'Olive Owner');
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 90, b: 200 } },
    })
      .png()
      .toBuffer();

    // No organization yet: the page is the create form.
    await page.goto(`${journey.server.url}/organizations`);
    await page.getByRole('heading', { name: ORG_MESSAGES.title }).waitFor();
    const form = page.getByRole('form', { name: 'Create organization' });
    await form.getByLabel('Name').fill('Acme');
    expect(await form.getByLabel('Slug').inputValue()).toBe('acme');
    await form.getByLabel('Slug').fill('');
    await form.getByLabel('Slug').pressSequentially('Acme Sales!');
    expect(await form.getByLabel('Slug').inputValue()).toBe('acme-sales');
    await form.getByText(ORG_MESSAGES.slugHint).waitFor();
    await form.getByRole('button', { name: ORG_MESSAGES.createNew }).click();

    await page.getByText(ORG_MESSAGES.organizationCreated('Acme')).waitFor();
    await expectCurrent(page, 'Acme');
    await page.getByRole('tab', { name: 'Settings', selected: true }).waitFor();
    const acme = await journey.server.database.db
      .selectFrom('organizations')
      .select(['id', 'name'])
      .where('slug', '=', 'acme-sales')
      .executeTakeFirstOrThrow();
    expect(acme.name).toBe('Acme');

    await page.reload();
    await expectCurrent(page, 'Acme');

    // A second one from the header's entry; it becomes current in its turn.
    await switcher(page).click();
    await page.getByRole('menuitem', { name: ORG_MESSAGES.createNew }).click();
    await page.waitForURL('**/organizations/new');
    await page.getByLabel('Name').fill('Beta Labs');
    expect(await page.getByLabel('Slug').inputValue()).toBe('beta-labs');
    await page.getByLabel('Logo image').setInputFiles({
      name: 'beta.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await page.getByRole('button', { name: ORG_MESSAGES.createNew }).click();
    await page.waitForURL(/\/organizations$/);
    await expectCurrent(page, 'Beta Labs');
    await expect
      .poll(
        async () =>
          (
            await journey.server.database.db
              .selectFrom('organizations')
              .select('logoUrl')
              .where('slug', '=', 'beta-labs')
              .executeTakeFirst()
          )?.logoUrl,
      )
      .toMatch(/^\/files\/organization-logos\//);

    // Switching back in the header.
    await switcher(page).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitemcheckbox', { name: 'Beta Labs', checked: true }).waitFor();
    await menu.getByRole('menuitemcheckbox', { name: 'Acme' }).click();
    await expectCurrent(page, 'Acme');

    // The settings form saves and the server stores it.
    const settings = page.getByRole('form', { name: 'Organization settings' });
    await expect.poll(() => settings.getByLabel('Name').inputValue()).toBe('Acme');
    expect(await settings.getByLabel('Slug').isDisabled()).toBe(true);
    await settings.getByLabel('Name').fill('Acme Sales Team');
    await settings.getByLabel('Website').fill('https://acme.example');
    await settings.getByRole('button', { name: 'Save changes' }).click();
    await settings.getByText(ORG_MESSAGES.settingsUpdated).waitFor();
    const stored = await context.request.get(
      `${journey.server.url}/api/v1/organizations/${acme.id}`,
    );
    expect(await stored.json()).toMatchObject({
      name: 'Acme Sales Team',
      website: 'https://acme.example',
    });
    await expectCurrent(page, 'Acme Sales Team');

    // The logo: a text file named .png is refused before upload; a real image is kept.
    const logoInput = page.getByLabel('Logo image');
    await logoInput.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    });
    await page.getByText(MESSAGES.avatarNotImage).waitFor();
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await page.getByText(ORG_MESSAGES.logoUploaded).waitFor();
    const logoOf = async () =>
      (
        await journey.server.database.db
          .selectFrom('organizations')
          .select('logoUrl')
          .where('id', '=', acme.id)
          .executeTakeFirstOrThrow()
      ).logoUrl;
    await expect.poll(logoOf).not.toBeNull();
    await page.locator(`header img[src="${await logoOf()}"]`).waitFor();
    await page.getByRole('button', { name: 'Remove logo' }).click();
    await page.getByText(ORG_MESSAGES.logoRemoved).waitFor();
    await expect.poll(logoOf).toBeNull();

    // /settings offers the Organization section to the owner.
    await page.goto(`${journey.server.url}/settings`);
    const nav = page.getByRole('navigation', { name: 'Settings' });
    await nav.getByRole('link', { name: 'Organization' }).click();
    await page.waitForURL('**/settings/organization');
    await expect
      .poll(() =>
        page.getByRole('form', { name: 'Organization settings' }).getByLabel('Name').inputValue(),
      )
      .toBe('Acme Sales Team');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a slug another organization holds', async () => {
    const owner = await signUpApiUser(journey.server, 'slug-owner');
    const created = await owner.call('POST', '/organizations', {
      name: 'Taken Co',
      slug: 'taken-co',
    });
    expect(created.status).toBe(201);

    const context = await journey.browser.newContext({ viewport: { width: 375, height: 800 } });
    const { page, errors } = await openPage(context);
    await signUpInBrowser(journey.server, context, 'slug-second@example.com');
    await page.goto(`${journey.server.url}/organizations/new`);
    // Checked before a round trip, with the spec's words.
    await page.getByRole('button', { name: ORG_MESSAGES.createNew }).click();
    await page.getByText(ORG_MESSAGES.nameAndSlugRequired).waitFor();
    await page.getByLabel('Name').fill('Taken Co');
    await page.getByRole('button', { name: ORG_MESSAGES.createNew }).click();
    // Said once, beside the Slug field.
    const slugError = page.getByText(ORG_MESSAGES.slugTaken);
    await slugError.first().waitFor();
    expect(await slugError.count()).toBe(1);
    expect(await page.getByLabel('Slug').getAttribute('aria-describedby')).toContain(
      await slugError.getAttribute('id'),
    );

    const rows = await journey.server.database.db
      .selectFrom('organizations')
      .select('name')
      .where('slug', '=', 'taken-co')
      .execute();
    expect(rows).toEqual([{ name: 'Taken Co' }]);
    expect(page.url()).toMatch(/\/organizations\/new$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gates the settings by permission and lets a platform admin in', async () => {
    const owner = await signUpApiUser(journey.server, 'gate-owner');
    const created = await owner.call('POST', '/organizations', {
      name: 'Gamma Works',
      slug: 'gamma-works',
    });
    expect(created.status).toBe(201);
    const gamma = created.body as { id: string };

    // A plain Member: the view keys only, nothing about the organization itself.
    const { db } = journey.server.database;
    const context = await journey.browser.newContext({ viewport: { width: 375, height: 800 } });
    const { page, errors } = await openPage(context);
    const member = await signUpApiUser(journey.server, 'gate-member');
    await signInAs(context, member);
    const memberId = member.id;
    const roleId = async (name: string) =>
      (await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow())
        .id;
    await db
      .insertInto('organization_members')
      .values({
        organizationId: gamma.id,
        userId: memberId,
        roleId: await roleId('Member'),
        status: 'active',
      })
      .execute();

    // Nothing chosen yet: the page offers the organizations to choose from.
    await page.goto(`${journey.server.url}/organizations`);
    await page.getByRole('list', { name: 'Your organizations' }).getByRole('button').click();
    await expectCurrent(page, 'Gamma Works');
    await page.getByText(ORG_MESSAGES.accessDenied).waitFor();
    await page.getByText(ORG_MESSAGES.noSettingsPermission).waitFor();
    expect(await page.getByRole('form', { name: 'Organization settings' }).count()).toBe(0);

    await page.goto(`${journey.server.url}/settings`);
    const nav = page.getByRole('navigation', { name: 'Settings' });
    await nav.getByRole('link', { name: 'Notifications' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Organization' }).count()).toBe(0);
    await page.goto(`${journey.server.url}/settings/organization`);
    await page.getByText(ORG_MESSAGES.noSettingsPermission).waitFor();

    // A role that may view but not edit: the form shows, disabled, and says why.
    const viewer = await db
      .insertInto('roles')
      .values({ name: 'Viewer', organizationId: gamma.id, isSystemRole: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    const viewKey = await db
      .selectFrom('permissions')
      .select('id')
      .where('name', '=', 'org:settings:view')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('role_permissions')
      .values({ roleId: viewer.id, permissionId: viewKey.id })
      .execute();
    await db
      .updateTable('organization_members')
      .set({ roleId: viewer.id })
      .where('userId', '=', memberId)
      // Their membership of Gamma, not of their personal workspace (issue 18).
      .where('organizationId', '=', gamma.id)
      .execute();
    await page.reload();
    const settings = page.getByRole('form', { name: 'Organization settings' });
    await settings.waitFor();
    await page.getByText(ORG_MESSAGES.noEditPermission).waitFor();
    expect(await settings.getByLabel('Name').isDisabled()).toBe(true);
    expect(await settings.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);
    await nav.getByRole('link', { name: 'Organization' }).waitFor();

    // A platform admin who is not a member keeps the organization chosen for them.
    const admin = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const adminPage = await openPage(admin);
    const adminUser = await signUpApiUser(journey.server, 'gate-admin');
    await signInAs(admin, adminUser);
    const adminId = adminUser.id;
    await db
      .updateTable('profiles')
      .set({ isPlatformAdmin: true })
      .where('userId', '=', adminId)
      .execute();
    await adminPage.page.goto(`${journey.server.url}/organizations`);
    await adminPage.page.getByText(ORG_MESSAGES.adminBanner).waitFor();
    await adminPage.page.evaluate(
      ([key, id]) => localStorage.setItem(key as string, id as string),
      [`scale.currentOrganization.${adminId}`, gamma.id],
    );
    await adminPage.page.reload();
    await expectCurrent(adminPage.page, 'Gamma Works');
    await adminPage.page.getByRole('banner').getByRole('link', { name: /Admin/ }).waitFor();
    const adminSettings = adminPage.page.getByRole('form', { name: 'Organization settings' });
    expect(await adminSettings.getByLabel('Name').isDisabled()).toBe(false);

    expect(errors).toEqual([]);
    expect(adminPage.errors).toEqual([]);
    await admin.close();
    await context.close();
  });
});

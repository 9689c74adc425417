// Settings journeys in chromium: edit the profile, upload an avatar, switch
// notifications, and the bad inputs that must be refused with their messages.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '../../src/core/messages';
import { signUpInBrowser } from '../support/api-user';
import { launchBrowser, openPage } from '../support/browser';
import { writePng } from '../support/make-png';
import { startTestServer, type TestServer } from '../support/test-server';

let browser: Browser;
let server: TestServer;
const files = mkdtempSync(join(tmpdir(), 'scale-settings-e2e-'));

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A signed-in browser context: sign-up and its verification link go through the context. */
async function signedIn(email: string): Promise<{ context: BrowserContext; userId: string }> {
  const context = await browser.newContext();
  return { context, userId: await signUpInBrowser(server, context, email, 'Grace') };
}

const profileOf = (userId: string) =>
  server.database.db
    .selectFrom('profiles')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();

async function openSettings(page: Page, path = '/settings') {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
}

describe('settings', () => {
  it('edits the profile, uploads an avatar and switches notifications', async () => {
    const { context, userId } = await signedIn('grace@example.com');
    const { page, errors } = await openPage(context);
    await openSettings(page);

    // Username and email are shown but cannot be edited.
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe('grace@example.com');
    expect(await page.getByLabel('Email').isEditable()).toBe(false);
    expect(await page.getByLabel('Username').first().isEditable()).toBe(false);

    await page.getByLabel('Display name').fill('Grace Hopper');
    await page.getByLabel('Bio').fill('Compilers');
    await page.getByText('9/500').waitFor();
    await page.getByLabel('WhatsApp number').fill('+1 415 555 2671');
    // The time zone: part of its name typed, picked by the keyboard.
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await zone.click();
    await page.keyboard.type('new york');
    const firstOption = page
      .getByRole('listbox', { name: 'Time zones' })
      .getByRole('option')
      .first();
    await expect.poll(() => firstOption.textContent()).toMatch(/^America\/New York/);
    await page.keyboard.press('Enter');
    expect(await zone.inputValue()).toBe('America/New York');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    expect(await profileOf(userId)).toMatchObject({
      displayName: 'Grace Hopper',
      bio: 'Compilers',
      whatsappNumber: '+14155552671',
      timezone: 'America/New_York',
    });
    // Shown again after a reload; the list is found by the UTC offset too.
    await page.reload();
    await expect.poll(() => zone.inputValue()).toBe('America/New York');
    await zone.click();
    await page.keyboard.type('+05:45');
    await expect.poll(() => firstOption.textContent()).toMatch(/^Asia\/Kath?mandu\s*UTC\+05:45$/);
    await page.keyboard.press('Escape');
    expect(await zone.inputValue()).toBe('America/New York');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    expect((await profileOf(userId)).timezone).toBe('America/New_York');
    // The success message goes away after 3 seconds.
    await page
      .getByText('Profile updated successfully!')
      .waitFor({ state: 'hidden', timeout: 6000 });

    // A real small PNG, made here.
    const png = await writePng(
      join(files, 'me.png'),
      { width: 64, height: 48 },
      { r: 200, g: 40, b: 90 },
    );
    await page.getByLabel('Avatar image').setInputFiles(png);
    await page.getByText('Profile updated successfully!').waitFor();
    await expect
      .poll(async () => (await profileOf(userId)).avatarUrl)
      .toMatch(/^\/files\/avatars\//);
    const avatarUrl = (await profileOf(userId)).avatarUrl as string;
    await page.locator(`img[src="${avatarUrl}"]`).first().waitFor();

    // Remove it again.
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(async () => (await profileOf(userId)).avatarUrl).toBeNull();

    // Notifications: switching the push master off disables its sub-switches.
    await page.getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL('**/settings/notifications');
    const push = page.getByRole('switch', { name: 'Push notifications' });
    const reminders = page.getByRole('switch', { name: 'Reminders' });
    const marketing = page.getByRole('switch', { name: 'Marketing emails' });
    expect(await reminders.isEnabled()).toBe(true);
    await push.click();
    await page.getByText('Notification preferences saved').waitFor();
    await expect.poll(() => reminders.isDisabled()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Messages' }).isDisabled()).toBe(true);
    expect(await marketing.isEnabled()).toBe(true);
    await marketing.click();
    await expect
      .poll(async () => (await profileOf(userId)).notificationPreferences)
      .toMatchObject({ pushNotifications: false, emailMarketing: true, pushReminders: true });
    expect(await push.getAttribute('aria-checked')).toBe('false');

    // Preferences survive a reload.
    await page.reload();
    await page.getByRole('switch', { name: 'Push notifications' }).waitFor();
    expect(
      await page.getByRole('switch', { name: 'Push notifications' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(await page.getByRole('switch', { name: 'Reminders' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a 6 MB avatar, a text file named .png and a bio of 501 characters', async () => {
    const { context, userId } = await signedIn('refused@example.com');
    const { page, errors } = await openPage(context);
    await openSettings(page);
    await page.getByLabel('Display name').waitFor();
    const before = await profileOf(userId);

    const big = join(files, 'big.png');
    const header = Buffer.from('89504e470d0a1a0a', 'hex');
    writeFileSync(big, Buffer.concat([header, Buffer.alloc(6 * 1024 * 1024)]));
    await page.getByLabel('Avatar image').setInputFiles(big);
    await page.getByText('File size must be less than 5MB').waitFor();

    const fake = join(files, 'fake.png');
    writeFileSync(fake, 'This is only text pretending to be a picture.');
    await page.getByLabel('Avatar image').setInputFiles(fake);
    await page.getByText('Only image files are allowed').waitFor();

    await page.getByLabel('Bio').fill('x'.repeat(501));
    await page.getByText('501/500').waitFor();
    await page.getByRole('button', { name: 'Save profile' }).click();
    // Said once, beside the field it is about.
    const bioMessage = page.getByText('Bio must be 500 characters or fewer');
    await bioMessage.waitFor();
    expect(await page.getByLabel('Bio').getAttribute('aria-describedby')).toBe(
      await bioMessage.getAttribute('id'),
    );

    // A number that is no phone number is refused too.
    await page.getByLabel('Bio').fill('Fine bio');
    await page.getByLabel('Phone number').fill('12');
    await page.getByRole('button', { name: 'Save profile' }).click();
    const phoneMessage = page.getByText(/Enter a valid phone number/);
    await phoneMessage.first().waitFor();
    expect(await phoneMessage.count()).toBe(1);

    // A browser that skips the picker's check gets the server's 413, read while streaming.
    const answer = await page.evaluate(async () => {
      const body = new FormData();
      const bytes = new Uint8Array(6 * 1024 * 1024);
      bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      body.set('file', new Blob([bytes], { type: 'image/png' }), 'big.png');
      const response = await fetch('/api/v1/me/avatar', { method: 'POST', body });
      return { status: response.status, body: await response.json() };
    });
    expect(answer).toMatchObject({
      status: 413,
      body: { error: { message: 'File size must be less than 5MB' } },
    });

    // Nothing of it was stored.
    expect(await profileOf(userId)).toEqual(before);
    expect(await page.getByText('Profile updated successfully!').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("proposes the browser's country for numbers without a country code, and saves a choice", async () => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const userId = await signUpInBrowser(server, context, 'phones@example.com', 'Grace');
    const { page, errors } = await openPage(context);
    await openSettings(page);
    await page.getByText('Phone numbers without a country code').waitFor();
    const country = page.getByLabel('Country', { exact: true });
    // Not chosen yet: the browser's region is proposed, named in its language.
    expect(await country.inputValue()).toBe('DE');
    await page.getByText('not saved yet').waitFor();
    await page.getByRole('button', { name: 'Save Deutschland' }).click();
    await expect.poll(async () => (await profileOf(userId)).phoneCountry).toBe('DE');
    await country.selectOption({ label: 'Österreich (+43)' });
    await expect.poll(async () => (await profileOf(userId)).phoneCountry).toBe('AT');
    expect(await page.getByText('not saved yet').count()).toBe(0);

    // The client form reads a number typed without its code in that country.
    await page.goto(`${server.url}/dashboard?tab=clients`);
    await page.getByRole('button', { name: CLIENT_MESSAGES.addFirstClient }).click();
    const form = page.getByRole('dialog', { name: 'Add Client' });
    await form.getByLabel('Name', { exact: true }).fill('Wiener Kunde');
    await form.getByRole('button', { name: 'Add phone' }).click();
    await form.getByLabel('Phone 1 number').fill('01 5123456');
    await form.getByRole('button', { name: 'Add Client', exact: true }).click();
    await page.getByTestId('client-card').filter({ hasText: 'Wiener Kunde' }).waitFor();
    const stored = await server.database.db
      .selectFrom('clients')
      .select('phone')
      .where('name', '=', 'Wiener Kunde')
      .executeTakeFirstOrThrow();
    expect(stored.phone).toBe('+43 1 5123456');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows Free users their URL read-only with what upgrading gives', async () => {
    const { context } = await signedIn('free@example.com');
    const { page } = await openPage(context);
    await openSettings(page);
    await page.getByText('Choose your own Scale Page URL').waitFor();
    expect(await page.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      // Every upsell leads to the plan page (issue 22).
      '/settings/plan',
    );
    expect(await page.getByRole('button', { name: 'Change URL' }).count()).toBe(0);
    await context.close();
  });

  it('lets Pro users change their URL, refusing a taken one', async () => {
    const { context, userId } = await signedIn('pro@example.com');
    await server.database.db
      .updateTable('profiles')
      .set({ tier: 'pro' })
      .where('userId', '=', userId)
      .execute();
    const taken = (
      await server.database.db
        .selectFrom('profiles')
        .select('username')
        .where('userId', '<>', userId)
        .executeTakeFirstOrThrow()
    ).username;
    const { page } = await openPage(context);
    await openSettings(page);
    const field = page.locator('#settings-username');
    await field.fill(taken);
    await page.getByRole('button', { name: 'Change URL' }).click();
    await page.getByText('This username is already taken').waitFor();
    await field.fill('rear-admiral');
    await page.getByRole('button', { name: 'Change URL' }).click();
    await page.getByText('Your Scale Page URL was changed').waitFor();
    expect((await profileOf(userId)).username).toBe('rear-admiral');
    await context.close();
  });
});

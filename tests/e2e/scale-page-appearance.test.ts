// The Scale Page's appearance (issue 23): pick a theme, set custom colours (the contrast
// check suggests a readable one), see the live preview follow before saving, save, and
// find the public page drawn exactly as the preview was — with and without JavaScript,
// on a phone and on a desktop, with no axe violations on two themes.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../src/core/appearance/colour';
import { appearanceFromTheme } from '../../src/core/appearance/themes';
import { APPEARANCE_MESSAGES } from '../../src/core/messages';
import { signUpInBrowser } from '../support/api-user';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from '../support/axe';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';
import { writePng } from '../support/make-png';

const journey = setUpBrowserJourney();
const SCREENS = '/tmp/scale-screens';

type Look = { page: string; button: string; buttonText: string; text: string; font: string };

/** The colours and font a visitor's browser computes for the page and its first link. */
function computedLook(): Look {
  const link = document.querySelector('a.l') as HTMLElement;
  const body = getComputedStyle(document.body);
  const name = document.querySelector('h1') as HTMLElement;
  return {
    page: body.backgroundColor + body.backgroundImage,
    button: getComputedStyle(link).backgroundColor,
    buttonText: getComputedStyle(link).color,
    text: getComputedStyle(name).color,
    font: body.fontFamily,
  };
}

const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

async function signUp(context: BrowserContext, email: string) {
  const userId = await signUpInBrowser(journey.server, context, email, 'Ada Look');
  const { username } = await journey.server.database.db
    .selectFrom('profiles')
    .select('username')
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  for (const [title, url] of [
    ['My portfolio', 'https://example.com/portfolio'],
    ['Book a call', 'https://example.com/call'],
  ]) {
    const response = await context.request.post(`${journey.server.url}/api/v1/links`, {
      data: { title, url, description: 'Have a look' },
      headers: { origin: journey.server.url },
    });
    expect(response.status()).toBe(201);
  }
  return { userId, username };
}

/** Clicks an option's label, as a person does (the radio itself is visually hidden). */
async function choose(page: Page, name: string) {
  const radio = page.getByRole('radio', { name, exact: true });
  await radio.locator('xpath=..').click();
  await expect.poll(() => radio.isChecked()).toBe(true);
}

async function storedAppearance(userId: string) {
  const row = await journey.server.database.db
    .selectFrom('scale_page_appearances')
    .select('appearance')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.appearance;
}

async function backgroundPath(userId: string) {
  const row = await journey.server.database.db
    .selectFrom('scale_page_appearances')
    .select('backgroundImagePath')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.backgroundImagePath ?? null;
}

async function openAppearance(page: Page) {
  await page.goto(`${journey.server.url}/dashboard`);
  const editor = page.getByRole('region', { name: 'Your links' });
  await editor.getByRole('tab', { name: 'Appearance' }).click();
  await page.getByRole('radio', { name: 'Forest' }).waitFor({ state: 'attached' });
  return editor;
}

describe('Scale Page appearance', () => {
  it('picks a theme and colours, previews them, saves, and the public page matches', async () => {
    mkdirSync(SCREENS, { recursive: true });
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const { page, errors } = await openPage(context);
    const { userId, username } = await signUp(context, 'appearance-journey@example.com');
    await openAppearance(page);

    // A theme by keyboard: focus the first theme, arrow to the next ones.
    await page.getByRole('radio', { name: 'Scale' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('radio', { name: 'Paper' }).isChecked()).toBe(true);
    await choose(page, 'Forest');

    // Custom colours: a pale yellow button with yellow text is hard to read…
    await page.getByLabel('Button colour', { exact: true }).fill('#fde68a');
    await page.getByLabel('Button text colour', { exact: true }).fill('#f59e0b');
    const warning = page.getByRole('alert').filter({ hasText: APPEARANCE_MESSAGES.lowContrast });
    await warning.waitFor();
    // …and the suggested colour fixes it in one click.
    const apply = warning.getByRole('button', { name: /^Use #[0-9a-f]{6}$/ });
    const suggestion = ((await apply.textContent()) ?? '').replace('Use ', '').trim();
    expect(contrastRatio(suggestion, '#fde68a')).toBeGreaterThanOrEqual(4.5);
    await apply.click();
    await expect.poll(() => warning.count()).toBe(0);
    await expect
      .poll(() => page.getByLabel('Button text colour', { exact: true }).inputValue())
      .toBe(suggestion);
    await page.getByLabel('Page text colour', { exact: true }).fill('#fefce8');
    await page.getByLabel('Font').selectOption('lora');
    await choose(page, 'Pill');

    // A social icon from its address; a javascript: address is refused.
    await page.getByLabel('Profile address').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText(APPEARANCE_MESSAGES.socialUrlInvalid).waitFor();
    await page.getByLabel('Profile address').fill('instagram.com/ada.look');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page
      .getByRole('list', { name: 'Your social icons' })
      .getByText('Instagram', { exact: true })
      .waitFor();

    // The preview follows before anything is saved.
    const expected = {
      button: rgb('#fde68a'),
      buttonText: rgb(suggestion),
      text: rgb('#fefce8'),
    };
    const frame = page.frameLocator('iframe[title="Your Scale Page"]');
    await expect
      .poll(
        async () => {
          const look = await frame.locator('body').evaluate(computedLook);
          return { button: look.button, buttonText: look.buttonText, text: look.text };
        },
        { timeout: 15_000 },
      )
      .toEqual(expected);
    await frame.getByRole('link', { name: 'Instagram' }).waitFor();
    expect(await storedAppearance(userId)).toBeUndefined();
    const previewLook = await frame.locator('body').evaluate(computedLook);
    expect(previewLook.font).toContain('Lora');
    await page.screenshot({ path: `${SCREENS}/appearance-editor-1280.png`, fullPage: true });

    // A look at the links and back: the unsaved changes are still there.
    await page.getByRole('tab', { name: 'Links' }).click();
    await page.getByRole('tab', { name: 'Appearance' }).click();
    expect(await page.getByLabel('Page text colour', { exact: true }).inputValue()).toBe('#fefce8');

    await page.getByRole('button', { name: 'Save appearance' }).click();
    await page.getByText('All changes saved.').waitFor();
    await expect
      .poll(() => storedAppearance(userId))
      .toMatchObject({
        theme: 'forest',
        buttonColor: '#fde68a',
        buttonTextColor: suggestion,
        textColor: '#fefce8',
        font: 'lora',
        buttonShape: 'pill',
        socials: ['https://instagram.com/ada.look'],
      });

    // The public page, as a visitor sees it: the same computed colours as the preview.
    const visitor = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page: publicPage, errors: publicErrors } = await openPage(visitor);
    await publicPage.goto(`${journey.server.url}/${username}`);
    await publicPage.evaluate(() => document.fonts.ready);
    expect(await publicPage.evaluate(computedLook)).toEqual(previewLook);
    expect(await publicPage.evaluate(() => document.fonts.check('16px Lora'))).toBe(true);
    const instagram = publicPage.getByRole('link', { name: 'Instagram' });
    expect(await instagram.getAttribute('href')).toBe('https://instagram.com/ada.look');
    await publicPage.screenshot({ path: `${SCREENS}/public-page-1280.png`, fullPage: true });
    await expectNoAxeViolations(publicPage, 'the public page in a customised Forest theme');

    // On a phone: the editor (with its preview below) and the public page.
    const phone = await journey.browser.newContext({
      viewport: { width: 375, height: 812 },
      storageState: await context.storageState(),
    });
    const { page: phonePage } = await openPage(phone);
    await openAppearance(phonePage);
    await phonePage.locator('iframe[title="Your Scale Page"]').waitFor();
    await expectNoHorizontalOverflow(phonePage, 'the Appearance section at 375 px');
    await phonePage.screenshot({ path: `${SCREENS}/appearance-editor-375.png`, fullPage: true });
    await phonePage.goto(`${journey.server.url}/${username}`);
    await phonePage.evaluate(() => document.fonts.ready);
    await expectNoHorizontalOverflow(phonePage, 'the public page at 375 px');
    await phonePage.screenshot({ path: `${SCREENS}/public-page-375.png`, fullPage: true });

    // Without JavaScript the page is the same page: links, colours, icons.
    const noScript = await journey.browser.newContext({ javaScriptEnabled: false });
    const noScriptPage = await noScript.newPage();
    await noScriptPage.goto(`${journey.server.url}/${username}`);
    await noScriptPage.getByRole('link', { name: /My portfolio/ }).waitFor();
    await noScriptPage.getByRole('link', { name: 'Instagram' }).waitFor();

    // A second theme, saved through the API: no axe violations either.
    const editorial = await context.request.put(
      `${journey.server.url}/api/v1/scale-page/appearance`,
      {
        data: appearanceFromTheme('editorial', [
          'mailto:ada@example.com',
          'https://github.com/ada',
        ]),
        headers: { origin: journey.server.url },
      },
    );
    expect(editorial.status()).toBe(200);
    await expect
      .poll(async () => {
        await publicPage.goto(`${journey.server.url}/${username}`);
        return publicPage.evaluate(() => getComputedStyle(document.body).backgroundColor);
      })
      .toBe(rgb('#fffbeb'));
    await publicPage.getByRole('link', { name: 'E-mail' }).waitFor();
    await expectNoAxeViolations(publicPage, 'the public page in the Editorial theme');
    await publicPage.screenshot({ path: `${SCREENS}/public-page-editorial-1280.png` });

    expect(errors).toEqual([]);
    expect(publicErrors).toEqual([]);
    await Promise.all([context.close(), visitor.close(), phone.close(), noScript.close()]);
  }, 180_000);

  it('uploads a background picture, refuses a text file named .png, and the public page shows it', async () => {
    const files = mkdtempSync(join(tmpdir(), 'scale-background-'));
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const { page, errors } = await openPage(context);
    const { userId, username } = await signUp(context, 'background-journey@example.com');
    await openAppearance(page);
    await choose(page, 'Image');

    // A text file named like a picture: refused by its bytes, said beside the control.
    const fake = join(files, 'fake.png');
    writeFileSync(fake, 'Only text pretending to be a picture.');
    await page.getByLabel('Upload picture').setInputFiles(fake);
    await page.getByRole('alert').filter({ hasText: APPEARANCE_MESSAGES.imageWrongType }).waitFor();
    expect(await backgroundPath(userId)).toBeNull();

    // A real picture is stored at once, shown beside the control, and drawn once saved.
    const picture = await writePng(
      join(files, 'beach.png'),
      { width: 320, height: 200 },
      { r: 20, g: 120, b: 160 },
    );
    await page.getByLabel('Upload picture').setInputFiles(picture);
    await page.getByText('Background picture saved').waitFor();
    await page.getByRole('img', { name: 'Your background' }).waitFor();
    await expect.poll(() => backgroundPath(userId)).toMatch(/\S/);
    await page.getByRole('button', { name: 'Save appearance' }).click();
    await page.getByText('All changes saved.').waitFor();
    await expect
      .poll(() => storedAppearance(userId))
      .toMatchObject({
        background: { kind: 'image', overlay: 'dark' },
      });

    const visitor = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page: publicPage, errors: publicErrors } = await openPage(visitor);
    await publicPage.goto(`${journey.server.url}/${username}`);
    const drawn = await publicPage.evaluate(() => getComputedStyle(document.body).backgroundImage);
    const src = await page.getByRole('img', { name: 'Your background' }).getAttribute('src');
    expect(src).toBeTruthy();
    expect(drawn).toContain(new URL(src as string, journey.server.url).pathname);
    // The picture itself is served to the visitor.
    const served = await visitor.request.get(new URL(src as string, journey.server.url).toString());
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toMatch(/^image\//);

    // Removed: the control offers an upload again and the stored path is gone.
    await page.getByRole('button', { name: 'Remove picture' }).click();
    await page.getByLabel('Upload picture').waitFor({ state: 'attached' });
    await expect.poll(() => backgroundPath(userId)).toBeNull();

    expect(errors).toEqual([]);
    expect(publicErrors).toEqual([]);
    await Promise.all([context.close(), visitor.close()]);
  }, 120_000);
});

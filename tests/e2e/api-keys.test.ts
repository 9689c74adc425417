// Settings → API in chromium at 375 px (issue 24): create a key in the UI, use it from
// the test with fetch and no cookie to list the clients, revoke it in the UI (confirmed),
// and the same fetch is refused with 401.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES as M } from '../../src/core/messages';
import { signUpInBrowser } from '../support/api-user';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from '../support/axe';
import { launchBrowser, openPage } from '../support/browser';
import { startTestServer, type TestServer } from '../support/test-server';

let browser: Browser;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const listClients = (secret: string) =>
  fetch(`${server.url}/api/v1/clients`, { headers: { authorization: `Bearer ${secret}` } });

describe('API keys in Settings', () => {
  it('creates a key shown once, which lists the clients until it is revoked', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    await signUpInBrowser(server, context, 'keys-journey@example.com', 'Kay');
    const { page, errors } = await openPage(context);
    const made = await page.request.post(`${server.url}/api/v1/clients`, {
      data: { name: 'Ada Lovelace' },
      headers: { origin: server.url },
    });
    expect(made.status()).toBe(201);

    await page.goto(`${server.url}/settings/api`);
    await page.getByRole('heading', { name: M.pageTitle }).waitFor();
    await page.getByText(M.empty).waitFor();
    await expectNoAxeViolations(page, 'Settings → API, empty');
    await expectNoHorizontalOverflow(page, 'Settings → API, empty');

    // Create, by keyboard: the name typed, Enter submits.
    await page.getByRole('button', { name: M.create }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(M.nameLabel).waitFor();
    await expectNoAxeViolations(page, 'the create API key dialog');
    await dialog.getByLabel(M.nameLabel).fill('Zapier');
    await dialog.getByLabel(M.nameLabel).press('Enter');
    await dialog.getByRole('heading', { name: M.secretTitle }).waitFor();
    await dialog.getByText(M.secretWarning).waitFor();
    const secret = await dialog.getByLabel(M.columns.key).inputValue();
    expect(secret).toMatch(/^scale_[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: M.copy }).waitFor();
    await expectNoAxeViolations(page, 'the new key, shown once');
    await expectNoHorizontalOverflow(page, 'the new key, shown once');

    const listed = await listClients(secret);
    expect(listed.status).toBe(200);
    const body = (await listed.json()) as { items: { name: string }[] };
    expect(body.items.map((client) => client.name)).toEqual(['Ada Lovelace']);

    await dialog.getByRole('button', { name: M.done }).click();
    await dialog.waitFor({ state: 'detached' });
    const list = page.getByRole('list', { name: M.pageTitle });
    await list.getByText('Zapier').waitFor();
    await list.getByText(`${secret.slice(0, 14)}…`).waitFor();
    // The secret is not on the page any more.
    expect(await page.content()).not.toContain(secret);
    await expectNoAxeViolations(page, 'Settings → API with a key');
    await expectNoHorizontalOverflow(page, 'Settings → API with a key');

    await page.getByRole('button', { name: `${M.revoke} Zapier` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(M.revokeBody).waitFor();
    await confirm.getByRole('button', { name: M.revokeConfirm }).click();
    await page.getByText(M.empty).waitFor();

    const refused = await listClients(secret);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      M.revokedKey,
    );
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

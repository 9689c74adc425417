// Webhooks (issue 24, decision 072) on a phone-sized screen: add an endpoint in Settings
// (a missing event refused on its field first), send a test event, see it delivered in
// the log — and the receiver started here checks its signature with the secret the page
// shows, using the independent `standardwebhooks` package.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES as M } from '../../src/core/webhook-schemas';
import { signUpInBrowser } from '../support/api-user';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';

const journey = setUpBrowserJourney({ WEBHOOK_DELIVERY_INTERVAL_MS: '200' });
const SETTLED = { timeout: 15_000 };

const received: { headers: Record<string, string>; body: string }[] = [];
const receiver = createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push({ headers: request.headers as Record<string, string>, body });
    response.end('ok');
  });
});

afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

describe('webhooks in Settings', () => {
  it('adds an endpoint, sends a test event and shows it delivered, at 375 px', async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    const hookUrl = `http://127.0.0.1:${port}/scale`;

    const context = await journey.browser.newContext({
      viewport: { width: 375, height: 800 },
      isMobile: true,
      hasTouch: true,
    });
    const { page, errors } = await openPage(context);
    await signUpInBrowser(journey.server, context, `webhooks-${Date.now()}@example.com`);

    await page.goto(`${journey.server.url}/settings/webhooks`);
    await page.getByText(M.empty).waitFor(SETTLED);
    await page.getByRole('button', { name: M.add }).click();
    const form = page.getByRole('form', { name: M.add });
    await form.getByLabel(M.urlLabel).fill(hookUrl);
    await form.getByLabel(M.descriptionLabel).fill('<b>CRM</b> sync');
    // No event chosen: refused on its field, nothing sent.
    await form.getByRole('button', { name: M.save }).click();
    await form.getByText(M.eventsRequired).waitFor(SETTLED);
    // Chosen by keyboard.
    await form.getByRole('checkbox', { name: /lead\.created/ }).focus();
    await page.keyboard.press('Space');
    await form.getByRole('button', { name: M.save }).press('Enter');

    const endpoint = page.getByRole('listitem', { name: hookUrl });
    await endpoint.waitFor(SETTLED);
    // The description is shown as text, not markup.
    await endpoint.getByText('<b>CRM</b> sync').waitFor(SETTLED);
    await endpoint.getByText(M.logEmpty).waitFor(SETTLED);
    await endpoint.getByRole('button', { name: M.reveal }).click();
    const secret = (await endpoint.locator('code', { hasText: 'whsec_' }).innerText()).trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);

    await endpoint.getByRole('button', { name: M.sendTest }).click();
    const log = endpoint.getByRole('table');
    await log.getByText('webhook.test').waitFor(SETTLED);
    await log.getByText(M.statuses.delivered).waitFor(SETTLED);
    await expect.poll(() => log.getByRole('cell', { name: '200', exact: true }).count()).toBe(1);

    expect(received).toHaveLength(1);
    const [message] = received;
    const verified = new Webhook(secret).verify(message?.body ?? '', {
      'webhook-id': message?.headers['webhook-id'] ?? '',
      'webhook-timestamp': message?.headers['webhook-timestamp'] ?? '',
      'webhook-signature': message?.headers['webhook-signature'] ?? '',
    }) as { type: string };
    expect(verified.type).toBe('webhook.test');

    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

// The public Scale Page in chromium: readable without JavaScript (links through
// /go/{id}), direct links with it, the spec's 404, and user text that never runs.

import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/core/messages';
import { analyticsRecorder } from '../../src/server/features/analytics/analytics-recorder';
import { signUpAgent } from '../support/api-user';
import { setUpBrowserJourney } from '../support/browser-journey';
import type { TestAgent } from '../support/test-agent';

// Headless chromium says "HeadlessChrome", which the tracker rightly ignores as a bot.
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const journey = setUpBrowserJourney();

let nextOwner = 1;
async function owner(profile: Record<string, unknown>) {
  const { agent } = await signUpAgent(journey.server, `page-owner${nextOwner++}@example.com`);
  const patch = await agent.request(`${journey.server.url}/api/v1/me/profile`, {
    method: 'PATCH',
    json: profile,
  });
  expect(patch.status, patch.text).toBe(200);
  const me = await agent.request(`${journey.server.url}/api/v1/me`);
  return { agent, username: me.json<{ profile: { username: string } }>().profile.username };
}

async function addLink(agent: TestAgent, title: string, url: string): Promise<string> {
  const response = await agent.request(`${journey.server.url}/api/v1/links`, {
    json: { title, url },
  });
  expect(response.status, response.text).toBe(201);
  return response.json<{ id: string }>().id;
}

describe('the Scale Page in a browser', () => {
  it('shows the page without JavaScript, with links through /go/{id}', async () => {
    const { agent, username } = await owner({ displayName: 'Nora Noscript', bio: 'Plain HTML.' });
    const first = await addLink(agent, 'My website', 'https://nora.example/');
    const second = await addLink(agent, 'Email me', 'mailto:nora@example.com');

    const context = await journey.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${journey.server.url}/${username}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Nora Noscript' }).isVisible()).resolves.toBe(
      true,
    );
    expect(await page.getByText('Plain HTML.').isVisible()).toBe(true);
    const links = page.getByRole('navigation', { name: 'Links' }).getByRole('link');
    expect(await links.allInnerTexts()).toEqual(['My website', 'Email me']);
    expect(await links.nth(0).getAttribute('href')).toBe(`/go/${first}`);
    expect(await links.nth(1).getAttribute('href')).toBe(`/go/${second}`);
    await context.close();
  });

  it('points the links straight at their targets with JavaScript', async () => {
    const { agent, username } = await owner({ displayName: 'Jay Script' });
    const linkId = await addLink(agent, 'Docs', 'https://docs.example/start');
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${journey.server.url}/${username}`);
    const link = page.getByRole('link', { name: 'Docs' });
    await expect.poll(() => link.getAttribute('href')).toBe('https://docs.example/start');

    // A click goes straight to the target and sends the click beacon on the way.
    await page.route('https://docs.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Docs</title>' }),
    );
    const beacon = page.waitForRequest((request) => request.url().endsWith('/api/v1/track/click'));
    await link.click();
    const sent = await beacon;
    expect(JSON.parse(sent.postData() ?? '{}')).toEqual({ linkId });
    await page.waitForURL('https://docs.example/start');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers a private page with the spec texts and status 404', async () => {
    const { username } = await owner({ displayName: 'Hidden Person', isPublic: false });
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${journey.server.url}/${username}`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: MESSAGES.scalePageNotFound }).isVisible()).toBe(
      true,
    );
    expect(await page.getByText(MESSAGES.scalePageNotFoundDetail).isVisible()).toBe(true);
    expect(await page.locator('body').innerText()).not.toContain('Hidden Person');
    await context.close();
  });

  it('runs no script from a malicious display name, bio or link title', async () => {
    const payload =
      '<script>window.pwned=1;alert(1)</script>"><img src=x onerror="window.pwned=2;alert(2)">';
    const { agent, username } = await owner({ displayName: payload, bio: `</script>${payload}` });
    await addLink(agent, payload, 'https://safe.example/');
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goto(`${journey.server.url}/${username}`);
    await page.waitForLoadState('load');
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    // The text shows as the owner typed it.
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(payload);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await context.close();
  });
});

describe('page views in a browser', () => {
  /** The views stored for the page, once everything the journey.server holds is written. */
  async function storedViews(username: string) {
    await analyticsRecorder(journey.server.deps).flush();
    const rows = await journey.server.database.db
      .selectFrom('pageViews')
      .innerJoin('profiles', 'profiles.userId', 'pageViews.userId')
      .select(['pageViews.views', 'pageViews.referrer'])
      .where('profiles.username', '=', username)
      .execute();
    return {
      views: rows.reduce((sum, row) => sum + row.views, 0),
      referrers: rows.map((row) => row.referrer),
    };
  }

  it('counts a visit once, with JavaScript or without, and never the owner preview', async () => {
    const { username } = await owner({ displayName: 'Vera Views' });
    const context = await journey.browser.newContext({ userAgent: DESKTOP_CHROME });
    const beacons: string[] = [];
    context.on('request', (request) => {
      if (request.url().includes('/api/v1/track/view')) beacons.push(request.url());
    });

    // The dashboard's live preview loads the page with ?preview=1: no beacon at all.
    const preview = await context.newPage();
    await preview.goto(`${journey.server.url}/${username}?preview=1`);
    await preview.waitForLoadState('load');
    expect(beacons).toEqual([]);
    await preview.close();

    // A visitor arriving from another site: one beacon with where they came from.
    const page = await context.newPage();
    const beacon = page.waitForRequest((request) => request.url().endsWith('/api/v1/track/view'));
    await page.goto(`${journey.server.url}/${username}`, {
      referer: 'http://social.example/post/1',
    });
    const sent = await beacon;
    expect(JSON.parse(sent.postData() ?? '{}')).toMatchObject({ username });
    await (await sent.response())?.finished();
    await expect.poll(async () => (await storedViews(username)).views).toBe(1);
    expect((await storedViews(username)).referrers[0]).toMatch(/^http:\/\/social\.example\//);
    expect(beacons).toHaveLength(1);
    await context.close();

    // Without JavaScript the <noscript> pixel counts the visit instead.
    const plain = await journey.browser.newContext({
      userAgent: DESKTOP_CHROME,
      javaScriptEnabled: false,
    });
    const noScript = await plain.newPage();
    const pixel = noScript.waitForResponse((response) =>
      response.url().includes('/api/v1/track/view.gif'),
    );
    await noScript.goto(`${journey.server.url}/${username}`);
    expect((await pixel).status()).toBe(200);
    await expect.poll(async () => (await storedViews(username)).views).toBe(2);
    await plain.close();
  });
});

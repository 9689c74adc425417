// Branding by plan (decision 064) in what visitors receive: the Scale Page's "Powered by"
// line on Free only, Scale's footer on booking pages until Business, and /pricing saying
// the same, with its paid plans leading to the plan page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpApiUser } from '../../../../tests/support/api-user';
import { callPublic, createEventType, setUpHost } from '../../../../tests/support/booking-host';
import { usernameOf } from '../../../../tests/support/document-rows';
import { eventually } from '../../../../tests/support/eventually';
import { setPlanTier } from '../../../../tests/support/organization-rows';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { hasPoweredByBranding, showsScaleBranding } from '../../../core/plans';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('branding by plan', () => {
  it('the rule: "Powered by" on Free only, Scale’s branding until Business', () => {
    expect([hasPoweredByBranding('free'), hasPoweredByBranding('pro')]).toEqual([true, false]);
    expect(hasPoweredByBranding('business')).toBe(false);
    expect(['free', 'pro', 'business'].map((tier) => showsScaleBranding(tier as 'pro'))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('renders the Scale Page and the booking page’s host per tier', async () => {
    const host = await signUpApiUser(server, 'brand-host');
    await setUpHost(server.database.db, host);
    await createEventType(server.database.db, host.id, { slug: 'brand-call' });
    const username = await usernameOf(server, host);
    const page = async () => (await fetch(`${server.url}/${username}`)).text();
    const hostOf = async () =>
      (await callPublic(server.url, 'GET', `/schedule/${host.id}/brand-call`)).body.host;

    expect(await page()).toContain('Powered by <b>Scale</b>');
    expect((await hostOf()).showsScaleBranding).toBe(true);

    await setPlanTier(server, host, 'pro');
    // The cached page hears of the profile change through a notification.
    await fetch(`${server.url}/api/v1/me/profile`, {
      method: 'PATCH',
      headers: { cookie: host.cookie, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ bio: 'Pro now' }),
    });
    const proPage = await eventually(page, (html) => html.includes('Pro now'));
    expect(proPage).not.toContain('Powered by');
    expect(proPage).toContain('Create your own Scale Page');
    expect((await hostOf()).showsScaleBranding).toBe(true);

    await setPlanTier(server, host, 'business');
    await fetch(`${server.url}/api/v1/me/profile`, {
      method: 'PATCH',
      headers: { cookie: host.cookie, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ bio: 'Business now' }),
    });
    const businessPage = await eventually(page, (html) => html.includes('Business now'));
    expect(businessPage).not.toContain('Create your own Scale Page');
    expect(businessPage).not.toContain('Powered by');
    expect((await hostOf()).showsScaleBranding).toBe(false);
  });

  it('/pricing shows both branding rows and sends paid plans to the plan page', async () => {
    const html = await (await fetch(`${server.url}/pricing`)).text();
    expect(html).toContain('&quot;Powered by&quot; on your Scale Page');
    expect(html).toContain('Branding removal');
    expect(html).toContain('href="/settings/plan?choose=pro"');
    expect(html).toContain('href="/settings/plan?choose=business"');
    expect(html).not.toMatch(/href="\/auth"[^>]*>\s*Choose/);
  });
});

// Same-site CSRF (issue 16), as an attacker would try it: a page on another port of the
// same host — the same site, so the victim's SameSite=Lax session cookie travels with it —
// posts plain HTML forms (enctype text/plain, the trick that makes a body parse as JSON)
// at the API and at a Scale Page's contact form. The signed-in victim opens the page;
// nothing is created: no link on their Scale Page, no Admin invitation, no lead.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSessionCookies, signUpApiUser } from '../support/api-user';
import { setUpBrowserJourney } from '../support/browser-journey';
import { setPlanTier } from '../support/organization-rows';

const journey = setUpBrowserJourney();
let attacker: Server;
let attackerUrl: string;
let pages: Record<string, string> = {};

/** A form that auto-submits, its one field named so that name=value is a JSON object. */
function attackPage(action: string, json: Record<string, string>, enctype = 'text/plain') {
  const text = JSON.stringify({ ...json, pad: '' });
  // text/plain sends "name=value": the name ends where the pad's value should start.
  const name = text.slice(0, -2);
  const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return `<!doctype html><form method="post" enctype="${enctype}" action="${attribute(action)}">
<input name="${attribute(name)}" value='"}'><button>Win a prize</button></form>`;
}

beforeAll(async () => {
  attacker = createServer((request, response) => {
    const page = pages[request.url ?? ''];
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html' });
    response.end(page ?? 'not here');
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => attacker?.close(resolve));
});

describe('a form on another origin of the same site', () => {
  it('creates no link, no invitation and no lead in the signed-in victim’s name', async () => {
    const { server } = journey;
    const victim = await signUpApiUser(server, 'victim');
    await setPlanTier(server, victim, 'business');
    const organization = await victim.call('POST', '/organizations', {
      name: 'Victim Co',
      slug: `victim-${Date.now()}`,
    });
    expect(organization.status).toBe(201);
    const roles = await victim.call('GET', `/organizations/${organization.body.id}/roles`);
    const admin = roles.body.find((role: { name: string }) => role.name === 'Admin');
    await victim.call('PATCH', '/me/profile', { leadFormEnabled: true });
    const me = await victim.call('GET', '/me');
    const username: string = me.body.profile.username;

    pages = {
      '/link': attackPage(`${server.url}/api/v1/links`, {
        title: 'Planted',
        url: 'https://evil.example',
      }),
      '/invite': attackPage(
        `${server.url}/api/v1/organizations/${organization.body.id}/invitations`,
        {
          email: 'attacker@evil.example',
          roleId: admin.id,
        },
      ),
      '/lead': `<!doctype html><form method="post" action="${server.url}/${username}/contact">
<input name="name" value="Spam Bot"><input name="email" value="bot@evil.example">
<input name="message" value="buy now"><button>Go</button></form>`,
    };

    const context = await journey.browser.newContext();
    await addSessionCookies(context, victim, server.url);
    const page = await context.newPage();
    // The victim is signed in: the same cookie works from the app's own pages.
    expect((await page.goto(`${server.url}/api/v1/me`))?.status()).toBe(200);

    for (const path of ['/link', '/invite', '/lead']) {
      await page.goto(`${attackerUrl}${path}`);
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url().startsWith(server.url)),
        page.getByRole('button').click(),
      ]);
      expect(answer.status(), path).toBe(403);
    }

    const db = server.database.db;
    expect(
      await db.selectFrom('links').select('id').where('userId', '=', victim.id).execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('organization_invitations')
        .select('id')
        .where('organizationId', '=', organization.body.id)
        .execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('clients').select('id').where('userId', '=', victim.id).execute(),
    ).toEqual([]);
    await context.close();
  });
});

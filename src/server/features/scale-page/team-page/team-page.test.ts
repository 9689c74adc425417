// The team page (issue 22) over real HTTP: its 404s, what it shows (and escapes), its
// size and headers, the opt-in members, the click-counting links, and its contact form
// posted as a browser without JavaScript posts it, routed to a member.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import { inWorkspace } from '../../../../../tests/support/client-team';
import {
  addMember,
  createOrganizationAs,
  deactivate,
  personalWorkspaceOf,
  uniqueSlug,
} from '../../../../../tests/support/organization-rows';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { ZClientCreate } from '../../../../core/client-schemas';
import { LEAD_FORM_MESSAGES } from '../../../../core/messages';
import { PLAN_LIMITS } from '../../../../core/plans';
import { toClientRow } from '../../clients/client-row';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

type Team = { id: string; slug: string; owner: ApiUser; member: ApiUser };

async function signUpTeam(description = 'We sell <b>things</b> & "stuff"'): Promise<Team> {
  const owner = await signUpApiUser(server, 'tp-owner');
  const member = await signUpApiUser(server, 'tp-member');
  const slug = uniqueSlug('team');
  const org = await createOrganizationAs(owner, {
    name: `Acme <script>alert(1)</script>`,
    slug,
    description,
  });
  await addMember(server, org.id, member, 'Member');
  await server.database.db
    .updateTable('profiles')
    .set({ tier: 'business' })
    .where('userId', '=', owner.id)
    .execute();
  return { id: org.id, slug, owner, member };
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

async function postForm(
  slug: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.url}/team/${slug}/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.url,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
  };
}

describe('the team page', () => {
  it('answers 404 for an unknown, deactivated or personal organization', async () => {
    expect((await get('/team/no-such-team-here')).status).toBe(404);
    const team = await signUpTeam();
    const personal = await personalWorkspaceOf(server, team.owner);
    expect((await get(`/team/${personal.slug}`)).status).toBe(404);
    await deactivate(server, team.id);
    const gone = await get(`/team/${team.slug}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('noindex');
  });

  it('shows the team escaped, with SEO tags, a CSP, and under 14 KB gzipped', async () => {
    const team = await signUpTeam();
    const response = await get(`/team/${team.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Acme &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('We sell &lt;b&gt;things&lt;/b&gt; &amp; &quot;stuff&quot;');
    expect(html).toContain(`<link rel="canonical" href="${server.url}/team/${team.slug}">`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain(`action="/team/${team.slug}/contact"`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(gzipSync(html).length).toBeLessThanOrEqual(14 * 1024);
  });

  it('carries Scale’s footer unless the owner is on Business (decision 064)', async () => {
    const team = await signUpTeam();
    const business = await (await get(`/team/${team.slug}`)).text();
    expect(business).not.toContain('Create your own Scale Page');
    await server.database.db
      .updateTable('profiles')
      .set({ tier: 'pro' })
      .where('userId', '=', team.owner.id)
      .execute();
    const pro = await (await get(`/team/${team.slug}`)).text();
    expect(pro).toContain('<footer><a href="/">Create your own Scale Page</a></footer>');
    // No team event types yet: no "Book a meeting" heading.
    expect(pro).not.toContain('Book a meeting');
  });

  it('lists only members who chose to appear, and the team links, counting views and clicks', async () => {
    const team = await signUpTeam();
    await server.database.db
      .updateTable('profiles')
      .set({ displayName: 'Mia <Member>' })
      .where('userId', '=', team.member.id)
      .execute();
    const before = await (await get(`/team/${team.slug}`)).text();
    expect(before).not.toContain('Mia');

    const optIn = await team.member.call(
      'PUT',
      '/workspace/team-page/me',
      { showMe: true },
      inWorkspace(team.id),
    );
    expect(optIn.status, optIn.text).toBe(200);
    expect(optIn.body.showMe).toBe(true);
    const links = await team.owner.call(
      'PUT',
      '/workspace/team-page',
      { links: [{ title: 'Our <site>', url: 'example.com/about' }] },
      inWorkspace(team.id),
    );
    expect(links.status, links.text).toBe(200);
    const linkId = links.body.links[0].id;

    const html = await (await get(`/team/${team.slug}`)).text();
    expect(html).toContain('Mia &lt;Member&gt;');
    expect(html).toContain('Our &lt;site&gt;');
    expect(html).toContain(`href="/team/${team.slug}/go/${linkId}"`);

    const go = await get(`/team/${team.slug}/go/${linkId}`);
    expect(go.status).toBe(302);
    expect(go.headers.get('location')).toBe('https://example.com/about');
    expect((await get(`/team/${team.slug}/go/00000000-0000-4000-8000-000000000000`)).status).toBe(
      404,
    );

    const settings = await team.owner.call(
      'GET',
      '/workspace/team-page',
      undefined,
      inWorkspace(team.id),
    );
    expect(settings.body.views).toBe(2);
    expect(settings.body.links[0].clicks).toBe(1);
  });

  it('refuses bad settings: a javascript: link, a member without the permission, an outsider', async () => {
    const team = await signUpTeam();
    const bad = await team.owner.call(
      'PUT',
      '/workspace/team-page',
      { links: [{ title: 'x', url: 'javascript:alert(1)' }] },
      inWorkspace(team.id),
    );
    expect(bad.status).toBe(400);
    expect(
      (
        await team.owner.call(
          'PUT',
          '/workspace/team-page',
          { leadFormEnabled: 'yes' },
          inWorkspace(team.id),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await team.member.call(
          'PUT',
          '/workspace/team-page',
          { leadFormEnabled: false },
          inWorkspace(team.id),
        )
      ).status,
    ).toBe(403);
    const outsider = await signUpApiUser(server, 'tp-out');
    expect(
      (await outsider.call('GET', '/workspace/team-page', undefined, inWorkspace(team.id))).status,
    ).toBe(404);
    expect((await team.owner.call('GET', '/workspace/team-page')).status).toBe(404);
  });
});

describe('the team page’s contact form', () => {
  it('takes a post without JavaScript and routes the lead to a member', async () => {
    const team = await signUpTeam();
    const sent = await postForm(team.slug, {
      name: 'Visitor <b>',
      email: 'visitor@example.com',
      message: 'Hi team',
    });
    expect(sent.status).toBe(303);
    expect(sent.location).toBe(`/team/${team.slug}?sent=1#contact`);
    const thanks = await (await get(sent.location ?? '')).text();
    expect(thanks).toContain(LEAD_FORM_MESSAGES.sent);

    const client = await server.database.db
      .selectFrom('clients')
      .select(['id', 'name', 'userId'])
      .where('workspaceId', '=', team.id)
      .executeTakeFirstOrThrow();
    expect(client.name).toBe('Visitor <b>');
    expect([team.owner.id, team.member.id]).toContain(client.userId);
    const history = await server.database.db
      .selectFrom('client_assignments')
      .select(['rule', 'source'])
      .where('clientId', '=', client.id)
      .execute();
    expect(history).toEqual([{ rule: 'round_robin', source: 'team_page' }]);
  });

  it('when the owner’s plan is full: the form again with the reason, nothing stored, the owner told', async () => {
    const team = await signUpTeam();
    // A downgraded owner (decision 064): the Free plan's 50 clients are all taken.
    await server.database.db
      .updateTable('profiles')
      .set({ tier: 'free' })
      .where('userId', '=', team.owner.id)
      .execute();
    await server.database.db
      .insertInto('clients')
      .values(
        Array.from({ length: PLAN_LIMITS.free.clients }, (_, i) => ({
          ...toClientRow(team.owner.id, ZClientCreate.parse({ name: `Seed ${i}` })),
          workspaceId: team.id,
          createdBy: team.owner.id,
        })),
      )
      .execute();
    const full = await postForm(team.slug, {
      name: 'Late <b>Visitor</b>',
      email: 'late-visitor@example.com',
      message: 'Call me <script>x</script>',
    });
    expect(full.status).toBe(409);
    expect(full.html).toContain(LEAD_FORM_MESSAGES.teamCannotSave);
    expect(full.html).toContain('<form');
    // What they wrote is kept (escaped), to send another way.
    expect(full.html).toContain('Call me &lt;script&gt;x&lt;/script&gt;');
    expect(full.html).not.toContain('<script>x');
    const stored = await server.database.db
      .selectFrom('clients')
      .select('id')
      .where('workspaceId', '=', team.id)
      .where('email', '=', 'late-visitor@example.com')
      .execute();
    expect(stored).toEqual([]);
    const mails = await server.database.db
      .selectFrom('mailOutbox')
      .select(['subject', 'textBody', 'htmlBody'])
      .where('toAddress', '=', team.owner.email)
      .where('subject', 'like', 'Not saved:%')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Late <b>Visitor</b> on the team page of Acme');
    expect(mails[0]?.textBody).toContain('your Free plan is full');
    expect(mails[0]?.textBody).toContain('Email: late-visitor@example.com');
    expect(mails[0]?.htmlBody).toContain('Late &lt;b&gt;Visitor&lt;/b&gt;');
    // The member in the rotation got nothing: no client, no routed-lead mail.
    const toMember = await server.database.db
      .selectFrom('mailOutbox')
      .select('subject')
      .where('toAddress', '=', team.member.email)
      .where('subject', 'like', '%Late%')
      .execute();
    expect(toMember).toEqual([]);
  });

  it('shows the messages again for bad input, and refuses another site’s post', async () => {
    const team = await signUpTeam();
    const invalid = await postForm(team.slug, {
      name: '',
      email: 'not-an-email',
      message: '<i>x</i>',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.html).toContain(LEAD_FORM_MESSAGES.nameRequired);
    expect(invalid.html).toContain(LEAD_FORM_MESSAGES.invalidEmail);
    expect(invalid.html).toContain('&lt;i&gt;x&lt;/i&gt;');
    const foreign = await postForm(
      team.slug,
      { name: 'A', email: 'a@example.com' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    // The honeypot: told it worked, nothing stored.
    const bot = await postForm(team.slug, {
      name: 'Bot',
      email: 'bot@example.com',
      website: 'spam',
    });
    expect(bot.status).toBe(303);
    const clients = await server.database.db
      .selectFrom('clients')
      .select('id')
      .where('workspaceId', '=', team.id)
      .execute();
    expect(clients).toHaveLength(0);
  });

  it('has no form when the workspace switched it off', async () => {
    const team = await signUpTeam();
    const off = await team.owner.call(
      'PUT',
      '/workspace/team-page',
      { leadFormEnabled: false },
      inWorkspace(team.id),
    );
    expect(off.status).toBe(200);
    const page = await get(`/team/${team.slug}`);
    const html = await page.text();
    expect(html).not.toContain('<form');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'none'");
    expect((await postForm(team.slug, { name: 'A', email: 'a@example.com' })).status).toBe(404);
  });
});

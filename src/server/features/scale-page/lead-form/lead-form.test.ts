// The Scale Page's contact form over real HTTP, posted the way a browser without
// JavaScript posts it, against a real database.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import { createOrganizationAs } from '../../../../../tests/support/organization-rows';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { workspaceAccess } from '../../../../../tests/support/workspaces';
import { ZClientCreate } from '../../../../core/client-schemas';
import { LEAD_FORM_MESSAGES } from '../../../../core/messages';
import { createClient } from '../../clients/service';
import { LEAD_FORM_LIMIT } from './rate-limit';
import { LEAD_INTERACTION_SUBJECT } from './submit-lead';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

let nextOwner = 0;

type Owner = ApiUser & { username: string };

async function signUpOwner(options: { formOn?: boolean } = {}): Promise<Owner> {
  const user = await signUpApiUser(server, 'lead');
  const username = `lead-owner-${nextOwner++}-${Date.now() % 100000}`;
  const rename = await user.call('PATCH', '/me/profile', {
    leadFormEnabled: options.formOn ?? true,
  });
  expect(rename.status).toBe(200);
  expect(rename.body.leadFormEnabled).toBe(options.formOn ?? true);
  await server.database.db
    .updateTable('profiles')
    .set({ username })
    .where('userId', '=', user.id)
    .execute();
  return { ...user, username };
}

type Fields = Record<string, string>;

/** A form post as a browser sends it; redirects are not followed. */
async function postForm(username: string, fields: Fields, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/${username}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    response,
    html: await response.text(),
  };
}

async function clientsOf(userId: string) {
  return server.database.db
    .selectFrom('clients')
    .selectAll()
    .where('userId', '=', userId)
    .execute();
}

async function interactionsOf(userId: string) {
  return server.database.db
    .selectFrom('client_interactions')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
}

async function mailsTo(address: string) {
  return server.database.db
    .selectFrom('mailOutbox')
    .selectAll()
    .where('toAddress', '=', address)
    .where('subject', 'not like', 'Verify%')
    .execute();
}

const visitor = {
  name: 'Vera Visitor',
  email: 'Vera@Example.com',
  phone: '+1 415 555 2671',
  message: 'I would like a quote.\r\nThanks!',
  website: '',
};

describe('the contact form on the Scale Page', () => {
  it('is shown only when the owner switched it on, and its CSP lets it post', async () => {
    const owner = await signUpOwner({ formOn: false });
    const off = await fetch(`${server.url}/${owner.username}`);
    expect(await off.text()).not.toContain('id="contact"');
    expect(off.headers.get('content-security-policy')).toContain("form-action 'none'");

    // The switch shows at once: the cached page is dropped by the profile change.
    await owner.call('PATCH', '/me/profile', { leadFormEnabled: true });
    const on = await fetch(`${server.url}/${owner.username}`);
    const html = await on.text();
    expect(html).toContain(LEAD_FORM_MESSAGES.heading);
    expect(html).toContain('<body><main>');
    expect(html).toContain('/api/v1/track/view.gif');
    expect(html).toContain(`<form method="post" action="/${owner.username}/contact">`);
    expect(html).toMatch(/<div class="hp" aria-hidden="true">.*tabindex="-1"/);
    const csp = on.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("form-action 'self'");
    // The form's style is part of the one inline style the policy allows.
    const style = /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? '';
    expect(style).toContain('.hp{');
    const hash = createHash('sha256').update(style).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
  });

  it('creates a new lead with the message and mails the owner', async () => {
    const owner = await signUpOwner();
    const post = await postForm(owner.username, visitor);
    expect(post.status).toBe(303);
    expect(post.location).toBe(`/${owner.username}?sent=1#contact`);

    const thanks = await fetch(`${server.url}/${owner.username}?sent=1`);
    expect(thanks.status).toBe(200);
    const thanksHtml = await thanks.text();
    expect(thanksHtml).toContain(LEAD_FORM_MESSAGES.sent);
    expect(thanksHtml).not.toContain('<form');
    // The visit was counted on the page the form was sent from: not again by the thanks.
    expect(thanksHtml).toContain('<body data-nv>');
    expect(thanksHtml).not.toContain('/api/v1/track/view.gif');

    const [client] = await clientsOf(owner.id);
    expect(client).toMatchObject({
      name: 'Vera Visitor',
      email: 'vera@example.com',
      phone: '+1 415 555 2671',
      status: 'new_lead',
      leadSource: 'scale_page',
    });
    const [note] = await interactionsOf(owner.id);
    expect(note).toMatchObject({
      clientId: client?.id,
      type: 'note',
      subject: LEAD_INTERACTION_SUBJECT,
      content: 'I would like a quote.\nThanks!',
    });
    const [mail] = await mailsTo(owner.email);
    expect(mail?.subject).toBe('New message from Vera Visitor on your Scale Page');
    expect(mail?.textBody).toContain('I would like a quote.');
    expect(mail?.textBody).toContain('vera@example.com');
  });

  it('adds the lead to the team workspace the owner chose, owned by them (issue 18)', async () => {
    const owner = await signUpOwner();
    const organization = await createOrganizationAs(owner, { name: 'Lead Team' });
    const chosen = await owner.call('PATCH', '/me/profile', { leadsWorkspaceId: organization.id });
    expect(chosen.status).toBe(200);
    const post = await postForm(owner.username, visitor);
    expect(post.status).toBe(303);
    const [client] = await clientsOf(owner.id);
    expect(client?.workspaceId).toBe(organization.id);
    expect(client?.name).toBe('Vera Visitor');
    const team = await owner.call('GET', '/clients', undefined, {
      'x-workspace-id': organization.id,
    });
    expect(team.body.items.map((item: { name: string }) => item.name)).toEqual(['Vera Visitor']);
    expect((await owner.call('GET', '/clients')).body.items).toEqual([]);
  });

  it('adds the message to the existing client with that e-mail instead of a duplicate', async () => {
    const owner = await signUpOwner();
    const existing = await createClient(
      server.database.db,
      await workspaceAccess(server.database.db, owner.id),
      ZClientCreate.parse({ name: 'Vera V.', emails: [{ address: 'vera@example.com' }] }),
    );
    const post = await postForm(owner.username, { ...visitor, email: ' VERA@example.com ' });
    expect(post.status).toBe(303);
    const clients = await clientsOf(owner.id);
    expect(clients).toHaveLength(1);
    expect(clients[0]).toMatchObject({ id: existing.id, name: 'Vera V.', phone: null });
    const [note] = await interactionsOf(owner.id);
    expect(note?.clientId).toBe(existing.id);
    expect(note?.content).toContain('Name: Vera Visitor');
    expect(note?.content).toContain('Phone: +1 415 555 2671');
    expect(await mailsTo(owner.email)).toHaveLength(1);
  });

  it('pretends success to a bot that fills the honeypot and stores nothing', async () => {
    const owner = await signUpOwner();
    const post = await postForm(owner.username, { ...visitor, website: 'http://spam.example' });
    expect(post.status).toBe(303);
    expect(post.location).toBe(`/${owner.username}?sent=1#contact`);
    expect(await clientsOf(owner.id)).toHaveLength(0);
    expect(await interactionsOf(owner.id)).toHaveLength(0);
    expect(await mailsTo(owner.email)).toHaveLength(0);
  });

  it('shows the page again with the messages and the typed values on bad input', async () => {
    const owner = await signUpOwner();
    const badEmail = await postForm(owner.username, {
      ...visitor,
      name: 'Typo "Tom"',
      email: 'not-an-email',
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.response.headers.get('content-type')).toContain('text/html');
    expect(badEmail.html).toContain(LEAD_FORM_MESSAGES.invalidEmail);
    expect(badEmail.html).toContain('value="not-an-email"');
    expect(badEmail.html).toContain('value="Typo &quot;Tom&quot;"');
    expect(badEmail.html).toContain('I would like a quote.');
    expect(badEmail.html).toContain('<body data-nv>');
    expect(badEmail.html).not.toContain('/api/v1/track/view.gif');

    const missing = await postForm(owner.username, {
      name: ' ',
      email: '',
      message: 'x'.repeat(2001),
    });
    expect(missing.status).toBe(400);
    expect(missing.html).toContain(LEAD_FORM_MESSAGES.nameRequired);
    expect(missing.html).toContain(LEAD_FORM_MESSAGES.emailRequired);
    expect(missing.html).toContain(LEAD_FORM_MESSAGES.messageTooLong);

    const badPhone = await postForm(owner.username, { ...visitor, phone: '12' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.html).toContain(LEAD_FORM_MESSAGES.invalidPhone);

    expect(await clientsOf(owner.id)).toHaveLength(0);
    expect(await interactionsOf(owner.id)).toHaveLength(0);
    expect(await mailsTo(owner.email)).toHaveLength(0);
  });

  it(`refuses the ${LEAD_FORM_LIMIT + 1}th message of a visitor within the hour`, async () => {
    const owner = await signUpOwner();
    for (let n = 0; n < LEAD_FORM_LIMIT; n++) {
      const post = await postForm(owner.username, { ...visitor, email: `v${n}@example.com` });
      expect(post.status).toBe(303);
    }
    const refused = await postForm(owner.username, { ...visitor, email: 'late@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.html).toContain(LEAD_FORM_MESSAGES.tooManySubmissions);
    expect(refused.html).toContain('value="late@example.com"');
    expect(await clientsOf(owner.id)).toHaveLength(LEAD_FORM_LIMIT);

    // Only this visitor's address and this page: the rows hold a hash, not the address.
    const keys = await server.database.db
      .selectFrom('lead_form_submissions')
      .select('visitorKey')
      .where('userId', '=', owner.id)
      .execute();
    expect(keys.every((row) => !row.visitorKey.includes('127.0.0.1'))).toBe(true);
    const other = await signUpOwner();
    expect((await postForm(other.username, visitor)).status).toBe(303);
  });

  it('answers 404 to a post when the form is off, and stores nothing', async () => {
    const owner = await signUpOwner({ formOn: false });
    const post = await postForm(owner.username, visitor);
    expect(post.status).toBe(404);
    expect((await postForm('nobody-here-at-all', visitor)).status).toBe(404);
    const thanks = await fetch(`${server.url}/${owner.username}?sent=1`);
    expect(await thanks.text()).not.toContain(LEAD_FORM_MESSAGES.sent);
    expect(await clientsOf(owner.id)).toHaveLength(0);
  });

  it('keeps a hostile name inert in the mail and stores it as typed', async () => {
    const owner = await signUpOwner();
    const name = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    expect((await postForm(owner.username, { ...visitor, name })).status).toBe(303);
    const [mail] = await mailsTo(owner.email);
    expect(mail?.htmlBody).not.toContain('<script>');
    expect(mail?.htmlBody).not.toContain('<img');
    expect(mail?.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // Stored as typed: the web app renders text through React, which escapes it.
    const [client] = await clientsOf(owner.id);
    expect(client?.name).toBe(name);
  });

  it('does not mail an owner whose e-mail notifications are off, but keeps the lead', async () => {
    const owner = await signUpOwner();
    expect(
      (await owner.call('PATCH', '/me/notifications', { emailNotifications: false })).status,
    ).toBe(200);
    expect((await postForm(owner.username, visitor)).status).toBe(303);
    expect(await clientsOf(owner.id)).toHaveLength(1);
    expect(await mailsTo(owner.email)).toHaveLength(0);
  });

  it('keeps the Free limit: a new lead over it is not stored, but the owner is mailed', async () => {
    const owner = await signUpOwner();
    await server.database.db
      .insertInto('clients')
      .values(Array.from({ length: 50 }, (_, n) => ({ userId: owner.id, name: `Client ${n}` })))
      .execute();
    const post = await postForm(owner.username, visitor);
    expect(post.status).toBe(303);
    expect(await clientsOf(owner.id)).toHaveLength(50);
    expect(await interactionsOf(owner.id)).toHaveLength(0);
    const [mail] = await mailsTo(owner.email);
    expect(mail?.subject).toBe('Not saved: a message from Vera Visitor on your Scale Page');
    expect(mail?.textBody).toContain('vera@example.com');
  });
});

// Stored XSS (issue 8): script-shaped text put through the API into every field a user
// or a visitor controls, then every page that shows it opened, owner side and public
// side. Each payload calls __xss(...) if it ever runs (a hook the browser defines before
// any page script); a dialog or a page error would give it away too. Nothing may run,
// and the text must be shown as typed. URLs that are not http(s), mailto or tel are
// refused where a URL is taken.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULING_MESSAGES, SERVER_MESSAGES } from '../../src/core/messages';
import { type Answer, type ApiUser, signUpApiUser } from '../support/api-user';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';
import { CHROME_UA } from '../support/document-rows';
import { makePdf } from '../support/make-pdf';

const journey = setUpBrowserJourney();

/** Short enough for names, titles and labels; breaks out of an attribute if one is unquoted. */
const short = (id: string) => `"'><img src=x onerror=__xss('${id}')>`;
/** Every shape at once, for the long fields (bio, notes, descriptions, messages). */
const long = (id: string) =>
  `<script>__xss('${id}-script')</script><img src=x onerror=__xss('${id}-img')>` +
  `<svg onload=__xss('${id}-svg')></svg>"'><a href="javascript:__xss('${id}-href')">x</a>` +
  `<iframe src="javascript:__xss('${id}-iframe')"></iframe>`;
/** A tag is at most a few dozen characters. */
const tag = (id: string) => `<svg onload=__xss('${id}')>`;

const TEXT = {
  displayName: short('display-name'),
  bio: long('bio'),
  linkTitle: short('link-title'),
  clientName: short('client-name'),
  company: short('company'),
  position: short('position'),
  notes: long('notes'),
  clientTag: tag('client-tag'),
  websiteLabel: short('site-label'),
  addressLine: short('address'),
  interactionSubject: short('interaction-subject'),
  interactionContent: long('interaction'),
  templateName: short('template-name'),
  templateBody: long('template'),
  eventName: short('event-name'),
  eventDescription: long('event-description'),
  eventLocation: short('event-location'),
  question: short('question'),
  inviteeName: short('invitee'),
  answer: long('answer'),
  leadName: short('lead-name'),
  leadMessage: long('lead-message'),
  organizationName: short('org-name'),
  organizationDescription: long('org-description'),
  documentTitle: short('doc-title'),
  documentDescription: long('doc-description'),
  documentTag: tag('doc-tag'),
  trackingLabel: tag('tracking-label'),
  projectName: short('project-name'),
  projectDescription: long('project-description'),
  referrer: long('referrer'),
};

/** URLs a page could run if it ever used them as a link. */
const HOSTILE_URLS = [
  "javascript:__xss('url')",
  'JaVaScRiPt:__xss(1)',
  ' javascript:__xss(1)',
  'java\tscript:__xss(1)',
  "data:text/html,<script>__xss('data')</script>",
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
];

type Seed = {
  owner: ApiUser;
  username: string;
  eventSlug: string;
  clientId: string;
  documentPath: string;
};
let seed: Seed;

function ok(answer: Answer, status = 201) {
  expect(answer.status, answer.text).toBe(status);
  return answer.body;
}

beforeAll(async () => {
  const { server } = journey;
  const db = server.database.db;
  const owner = await signUpApiUser(server, 'xss-owner');
  // Business: projects and every other feature are open to the account.
  await db
    .updateTable('profiles')
    .set({ tier: 'business' })
    .where('userId', '=', owner.id)
    .execute();
  const username = 'xss-owner';
  await db.updateTable('profiles').set({ username }).where('userId', '=', owner.id).execute();
  ok(
    await owner.call('PATCH', '/me/profile', {
      displayName: TEXT.displayName,
      bio: TEXT.bio,
      leadFormEnabled: true,
    }),
    200,
  );
  ok(await owner.call('POST', '/links', { title: TEXT.linkTitle, url: 'https://example.com/' }));

  const client = ok(
    await owner.call('POST', '/clients', {
      name: TEXT.clientName,
      company: TEXT.company,
      position: TEXT.position,
      notes: TEXT.notes,
      tags: [TEXT.clientTag],
      emails: [{ address: 'grace@example.com', isDefault: true }],
      websites: [{ url: 'https://example.com/grace', label: TEXT.websiteLabel }],
      addresses: [{ line1: TEXT.addressLine, city: TEXT.addressLine }],
    }),
  );
  ok(
    await owner.call('POST', `/clients/${client.id}/interactions`, {
      type: 'note',
      subject: TEXT.interactionSubject,
      content: TEXT.interactionContent,
    }),
  );
  ok(await owner.call('POST', '/templates', { name: TEXT.templateName, body: TEXT.templateBody }));

  ok(
    await owner.call('PUT', '/scheduling/availability/quick-setup', {
      eventTypeId: null,
      days: [0, 1, 2, 3, 4, 5, 6],
      startTime: '09:00',
      endTime: '17:00',
    }),
    200,
  );
  const eventType = ok(
    await owner.call('POST', '/scheduling/event-types', {
      name: TEXT.eventName,
      slug: 'xss-call',
      description: TEXT.eventDescription,
      location: TEXT.eventLocation,
      duration: 30,
      questions: [{ question: TEXT.question, type: 'text', isRequired: true }],
    }),
  );

  ok(
    await owner.call('POST', '/organizations', {
      name: TEXT.organizationName,
      slug: 'xss-org',
      description: TEXT.organizationDescription,
      website: 'https://example.com/org',
    }),
  );
  const query = new URLSearchParams({ title: TEXT.documentTitle, filename: 'proposal.pdf' });
  const document = ok(
    await owner.call('POST', `/documents?${query}`, makePdf(2), {
      'content-type': 'application/pdf',
    }),
  );
  ok(
    await owner.call('PATCH', `/documents/${document.id}`, {
      description: TEXT.documentDescription,
      tags: [TEXT.documentTag],
    }),
    200,
  );
  const link = ok(
    await owner.call('POST', `/documents/${document.id}/links`, { label: TEXT.trackingLabel }),
  );
  ok(
    await owner.call('POST', '/projects', {
      name: TEXT.projectName,
      description: TEXT.projectDescription,
    }),
  );

  // A visitor's contact form message and a referrer the analytics tab lists.
  const lead = await fetch(`${server.url}/${username}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      name: TEXT.leadName,
      email: 'lead@example.com',
      phone: '',
      message: TEXT.leadMessage,
    }).toString(),
    redirect: 'manual',
  });
  expect(lead.status).toBe(303);

  seed = {
    owner,
    username,
    eventSlug: eventType.slug,
    clientId: client.id,
    documentPath: new URL(link.url).pathname,
  };
}, 120_000);

/** A browser context whose pages report any payload that runs. */
async function guardedContext(signedIn: boolean): Promise<BrowserContext> {
  // The Content-Security-Policy would stop most payloads on its own; these tests turn it off so
  // that escaping is proven by itself (the policy has its own test, content-security-policy).
  const context = await journey.browser.newContext({
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });
  await context.addInitScript(() => {
    const hits: string[] = [];
    Object.assign(window, { __xssHits: hits, __xss: (id: unknown) => hits.push(String(id)) });
  });
  if (signedIn) {
    await context.addCookies(
      seed.owner.cookie.split('; ').map((pair) => {
        const [name = '', ...value] = pair.split('=');
        return { name, value: value.join('='), url: journey.server.url };
      }),
    );
  }
  return context;
}

/** Opens pages in `context` and collects, over all of them, whatever ran. */
async function watcher(context: BrowserContext) {
  const { page, errors } = await openPage(context);
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return {
    page,
    /** Records what ran on the page as it is now. */
    async check(where: string) {
      const hits = await page.evaluate(
        () => (window as unknown as { __xssHits: string[] }).__xssHits,
      );
      ran.push(...hits.map((hit) => `${hit} on ${where}`));
      ran.push(...errors.splice(0).map((error) => `page error on ${where}: ${error}`));
    },
    ran,
  };
}

/** The page shows `text` as typed (its visible text contains it). */
async function expectShown(page: Page, text: string) {
  const shown = await page
    .waitForFunction((t) => document.body.innerText.includes(t), text, { timeout: 30_000 })
    .then(() => true)
    .catch(() => false);
  if (!shown) {
    const visible = await page.evaluate(() => document.body.innerText);
    throw new Error(`${page.url()} does not show ${text}; it shows:\n${visible}`);
  }
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => !document.querySelector('.animate-pulse, .animate-spin, [aria-busy="true"]'),
  );
}

describe('stored XSS', () => {
  it('notices a payload that does run (the hook works)', async () => {
    const context = await guardedContext(false);
    const { page, check, ran } = await watcher(context);
    await page.goto(`${journey.server.url}/`);
    await page.evaluate((html) => {
      document.body.insertAdjacentHTML('beforeend', html);
    }, TEXT.displayName);
    await page.waitForFunction(
      () => (window as unknown as { __xssHits: string[] }).__xssHits.length > 0,
    );
    await check('a page given raw HTML');
    await context.close();
    expect(ran).toEqual(['display-name on a page given raw HTML']);
  });

  it('refuses URLs a browser could run wherever a URL is taken, and markup as a username', async () => {
    const { owner } = seed;
    const username = await owner.call('PATCH', '/me/username', { username: short('username') });
    expect(username.status).toBe(400);
    expect(username.body.error.message).toBe(SERVER_MESSAGES.usernameFormat);
    for (const url of HOSTILE_URLS) {
      const link = await owner.call('POST', '/links', { title: 'Bad', url });
      expect(link.status, `link ${url}`).toBe(400);
      const client = await owner.call('POST', '/clients', {
        name: 'Bad site',
        websites: [{ url }],
      });
      expect(client.status, `client website ${url}`).toBe(400);
      const organization = await owner.call('POST', '/organizations', {
        name: 'Bad site',
        slug: 'bad-site',
        website: url,
      });
      expect(organization.status, `organization website ${url}`).toBe(400);
    }
  });

  it('runs nothing on the public pages, which show the text as typed', async () => {
    const context = await guardedContext(false);
    const { page, check, ran } = await watcher(context);
    const base = journey.server.url;
    // By role and exact name: a payload in a heading also contains "name".
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });

    // The page-view beacon's referrer, later listed in the owner's analytics.
    const beacon = await fetch(`${base}/api/v1/track/view`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME_UA },
      body: JSON.stringify({ username: seed.username, referrer: TEXT.referrer }),
    });
    expect(beacon.status).toBe(204);

    await page.goto(`${base}/${seed.username}`);
    await expectShown(page, TEXT.displayName);
    await expectShown(page, TEXT.bio);
    await expectShown(page, TEXT.linkTitle);
    await check('the Scale Page');

    // The contact form sent back with the visitor's values (an e-mail it refuses).
    await field('Name').fill(TEXT.leadName);
    await field('Email').fill('not-an-address');
    await field('Message').fill(TEXT.leadMessage);
    await page.getByRole('button', { name: /send/i }).click();
    await page.waitForLoadState('load');
    expect(await field('Name').inputValue()).toBe(TEXT.leadName);
    await check('the contact form with errors');

    await page.goto(`${base}/schedule/${seed.owner.id}`);
    await expectShown(page, TEXT.eventName);
    await check('the booking chooser');

    await page.goto(`${base}/schedule/${seed.owner.id}/${seed.eventSlug}`);
    await expectShown(page, TEXT.eventName);
    await expectShown(page, TEXT.eventDescription);
    await check('the booking page');
    await page.getByRole('list', { name: 'Available dates' }).getByRole('button').first().click();
    await page.getByRole('list', { name: 'Available times' }).getByRole('button').first().click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: SCHEDULING_MESSAGES.stepInformation }).waitFor();
    await field('Name').fill(TEXT.inviteeName);
    await field('Email').fill('invitee@example.com');
    await field(TEXT.question).fill(TEXT.answer);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: SCHEDULING_MESSAGES.stepConfirm }).waitFor();
    await expectShown(page, TEXT.inviteeName);
    await check("the booking page's confirm step");
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByText(SCHEDULING_MESSAGES.bookingConfirmed).waitFor();
    await check('the booking page once confirmed');

    await page.goto(`${base}${seed.documentPath}`);
    await page.locator('[data-rendered-page="1"]').waitFor();
    await expectShown(page, TEXT.documentTitle);
    await check('the document viewer');

    await context.close();
    expect(ran).toEqual([]);
  }, 120_000);

  it('runs nothing on the owner pages, which show the text as typed', async () => {
    const context = await guardedContext(true);
    const { page, check, ran } = await watcher(context);
    const base = journey.server.url;
    const visit = async (path: string, ...texts: string[]) => {
      await page.goto(`${base}${path}`);
      for (const text of texts) await expectShown(page, text);
      await settle(page);
      await check(path);
    };

    // Recent Activity tells of the visitor's message by the name they typed.
    await visit('/dashboard?tab=overview', TEXT.linkTitle, TEXT.leadName);
    await visit('/dashboard?tab=clients', TEXT.clientName, TEXT.leadName);
    await page.getByTestId('client-card').filter({ hasText: TEXT.clientName }).first().click();
    const panel = page.getByRole('dialog');
    await panel.waitFor();
    for (const text of [
      TEXT.company,
      TEXT.position,
      TEXT.notes,
      TEXT.clientTag,
      TEXT.addressLine,
      TEXT.websiteLabel,
      TEXT.interactionSubject,
      TEXT.interactionContent,
    ]) {
      await expectShown(page, text);
    }
    await settle(page);
    await check('the client panel');
    await panel.getByRole('button', { name: 'Use template' }).click();
    await expectShown(page, TEXT.templateName);
    await check("the client panel's templates");
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await page.getByTestId('client-card').filter({ hasText: TEXT.leadName }).first().click();
    await expectShown(page, TEXT.leadMessage);
    await check("the lead's client panel");
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Templates' }).click();
    await expectShown(page, TEXT.templateName);
    await check('the templates manager');
    await page.keyboard.press('Escape');

    await visit('/dashboard?tab=scheduling', TEXT.eventName);
    // Referrers are listed by host name: the stored markup is not a URL, so it is "Direct".
    await visit('/dashboard?tab=analytics', TEXT.linkTitle, 'Direct');
    await visit('/dashboard?tab=documents', TEXT.documentTitle, TEXT.projectName);
    await page.getByText(TEXT.documentTitle).first().click();
    await expectShown(page, TEXT.documentDescription);
    await expectShown(page, TEXT.trackingLabel);
    await settle(page);
    await check('the document panel');
    await page.keyboard.press('Escape');
    await page.getByRole('list', { name: 'Projects' }).getByText(TEXT.projectName).click();
    await expectShown(page, TEXT.projectDescription);
    await check('the project panel');
    await page.keyboard.press('Escape');

    await visit('/dashboard?tab=settings', TEXT.displayName);
    await visit('/scheduling?section=event-types', TEXT.eventName);
    await visit('/scheduling?section=bookings', TEXT.inviteeName);
    await visit('/organizations?tab=settings', TEXT.organizationName);
    await visit('/organizations?tab=members', TEXT.displayName);

    await context.close();
    expect(ran).toEqual([]);
  }, 180_000);
});

// Accessibility and phone layout of every page (issue 8): one seeded account (links,
// clients, a visitor's message, an event type with availability, a document with a
// tracking link, an organization with a second member), then each page, the dialogs
// that matter and the booking wizard's steps, at 1280 px and at 375 px: no axe-core
// WCAG 2.2 AA violation and nothing sticking out sideways.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_MESSAGES,
  DOCUMENT_MESSAGES,
  MESSAGES,
  ORG_MESSAGES,
  SCHEDULING_MESSAGES,
} from '../../src/core/messages';
import { type ApiUser, signUpApiUser } from '../support/api-user';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from '../support/axe';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';
import { makePdf } from '../support/make-pdf';
import { addMember } from '../support/organization-rows';
import { openEveryMorning } from '../support/scheduling-setup';

const journey = setUpBrowserJourney();

type Seed = {
  owner: ApiUser;
  username: string;
  eventSlug: string;
  organizationId: string;
  documentUrl: string;
  privateUsername: string;
};
let seed: Seed;

async function setProfile(
  user: ApiUser,
  values: { username: string; displayName: string; bio?: string; leadFormEnabled?: boolean },
) {
  await journey.server.database.db
    .updateTable('profiles')
    .set(values)
    .where('userId', '=', user.id)
    .execute();
}

async function created(answer: Promise<{ status: number; text: string; body: unknown }>) {
  const { status, text, body } = await answer;
  expect(status, text).toBe(201);
  // biome-ignore lint/suspicious/noExplicitAny: each call's body is read by the caller
  return body as any;
}

beforeAll(async () => {
  const { server } = journey;
  const owner = await signUpApiUser(server, 'a11y-owner');
  // Every part of the Scale Page shows: bio, links, contact buttons, booking, lead form.
  await setProfile(owner, {
    username: 'ada-a11y',
    displayName: 'Ada Lovelace',
    bio: 'Mathematician. Writes programs for engines that do not exist yet.',
    leadFormEnabled: true,
  });
  await server.database.db
    .updateTable('profiles')
    .set({ whatsappNumber: '+14155552671', phoneNumber: '+14155552672' })
    .where('userId', '=', owner.id)
    .execute();
  for (const [title, url] of [
    ['Portfolio', 'https://example.com/portfolio'],
    ['Newsletter', 'https://example.com/newsletter'],
  ]) {
    await created(owner.call('POST', '/links', { title, url }));
  }
  // The signed-in pages are checked with the organization chosen (ownerContext): the
  // records live in its workspace (issue 18), so every tab has something to show.
  const organization = await created(
    owner.call('POST', '/organizations', { name: 'Engines Ltd', slug: 'engines-ltd' }),
  );
  const inTeam = { 'x-workspace-id': organization.id };
  for (const [name, status, address] of [
    ['Grace Hopper', 'new_lead', 'grace@example.com'],
    ['Alan Turing', 'contacted', 'alan@example.com'],
    ['Edsger Dijkstra', 'qualified', 'edsger@example.com'],
  ]) {
    await created(
      owner.call(
        'POST',
        '/clients',
        {
          name,
          status,
          company: 'Analytical Engines',
          estimatedValueCents: 125_000,
          leadScore: 72,
          emails: [{ address, isDefault: true }],
        },
        inTeam,
      ),
    );
  }
  await openEveryMorning(owner);
  const eventType = await created(
    owner.call(
      'POST',
      '/scheduling/event-types',
      {
        name: 'Intro Call',
        slug: '',
        description: 'A first conversation about your project.',
        location: 'Google Meet',
        duration: 30,
        questions: [{ question: 'What should we discuss?', type: 'text', isRequired: true }],
      },
      inTeam,
    ),
  );
  const query = new URLSearchParams({ title: 'Proposal', filename: 'proposal.pdf' });
  const document = await created(
    owner.call('POST', `/documents?${query}`, makePdf(2), {
      'content-type': 'application/pdf',
      ...inTeam,
    }),
  );
  const link = await created(
    owner.call('POST', `/documents/${document.id}/links`, { label: 'For Grace' }, inTeam),
  );
  // A visitor's message on the Scale Page: the overview's Recent Activity has an entry.
  const lead = await fetch(`${server.url}/ada-a11y/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'Vera Visitor', email: 'vera@example.com' }).toString(),
    redirect: 'manual',
  });
  expect(lead.status).toBe(303);
  const member = await signUpApiUser(server, 'a11y-member');
  await setProfile(member, { username: 'charles-a11y', displayName: 'Charles Babbage' });
  await addMember(server, organization.id, member, 'Member');
  const db = server.database.db;
  const hidden = await signUpApiUser(server, 'a11y-private');
  await setProfile(hidden, { username: 'hidden-a11y', displayName: 'Hidden Person' });
  await db
    .updateTable('profiles')
    .set({ isPublic: false })
    .where('userId', '=', hidden.id)
    .execute();
  seed = {
    owner,
    username: 'ada-a11y',
    eventSlug: eventType.slug,
    organizationId: organization.id,
    documentUrl: link.url,
    privateUsername: 'hidden-a11y',
  };
});

/** A context signed in as the seeded owner, with their organization chosen. */
async function ownerContext(width: number): Promise<BrowserContext> {
  const context = await journey.browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies(
    seed.owner.cookie.split('; ').map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), url: journey.server.url };
    }),
  );
  await context.addInitScript(([key, id]) => localStorage.setItem(key, id), [
    `scale.currentOrganization.${seed.owner.id}`,
    seed.organizationId,
  ] as const);
  return context;
}

/** Waits until nothing on the page is still loading (skeletons, spinners, busy regions). */
async function settle(page: Page, ready: Locator) {
  await ready.first().waitFor();
  await page.waitForFunction(
    () => !document.querySelector('.animate-pulse, .animate-spin, [aria-busy="true"]'),
  );
}

/** Colours are measured once fades and slides have ended, as a reader sees them. */
async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Collects every page's problems so one run lists them all. */
function checker(width: number) {
  const problems: string[] = [];
  return {
    problems,
    async check(page: Page, what: string) {
      const where = `${what} at ${width}px`;
      await animationsDone(page);
      for (const run of [expectNoAxeViolations, expectNoHorizontalOverflow]) {
        await run(page, where).catch((error: Error) => problems.push(error.message));
      }
    },
  };
}

type Checker = ReturnType<typeof checker>['check'];

async function visit(page: Page, path: string, ready: (page: Page) => Locator) {
  await page.goto(`${journey.server.url}${path}`);
  await settle(page, ready(page));
}

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

async function checkPublicPages(context: BrowserContext, check: Checker) {
  const { page, errors } = await openPage(context);
  await visit(page, '/', h1(/./));
  await check(page, 'the landing page');
  await visit(page, '/features', h1(/./));
  await check(page, '/features');
  await visit(page, '/pricing', h1(/./));
  await check(page, '/pricing');

  await visit(page, '/auth', (p) => p.getByRole('button', { name: 'Sign In', exact: true }));
  await check(page, 'the sign-in form');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByText(MESSAGES.invalidEmail).waitFor();
  await check(page, 'the sign-in form showing its errors');
  await visit(page, '/auth?mode=signup', (p) =>
    p.getByRole('button', { name: 'Sign Up', exact: true }),
  );
  await check(page, 'the sign-up form');
  await visit(page, '/auth/forgot-password', h1(/./));
  await check(page, 'the forgot-password form');

  await visit(page, `/${seed.username}`, h1('Ada Lovelace'));
  await check(page, 'the Scale Page');

  await visit(page, `/schedule/${seed.owner.id}/${seed.eventSlug}`, (p) =>
    p.getByRole('list', { name: 'Available dates' }).getByRole('button'),
  );
  await check(page, `the booking page's ${SCHEDULING_MESSAGES.stepSelect} step`);
  await page.getByRole('combobox', { name: 'Time zone' }).click();
  await page.keyboard.type('new');
  await settle(page, page.getByRole('listbox', { name: 'Time zones' }));
  await check(page, "the booking page's time-zone picker, open");
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Show more dates' }).click();
  await settle(page, page.getByRole('button', { name: 'Next month' }));
  await check(page, "the booking page's month view");
  await page.getByRole('list', { name: 'Available dates' }).getByRole('button').first().click();
  const times = page.getByRole('list', { name: 'Available times' }).getByRole('button');
  await times.first().click();
  await check(page, 'the booking page with a time chosen');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('heading', { name: SCHEDULING_MESSAGES.stepInformation }).waitFor();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByText(SCHEDULING_MESSAGES.nameRequired).waitFor();
  await check(page, `the booking page's ${SCHEDULING_MESSAGES.stepInformation} step with errors`);
  await page.getByLabel('Name').fill('Vera Visitor');
  const inviteeEmail = `vera-${Date.now()}@example.com`;
  await page.getByLabel('Email').fill(inviteeEmail);
  await page.getByLabel('What should we discuss?').fill('Pricing');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('heading', { name: SCHEDULING_MESSAGES.stepConfirm }).waitFor();
  await check(page, `the booking page's ${SCHEDULING_MESSAGES.stepConfirm} step`);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.getByText(SCHEDULING_MESSAGES.bookingConfirmed).waitFor();
  await check(page, 'the booking page once confirmed');

  const { cancelToken } = await journey.server.database.db
    .selectFrom('scheduling_bookings')
    .select('cancelToken')
    .where('inviteeEmail', '=', inviteeEmail)
    .executeTakeFirstOrThrow();
  await visit(page, `/schedule/cancel/${cancelToken}`, (p) =>
    p.getByRole('button', { name: /Cancel/ }),
  );
  await check(page, 'the page that cancels a booking');
  await visit(page, `/schedule/${seed.owner.id}`, h1(/./));
  await check(page, "the host's event type chooser");
  await visit(page, '/invitations/not-a-real-token', h1(ORG_MESSAGES.invitationNotFound));
  await check(page, 'a bad invitation link');

  await visit(page, new URL(seed.documentUrl).pathname, (p) =>
    p.locator('[data-rendered-page="1"]'),
  );
  await check(page, 'the document viewer');

  await visit(page, '/no/such/page', h1('Page not found'));
  await check(page, 'an unknown address');
  await visit(page, '/nobody-by-this-name', h1(MESSAGES.scalePageNotFound));
  await check(page, 'a missing Scale Page');
  await visit(page, `/${seed.privateUsername}`, h1(MESSAGES.scalePageNotFound));
  await check(page, 'a private Scale Page');
  await visit(page, `/d/${seed.username}/not-a-code`, (p) =>
    p.getByRole('heading', { name: DOCUMENT_MESSAGES.notFoundTitle }),
  );
  await check(page, 'a bad document link');
  expect(errors).toEqual([]);
  await page.close();
}

async function checkSignedInPages(context: BrowserContext, check: Checker) {
  const { page, errors } = await openPage(context);
  const tabs: [string, (page: Page) => Locator][] = [
    ['overview', (p) => p.getByRole('link', { name: /^Vera Visitor left their details/ })],
    ['clients', (p) => p.getByTestId('client-card')],
    ['scheduling', (p) => p.getByText('Intro Call')],
    ['analytics', (p) => p.getByRole('tabpanel')],
    ['documents', (p) => p.getByText('Proposal')],
    ['settings', (p) => p.getByRole('tabpanel')],
  ];
  for (const [tab, ready] of tabs) {
    await visit(page, `/dashboard?tab=${tab}`, ready);
    await check(page, `the dashboard's ${tab} tab`);
  }

  await visit(page, '/dashboard?tab=clients', (p) => p.getByTestId('client-card'));
  await page.getByRole('button', { name: 'Add Client' }).first().click();
  const addClient = page.getByRole('dialog', { name: 'Add Client' });
  await addClient.waitFor();
  // One entry in each contact list, so the labels of their fields are checked too.
  for (const noun of ['phone', 'email', 'address', 'website']) {
    await addClient.getByRole('button', { name: `Add ${noun}` }).click();
  }
  await check(page, 'the Add Client dialog');
  await addClient.getByRole('button', { name: 'Add Client', exact: true }).click();
  await addClient.getByText(CLIENT_MESSAGES.nameRequired).waitFor();
  await check(page, 'the Add Client dialog showing its errors');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByTestId('client-card').filter({ hasText: 'Grace Hopper' }).first().click();
  await settle(page, page.getByRole('dialog', { name: /Grace Hopper/ }));
  await check(page, 'the client detail panel');
  await page.keyboard.press('Escape');
  await visit(page, '/dashboard?tab=clients&view=list', (p) => p.getByText('Alan Turing'));
  await check(page, "the clients tab's list view");

  await visit(page, '/dashboard?tab=documents', (p) =>
    p.getByRole('button', { name: 'Proposal', exact: true }),
  );
  await page.getByRole('button', { name: 'Proposal', exact: true }).click();
  await settle(page, page.getByRole('dialog', { name: /Proposal/ }).getByText('For Grace'));
  await check(page, 'the document detail panel');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Share links (1) for Proposal' }).click();
  await settle(page, page.getByRole('dialog', { name: /Share links/ }).getByText('For Grace'));
  await check(page, "a document card's share links");
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  await visit(page, '/scheduling?section=event-types', (p) => p.getByText('Intro Call'));
  await page.getByRole('button', { name: 'New Event Type' }).click();
  await settle(page, page.getByRole('dialog'));
  await check(page, 'the New Event Type dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  for (const path of [
    '/settings',
    '/settings/security',
    '/settings/notifications',
    '/settings/organization',
  ]) {
    await visit(page, path, h1('Settings'));
    await check(page, path);
  }
  await visit(page, '/settings', h1('Settings'));
  await page.getByRole('combobox', { name: 'Time zone' }).click();
  await settle(page, page.getByRole('listbox', { name: 'Time zones' }));
  await check(page, "the settings' time-zone picker, open");
  await page.keyboard.press('Escape');
  for (const section of ['event-types', 'availability', 'bookings', 'calendars']) {
    await visit(page, `/scheduling?section=${section}`, (p) => p.getByRole('tabpanel'));
    await check(page, `/scheduling's ${section} tab`);
  }
  for (const tab of ['settings', 'create']) {
    await visit(page, `/organizations?tab=${tab}`, (p) => p.getByRole('tabpanel'));
    await check(page, `/organizations's ${tab} tab`);
  }
  await visit(page, '/organizations?tab=members', (p) => p.getByText('Charles Babbage'));
  await check(page, "/organizations's members tab");
  await page.getByRole('button', { name: 'Invite member' }).click();
  await settle(page, page.getByRole('dialog', { name: 'Invite a member' }));
  await check(page, 'the Invite a member dialog');
  await page.keyboard.press('Escape');
  await visit(page, '/organizations/new', h1(/./));
  await check(page, '/organizations/new');
  await visit(page, '/settings/no-such-section', h1('Page not found'));
  await check(page, 'an unknown address when signed in');
  expect(errors).toEqual([]);
  await page.close();
}

describe('accessibility', () => {
  for (const width of [1280, 375]) {
    it(`every page at ${width} px has no axe violation and nothing overflowing`, async () => {
      const { problems, check } = checker(width);
      const visitor = await journey.browser.newContext({ viewport: { width, height: 900 } });
      await checkPublicPages(visitor, check);
      await visitor.close();
      const owner = await ownerContext(width);
      await checkSignedInPages(owner, check);
      await owner.close();
      expect(problems.join('\n\n')).toBe('');
    }, 180_000);
  }
});

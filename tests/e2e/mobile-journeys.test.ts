// The main journeys on a 375 px phone (issue 8): account, clients, Scale Page with the
// lead form, scheduling with a booking, documents with the viewer, and organizations,
// each tapped through as a person on a phone would. Every screen is checked for
// content sticking out sideways, and every button tapped must be wholly on the screen.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_MESSAGES,
  DOCUMENT_MESSAGES,
  LEAD_FORM_MESSAGES,
  LINK_MESSAGES,
  MESSAGES,
  ORG_MESSAGES,
  SCHEDULING_MESSAGES,
  VERIFY_MESSAGES,
} from '../../src/core/messages';
import { type ApiUser, signUpApiUser } from '../support/api-user';
import { expectNoHorizontalOverflow } from '../support/axe';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';
import { makePdf } from '../support/make-pdf';
import { setPlanTier } from '../support/organization-rows';
import { openEveryMorning } from '../support/scheduling-setup';
import { verificationLinkFor } from '../support/verify-email';

const journey = setUpBrowserJourney();

const SCREEN = { width: 375, height: 740 };
const PHONE = { viewport: SCREEN, isMobile: true, hasTouch: true };

/** A phone-sized browser context, signed in as `user` when one is given. */
async function phoneContext(user?: ApiUser): Promise<BrowserContext> {
  const context = await journey.browser.newContext(PHONE);
  if (user) {
    await context.addCookies(
      user.cookie.split('; ').map((pair) => {
        const [name = '', ...value] = pair.split('=');
        return { name, value: value.join('='), url: journey.server.url };
      }),
    );
  }
  return context;
}

/**
 * Fails unless `target` is shown and, once scrolled to, lies wholly on the screen. Only
 * scrolling up and down counts: had the page itself to move sideways to show it, a
 * person would have to find it there first.
 */
async function expectOnScreen(target: Locator, what: string) {
  await target.waitFor();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${what} is not on the page`);
  const pageLeft = await target.page().evaluate(() => window.visualViewport?.pageLeft ?? 0);
  expect(pageLeft, `the page had to scroll sideways to show ${what}`).toBe(0);
  const isInside =
    box.x >= 0 &&
    box.x + box.width <= SCREEN.width + 0.5 &&
    box.y >= 0 &&
    box.y + box.height <= SCREEN.height + 0.5;
  const where = `x ${Math.round(box.x)}–${Math.round(box.x + box.width)}, y ${Math.round(box.y)}–${Math.round(box.y + box.height)}`;
  expect(
    isInside,
    `${what} (${where}) is not inside the ${SCREEN.width}×${SCREEN.height} screen`,
  ).toBe(true);
}

/** Taps `target` after checking a person could see all of it. */
async function tap(target: Locator, what: string) {
  await expectOnScreen(target, what);
  await target.tap();
}

async function usernameOf(userId: string): Promise<string> {
  const { username } = await journey.server.database.db
    .selectFrom('profiles')
    .select('username')
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return username;
}

async function signOut(page: Page) {
  await tap(page.getByRole('button', { name: 'User menu' }), 'the user menu');
  await tap(page.getByRole('menuitem', { name: 'Sign out' }), 'Sign out');
  await page.waitForURL('**/auth');
}

describe('the main journeys on a 375 px phone', () => {
  it('signs up, signs out and signs in again', { timeout: 90_000 }, async () => {
    const { server } = journey;
    const context = await phoneContext();
    const { page, errors } = await openPage(context);
    const email = `mobile-account-${Date.now()}@example.com`;

    await page.goto(`${server.url}/auth`);
    await page.getByText('Welcome to Scale').waitFor();
    await expectNoHorizontalOverflow(page, 'the sign-in form');
    await tap(page.getByRole('button', { name: MESSAGES.authNeedAccount }), 'the sign-up switch');
    await page.getByLabel('Confirm Password').waitFor();
    await expectNoHorizontalOverflow(page, 'the sign-up form');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('phone-password');
    await page.getByLabel('Confirm Password').fill('phone-password');
    await tap(page.getByRole('button', { name: 'Sign Up', exact: true }), 'Sign Up');
    // The mailed link finishes the sign-up (issue 16); the panel fits the phone too.
    await page.getByRole('heading', { name: VERIFY_MESSAGES.checkInboxTitle }).waitFor();
    await expectNoHorizontalOverflow(page, 'the check-your-inbox panel');
    await page.goto(await verificationLinkFor(server, email));

    await page.waitForURL('**/dashboard**');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const user = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await page.getByText(`/${await usernameOf(user.id)}`).waitFor();
    await expectNoHorizontalOverflow(page, 'the dashboard');

    await signOut(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('phone-password');
    await tap(page.getByRole('button', { name: 'Sign In', exact: true }), 'Sign In');
    await page.waitForURL('**/dashboard**');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expectNoHorizontalOverflow(page, 'the dashboard after signing in again');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds a client, changes its status and logs an interaction', {
    timeout: 120_000,
  }, async () => {
    const { server } = journey;
    const user = await signUpApiUser(server, 'mobile-clients');
    const context = await phoneContext(user);
    const { page, errors } = await openPage(context);

    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await tap(page.getByRole('tab', { name: 'Clients' }), 'the Clients tab');
    await page.getByText(CLIENT_MESSAGES.noClientsYet).waitFor();
    await expectNoHorizontalOverflow(page, 'the empty clients tab');

    await tap(
      page.getByRole('button', { name: CLIENT_MESSAGES.addFirstClient }),
      CLIENT_MESSAGES.addFirstClient,
    );
    const form = page.getByRole('dialog', { name: 'Add Client' });
    await form.getByLabel('Name', { exact: true }).waitFor();
    await expectNoHorizontalOverflow(page, 'the Add Client dialog');
    await form.getByLabel('Name', { exact: true }).fill('Katherine Johnson');
    await form.getByLabel('Company').fill('NASA');
    await tap(form.getByRole('button', { name: 'Add Client', exact: true }), 'Add Client');
    await form.waitFor({ state: 'hidden' });
    const card = page.getByTestId('client-card').filter({ hasText: 'Katherine Johnson' });
    await page.getByTestId('kanban-column-new_lead').getByText('Katherine Johnson').waitFor();
    await expectNoHorizontalOverflow(page, 'the kanban with one client');

    // On a phone the panel's status control moves the client: no dragging needed.
    await tap(card, 'the client card');
    const panel = page.getByRole('dialog', { name: 'Katherine Johnson' });
    await panel.getByText('No interactions yet.').waitFor();
    await expectNoHorizontalOverflow(page, "the client's panel");
    await expectOnScreen(panel.getByLabel('Status'), 'the status control');
    await panel.getByLabel('Status').selectOption('qualified');
    const stored = () =>
      server.database.db
        .selectFrom('clients')
        .select(['id', 'name', 'company', 'status'])
        .where('userId', '=', user.id)
        .execute();
    await expect
      .poll(async () => (await stored()).map(({ name, status }) => ({ name, status })))
      .toEqual([{ name: 'Katherine Johnson', status: 'qualified' }]);

    await panel.getByLabel('Type').selectOption('call');
    await panel.getByLabel('Subject (optional)').fill('Orbit maths');
    await panel.getByLabel('Content').fill('Checked the trajectory together.');
    await tap(panel.getByRole('button', { name: 'Add Interaction' }), 'Add Interaction');
    const item = panel.getByTestId('interaction').filter({ hasText: 'Orbit maths' });
    await item.getByText('Checked the trajectory together.').waitFor();
    await expectNoHorizontalOverflow(page, 'the panel with an interaction');
    const [client] = await stored();
    expect(client).toMatchObject({ name: 'Katherine Johnson', company: 'NASA' });
    const interactions = await server.database.db
      .selectFrom('client_interactions')
      .select(['clientId', 'type', 'subject', 'content'])
      .where('userId', '=', user.id)
      .execute();
    expect(interactions).toEqual([
      {
        clientId: client?.id,
        type: 'call',
        subject: 'Orbit maths',
        content: 'Checked the trajectory together.',
      },
    ]);

    // Closed, the board shows the client in its new column.
    await tap(panel.getByRole('button', { name: 'Close' }), "the panel's Close button");
    await panel.waitFor({ state: 'hidden' });
    await page.getByTestId('kanban-column-qualified').getByText('Katherine Johnson').waitFor();
    await expectNoHorizontalOverflow(page, 'the kanban after the status change');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds a link, shows it on the Scale Page and turns a message into a client', {
    timeout: 120_000,
  }, async () => {
    const { server } = journey;
    const owner = await signUpApiUser(server, 'mobile-scale-page');
    const username = await usernameOf(owner.id);
    const context = await phoneContext(owner);
    const { page, errors } = await openPage(context);

    // A link from the dashboard's links editor.
    await page.goto(`${server.url}/dashboard`);
    const editor = page.getByRole('region', { name: 'Your links' });
    await editor.getByText(LINK_MESSAGES.noLinksYet).waitFor();
    await expectNoHorizontalOverflow(page, 'the dashboard with no links');
    await tap(editor.getByRole('button', { name: 'Add link' }), "the editor's Add link");
    await page.getByLabel('Title', { exact: true }).fill('My portfolio');
    await page.getByLabel('URL', { exact: true }).fill('https://example.com/portfolio');
    await expectNoHorizontalOverflow(page, 'the new link form');
    await tap(page.getByRole('button', { name: 'Add link', exact: true }), 'Add link');
    await page.getByTestId('link-row').filter({ hasText: 'My portfolio' }).waitFor();
    await expectNoHorizontalOverflow(page, 'the links editor with a link');

    // The contact form is switched on in the settings.
    await page.goto(`${server.url}/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await expectNoHorizontalOverflow(page, 'the settings');
    await tap(
      page.getByRole('switch', { name: LEAD_FORM_MESSAGES.settingLabel }),
      'the contact form switch',
    );
    await tap(page.getByRole('button', { name: 'Save profile' }), 'Save profile');
    await page.getByText(MESSAGES.profileUpdated).waitFor();

    // A visitor on a phone sees the link and sends a message.
    const visitorContext = await phoneContext();
    const { page: visitor, errors: visitorErrors } = await openPage(visitorContext);
    const response = await visitor.goto(`${server.url}/${username}`);
    expect(response?.status()).toBe(200);
    await expectOnScreen(
      visitor.locator('a[data-link-id]', { hasText: 'My portfolio' }),
      'the link on the Scale Page',
    );
    await expectNoHorizontalOverflow(visitor, 'the Scale Page');
    const contact = visitor.getByRole('region', { name: LEAD_FORM_MESSAGES.heading });
    await contact.getByLabel('Name').fill('Vera Visitor');
    await contact.getByLabel('Email').fill('vera-phone@example.com');
    await contact.getByLabel('Message').fill('Could you send me a quote?');
    await tap(contact.getByRole('button', { name: 'Send message' }), 'Send message');
    await visitor.getByText(LEAD_FORM_MESSAGES.sent).waitFor();
    await expectNoHorizontalOverflow(visitor, 'the Scale Page after sending');
    expect(visitorErrors).toEqual([]);
    await visitorContext.close();

    expect(
      await server.database.db
        .selectFrom('clients')
        .select(['name', 'email', 'status', 'leadSource'])
        .where('userId', '=', owner.id)
        .execute(),
    ).toEqual([
      {
        name: 'Vera Visitor',
        email: 'vera-phone@example.com',
        status: 'new_lead',
        leadSource: 'scale_page',
      },
    ]);
    // The owner finds the lead on the board.
    await page.goto(`${server.url}/dashboard?tab=clients`);
    await page.getByTestId('kanban-column-new_lead').getByText('Vera Visitor').waitFor();
    await expectNoHorizontalOverflow(page, 'the clients tab with the new lead');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates an event type and books it through the three steps', {
    timeout: 120_000,
  }, async () => {
    const { server } = journey;
    const host = await signUpApiUser(server, 'mobile-host');
    await openEveryMorning(host);
    const context = await phoneContext(host);
    const { page, errors } = await openPage(context);

    await page.goto(`${server.url}/scheduling`);
    await page.getByRole('heading', { name: SCHEDULING_MESSAGES.heading, level: 1 }).waitFor();
    await page.getByText(SCHEDULING_MESSAGES.noEventTypes).waitFor();
    await expectNoHorizontalOverflow(page, 'the scheduling page');
    await tap(page.getByRole('button', { name: 'New Event Type' }), 'New Event Type');
    const form = page.getByRole('dialog', { name: 'New Event Type' });
    await form.getByLabel('Name', { exact: true }).fill('Phone Intro');
    await expectNoHorizontalOverflow(page, 'the New Event Type dialog');
    await tap(form.getByRole('button', { name: 'Create Event Type' }), 'Create Event Type');
    await form.waitFor({ state: 'detached' });
    const row = page.getByTestId('event-type-row').filter({ hasText: 'Phone Intro' });
    await row.getByText('30 min').waitFor();
    await expectNoHorizontalOverflow(page, 'the event types list');

    await tap(row.getByRole('button', { name: /Phone Intro/, expanded: false }), 'the event type');
    const view = row.getByRole('link', { name: SCHEDULING_MESSAGES.viewBookingPage });
    await expectNoHorizontalOverflow(page, 'the event type opened');
    const [booking] = await Promise.all([
      context.waitForEvent('page'),
      tap(view, SCHEDULING_MESSAGES.viewBookingPage),
    ]);
    const bookingErrors: string[] = [];
    booking.on('pageerror', (error) => bookingErrors.push(error.message));

    // Step 1: the first free time of the chosen date.
    const firstTime = booking
      .getByRole('list', { name: 'Available times' })
      .getByRole('button')
      .first();
    await firstTime.waitFor();
    await expectNoHorizontalOverflow(booking, 'the booking page, step 1');
    await tap(firstTime, 'the first free time');
    expect(await firstTime.getAttribute('aria-pressed')).toBe('true');
    await tap(booking.getByRole('button', { name: 'Next' }), 'Next on step 1');

    // Step 2: the visitor's details.
    await booking.getByRole('heading', { name: SCHEDULING_MESSAGES.stepInformation }).waitFor();
    await expectNoHorizontalOverflow(booking, 'the booking page, step 2');
    await booking.getByLabel('Name').fill('Vera Visitor');
    await booking.getByLabel('Email').fill('vera-booking@example.com');
    await tap(booking.getByRole('button', { name: 'Next' }), 'Next on step 2');

    // Step 3: confirm.
    await booking.getByRole('heading', { name: SCHEDULING_MESSAGES.stepConfirm }).waitFor();
    await expectNoHorizontalOverflow(booking, 'the booking page, step 3');
    await tap(booking.getByRole('button', { name: 'Confirm Booking' }), 'Confirm Booking');
    await booking.getByText(SCHEDULING_MESSAGES.bookingConfirmed).waitFor();
    await expectNoHorizontalOverflow(booking, 'the booking confirmation');

    const bookings = await server.database.db
      .selectFrom('scheduling_bookings')
      .select(['inviteeName', 'inviteeEmail', 'status'])
      .where('userId', '=', host.id)
      .execute();
    expect(bookings).toEqual([
      {
        inviteeName: 'Vera Visitor',
        inviteeEmail: 'vera-booking@example.com',
        status: 'confirmed',
      },
    ]);
    expect(bookingErrors).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('uploads a PDF, shares a tracking link and opens it in the viewer', {
    timeout: 120_000,
  }, async () => {
    const { server } = journey;
    const owner = await signUpApiUser(server, 'mobile-documents');
    const username = await usernameOf(owner.id);
    const context = await phoneContext(owner);
    const { page, errors } = await openPage(context);

    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await tap(page.getByRole('tab', { name: 'Documents' }), 'the Documents tab');
    await page.getByText(DOCUMENT_MESSAGES.noDocumentsYet).waitFor();
    await expectNoHorizontalOverflow(page, 'the empty documents tab');

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      tap(page.getByRole('button', { name: 'Choose file' }), 'Choose file'),
    ]);
    await chooser.setFiles({
      name: 'Phone Proposal.pdf',
      mimeType: 'application/pdf',
      buffer: makePdf(2),
    });
    const details = page.getByRole('form', { name: 'Document details' });
    await details.getByLabel('Title').waitFor();
    await expectNoHorizontalOverflow(page, 'the document details form');
    await tap(details.getByRole('button', { name: 'Upload' }), 'Upload');
    await page.getByText('"Phone Proposal" uploaded').waitFor({ timeout: 20_000 });
    const list = page.getByRole('list', { name: 'My documents' });
    const title = list.getByRole('button', { name: 'Phone Proposal', exact: true });
    await list.getByTestId('document-card').getByText('2 pages').waitFor();
    await expectNoHorizontalOverflow(page, 'the documents list');

    await tap(title, "the document's title");
    const sheet = page.getByRole('dialog', { name: 'Phone Proposal' });
    await sheet.getByText(DOCUMENT_MESSAGES.noViewsYet).waitFor();
    await expectNoHorizontalOverflow(page, "the document's panel");
    await sheet.getByLabel('Who is this link for?').fill('Acme – Jane');
    await tap(sheet.getByRole('button', { name: 'Create link' }), 'Create link');
    const link = sheet.getByTestId('tracking-link').filter({ hasText: 'Acme – Jane' });
    const address = link.getByLabel('Address of the link for Acme – Jane');
    await address.waitFor();
    await expectNoHorizontalOverflow(page, 'the panel with a tracking link');
    await expectOnScreen(
      link.getByRole('button', { name: 'Copy the link for Acme – Jane' }),
      'the copy button',
    );
    const url = await address.inputValue();
    expect(url).toMatch(new RegExp(`^${server.url}/d/${username}/[A-Za-z0-9]{22}$`));
    const stored = await server.database.db
      .selectFrom('documents')
      .innerJoin('document_tracking_links', 'document_tracking_links.documentId', 'documents.id')
      .select(['documents.title', 'documents.pageCount', 'document_tracking_links.label'])
      .where('documents.userId', '=', owner.id)
      .execute();
    expect(stored).toEqual([{ title: 'Phone Proposal', pageCount: 2, label: 'Acme – Jane' }]);

    // The recipient opens the link on a phone and sees page 1.
    const visitorContext = await phoneContext();
    const { page: viewer, errors: viewerErrors } = await openPage(visitorContext);
    await viewer.goto(url);
    await viewer.locator('[data-rendered-page="1"]').waitFor();
    await viewer.getByRole('heading', { name: 'Phone Proposal' }).waitFor();
    expect(await viewer.getByLabel('Page number').inputValue()).toBe('1');
    await expectNoHorizontalOverflow(viewer, 'the document viewer');
    // The page is drawn to fit the phone's width, not cut off at its right edge.
    const drawn = await viewer.getByRole('img', { name: 'Page 1 of 2', exact: true }).boundingBox();
    expect(drawn?.x).toBeGreaterThanOrEqual(0);
    expect((drawn?.x ?? 0) + (drawn?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
      SCREEN.width,
    );
    await tap(viewer.getByRole('button', { name: 'Next page' }), 'Next page');
    await viewer.locator('[data-rendered-page="2"]').waitFor();
    expect(viewerErrors).toEqual([]);
    await visitorContext.close();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates an organization and invites a member', { timeout: 90_000 }, async () => {
    const { server } = journey;
    const owner = await signUpApiUser(server, 'mobile-organizations');
    await setPlanTier(server, owner, 'business');
    const context = await phoneContext(owner);
    const { page, errors } = await openPage(context);
    const inviteeEmail = `mobile-invitee-${Date.now()}@example.com`;

    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await tap(page.getByRole('button', { name: 'User menu' }), 'the user menu');
    await tap(page.getByRole('menuitem', { name: 'Organizations' }), 'Organizations');
    await page.getByRole('heading', { name: ORG_MESSAGES.title }).waitFor();
    const form = page.getByRole('form', { name: 'Create organization' });
    await form.getByLabel('Name').fill('Pocket Labs');
    expect(await form.getByLabel('Slug').inputValue()).toBe('pocket-labs');
    await expectNoHorizontalOverflow(page, 'the create organization form');
    await tap(form.getByRole('button', { name: ORG_MESSAGES.createNew }), ORG_MESSAGES.createNew);
    await page.getByText(ORG_MESSAGES.organizationCreated('Pocket Labs')).waitFor();
    await page.getByRole('tab', { name: 'Settings', selected: true }).waitFor();
    await expectNoHorizontalOverflow(page, "the organization's settings");

    await tap(page.getByRole('tab', { name: 'Members' }), 'the Members tab');
    const members = page.getByRole('list', { name: 'Members' });
    await members.getByRole('listitem').filter({ hasText: owner.email }).waitFor();
    await expectNoHorizontalOverflow(page, 'the members tab');
    await tap(page.getByRole('button', { name: 'Invite member' }), 'Invite member');
    const invite = page.getByRole('dialog', { name: 'Invite a member' });
    await invite.getByLabel('Email').fill(inviteeEmail);
    await invite.getByLabel('Role').selectOption({ label: 'Member' });
    await expectNoHorizontalOverflow(page, 'the invite dialog');
    await tap(invite.getByRole('button', { name: 'Send invitation' }), 'Send invitation');
    await page.getByText(ORG_MESSAGES.invitationSent(inviteeEmail)).waitFor();
    await invite.waitFor({ state: 'hidden' });
    const pending = page.getByRole('list', { name: 'Pending invitations' });
    await pending.getByText(inviteeEmail).waitFor();
    await expectNoHorizontalOverflow(page, 'the members tab with a pending invitation');

    const invitations = await server.database.db
      .selectFrom('organization_invitations')
      .innerJoin('organizations', 'organizations.id', 'organization_invitations.organizationId')
      .select(['organizations.slug', 'organization_invitations.email'])
      .where('organization_invitations.invitedBy', '=', owner.id)
      .execute();
    expect(invitations).toEqual([{ slug: 'pocket-labs', email: inviteeEmail }]);

    expect(errors).toEqual([]);
    await context.close();
  });
});

// Team workspaces in chromium (issue 18), two people in two browsers: Alice owns "Acme
// Team", Bob is a member through a custom "Sales" role. A client Alice adds in the team
// workspace reaches Bob's open board live; Bob's personal clients and the team's never
// mix; Alice reassigns two clients to Bob in bulk, the Owner column and the owner filter
// (kept in ?owner=) follow and Bob is mailed; the same bar and filter work at 375 px; and
// when Alice takes clients away from the Sales role, Bob's Clients tab goes on his next
// load, without signing out.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, ORG_MESSAGES } from '../../src/core/messages';
import type { OrganizationDetail } from '../../src/core/organizations';
import { type ApiUser, addSessionCookies, signUpApiUserAs } from '../support/api-user';
import { expectNoHorizontalOverflow } from '../support/axe';
import { openPage, type PageErrors } from '../support/browser';
import { clientCard, listNames } from '../support/clients-journey';
import { setUpMailJourney } from '../support/mail-journey';
import { addMember, createOrganizationAs } from '../support/organization-rows';

const journey = setUpMailJourney();

const TEAM = 'Acme Team';

type Person = {
  user: ApiUser;
  context: BrowserContext;
  page: Page;
  errors: PageErrors;
};

/** A desktop browser signed in as the user (made through the API: no sign-up limit). */
async function browserFor(user: ApiUser, width = 1280): Promise<Omit<Person, 'user'>> {
  const context = await journey.browser.newContext({ viewport: { width, height: 900 } });
  await addSessionCookies(context, user, journey.server.url);
  return { context, ...(await openPage(context)) };
}

/** The header switcher's button, named after the current workspace. */
function switcher(page: Page, current: string) {
  return page.getByRole('button', { name: `Switch organization (current: ${current})` });
}

/** Chooses a workspace in the header switcher, as a person does. */
async function chooseWorkspace(page: Page, from: string, to: string) {
  await switcher(page, from).click();
  await page.getByRole('menuitemcheckbox', { name: to }).click();
  await switcher(page, to).waitFor();
}

function tile(page: Page, name: string) {
  return page.getByRole('group', { name, exact: true }).getByTestId('tile-value');
}

function dashboardTabs(page: Page) {
  return page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab');
}

describe('team workspaces', () => {
  let alice: Person;
  let bob: Person;
  let organization: OrganizationDetail;

  beforeAll(async () => {
    const { server } = journey;
    const stamp = Date.now();
    const aliceUser = await signUpApiUserAs(server, `alice-${stamp}@example.com`, {
      name: 'Alice Owner',
    });
    const bobUser = await signUpApiUserAs(server, `bob-${stamp}@example.com`, {
      name: 'Bob Member',
    });
    organization = await createOrganizationAs(aliceUser, { name: TEAM });
    // A custom role (the system Member role cannot be edited), so journey 3 can take
    // clients away from it.
    const sales = await aliceUser.call('POST', `/organizations/${organization.id}/roles`, {
      name: 'Sales',
      permissions: ['view_clients', 'edit_clients', 'org:members:view'],
    });
    expect(sales.status).toBe(201);
    await addMember(server, organization.id, bobUser, { id: sales.body.id });
    // Bob's own client, in his personal workspace (no workspace named).
    expect((await bobUser.call('POST', '/clients', { name: 'Private Pat' })).status).toBe(201);

    alice = { user: aliceUser, ...(await browserFor(aliceUser)) };
    bob = { user: bobUser, ...(await browserFor(bobUser)) };
  });

  it('Alice adds a client in the team workspace; Bob sees it live, never his personal one', async () => {
    const { url } = journey.server;
    await alice.page.goto(`${url}/dashboard?tab=clients`);
    await bob.page.goto(`${url}/dashboard?tab=clients`);

    // Bob starts in his personal workspace, with his own client.
    await switcher(bob.page, 'Personal').waitFor();
    await clientCard(bob.page, 'Private Pat').waitFor();

    // Both choose the team in the header switcher: its board is empty.
    await chooseWorkspace(alice.page, 'Personal', TEAM);
    await chooseWorkspace(bob.page, 'Personal', TEAM);
    await alice.page.getByText(CLIENT_MESSAGES.noClientsYet).waitFor();
    await bob.page.getByText(CLIENT_MESSAGES.noClientsYet).waitFor();
    expect(await clientCard(bob.page, 'Private Pat').count()).toBe(0);
    // Let Bob's event stream settle before the change happens.
    await bob.page.waitForTimeout(500);

    await alice.page.getByRole('button', { name: CLIENT_MESSAGES.addFirstClient }).click();
    const form = alice.page.getByRole('dialog', { name: 'Add Client' });
    await form.getByLabel('Name', { exact: true }).fill('Team Tina');
    await form.getByRole('button', { name: 'Add Client', exact: true }).click();
    await form.waitFor({ state: 'hidden' });

    // Bob's open board shows it without a reload, owned by Alice (initials, named in full).
    const tina = clientCard(bob.page, 'Team Tina');
    await tina.waitFor();
    await tina.getByTestId('card-owner').getByText('Owner: Alice Owner').waitFor();
    expect(await tina.getByTestId('card-owner').getByText('AO').count()).toBe(1);
    await expect.poll(() => tile(bob.page, 'Total Clients').textContent()).toBe('1');
    expect(await clientCard(bob.page, 'Private Pat').count()).toBe(0);

    // Back in his personal workspace: his client, not the team's.
    await chooseWorkspace(bob.page, TEAM, 'Personal');
    await clientCard(bob.page, 'Private Pat').waitFor();
    expect(await clientCard(bob.page, 'Team Tina').count()).toBe(0);
    await expect.poll(() => tile(bob.page, 'Total Clients').textContent()).toBe('1');
    await chooseWorkspace(bob.page, 'Personal', TEAM);
    await clientCard(bob.page, 'Team Tina').waitFor();
    expect(await clientCard(bob.page, 'Private Pat').count()).toBe(0);

    expect(alice.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
  });

  it('Alice reassigns two clients to Bob in bulk: Owner column, owner filter and mail follow', async () => {
    const { server, smtp } = journey;
    const inTeam = { 'x-workspace-id': organization.id };
    for (const name of ['Team Tom', 'Team Uma']) {
      expect((await alice.user.call('POST', '/clients', { name }, inTeam)).status).toBe(201);
    }

    const page = alice.page;
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await page.waitForURL(/view=list/);
    await expect.poll(listNames(page)).toHaveLength(3);
    const row = (name: string) => page.getByTestId('client-row').filter({ hasText: name });
    for (const name of ['Team Tina', 'Team Tom', 'Team Uma']) {
      expect(await row(name).getByTestId('client-owner').textContent()).toBe('Alice Owner');
    }

    await page.getByRole('checkbox', { name: 'Select Team Tina' }).check();
    await page.getByRole('checkbox', { name: 'Select Team Tom' }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('2 selected').waitFor();
    await bar.getByLabel('Assign owner').selectOption({ label: 'Bob Member' });
    await bar.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.getByText(CLIENT_MESSAGES.assignedCount(2)).waitFor();

    await expect
      .poll(() => row('Team Tina').getByTestId('client-owner').textContent())
      .toBe('Bob Member');
    expect(await row('Team Tom').getByTestId('client-owner').textContent()).toBe('Bob Member');
    expect(await row('Team Uma').getByTestId('client-owner').textContent()).toBe('Alice Owner');

    // Filter by owner = Bob: exactly those two, and the address says so.
    await page.getByLabel('Filter by owner').selectOption({ label: 'Bob Member' });
    await page.waitForURL((address) => address.searchParams.get('owner') === bob.user.id);
    await expect
      .poll(async () => (await listNames(page)()).sort())
      .toEqual(['Team Tina', 'Team Tom']);
    expect(new URL(page.url()).searchParams.get('view')).toBe('list');

    // Bob's open board followed live (initials BM), and "Mine" shows exactly his two.
    await bob.page
      .getByTestId('client-card')
      .filter({ hasText: 'Team Tom' })
      .getByTestId('card-owner')
      .getByText('Owner: Bob Member')
      .waitFor();
    await bob.page.getByLabel('Filter by owner').selectOption({ label: 'Mine' });
    await bob.page.waitForURL((address) => address.searchParams.get('owner') === 'mine');
    await expect
      .poll(async () => (await bob.page.getByTestId('card-name').allTextContents()).sort())
      .toEqual(['Team Tina', 'Team Tom']);

    // Bob is mailed once, naming Alice and both clients.
    const mail = await smtp.waitFor(
      (m) => m.to.includes(bob.user.email) && m.subject.includes('assigned'),
      30_000,
    );
    expect(mail.subject).toBe('Alice Owner assigned 2 clients to you');
    expect(mail.text).toContain('- Team Tina');
    expect(mail.text).toContain('- Team Tom');
    expect(mail.text).toContain(`${server.url}/dashboard?tab=clients&owner=mine`);

    expect(alice.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
  });

  it('the owner filter and the bulk bar work at 375 px', async () => {
    const { url } = journey.server;
    // Alice's session and her chosen workspace (localStorage) on a phone.
    const context = await journey.browser.newContext({
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
      storageState: await alice.context.storageState(),
    });
    const { page, errors } = await openPage(context);
    await page.goto(`${url}/dashboard?tab=clients&view=list&owner=mine`);
    await switcher(page, TEAM).waitFor();

    const filter = page.getByLabel('Filter by owner');
    await expect.poll(listNames(page)).toEqual(['Team Uma']);
    expect(await filter.inputValue()).toBe('mine');
    await expectWithinScreen(page, filter, 'the owner filter');

    await page.getByRole('checkbox', { name: 'Select Team Uma' }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expectWithinScreen(page, bar.getByLabel('Assign owner'), 'Assign owner');
    await bar.getByLabel('Assign owner').selectOption({ label: 'Unassigned' });
    const assign = bar.getByRole('button', { name: 'Assign', exact: true });
    await expectWithinScreen(page, assign, 'the Assign button');
    await expectNoHorizontalOverflow(page, 'the clients list with the bulk bar at 375 px');
    await assign.tap();
    await page.getByText(CLIENT_MESSAGES.assignedCount(1)).waitFor();

    // Now nobody's: gone from Mine (which says no client matches, not that the team has
    // none), listed under Unassigned.
    await page.getByText(CLIENT_MESSAGES.noClientsFound).waitFor();
    expect(await page.getByText(CLIENT_MESSAGES.noClientsYet).count()).toBe(0);
    expect(await listNames(page)()).toEqual([]);
    await filter.selectOption({ label: 'Unassigned' });
    await page.waitForURL((address) => address.searchParams.get('owner') === 'unassigned');
    await expect.poll(listNames(page)).toEqual(['Team Uma']);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("Alice takes clients away from Bob's role: his Clients tab goes on his next load", async () => {
    const { url } = journey.server;
    // The role editor's level matrix: Clients, View None (Edit follows it down).
    const page = alice.page;
    await page.goto(`${url}/organizations?tab=members`);
    await page.getByRole('button', { name: 'Edit role Sales' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Sales' });
    await editor.getByRole('combobox', { name: 'View clients' }).selectOption('none');
    expect(await editor.getByRole('combobox', { name: 'Edit clients' }).inputValue()).toBe('none');
    await editor.getByRole('button', { name: 'Save role' }).click();
    await page.getByText(ORG_MESSAGES.roleSaved).waitFor();
    await editor.waitFor({ state: 'hidden' });

    // Bob, still signed in, reloads: no Clients tab in the team workspace.
    await bob.page.reload();
    await switcher(bob.page, TEAM).waitFor();
    await expect.poll(() => dashboardTabs(bob.page).allTextContents()).not.toContain('Clients');
    expect(await dashboardTabs(bob.page).allTextContents()).toContain('Overview');
    expect(await bob.page.getByTestId('client-card').count()).toBe(0);

    // Its address shows the overview instead; the server refuses his clients too.
    await bob.page.goto(`${url}/dashboard?tab=clients`);
    await bob.page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    expect(await dashboardTabs(bob.page).allTextContents()).not.toContain('Clients');
    expect(await bob.page.getByText('Team Tina').count()).toBe(0);
    const refused = await bob.user.call('GET', '/clients', undefined, {
      'x-workspace-id': organization.id,
    });
    expect([403, 404]).toContain(refused.status);

    // His personal workspace keeps its Clients tab.
    await chooseWorkspace(bob.page, TEAM, 'Personal');
    await bob.page.getByRole('tab', { name: 'Clients' }).click();
    await clientCard(bob.page, 'Private Pat').waitFor();

    expect(alice.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
    await alice.context.close();
    await bob.context.close();
  });
});

/** Fails unless the element is fully on a 375 px screen (no sideways scrolling needed). */
async function expectWithinScreen(
  page: Page,
  locator: ReturnType<Page['getByLabel']>,
  what: string,
) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${what} is not on the page`);
  const width = page.viewportSize()?.width ?? 0;
  expect(box.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends on screen`).toBeLessThanOrEqual(width);
  expect(await locator.isEnabled(), `${what} is usable`).toBe(true);
}

// A team page lead routed to a member, in chromium (issue 22): the owner of a Business
// team takes themself out of the round robin in the organization's settings, so the
// member is the only one in the rotation; the member has the team's clients tab open; a
// visitor without a session sends the team page's form; the visitor sees the thanks, the
// member's open board shows the lead without a reload, its panel says which rule
// assigned it, and the member is mailed.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUTING_MESSAGES } from '../../src/core/lead-routing-schemas';
import { CLIENT_MESSAGES, LEAD_FORM_MESSAGES } from '../../src/core/messages';
import { addSessionCookies, signUpApiUserAs } from '../support/api-user';
import { openPage } from '../support/browser';
import { inWorkspace } from '../support/client-team';
import { clientCard } from '../support/clients-journey';
import { setUpMailJourney } from '../support/mail-journey';
import { addMember, createOrganizationAs, setPlanTier } from '../support/organization-rows';

const journey = setUpMailJourney();
const TEAM = 'Harbor Sales';

/** Chooses a workspace in the header switcher, as a person does. */
async function chooseWorkspace(page: Page, from: string, to: string) {
  const switcher = (current: string) =>
    page.getByRole('button', { name: `Switch organization (current: ${current})` });
  await switcher(from).click();
  await page.getByRole('menuitemcheckbox', { name: to }).click();
  await switcher(to).waitFor();
}

describe('a team page lead routed to a member', () => {
  it('reaches the member in rotation live, with the rule on the client and a mail', async () => {
    const { browser, server, smtp } = journey;
    const stamp = Date.now();
    const owner = await signUpApiUserAs(server, `routing-owner-${stamp}@example.com`, {
      name: 'Olive Owner',
    });
    const member = await signUpApiUserAs(server, `routing-member-${stamp}@example.com`, {
      name: 'Milo Member',
    });
    await setPlanTier(server, owner, 'business');
    const organization = await createOrganizationAs(owner, { name: TEAM });
    await addMember(server, organization.id, member, 'Member');

    // The owner takes themself out of the round robin in the "Team page & leads" tab, so
    // the member is the only one in the rotation.
    const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await addSessionCookies(ownerContext, owner, server.url);
    const settings = await openPage(ownerContext);
    await settings.page.goto(`${server.url}/organizations?tab=team`);
    await chooseWorkspace(settings.page, 'Personal', TEAM);
    const rotation = settings.page.getByRole('list', { name: 'Rotation' });
    const modes = settings.page.getByRole('group', { name: ROUTING_MESSAGES.modeLabel });
    expect(await modes.getByLabel(ROUTING_MESSAGES.modes.round_robin).isChecked()).toBe(true);
    await rotation.getByRole('checkbox', { name: 'Olive Owner' }).uncheck();
    expect(await rotation.getByRole('checkbox', { name: 'Milo Member' }).isChecked()).toBe(true);
    await settings.page.getByRole('button', { name: 'Save lead routing' }).click();
    await settings.page.getByText('Lead routing saved.').waitFor();
    expect(await settings.page.getByText(ROUTING_MESSAGES.paused).count()).toBe(0);
    const routing = await owner.call(
      'GET',
      '/workspace/lead-routing',
      undefined,
      inWorkspace(organization.id),
    );
    expect(routing.body).toMatchObject({ mode: 'round_robin', paused: false });
    expect(
      (routing.body.members as { userId: string; inRotation: boolean }[])
        .map(({ userId, inRotation }) => ({ userId, inRotation }))
        .sort((a, b) => a.userId.localeCompare(b.userId)),
    ).toEqual(
      [
        { userId: owner.id, inRotation: false },
        { userId: member.id, inRotation: true },
      ].sort((a, b) => a.userId.localeCompare(b.userId)),
    );
    expect(settings.errors).toEqual([]);
    await ownerContext.close();

    // The member opens the team's clients tab: nothing yet.
    const memberContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await addSessionCookies(memberContext, member, server.url);
    const { page, errors } = await openPage(memberContext);
    await page.goto(`${server.url}/dashboard?tab=clients`);
    await chooseWorkspace(page, 'Personal', TEAM);
    await page.getByText(CLIENT_MESSAGES.noClientsYet).waitFor();
    // A mark that a reload would wipe; let the event stream connect before the lead arrives.
    await page.evaluate(() => {
      (window as { stillOpen?: boolean }).stillOpen = true;
    });
    await page.waitForTimeout(500);

    // A visitor with no session sends the team page's form.
    const visitorContext = await browser.newContext();
    const visitor = await openPage(visitorContext);
    await visitor.page.goto(`${server.url}/team/${organization.slug}`);
    const form = visitor.page.getByRole('region', { name: LEAD_FORM_MESSAGES.heading });
    await form.getByLabel('Name').fill('Vera Visitor');
    await form.getByLabel('Email').fill(`vera-${stamp}@example.com`);
    await form.getByLabel('Message').fill('Do you offer team discounts?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await visitor.page.waitForURL(`**/team/${organization.slug}?sent=1#contact`);
    await form.getByText(LEAD_FORM_MESSAGES.sent).waitFor();

    // The member's open board shows the lead without reloading, owned by the member.
    const card = clientCard(page, 'Vera Visitor');
    await card.waitFor();
    await card.getByTestId('card-owner').getByText('Owner: Milo Member').waitFor();
    expect(await page.evaluate(() => (window as { stillOpen?: boolean }).stillOpen)).toBe(true);

    // Its panel says the rule that chose the member, as the app formats the moment.
    const assignment = await server.database.db
      .selectFrom('client_assignments')
      .select(['userId', 'rule', 'source', 'createdAt'])
      .where('workspaceId', '=', organization.id)
      .executeTakeFirstOrThrow();
    expect(assignment).toMatchObject({
      userId: member.id,
      rule: 'round_robin',
      source: 'team_page',
    });
    const when = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        ),
      new Date(assignment.createdAt).toISOString(),
    );
    await card.click();
    const panel = page.getByRole('dialog', { name: 'Vera Visitor' });
    await panel
      .getByText(ROUTING_MESSAGES.assignedBy('round_robin', when), { exact: true })
      .waitFor();
    await panel.getByText('Do you offer team discounts?').waitFor();

    // The member is mailed; the owner, out of the rotation, is not.
    const mail = await smtp.waitFor(
      (message) => message.to.includes(member.email) && message.text.includes('Vera Visitor'),
    );
    expect(mail.subject).toBe(ROUTING_MESSAGES.teamLeadSubject('Vera Visitor', TEAM));
    expect(mail.text).toContain(`Assigned to you by ${ROUTING_MESSAGES.rules.round_robin}.`);
    expect(mail.text).toContain('Do you offer team discounts?');
    expect(
      smtp.messages.filter(
        (message) => message.to.includes(owner.email) && message.subject === mail.subject,
      ),
    ).toEqual([]);

    expect(errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitorContext.close();
    await memberContext.close();
  });
});

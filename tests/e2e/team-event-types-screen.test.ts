// The team event types screen (issue 22), in chromium on a 375 px wide window: the owner of
// a team workspace (on Business, as a team of two needs) opens Scheduling there, creates a
// round-robin team event type with both members as hosts from the dialog, sees it listed
// with its hosts and public link, and the link opens the team's booking page. In the
// editor it closes one day for every host with a date override (decision 077), and the
// team's booking page offers nothing on that day any more.
import { describe, expect, it } from 'vitest';
import { SCHEDULING_MESSAGES } from '../../src/core/messages';
import {
  TEAM_DATE_OVERRIDE_MESSAGES as D,
  TEAM_EVENT_TYPE_MESSAGES as M,
} from '../../src/core/team-event-type-schemas';
import { addSessionCookies, signUpApiUser } from '../support/api-user';
import { expectNoHorizontalOverflow } from '../support/axe';
import { setUpHost } from '../support/booking-host';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';
import { inWorkspace } from '../support/client-team';
import { addMember, createOrganizationAs, setPlanTier } from '../support/organization-rows';

const journey = setUpBrowserJourney();

describe('the team event types screen', () => {
  it('creates a round-robin event type with two hosts and opens its booking page', async () => {
    const { server } = journey;
    const owner = await signUpApiUser(server, 'team-screen-owner');
    await setPlanTier(server, owner, 'business');
    const organization = await createOrganizationAs(owner, { name: 'Harbor Team' });
    const member = await signUpApiUser(server, 'team-screen-member');
    await addMember(server, organization.id, member, 'Member');
    await setUpHost(server.database.db, owner, { displayName: 'Olga Owner' });
    await setUpHost(server.database.db, member, { displayName: 'Mika Member' });

    const context = await journey.browser.newContext({
      viewport: { width: 375, height: 800 },
      timezoneId: 'UTC',
    });
    await addSessionCookies(context, owner, server.url);
    const { page, errors } = await openPage(context);
    await page.goto(`${server.url}/scheduling`);
    // The personal workspace has no team event types to manage.
    await page.getByRole('heading', { name: 'Event Types', level: 2 }).waitFor();
    expect(await page.getByRole('heading', { name: M.heading }).count()).toBe(0);

    await page.getByRole('button', { name: 'Switch organization (current: Personal)' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Harbor Team' }).click();
    await page.getByRole('heading', { name: M.heading, level: 2 }).waitFor();
    await page.getByText(M.noTeamEventTypes).waitFor();
    await expectNoHorizontalOverflow(page, 'the empty list');

    // By keyboard: the button opens the dialog, Space ticks a host.
    await page.getByRole('button', { name: M.create }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: M.create });
    await dialog.getByLabel('Name', { exact: true }).fill('Harbor intro call');
    await dialog.getByRole('radio', { name: /Round robin/ }).check();
    // The server refuses a team event type without hosts; its message stands at the hosts.
    await dialog.getByRole('button', { name: 'Create Team Event Type' }).click();
    await dialog.getByText(M.hostsRequired).waitFor();
    expect(await dialog.getByText(M.hostsRequired).count()).toBe(1);

    await dialog.getByRole('checkbox', { name: 'Olga Owner' }).focus();
    await page.keyboard.press('Space');
    expect(await dialog.getByRole('checkbox', { name: 'Olga Owner' }).isChecked()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Mika Member' }).check();
    await expect.poll(() => dialog.getByText(M.hostsRequired).count()).toBe(0);
    await dialog.getByLabel(M.weightLabel('Mika Member')).fill('0');
    await dialog.getByRole('button', { name: 'Create Team Event Type' }).click();
    await dialog.getByText(M.weightRange).waitFor();
    await dialog.getByLabel(M.weightLabel('Mika Member')).fill('200');
    await expectNoHorizontalOverflow(page, 'the dialog');
    await dialog.getByRole('button', { name: 'Create Team Event Type' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByTestId('team-event-type-row').filter({ hasText: 'Harbor intro call' });
    await row.getByText('Round robin').waitFor();
    await row.getByText('Olga Owner, Mika Member').waitFor();
    const link = `${server.url}/team/${organization.slug}/harbor-intro-call`;
    await row.getByRole('link', { name: link }).waitFor();
    await expectNoHorizontalOverflow(page, 'the list');

    const stored = await owner.call(
      'GET',
      '/scheduling/team-event-types',
      undefined,
      inWorkspace(organization.id),
    );
    expect(stored.body[0]).toMatchObject({
      kind: 'round_robin',
      hosts: expect.arrayContaining([
        expect.objectContaining({ userId: owner.id, weight: 100 }),
        expect.objectContaining({ userId: member.id, weight: 200 }),
      ]),
    });

    const visitor = await context.newPage();
    await visitor.goto(link);
    await visitor.getByRole('heading', { level: 1, name: 'Harbor Team Booking Page' }).waitFor();
    await visitor.getByRole('heading', { name: 'Harbor intro call' }).waitFor();
    await visitor.close();

    // Edited to collective: the weights go away and the list says so.
    await row.getByRole('button', { name: 'Edit Harbor intro call' }).click();
    const editor = page.getByRole('dialog', { name: M.edit });

    // A day off for every host, from the editor's date overrides (saved on their own).
    const dayOff = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const slotsOn = async (day: string) => {
      const answer = await fetch(
        `${server.url}/api/v1/public/team/${organization.slug}/harbor-intro-call/slots?from=${day}&to=${day}&timeZone=UTC`,
      );
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { slots: unknown[] }).slots.length;
    };
    expect(await slotsOn(dayOff)).toBeGreaterThan(0);
    const dates = editor.getByRole('region', { name: D.heading });
    await dates.getByText(SCHEDULING_MESSAGES.noDateOverrides).waitFor();
    await dates.getByRole('button', { name: 'Add date override' }).click();
    const overrideForm = dates.getByRole('form', { name: 'Add date override' });
    await overrideForm.getByLabel('Date').fill(dayOff);
    expect(await overrideForm.getByLabel('Unavailable all day').isChecked()).toBe(true);
    // The override's zone is the browser's (UTC here), as the picker says.
    expect(
      await overrideForm.getByRole('combobox', { name: D.timeZoneLabel }).inputValue(),
    ).toMatch(/UTC/);
    await overrideForm.getByRole('button', { name: 'Add', exact: true }).click();
    await overrideForm.waitFor({ state: 'detached' });
    await dates
      .getByTestId('date-override')
      .getByText(SCHEDULING_MESSAGES.unavailableAllDay)
      .waitFor();
    expect(await slotsOn(dayOff)).toBe(0);
    await expectNoHorizontalOverflow(page, 'the date overrides');
    await editor.getByRole('radio', { name: /Collective/ }).check();
    expect(await editor.getByLabel(M.weightLabel('Mika Member')).count()).toBe(0);
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await editor.waitFor({ state: 'detached' });
    await row.getByText('Collective').waitFor();

    // Deleted after the confirmation: the empty state is back.
    await row.getByRole('button', { name: 'Delete Harbor intro call' }).click();
    await page.getByRole('button', { name: 'Delete Team Event Type' }).click();
    await page.getByText(M.noTeamEventTypes).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a role that may only view scheduling the list without changing it', async () => {
    const { server } = journey;
    const { db } = server.database;
    const owner = await signUpApiUser(server, 'team-view-owner');
    await setPlanTier(server, owner, 'business');
    const organization = await createOrganizationAs(owner, { name: 'Viewing Team' });
    const viewer = await signUpApiUser(server, 'team-view-viewer');
    const role = await db
      .insertInto('roles')
      .values({ name: 'Scheduling viewer', organizationId: organization.id, isSystemRole: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    const viewKey = await db
      .selectFrom('permissions')
      .select('id')
      .where('name', '=', 'view_scheduling')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('role_permissions')
      .values({ roleId: role.id, permissionId: viewKey.id })
      .execute();
    await addMember(server, organization.id, viewer, { id: role.id });
    await setUpHost(db, owner, { displayName: 'Olga Owner' });
    const created = await owner.call(
      'POST',
      '/scheduling/team-event-types',
      { name: 'Viewing demo', duration: 30, kind: 'collective', hosts: [{ userId: owner.id }] },
      inWorkspace(organization.id),
    );
    expect(created.status, created.text).toBe(201);

    const context = await journey.browser.newContext({ viewport: { width: 375, height: 800 } });
    await addSessionCookies(context, viewer, server.url);
    const { page, errors } = await openPage(context);
    await page.goto(`${server.url}/scheduling`);
    await page.getByRole('button', { name: 'Switch organization (current: Personal)' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Viewing Team' }).click();
    const row = page.getByTestId('team-event-type-row').filter({ hasText: 'Viewing demo' });
    await row.getByText('Collective').waitFor();
    await row.getByText('Olga Owner').waitFor();
    await row.getByRole('button', { name: 'Copy link of Viewing demo' }).waitFor();
    expect(await page.getByRole('button', { name: M.create }).count()).toBe(0);
    expect(await row.getByRole('button', { name: 'Edit Viewing demo' }).count()).toBe(0);
    expect(await row.getByRole('button', { name: 'Delete Viewing demo' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

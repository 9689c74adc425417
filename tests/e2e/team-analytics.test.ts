// The Team tab shows the numbers (issue 22's journey), in chromium: Ann, the owner of a team
// with a seeded March (tests/support/team-analytics-seed.ts, the figures its HTTP test
// asserts), opens the Team tab in that workspace, picks March, reads each member's figures
// in the table, sorts it by mouse and keyboard, downloads the CSV, and the tab fits a
// 375 px phone. Bob, a Member without the key, is not offered the tab.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEAM_ANALYTICS_MESSAGES as M } from '../../src/core/messages';
import { addSessionCookies } from '../support/api-user';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from '../support/axe';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';
import { type SeededTeam, seedTeamMarch } from '../support/team-analytics-seed';

const journey = setUpBrowserJourney();

let team: SeededTeam;

beforeAll(async () => {
  team = await seedTeamMarch(journey.server, 'journey');
  // Ann's days are New York's, as the seed's edges are.
  await journey.server.database.db
    .updateTable('profiles')
    .set({ timezone: 'America/New_York' })
    .where('userId', 'in', [team.owner.id, team.member.id])
    .execute();
});

async function openDashboardAs(user: SeededTeam['owner'], width: number) {
  const context = await journey.browser.newContext({
    viewport: { width, height: 900 },
    acceptDownloads: true,
    ...(width < 640 ? { isMobile: true, hasTouch: true } : {}),
  });
  await addSessionCookies(context, user, journey.server.url);
  const opened = await openPage(context);
  await opened.page.goto(`${journey.server.url}/dashboard`);
  await opened.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  // The team workspace, chosen in the header switcher as a person does.
  await opened.page
    .getByRole('button', { name: 'Switch organization (current: Personal)' })
    .click();
  await opened.page.getByRole('menuitemcheckbox', { name: 'journey Team' }).click();
  await opened.page
    .getByRole('button', { name: 'Switch organization (current: journey Team)' })
    .waitFor();
  return { context, ...opened };
}

/** The text of each cell of a member's row, their name first. */
async function rowOf(page: Page, name: string): Promise<string[]> {
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  return (await row.locator('th, td').allTextContents()).map((text) => text.trim());
}

async function memberOrder(page: Page): Promise<string[]> {
  return page.getByRole('rowheader').allTextContents();
}

describe('the Team tab', () => {
  it('shows each member’s numbers for March, sorts them and exports them', async () => {
    const { context, page, errors } = await openDashboardAs(team.owner, 1280);
    await page.getByRole('tab', { name: 'Team' }).click();
    await page.getByRole('heading', { name: M.title, level: 2 }).waitFor();
    await page.getByLabel(M.from, { exact: true }).fill('2026-03-01');
    await page.getByLabel(M.to, { exact: true }).fill('2026-03-31');
    await page.getByRole('heading', { name: '2026-03-01 – 2026-03-31' }).waitFor();
    await page.getByRole('img', { name: M.chartLabel }).waitFor();

    await expect
      .poll(() => rowOf(page, 'Bob journey'))
      .toEqual(['Bob journey', '3', '20 min', '2', '$600.00', '1', '1', '3', '1', '0']);
    expect(await rowOf(page, 'Ann journey')).toEqual([
      'Ann journey',
      '3',
      '1 h',
      '0',
      '$0.00',
      '1',
      '0',
      '0',
      '0',
      '2',
    ]);

    await expectNoAxeViolations(page, 'the Team tab');

    // Sorted by a header's button: by mouse, then back by keyboard.
    const won = page.getByRole('button', { name: 'Clients won' });
    await won.click();
    expect((await memberOrder(page))[0]).toBe('Bob journey');
    expect(
      await page.getByRole('columnheader', { name: 'Clients won' }).getAttribute('aria-sort'),
    ).toBe('descending');
    await won.focus();
    await page.keyboard.press('Enter');
    expect((await memberOrder(page)).at(-1)).toBe('Bob journey');
    const docs = page.getByRole('button', { name: 'Document views' });
    await docs.focus();
    await page.keyboard.press('Space');
    expect((await memberOrder(page))[0]).toBe('Ann journey');

    // The CSV holds the same figures.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: M.exportCsv }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('scale-team-2026-03-01-to-2026-03-31.csv');
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv).toContain('Bob journey,3,20.0,2,600.00,1,1,3,1,0\r\n');

    // A range the server would refuse is explained before asking.
    await page.getByLabel(M.from, { exact: true }).fill('2026-04-05');
    await page.getByRole('alert').filter({ hasText: M.toBeforeFrom }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a 375 px phone, and is not offered to a Member without the key', async () => {
    const phone = await openDashboardAs(team.owner, 375);
    await phone.page.getByRole('tab', { name: 'Team' }).click();
    await phone.page.getByLabel(M.from, { exact: true }).fill('2026-03-01');
    await phone.page.getByLabel(M.to, { exact: true }).fill('2026-03-31');
    await phone.page.getByRole('rowheader', { name: 'Bob journey' }).waitFor();
    await expectNoHorizontalOverflow(phone.page, 'the Team tab at 375 px');
    expect(phone.errors).toEqual([]);
    await phone.context.close();

    const member = await openDashboardAs(team.member, 1280);
    await member.page.getByRole('tab', { name: 'Analytics' }).waitFor();
    expect(await member.page.getByRole('tab', { name: 'Team' }).count()).toBe(0);
    await member.context.close();
  });
});

// Follow-up tasks in the browser (issue 20): added from the client panel (one overdue,
// one upcoming), offered right after logging an interaction, added from a kanban card's
// menu; the card shows the next task, "Overdue" in words; the dashboard's Tasks tab lists
// them by group with counts, checks one off in place and undoes it, opens the client —
// also on a 375 px phone.
import { describe, expect, it } from 'vitest';
import { expectNoHorizontalOverflow } from '../support/axe';
import { setUpBrowserJourney } from '../support/browser-journey';
import { clientCard, clientsJourney } from '../support/clients-journey';

const journey = setUpBrowserJourney();
const { newSignedInPage, addThroughApi } = clientsJourney(journey);

function localDate(days: number): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

function storedTasks(clientId: string) {
  return journey.server.database.db
    .selectFrom('client_tasks')
    .select(['title', 'doneAt'])
    .where('clientId', '=', clientId)
    .orderBy('dueAt')
    .execute();
}

describe('tasks on clients', () => {
  it('adds tasks from the panel, shows them on the card and in the Tasks tab, checks one off', async () => {
    const { context, page, errors } = await newSignedInPage('client-tasks');
    const client = await addThroughApi(context, { name: 'Tess Task' });
    const { url } = journey.server;

    await page.goto(`${url}/dashboard?tab=clients&client=${client.id}`);
    const panel = page.getByRole('dialog', { name: 'Tess Task' });
    await panel.getByText('No tasks yet.').waitFor();

    // A title is required; nothing is stored without one.
    await panel.getByRole('button', { name: 'Add Task' }).click();
    await panel.getByText('Title is required').waitFor();
    expect(await storedTasks(client.id)).toEqual([]);

    await panel.getByLabel('Title').fill('Send the proposal');
    await panel.getByLabel('Due date').fill(localDate(2));
    await panel.getByLabel('Time', { exact: true }).fill('10:30');
    await panel.getByRole('button', { name: 'Add Task' }).click();
    await panel.getByTestId('client-task').filter({ hasText: 'Send the proposal' }).waitFor();

    await panel.getByLabel('Title').fill('Call back');
    await panel.getByLabel('Due date').fill(localDate(-1));
    await panel.getByRole('button', { name: 'Add Task' }).click();
    const overdue = panel.getByTestId('client-task').filter({ hasText: 'Call back' });
    await overdue.waitFor();
    expect(await overdue.getByTestId('task-due').textContent()).toContain('Overdue');

    // Right after logging an interaction: "Follow up" in 3 days.
    await panel.getByLabel('Content').fill('Talked about the proposal.');
    await panel.getByRole('button', { name: 'Add Interaction' }).click();
    await panel.getByRole('button', { name: 'In 3 days' }).click();
    await panel
      .getByTestId('client-task')
      .filter({ hasText: 'Follow up with Tess Task' })
      .waitFor();
    expect((await storedTasks(client.id)).map((task) => task.title)).toEqual([
      'Call back',
      'Send the proposal',
      'Follow up with Tess Task',
    ]);

    // The card shows the next task, overdue in words as well as colour.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    const card = clientCard(page, 'Tess Task');
    await expect.poll(() => card.getByTestId('task-due').textContent()).toContain('Overdue');

    // The card's menu adds a task in a dialog, by keyboard.
    await page.getByRole('button', { name: 'Actions for Tess Task' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Add task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a task for Tess Task' });
    await dialog.getByLabel('Title').fill('Book the demo');
    await dialog.getByRole('button', { name: 'Add Task' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await storedTasks(client.id)).length).toBe(4);

    // The Tasks tab: groups with counts.
    await page.goto(`${url}/dashboard?tab=tasks`);
    await page.getByRole('heading', { name: 'Tasks', level: 2 }).waitFor();
    await expect.poll(() => page.getByTestId('tasks-count-overdue').textContent()).toBe('1');
    expect(await page.getByTestId('tasks-count-upcoming').textContent()).toBe('3');
    const rows = page.getByTestId('task-row');
    await rows.filter({ hasText: 'Call back' }).waitFor();

    await page.getByRole('button', { name: /^Upcoming/ }).click();
    await rows.filter({ hasText: 'Send the proposal' }).waitFor();
    // The group is in the address: a reload shows the same group and its tasks.
    expect(new URL(page.url()).searchParams.get('group')).toBe('upcoming');
    await page.reload();
    await rows.filter({ hasText: 'Send the proposal' }).waitFor();
    expect(await page.getByRole('button', { name: /^Upcoming/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await rows.filter({ hasText: 'Call back' }).count()).toBe(0);
    // Checked off in place: it stays, checked, and unchecking undoes it.
    const box = page.getByRole('checkbox', { name: 'Send the proposal' });
    await box.check();
    await expect
      .poll(
        async () =>
          (await storedTasks(client.id)).find((t) => t.title === 'Send the proposal')?.doneAt,
      )
      .not.toBeNull();
    expect(await box.isChecked()).toBe(true);
    await expect.poll(() => page.getByTestId('tasks-count-done').textContent()).toBe('1');
    await box.uncheck();
    await expect
      .poll(
        async () =>
          (await storedTasks(client.id)).find((t) => t.title === 'Send the proposal')?.doneAt,
      )
      .toBeNull();

    // The client's name opens the client.
    await rows
      .filter({ hasText: 'Send the proposal' })
      .getByRole('link', { name: 'Tess Task' })
      .click();
    await page.getByRole('dialog', { name: 'Tess Task' }).waitFor();
    expect(page.url()).toContain(`client=${client.id}`);

    // An unknown group, or the team's tasks in a personal workspace, read as the defaults.
    await page.goto(`${url}/dashboard?tab=tasks&group=someday&scope=team`);
    await rows.filter({ hasText: 'Call back' }).waitFor();
    expect(await page.getByRole('button', { name: /^Overdue/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.getByRole('button', { name: 'Team' }).count()).toBe(0);

    // On a phone the tab fits the screen.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${url}/dashboard?tab=tasks`);
    await rows.first().waitFor();
    await expectNoHorizontalOverflow(page, 'the Tasks tab');

    expect(errors).toEqual([]);
    await context.close();
  });
});

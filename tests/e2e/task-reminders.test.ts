// Task reminders in the browser (issue 20): a task falls due while the dashboard is open
// on a phone-sized screen; its reminder mail arrives over SMTP with the task's hostile
// title escaped, the bell shows it without a reload, opens by keyboard, and its entry
// opens the client's panel and counts as read; "Mark all as read" clears the badge. A team
// client's mail link opens the team's workspace in a fresh page, for its members only.
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES as M, WORKSPACE_MESSAGES } from '../../src/core/messages';
import { addSessionCookies, signUpApiUser } from '../support/api-user';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from '../support/axe';
import { openPage } from '../support/browser';
import { addClient } from '../support/client-rows';
import { addClientAs, signUpClientTeam } from '../support/client-team';
import { setUpMailJourney } from '../support/mail-journey';
import { linkIn } from '../support/smtp-capture';
import { insertTask, secondsFromNow } from '../support/task-rows';

const journey = setUpMailJourney({ TASK_REMINDER_INTERVAL_MS: '300' });

const HOSTILE_TITLE = 'Call back <img src=x onerror="window.xss=1">';

describe('a task reminder', () => {
  it('arrives by mail and in the bell, and opens the client', async () => {
    const { server, smtp, browser } = journey;
    const user = await signUpApiUser(server, 'reminder-journey');
    const client = await addClient(user, { name: 'Ada Lovelace' });

    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    await addSessionCookies(context, user, server.url);
    const { page, errors } = await openPage(context);
    await page.goto(`${server.url}/dashboard`);
    const bell = page.getByRole('button', { name: M.bell(0) });
    await bell.waitFor();
    // Let the event stream connect before the task falls due.
    await page.waitForTimeout(500);

    const dueAt = secondsFromNow(2);
    await insertTask(server.database.db, { clientId: client.id, title: HOSTILE_TITLE, dueAt });

    const mail = await smtp.waitFor(
      (message) => message.to.includes(user.email) && message.subject.startsWith('Reminder:'),
    );
    // Not before its time.
    expect(Date.now()).toBeGreaterThanOrEqual(dueAt.getTime());
    expect(mail.subject).toBe(`Reminder: ${HOSTILE_TITLE} — Ada Lovelace`);
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;window.xss=1&quot;&gt;');
    expect(mail.html).not.toContain('<img');
    expect(mail.text).toContain(`${server.url}/dashboard?tab=clients&client=${client.id}`);

    // The bell learns of it live, and opens by keyboard.
    const unreadBell = page.getByRole('button', { name: M.bell(1) });
    await unreadBell.waitFor();
    await unreadBell.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: M.heading });
    const entry = popover.getByRole('link', { name: /Reminder: Call back/ });
    await entry.waitFor();
    // The hostile title is shown as the text it is.
    await popover.getByText(`Reminder: ${HOSTILE_TITLE}`).waitFor();
    expect(await page.evaluate(() => (window as { xss?: number }).xss)).toBeUndefined();
    // Nothing of the popover spills off a 375 px screen, and it passes axe there.
    const box = await popover.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await expectNoHorizontalOverflow(page, 'the open bell at 375 px');
    await expectNoAxeViolations(page, 'the open bell at 375 px');

    await entry.click();
    await page.waitForURL(new RegExp(`tab=clients&client=${client.id}`));
    await page.getByRole('dialog', { name: 'Ada Lovelace' }).waitFor();
    // The panel is modal: the header is behind it until it closes.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: M.bell(0) }).waitFor();

    // Two more fall due; "Mark all as read" clears them at once.
    for (const title of ['Send the quote', 'Book the follow-up']) {
      await insertTask(server.database.db, {
        clientId: client.id,
        title,
        dueAt: secondsFromNow(-1),
      });
    }
    const twoUnread = page.getByRole('button', { name: M.bell(2) });
    await twoUnread.waitFor();
    await twoUnread.click();
    await popover.getByRole('button', { name: M.markAllRead }).click();
    await page.getByRole('button', { name: M.bell(0) }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens a team client's mail link in the team's workspace, for its members only", async () => {
    const { server, smtp, browser } = journey;
    const team = await signUpClientTeam(server, 'reminder-link');
    const client = await addClientAs(team.owner, team.id, { name: 'Tina Team' });
    await insertTask(server.database.db, {
      clientId: client.id,
      title: 'Renew the contract',
      dueAt: secondsFromNow(-1),
      assigneeId: team.member.id,
    });
    const mail = await smtp.waitFor(
      (message) =>
        message.to.includes(team.member.email) && message.subject.startsWith('Reminder:'),
    );
    const link = linkIn(mail, '/dashboard');
    expect(link).toBe(
      `${server.url}/dashboard?tab=clients&client=${client.id}&workspace=${team.id}`,
    );

    // A fresh browser whose chosen workspace is the personal one: the link switches.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await addSessionCookies(context, team.member, server.url);
    const { page, errors } = await openPage(context);
    await page.goto(link);
    await page.getByRole('dialog', { name: 'Tina Team' }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.has('workspace')).toBe(false);
    expect(new URL(page.url()).searchParams.get('client')).toBe(client.id);
    await page.keyboard.press('Escape');
    await page.getByText(`Switch organization (current: reminder-link Team)`).waitFor();
    // The choice is kept: a reload stays in the team.
    await page.reload();
    await page.getByText(`Switch organization (current: reminder-link Team)`).waitFor();

    // A reminder of the member's own client links to the personal workspace: opened while
    // the team is chosen, it switches back there and shows the client.
    const own = await addClient(team.member, { name: 'Mona Mine' });
    await insertTask(server.database.db, {
      clientId: own.id,
      title: 'Send my own quote',
      dueAt: secondsFromNow(-1),
    });
    const ownMail = await smtp.waitFor(
      (message) =>
        message.to.includes(team.member.email) &&
        message.subject === 'Reminder: Send my own quote — Mona Mine',
    );
    const ownLink = linkIn(ownMail, '/dashboard');
    expect(ownLink).toBe(`${server.url}/dashboard?tab=clients&client=${own.id}&workspace=personal`);
    await page.goto(ownLink);
    await page.getByRole('dialog', { name: 'Mona Mine' }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.has('workspace')).toBe(false);
    await page.keyboard.press('Escape');
    await page.getByText(`Switch organization (current: ${WORKSPACE_MESSAGES.personal})`).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // Someone who is no member of the team stays in their own workspace, without an error page.
    const outsiderContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await addSessionCookies(outsiderContext, team.outsider, server.url);
    const outsider = await openPage(outsiderContext);
    await addClient(team.outsider, { name: 'Otto Own' });
    await outsider.page.goto(`${server.url}/dashboard?tab=clients&workspace=${team.id}`);
    await outsider.page.getByTestId('client-card').filter({ hasText: 'Otto Own' }).waitFor();
    await expect.poll(() => new URL(outsider.page.url()).searchParams.has('workspace')).toBe(false);
    expect(new URL(outsider.page.url()).searchParams.get('tab')).toBe('clients');
    expect(await outsider.page.getByText('Tina Team').count()).toBe(0);
    expect(outsider.errors).toEqual([]);
    await outsiderContext.close();
  });

  it('says when there are none, and when they could not be loaded, with a retry', async () => {
    const { server, browser } = journey;
    const user = await signUpApiUser(server, 'reminder-states');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await addSessionCookies(context, user, server.url);
    const { page } = await openPage(context);
    let isFailing = true;
    await page.route('**/api/v1/notifications*', (route) =>
      isFailing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'internal', message: 'Server trouble' } }),
          })
        : route.continue(),
    );
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: M.bell(0) }).click();
    const popover = page.getByRole('dialog', { name: M.heading });
    await popover.getByText(`${M.loadFailed} could not be loaded: Server trouble`).waitFor();
    isFailing = false;
    await popover.getByRole('button', { name: 'Try again' }).click();
    await popover.getByText(M.empty).waitFor();
    expect(await popover.getByRole('button', { name: M.markAllRead }).isDisabled()).toBe(true);
    await context.close();
  });
});

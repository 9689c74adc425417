// Lead capture in chromium: the owner switches the contact form on in settings; a
// visitor with JavaScript off sends a message from the Scale Page; the owner finds the
// new lead in the clients tab, with the message, and a mail about it arrives.
import { describe, expect, it } from 'vitest';
import { LEAD_FORM_MESSAGES } from '../../src/core/messages';
import { signUpInBrowser } from '../support/api-user';
import { openPage } from '../support/browser';
import { setUpMailJourney } from '../support/mail-journey';

const journey = setUpMailJourney();

const HOSTILE_NAME = '<img src=x onerror="window.xss=1">Eve';

describe('lead capture on the Scale Page', () => {
  it('turns a visitor message into a client and a mail to the owner', async () => {
    const { browser, server, smtp } = journey;
    const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const { page, errors } = await openPage(ownerContext);
    const ownerEmail = 'lead-owner@example.com';
    const userId = await signUpInBrowser(server, ownerContext, ownerEmail, 'Owner');
    const { username } = await server.database.db
      .selectFrom('profiles')
      .select('username')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();

    // The owner switches the form on.
    await page.goto(`${server.url}/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    const formSwitch = page.getByRole('switch', { name: LEAD_FORM_MESSAGES.settingLabel });
    expect(await formSwitch.getAttribute('aria-checked')).toBe('false');
    await formSwitch.click();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await expect
      .poll(async () =>
        server.database.db
          .selectFrom('profiles')
          .select('leadFormEnabled')
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow(),
      )
      .toEqual({ leadFormEnabled: true });

    // A visitor without JavaScript sends a message.
    const visitorContext = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${server.url}/${username}`);
    const form = visitor.getByRole('region', { name: LEAD_FORM_MESSAGES.heading });
    await form.getByLabel('Name').fill('Vera Visitor');
    await form.getByLabel('Email').fill('vera@example.com');
    await form.getByLabel('Phone (optional)').fill('+1 415 555 2671');
    await form.getByLabel('Message').fill('Could you send me a quote?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await visitor.waitForURL(`**/${username}?sent=1#contact`);
    await visitor.getByText(LEAD_FORM_MESSAGES.sent).waitFor();
    // A second visitor tries markup for a name: it must stay text everywhere.
    await visitor.goto(`${server.url}/${username}`);
    await form.getByLabel('Name').fill(HOSTILE_NAME);
    await form.getByLabel('Email').fill('eve@example.com');
    await form.getByRole('button', { name: 'Send message' }).click();
    await visitor.getByText(LEAD_FORM_MESSAGES.sent).waitFor();
    await visitorContext.close();

    // The owner sees the new lead and the message in its panel.
    await page.goto(`${server.url}/dashboard?tab=clients`);
    const card = page.getByTestId('client-card').filter({ hasText: 'Vera Visitor' });
    await card.waitFor();
    await card.click();
    const history = page.getByRole('list', { name: 'Interaction history' });
    await history.getByText('Scale Page contact form').waitFor();
    await history.getByText('Could you send me a quote?').waitFor();

    const mail = await smtp.waitFor(
      (m) => m.to.includes(ownerEmail) && m.subject.includes('Vera Visitor'),
    );
    expect(mail.subject).toBe('New message from Vera Visitor on your Scale Page');
    expect(mail.text).toContain('Could you send me a quote?');
    expect(mail.text).toContain('vera@example.com');

    await page.keyboard.press('Escape');
    const hostile = page.getByTestId('client-card').filter({ hasText: HOSTILE_NAME });
    await hostile.click();
    await page.getByRole('heading', { name: HOSTILE_NAME }).waitFor();
    expect(await page.evaluate(() => (window as { xss?: number }).xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    const hostileMail = await smtp.waitFor(
      (m) => m.to.includes(ownerEmail) && m.text.includes('eve@example.com'),
    );
    expect(hostileMail.html).not.toContain('<img src=x');
    expect(hostileMail.html).toContain('&lt;img src=x');

    expect(errors).toEqual([]);
    await ownerContext.close();
  });
});

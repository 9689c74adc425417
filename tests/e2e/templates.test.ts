// Message templates in chromium: write one with variables in the clients area, then
// send it to a client from the detail panel by e-mail and by WhatsApp; each use shows
// up in the client's interactions.
import { describe, expect, it } from 'vitest';
import { TEMPLATE_MESSAGES } from '../../src/core/messages';
import { signUpInBrowser } from '../support/api-user';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';

const journey = setUpBrowserJourney();

describe('message templates', () => {
  it('writes a template and sends it to a client by email and WhatsApp', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const { page, errors } = await openPage(context);
    const userId = await signUpInBrowser(journey.server, context, 'templates-journey@example.com');
    const username = 'grace-templates';
    await journey.server.database.db
      .updateTable('profiles')
      .set({ username, displayName: 'Grace Hopper' })
      .where('userId', '=', userId)
      .execute();
    const created = await context.request.post(`${journey.server.url}/api/v1/clients`, {
      data: {
        name: 'Ada Lovelace',
        company: 'Engines & Co',
        emails: [{ address: 'ada@example.com' }],
        phones: [{ number: '+1 415 555 2671' }],
      },
      headers: { origin: journey.server.url },
    });
    expect(created.status()).toBe(201);

    await page.goto(`${journey.server.url}/dashboard?tab=clients`);
    await page.getByRole('button', { name: 'Templates' }).click();
    const manager = page.getByRole('dialog', { name: 'Message templates' });
    await manager.getByText(TEMPLATE_MESSAGES.noTemplatesYet).waitFor();
    await manager.getByRole('button', { name: 'New template' }).click();
    await manager.getByLabel('Template name').fill('Intro');
    await manager.getByLabel('Subject (optional, for emails)').fill('Hello ');
    await manager.getByRole('button', { name: 'Client first name' }).click();
    await manager.getByLabel('Message').fill('Dear ');
    await manager.getByRole('button', { name: 'Client name' }).click();
    await manager.getByLabel('Message').press('End');
    await manager.getByLabel('Message').pressSequentially(' of ');
    await manager.getByRole('button', { name: 'Client company' }).click();
    await manager.getByLabel('Message').pressSequentially(', see ');
    await manager.getByRole('button', { name: 'My Scale Page URL' }).click();
    await expect
      .poll(() => manager.getByLabel('Message').inputValue())
      .toBe('Dear {{name}} of {{company}}, see {{my_page_url}}');
    await manager.getByRole('button', { name: 'Add template' }).click();
    await manager.getByRole('list', { name: 'Templates' }).getByText('Intro').waitFor();
    await page.keyboard.press('Escape');
    await manager.waitFor({ state: 'hidden' });

    // The panel of the client: use the template by e-mail.
    await page.getByTestId('client-card').filter({ hasText: 'Ada Lovelace' }).click();
    await page.getByRole('button', { name: 'Use template' }).click();
    const use = page.getByRole('dialog', { name: 'Send a template to Ada Lovelace' });
    const pageUrl = `${journey.server.url}/${username}`;
    const body = `Dear Ada Lovelace of Engines & Co, see ${pageUrl}`;
    const preview = use.getByRole('region', { name: 'Preview' });
    await preview.getByText('Hello Ada').waitFor();
    await preview.getByText(body).waitFor();
    expect(await use.getByRole('radio', { name: 'Email' }).isChecked()).toBe(true);

    const emailLink = use.getByRole('link', { name: 'Open email' });
    const href = await emailLink.getAttribute('href');
    expect(href).toBe(
      `mailto:ada@example.com?subject=Hello%20Ada&body=${encodeURIComponent(body)}`,
    );
    expect(href).toContain('Engines%20%26%20Co');
    // The test machine has no mail program: the click only logs the use.
    await page.evaluate(() =>
      document.addEventListener(
        'click',
        (event) => {
          if ((event.target as Element).closest('a[href^="mailto:"]')) event.preventDefault();
        },
        true,
      ),
    );
    await emailLink.click();
    await use.waitFor({ state: 'hidden' });
    const history = page.getByRole('list', { name: 'Interaction history' });
    await history.getByText('Template "Intro" sent by email').waitFor();

    // And by WhatsApp: the link opens wa.me with the digits and the text.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>WhatsApp</p>' }),
    );
    await page.getByRole('button', { name: 'Use template' }).click();
    await use.getByRole('radio', { name: 'WhatsApp' }).check();
    await expect.poll(() => use.getByText('Hello Ada').count()).toBe(0);
    const whatsappLink = use.getByRole('link', { name: 'Open WhatsApp' });
    expect(await whatsappLink.getAttribute('href')).toBe(
      `https://wa.me/14155552671?text=${encodeURIComponent(body)}`,
    );
    const [popup] = await Promise.all([context.waitForEvent('page'), whatsappLink.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`https://wa.me/14155552671?text=${encodeURIComponent(body)}`);
    await history.getByText('Template "Intro" sent by WhatsApp').waitFor();

    const stored = await journey.server.database.db
      .selectFrom('client_interactions')
      .select(['type', 'subject'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute();
    expect(stored).toEqual([
      { type: 'email', subject: 'Template "Intro" sent by email' },
      { type: 'note', subject: 'Template "Intro" sent by WhatsApp' },
    ]);

    // The Free plan keeps 3: with two more, the manager says so and offers no fourth.
    for (const name of ['Second', 'Third']) {
      const answer = await context.request.post(`${journey.server.url}/api/v1/templates`, {
        data: { name, body: 'Hi' },
        headers: { origin: journey.server.url },
      });
      expect(answer.status()).toBe(201);
    }
    await popup.close();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Templates' }).click();
    await manager.getByText(TEMPLATE_MESSAGES.templateLimit(3)).waitFor();
    expect(await manager.getByRole('button', { name: 'New template' }).isDisabled()).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });
});

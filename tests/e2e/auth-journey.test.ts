import { describe, expect, it } from 'vitest';
import { VERIFY_MESSAGES } from '../../src/core/messages';
import { openPage } from '../support/browser';
import { setUpMailJourney, signOut } from '../support/mail-journey';
import { linkIn } from '../support/smtp-capture';

const journey = setUpMailJourney();

async function countUsers(email: string) {
  const rows = await journey.server.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .execute();
  return rows.length;
}

describe('sign-up, dashboard, sign-out, sign-in, password reset', () => {
  it('walks the whole account journey', async () => {
    const context = await journey.browser.newContext();
    const { page, errors } = await openPage(context);
    const email = 'journey@example.com';

    await page.goto(`${journey.server.url}/`);
    await page.getByRole('link', { name: 'Get Started Free' }).click();
    await page.waitForURL('**/auth');
    await page.getByText('Welcome to Scale').waitFor();
    await page.getByText('Need an account? Sign up').click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first-password');
    await page.getByLabel('Confirm Password').fill('first-password');
    await page.getByRole('button', { name: /sign up|create account/i }).click();
    // No session yet: the mailed link finishes the sign-up (issue 16).
    await page.getByRole('heading', { name: VERIFY_MESSAGES.checkInboxTitle }).waitFor();
    await page.getByText(VERIFY_MESSAGES.checkInbox(email)).waitFor();
    expect(await countUsers(email)).toBe(1);
    const verification = await journey.smtp.waitFor(
      (m) => m.to.includes(email) && /verify/i.test(m.subject),
      30_000,
    );
    // The link signs in and lands on the dashboard, saying so — not on the home page.
    await page.goto(linkIn(verification, '/api/auth/verify-email'));
    await page.waitForURL(
      (url) => url.pathname === '/dashboard' && !url.search.includes('verified'),
    );
    await page.getByText(VERIFY_MESSAGES.verified, { exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'E-mail verification' }).count()).toBe(0);

    // The profile card shows the new account's handle.
    const profile = await journey.server.database.db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.userId')
      .select(['profiles.username', 'profiles.timezone'])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    await page.getByText(`/${profile.username}`).waitFor();
    expect(profile.timezone).not.toBe('');

    // Tab switching writes ?tab= with history replaced.
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole('tab', { name: 'Clients' }).click();
    await page.waitForURL('**/dashboard?tab=clients');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.waitForURL('**/dashboard?tab=analytics');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await page.reload();
    expect(await page.getByRole('tab', { name: 'Analytics' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    // Sign out from the user menu.
    await signOut(page);
    await page.goto(`${journey.server.url}/dashboard`);
    await page.waitForURL('**/auth');

    // Sign in again.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/dashboard**');

    // Forgot password: mail, link, new password.
    await signOut(page);
    await page.getByText('Forgot password?').click();
    // The sign-in form has an "Email" field too: wait for the reset page before typing.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: /send reset link|reset password/i }).click();
    // The page confirms first; the mail then goes through the outbox.
    await page.getByText(`If an account exists for ${email}`).waitFor();
    const mail = await journey.smtp.waitFor(
      (m) => m.to.includes(email) && /reset/i.test(m.subject),
      30_000,
    );
    await page.goto(linkIn(mail, 'reset-password'));
    await page.getByLabel('New Password', { exact: true }).fill('second-password');
    await page.getByLabel('Confirm Password').fill('second-password');
    await page.getByRole('button', { name: /reset password|set new password/i }).click();
    await page.getByText(/password (has been )?(reset|updated)/i).waitFor();

    await page.goto(`${journey.server.url}/auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('alert').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('second-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/dashboard**');

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('an account whose address is not verified yet', () => {
  it('signs in with its password, sees a quiet banner, and verifies from it', async () => {
    const email = 'unverified@example.com';
    const signUp = await fetch(`${journey.server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: journey.server.url },
      body: JSON.stringify({ email, password: 'long-enough-pw', name: 'Una' }),
    });
    expect(signUp.status).toBe(200);
    const context = await journey.browser.newContext();
    const { page, errors } = await openPage(context);
    await page.goto(`${journey.server.url}/auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('long-enough-pw');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/dashboard**');

    const banner = page.getByRole('region', { name: 'E-mail verification' });
    await banner.getByText(VERIFY_MESSAGES.bannerText(email)).waitFor();
    const mailsBefore = journey.smtp.messages.filter((m) => m.to.includes(email)).length;
    await banner.getByRole('button', { name: VERIFY_MESSAGES.bannerResend }).click();
    await banner.getByText(VERIFY_MESSAGES.bannerSent(email)).waitFor();
    await expect
      .poll(() => journey.smtp.messages.filter((m) => m.to.includes(email)).length, {
        timeout: 15_000,
      })
      .toBe(mailsBefore + 1);
    const resent = journey.smtp.messages.filter((m) => m.to.includes(email)).at(-1);
    if (!resent) throw new Error('no mail');

    await page.goto(linkIn(resent, '/api/auth/verify-email'));
    await page.getByText(VERIFY_MESSAGES.verified, { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    expect(await banner.count()).toBe(0);

    // A link that was tampered with says so instead.
    await page.goto(
      `${journey.server.url}/api/auth/verify-email?token=forged&callbackURL=${encodeURIComponent('/dashboard?verified=1')}`,
    );
    await page.getByText(VERIFY_MESSAGES.linkInvalid).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

// Settings > Security in chromium: change the password and sign in with the new one;
// turn on two-factor authentication with the secret shown on the page, then sign in
// with a code computed as an authenticator app would.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SECURITY_MESSAGES } from '../../src/core/messages';
import { openPage } from '../support/browser';
import { setUpMailJourney, signOut } from '../support/mail-journey';
import { linkIn } from '../support/smtp-capture';
import { totpCode } from '../support/totp';

const journey = setUpMailJourney();

async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function twoFactorEnabled(email: string) {
  const row = await journey.server.database.db
    .selectFrom('users')
    .select('twoFactorEnabled')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.twoFactorEnabled;
}

describe('account security', () => {
  it('changes the password and the e-mail, then turns on two-factor sign-in', async () => {
    const context = await journey.browser.newContext();
    const { page, errors } = await openPage(context);
    let email = 'secure@example.com';

    await page.goto(`${journey.server.url}/auth?mode=signup`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first-password');
    await page.getByLabel('Confirm Password').fill('first-password');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    const verification = await journey.smtp.waitFor(
      (m) => m.to.includes(email) && /verify/i.test(m.subject),
      30_000,
    );
    await page.goto(linkIn(verification, '/api/auth/verify-email'));
    await page.waitForURL('**/dashboard**');

    await page.goto(`${journey.server.url}/settings/security`);
    const passwordForm = page.getByRole('form', { name: 'Change password' });
    await passwordForm.waitFor();
    const fillPasswordForm = async (current: string, next: string, confirm: string) => {
      await passwordForm.getByLabel('Current password').fill(current);
      await passwordForm.getByLabel('New password', { exact: true }).fill(next);
      await passwordForm.getByLabel('Confirm new password').fill(confirm);
      await passwordForm.getByRole('button', { name: 'Update password' }).click();
    };

    // Bad input first: each gets its message and nothing changes.
    await fillPasswordForm('first-password', 'short', 'short');
    await passwordForm.getByText(MESSAGES.passwordTooShort).waitFor();
    await fillPasswordForm('first-password', 'second-password', 'second-passwort');
    await passwordForm.getByText(MESSAGES.passwordsDoNotMatch).waitFor();
    await fillPasswordForm('not-my-password', 'second-password', 'second-password');
    await passwordForm.getByText(SECURITY_MESSAGES.invalidPassword).waitFor();

    await fillPasswordForm('first-password', 'second-password', 'second-password');
    await passwordForm.getByText(MESSAGES.passwordUpdated).waitFor();
    // This session survived the change.
    await page.reload();
    await page.getByRole('form', { name: 'Change password' }).waitFor();
    await page.getByText('This device', { exact: true }).waitFor();

    // E-mail change: both addresses and the current password, then the link in the mail.
    const emailForm = page.getByRole('form', { name: 'Change email' });
    const fillEmailForm = async (next: string, confirm: string, password: string) => {
      await emailForm.getByLabel('New email', { exact: true }).fill(next);
      await emailForm.getByLabel('Confirm new email').fill(confirm);
      await emailForm.getByLabel('Current password').fill(password);
      await emailForm.getByRole('button', { name: 'Update email' }).click();
    };
    await fillEmailForm('moved@example.com', 'moved@example.org', 'second-password');
    await emailForm.getByText(MESSAGES.emailsDoNotMatch).waitFor();
    await fillEmailForm('moved-at-example', 'moved-at-example', 'second-password');
    await emailForm.getByText(MESSAGES.invalidEmail).waitFor();
    await fillEmailForm('moved@example.com', 'moved@example.com', 'second-password');
    await emailForm.getByText(MESSAGES.emailUpdated).waitFor();
    const mail = await journey.smtp.waitFor((m) => m.to.includes('moved@example.com'));
    await page.goto(linkIn(mail, '/api/auth/verify-email'));
    await page.waitForURL('**/settings/security?email=changed');
    await page.getByText('Your new email address is confirmed and now in use.').waitFor();
    await page.getByText('moved@example.com').first().waitFor();
    email = 'moved@example.com';

    await signOut(page);
    await submitSignIn(page, email, 'first-password');
    await page.getByRole('alert').waitFor();
    await submitSignIn(page, email, 'second-password');
    await page.waitForURL('**/dashboard**');

    // Two-factor enrolment: password, QR code and secret, a first code, backup codes.
    await page.goto(`${journey.server.url}/settings/security`);
    const enableForm = page.getByRole('form', { name: 'Set up two-factor authentication' });
    await enableForm.getByLabel('Current password').fill('second-password');
    await enableForm.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const shown = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
    const secret = shown.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(await twoFactorEnabled(email)).toBe(false);

    const verifyForm = page.getByRole('form', { name: 'Verify code' });
    await verifyForm.getByLabel('Authentication code').fill(totpCode(secret, Date.now() + 600_000));
    await verifyForm.getByRole('button', { name: 'Verify and turn on' }).click();
    await verifyForm.getByText(SECURITY_MESSAGES.invalidCode).waitFor();
    expect(await twoFactorEnabled(email)).toBe(false);
    await verifyForm.getByLabel('Authentication code').fill(totpCode(secret));
    await verifyForm.getByRole('button', { name: 'Verify and turn on' }).click();
    await page.getByText(SECURITY_MESSAGES.twoFactorEnabled).waitFor();
    expect(
      await page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').count(),
    ).toBe(10);
    expect(await twoFactorEnabled(email)).toBe(true);
    await page.getByRole('button', { name: 'Done' }).click();
    const manageForm = page.getByRole('form', { name: 'Manage two-factor authentication' });
    await manageForm.getByLabel('Current password').fill('second-password');
    await manageForm.getByRole('button', { name: 'Generate new backup codes' }).click();
    const freshCodes = page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
    await freshCodes.first().waitFor();
    expect(await freshCodes.count()).toBe(10);
    await page.getByRole('button', { name: 'Done' }).click();
    await manageForm.waitFor();

    // Signing in now asks for the code; a wrong one is refused.
    await signOut(page);
    await submitSignIn(page, email, 'second-password');
    await page.getByText(SECURITY_MESSAGES.twoFactorPrompt).waitFor();
    await page.getByLabel('Authentication code').fill(totpCode(secret, Date.now() + 600_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').getByText(SECURITY_MESSAGES.invalidCode).waitFor();
    expect(page.url()).toContain('/auth');
    await page.getByLabel('Authentication code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard**');

    expect(errors).toEqual([]);
    await context.close();
  });
});

// Password change, e-mail change, two-factor sign-in and sessions through HTTP against
// the real server and database, with mail delivered to a real SMTP server in this
// process and authenticator codes computed here as an app would (RFC 6238).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAgent } from '../../../tests/support/api-user';
import { linkIn, type SmtpCapture, startSmtpCapture } from '../../../tests/support/smtp-capture';
import { createAgent, type TestAgent } from '../../../tests/support/test-agent';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { secretOfUri, totpCode } from '../../../tests/support/totp';
import { MESSAGES, SECURITY_MESSAGES } from '../../core/messages';
import { AUTH_RATE_LIMITS } from './auth';

let smtp: SmtpCapture;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, MAIL_SENDER_INTERVAL_MS: '50' });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const api = (path: string) => `${server.url}${path}`;

type ErrorBody = { message?: string; code?: string; error?: { message: string } };

async function signUp(email: string, password: string): Promise<TestAgent> {
  return (await signUpAgent(server, email, { password })).agent;
}

/** Signs in from a fresh client (its own address, so per-IP limits stay per client). */
async function signIn(email: string, password: string) {
  const agent = createAgent();
  const response = await agent.request(api('/api/auth/sign-in/email'), {
    json: { email, password },
  });
  return { agent, response };
}

const meStatus = async (agent: TestAgent) => (await agent.request(api('/api/v1/me'))).status;

async function userRow(email: string) {
  return server.database.db
    .selectFrom('users')
    .select(['id', 'email', 'emailVerified', 'twoFactorEnabled'])
    .where('email', '=', email)
    .executeTakeFirst();
}

describe('change password', () => {
  it('ends the other sessions, keeps this one, and the new password signs in', async () => {
    const here = await signUp('pw-change@example.com', 'first-password');
    const { agent: elsewhere } = await signIn('pw-change@example.com', 'first-password');
    expect(await meStatus(elsewhere)).toBe(200);

    const response = await here.request(api('/api/auth/change-password'), {
      json: {
        currentPassword: 'first-password',
        newPassword: 'second-password',
        revokeOtherSessions: true,
      },
    });
    expect(response.status).toBe(200);

    expect(await meStatus(here)).toBe(200);
    expect(await meStatus(elsewhere)).toBe(401);
    expect((await signIn('pw-change@example.com', 'first-password')).response.status).toBe(401);
    expect((await signIn('pw-change@example.com', 'second-password')).response.status).toBe(200);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const here = await signUp('pw-wrong@example.com', 'right-password');
    const { agent: elsewhere } = await signIn('pw-wrong@example.com', 'right-password');

    const response = await here.request(api('/api/auth/change-password'), {
      json: {
        currentPassword: 'not-the-password',
        newPassword: 'another-password',
        revokeOtherSessions: true,
      },
    });
    expect(response.status).toBe(400);
    expect(response.json<ErrorBody>().message).toBe(SECURITY_MESSAGES.invalidPassword);

    expect(await meStatus(elsewhere)).toBe(200);
    expect((await signIn('pw-wrong@example.com', 'right-password')).response.status).toBe(200);
    expect((await signIn('pw-wrong@example.com', 'another-password')).response.status).toBe(401);
  });

  it('refuses a new password under 8 characters', async () => {
    const here = await signUp('pw-short@example.com', 'right-password');
    const response = await here.request(api('/api/auth/change-password'), {
      json: { currentPassword: 'right-password', newPassword: 'short' },
    });
    expect(response.status).toBe(400);
    expect((await signIn('pw-short@example.com', 'right-password')).response.status).toBe(200);
  });

  it(`answers 429 after ${AUTH_RATE_LIMITS['/change-password'].max} tries a minute, so a stolen session cannot guess the password`, async () => {
    const here = await signUp('pw-guess@example.com', 'right-password');
    const { max } = AUTH_RATE_LIMITS['/change-password'];
    for (let attempt = 0; attempt < max; attempt++) {
      const response = await here.request(api('/api/auth/change-password'), {
        json: { currentPassword: `guess-${attempt}`, newPassword: 'another-password' },
      });
      expect(response.status).toBe(400);
    }
    const blocked = await here.request(api('/api/auth/change-password'), {
      json: { currentPassword: 'right-password', newPassword: 'another-password' },
    });
    expect(blocked.status).toBe(429);
    expect((await signIn('pw-guess@example.com', 'right-password')).response.status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const response = await createAgent().request(api('/api/auth/change-password'), {
      json: { currentPassword: 'whatever-it-is', newPassword: 'another-password' },
    });
    expect(response.status).toBe(401);
  });
});

describe('change e-mail', () => {
  const changeEmail = (agent: TestAgent, body: Record<string, unknown>) =>
    agent.request(api('/api/auth/change-email'), {
      json: { callbackURL: '/settings/security', ...body },
    });

  it('needs the current password, then mails the new address a link that switches it', async () => {
    const agent = await signUp('old-address@example.com', 'mail-password');
    const mailsBefore = smtp.messages.length;

    const withoutPassword = await changeEmail(agent, {
      newEmail: 'new-address@example.com',
      confirmEmail: 'new-address@example.com',
    });
    expect(withoutPassword.status).toBe(400);
    expect(withoutPassword.json<ErrorBody>().message).toBe(
      SECURITY_MESSAGES.currentPasswordRequired,
    );

    const wrongPassword = await changeEmail(agent, {
      newEmail: 'new-address@example.com',
      confirmEmail: 'new-address@example.com',
      password: 'not-my-password',
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.json<ErrorBody>().message).toBe(SECURITY_MESSAGES.invalidPassword);

    const mismatch = await changeEmail(agent, {
      newEmail: 'new-address@example.com',
      confirmEmail: 'other-address@example.com',
      password: 'mail-password',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json<ErrorBody>().message).toBe(MESSAGES.emailsDoNotMatch);

    const badFormat = await changeEmail(agent, {
      newEmail: 'not-an-address',
      confirmEmail: 'not-an-address',
      password: 'mail-password',
    });
    expect(badFormat.status).toBe(400);
    expect(badFormat.json<ErrorBody>().message).toBe(MESSAGES.invalidEmail);

    // Nothing changed and nothing was sent for the refused attempts.
    expect((await userRow('old-address@example.com'))?.email).toBe('old-address@example.com');
    const refusedMails = await server.database.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('toAddress', 'in', ['new-address@example.com', 'other-address@example.com'])
      .execute();
    expect(refusedMails).toHaveLength(0);
    expect(smtp.messages.length).toBeGreaterThanOrEqual(mailsBefore);

    const accepted = await changeEmail(agent, {
      newEmail: 'New-Address@example.com',
      confirmEmail: 'new-address@example.com',
      password: 'mail-password',
    });
    expect(accepted.status).toBe(200);

    // The old address is told; the switch waits for the new address's confirmation.
    const notice = await smtp.waitFor(
      (m) => m.to.includes('old-address@example.com') && /being changed/i.test(m.subject),
    );
    expect(notice.text).toContain('new-address@example.com');
    const mail = await smtp.waitFor((m) => m.to.includes('new-address@example.com'));
    expect(mail.subject).toMatch(/new e-mail address/i);
    expect((await userRow('old-address@example.com'))?.email).toBe('old-address@example.com');

    const landed = await agent.follow(linkIn(mail, '/api/auth/verify-email'));
    expect(new URL(landed.url).pathname).toBe('/settings/security');
    expect(await userRow('old-address@example.com')).toBeUndefined();
    expect(await userRow('new-address@example.com')).toMatchObject({ emailVerified: true });
    const me = (await agent.request(api('/api/v1/me'))).json<{ user: { email: string } }>();
    expect(me.user.email).toBe('new-address@example.com');
    expect((await signIn('new-address@example.com', 'mail-password')).response.status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const response = await changeEmail(createAgent(), {
      newEmail: 'someone@example.com',
      confirmEmail: 'someone@example.com',
      password: 'whatever-it-is',
    });
    expect(response.status).toBe(401);
  });
});

describe('two-factor authentication', () => {
  type Enabled = { totpURI: string; backupCodes: string[] };

  it('enrols with a verified code, then sign-in asks for a code or a backup code', async () => {
    const email = 'two-factor@example.com';
    const password = 'second-factor';
    const agent = await signUp(email, password);

    const wrongPassword = await agent.request(api('/api/auth/two-factor/enable'), {
      json: { password: 'not-the-password' },
    });
    expect(wrongPassword.status).toBe(400);

    const enabled = await agent.request(api('/api/auth/two-factor/enable'), {
      json: { password },
    });
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = enabled.json<Enabled>();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Scale:/);
    expect(backupCodes).toHaveLength(10);
    const secret = secretOfUri(totpURI);

    // Not on until a code from the app is confirmed.
    expect((await userRow(email))?.twoFactorEnabled).toBe(false);
    expect((await signIn(email, password)).response.json()).not.toHaveProperty('twoFactorRedirect');

    const confirmed = await agent.request(api('/api/auth/two-factor/verify-totp'), {
      json: { code: totpCode(secret) },
    });
    expect(confirmed.status).toBe(200);
    expect((await userRow(email))?.twoFactorEnabled).toBe(true);
    const status = await agent.request(api('/api/v1/me/security'));
    expect(status.json()).toMatchObject({ twoFactorEnabled: true, hasPassword: true });

    // The password alone no longer signs in.
    const pending = await signIn(email, password);
    expect(pending.response.status).toBe(200);
    expect(pending.response.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await meStatus(pending.agent)).toBe(401);

    const wrongCode = await pending.agent.request(api('/api/auth/two-factor/verify-totp'), {
      json: { code: totpCode(secret, Date.now() + 10 * 60_000) },
    });
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.json<ErrorBody>().message).toBe(SECURITY_MESSAGES.invalidCode);
    expect(await meStatus(pending.agent)).toBe(401);

    const rightCode = await pending.agent.request(api('/api/auth/two-factor/verify-totp'), {
      json: { code: totpCode(secret) },
    });
    expect(rightCode.status).toBe(200);
    expect(await meStatus(pending.agent)).toBe(200);

    // A backup code works once.
    const [backupCode = ''] = backupCodes;
    const withBackup = await signIn(email, password);
    const used = await withBackup.agent.request(api('/api/auth/two-factor/verify-backup-code'), {
      json: { code: backupCode },
    });
    expect(used.status).toBe(200);
    expect(await meStatus(withBackup.agent)).toBe(200);
    const again = await signIn(email, password);
    const reused = await again.agent.request(api('/api/auth/two-factor/verify-backup-code'), {
      json: { code: backupCode },
    });
    expect(reused.status).toBe(401);
    expect(reused.json<ErrorBody>().message).toBe(SECURITY_MESSAGES.invalidBackupCode);
    expect(await meStatus(again.agent)).toBe(401);

    // New backup codes need the password and replace the old ones.
    const notRegenerated = await agent.request(api('/api/auth/two-factor/generate-backup-codes'), {
      json: { password: 'not-the-password' },
    });
    expect(notRegenerated.status).toBe(400);
    const regenerated = await agent.request(api('/api/auth/two-factor/generate-backup-codes'), {
      json: { password },
    });
    expect(regenerated.status).toBe(200);
    const freshCodes = regenerated.json<{ backupCodes: string[] }>().backupCodes;
    expect(freshCodes).toHaveLength(10);
    const oldCode = await signIn(email, password);
    const stale = await oldCode.agent.request(api('/api/auth/two-factor/verify-backup-code'), {
      json: { code: backupCodes[1] },
    });
    expect(stale.status).toBe(401);
    const fresh = await oldCode.agent.request(api('/api/auth/two-factor/verify-backup-code'), {
      json: { code: freshCodes[0] },
    });
    expect(fresh.status).toBe(200);
    expect(await meStatus(oldCode.agent)).toBe(200);

    // Turning it off needs the password too.
    const refused = await agent.request(api('/api/auth/two-factor/disable'), {
      json: { password: 'not-the-password' },
    });
    expect(refused.status).toBe(400);
    expect((await userRow(email))?.twoFactorEnabled).toBe(true);
    const disabled = await agent.request(api('/api/auth/two-factor/disable'), {
      json: { password },
    });
    expect(disabled.status).toBe(200);
    expect((await userRow(email))?.twoFactorEnabled).toBe(false);
    const plain = await signIn(email, password);
    expect(plain.response.json()).not.toHaveProperty('twoFactorRedirect');
    expect(await meStatus(plain.agent)).toBe(200);
  });
});

describe('sessions', () => {
  type SessionView = { id: string; device: string; isCurrent: boolean; createdAt: string };

  it('lists the devices, marks this one, and signs the others out', async () => {
    const email = 'sessions@example.com';
    const here = await signUp(email, 'many-devices');
    const phone = createAgent();
    await phone.request(api('/api/auth/sign-in/email'), {
      json: { email, password: 'many-devices' },
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      },
    });
    const { agent: laptop } = await signIn(email, 'many-devices');

    const list = (await here.request(api('/api/v1/me/sessions'))).json<SessionView[]>();
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.isCurrent)).toHaveLength(1);
    expect(list.map((s) => s.device)).toContain('Safari on iOS');
    expect(JSON.stringify(list)).not.toMatch(/token/i);

    const revoked = await here.request(api('/api/v1/me/sessions/revoke-others'), {
      method: 'POST',
    });
    expect(revoked.status).toBe(204);
    expect(await meStatus(here)).toBe(200);
    expect(await meStatus(phone)).toBe(401);
    expect(await meStatus(laptop)).toBe(401);
    const after = (await here.request(api('/api/v1/me/sessions'))).json<SessionView[]>();
    expect(after).toHaveLength(1);
    expect(after[0]?.isCurrent).toBe(true);
  });

  it("signs one session out, and another user's session answers 404", async () => {
    const mine = await signUp('one-session@example.com', 'one-session-pw');
    const { agent: other } = await signIn('one-session@example.com', 'one-session-pw');
    const stranger = await signUp('stranger@example.com', 'stranger-pw');

    const list = (await mine.request(api('/api/v1/me/sessions'))).json<SessionView[]>();
    const otherSession = list.find((s) => !s.isCurrent);
    expect(otherSession).toBeDefined();

    const notYours = await stranger.request(api(`/api/v1/me/sessions/${otherSession?.id}`), {
      method: 'DELETE',
    });
    expect(notYours.status).toBe(404);
    expect(await meStatus(other)).toBe(200);

    const done = await mine.request(api(`/api/v1/me/sessions/${otherSession?.id}`), {
      method: 'DELETE',
    });
    expect(done.status).toBe(204);
    expect(await meStatus(other)).toBe(401);
    expect(await meStatus(mine)).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await createAgent().request(api('/api/v1/me/sessions'))).status).toBe(401);
  });
});

// E-mail + password accounts through HTTP against the real server and database, with
// mail delivered to a real SMTP server in this process.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowConsoleError } from '../../../tests/support/fail-on-console-error';
import { linkIn, type SmtpCapture, startSmtpCapture } from '../../../tests/support/smtp-capture';
import { createAgent, type TestAgent } from '../../../tests/support/test-agent';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { SERVER_MESSAGES } from '../../core/messages';
import { isReservedUsername } from '../../core/reserved-usernames';
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

type Me = {
  user: { id: string; email: string; name: string; emailVerified: boolean };
  profile: {
    username: string;
    displayName: string;
    bio: string | null;
    avatarUrl: string | null;
    isPublic: boolean;
    isPlatformAdmin: boolean;
    tier: string;
    notificationPreferences: Record<string, boolean>;
    timezone: string;
  };
};

function signUp(agent: TestAgent, body: Record<string, unknown>) {
  return agent.request(api('/api/auth/sign-up/email'), { json: { name: '', ...body } });
}

function signIn(agent: TestAgent, email: string, password: string) {
  return agent.request(api('/api/auth/sign-in/email'), { json: { email, password } });
}

async function counts() {
  const count = async (table: 'users' | 'profiles' | 'accounts' | 'mailOutbox') =>
    (
      await server.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  return {
    users: await count('users'),
    profiles: await count('profiles'),
    accounts: await count('accounts'),
    mails: await count('mailOutbox'),
  };
}

/** Signs up and opens the link of the verification mail, as the new account's owner would. */
async function signUpAndVerify(agent: TestAgent, body: Record<string, unknown>) {
  const response = await signUp(agent, body);
  expect(response.status).toBe(200);
  const email = String(body.email).toLowerCase();
  const mail = await smtp.waitFor((m) => m.to.includes(email) && /verify/i.test(m.subject));
  return agent.follow(linkIn(mail, '/api/auth/verify-email'));
}

describe('sign-up', () => {
  it('creates the account with a Free-tier profile; the mailed link signs the person in', async () => {
    const ada = createAgent();
    const response = await signUp(ada, {
      email: 'Ada@Example.com',
      password: 'analytical-engine',
      timezone: 'europe/paris',
    });
    expect(response.status).toBe(200);
    // No session yet: a taken address must get the very same answer (issue 16).
    expect(response.json<{ token: unknown }>().token).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await ada.request(api('/api/v1/me'))).status).toBe(401);

    const mail = await smtp.waitFor((m) => m.to.includes('ada@example.com'));
    expect(mail.subject).toMatch(/verify/i);
    const landed = await ada.follow(linkIn(mail, '/api/auth/verify-email'));
    // On the dashboard, told so — not on the marketing home page with no word.
    expect(new URL(landed.url).pathname).toBe('/dashboard');
    expect(new URL(landed.url).searchParams.get('verified')).toBe('1');

    const me = await ada.request(api('/api/v1/me'));
    expect(me.status).toBe(200);
    const { user, profile } = me.json<Me>();
    expect(user).toMatchObject({ email: 'ada@example.com', name: 'ada', emailVerified: true });
    expect(profile.username).toMatch(/^[a-z0-9]{8}$/);
    expect(isReservedUsername(profile.username)).toBe(false);
    expect(profile).toMatchObject({
      displayName: 'ada',
      bio: null,
      avatarUrl: null,
      isPublic: true,
      isPlatformAdmin: false,
      tier: 'free',
      timezone: 'Europe/Paris',
      notificationPreferences: {
        emailNotifications: true,
        emailMarketing: false,
        emailSystem: true,
        pushNotifications: true,
        pushMessages: true,
        pushReminders: true,
      },
    });
  });

  it('keeps the name given and falls back to UTC for a time zone that does not exist', async () => {
    const grace = createAgent();
    await signUpAndVerify(grace, {
      email: 'grace@example.com',
      password: 'compiler-pioneer',
      name: 'Grace Hopper',
      timezone: 'Mars/Olympus_Mons',
    });
    const { profile } = (await grace.request(api('/api/v1/me'))).json<Me>();
    expect(profile.displayName).toBe('Grace Hopper');
    expect(profile.timezone).toBe('UTC');
  });

  it('gives every account its own username', async () => {
    const usernames = new Set<string>();
    for (const name of ['one', 'two', 'three']) {
      const agent = createAgent();
      await signUpAndVerify(agent, { email: `${name}@example.com`, password: 'long-enough-pw' });
      usernames.add((await agent.request(api('/api/v1/me'))).json<Me>().profile.username);
    }
    expect(usernames.size).toBe(3);
  });

  it('lands the verification link where the person was headed, never on another site', async () => {
    const cases = [
      {
        email: 'invited@example.com',
        callbackURL: '/invitations/abc?x=1',
        lands: '/invitations/abc',
      },
      { email: 'rooted@example.com', callbackURL: '/', lands: '/dashboard' },
      { email: 'sly@example.com', callbackURL: '//evil.example/x', lands: '/dashboard' },
    ];
    for (const { email, callbackURL, lands } of cases) {
      const agent = createAgent();
      const response = await signUp(agent, { email, password: 'long-enough-pw', callbackURL });
      expect(response.status, email).toBe(200);
      const mail = await smtp.waitFor((m) => m.to.includes(email));
      const landed = await agent.follow(linkIn(mail, '/api/auth/verify-email'));
      const url = new URL(landed.url);
      expect(url.origin, email).toBe(server.url);
      expect(url.pathname, email).toBe(lands);
      expect(url.searchParams.get('verified'), email).toBe('1');
    }
  });

  it('signs in with the password before verifying, the account still unverified', async () => {
    await signUp(createAgent(), { email: 'eager@example.com', password: 'long-enough-pw' });
    const agent = createAgent();
    expect((await signIn(agent, 'eager@example.com', 'long-enough-pw')).status).toBe(200);
    expect((await agent.request(api('/api/v1/me'))).json<Me>().user.emailVerified).toBe(false);
  });

  it('answers a taken address exactly as a new one, creates nothing and mails its owner', async () => {
    const first = createAgent();
    await signUp(first, { email: 'taken@example.com', password: 'first-password' });
    await smtp.waitFor((m) => m.to.includes('taken@example.com'));
    const before = await counts();

    const fresh = await signUp(createAgent(), {
      email: 'fresh-address@example.com',
      password: 'other-password',
    });
    const afterFresh = await counts();
    const second = createAgent();
    const taken = await signUp(second, {
      email: 'TAKEN@example.com',
      password: 'other-password',
    });
    // Same status, same shape, no session for either: nothing tells them apart.
    expect(taken.status).toBe(fresh.status);
    const shape = (answer: typeof taken) => {
      const body = answer.json<{ token: unknown; user: Record<string, unknown> }>();
      return { token: body.token, user: Object.keys(body.user).sort() };
    };
    expect(shape(taken)).toEqual(shape(fresh));
    expect(taken.headers.getSetCookie()).toEqual(fresh.headers.getSetCookie());
    expect(taken.text).not.toMatch(/exist/i);
    expect((await second.request(api('/api/v1/me'))).status).toBe(401);

    // Nothing created for the taken address; its owner hears of the attempt instead.
    expect(await counts()).toEqual({ ...afterFresh, mails: afterFresh.mails + 1 });
    expect(afterFresh.users).toBe(before.users + 1);
    const notice = await smtp.waitFor(
      (m) => m.to.includes('taken@example.com') && /tried to create/i.test(m.subject),
    );
    expect(notice.text).toContain(`${server.url}/auth/forgot-password`);
    // The first password still signs in; the attempt's password does not.
    expect((await signIn(createAgent(), 'taken@example.com', 'first-password')).status).toBe(200);
    expect((await signIn(createAgent(), 'taken@example.com', 'other-password')).status).toBe(401);
  });

  it('refuses a password shorter than 8 characters and creates nothing', async () => {
    const before = await counts();
    const agent = createAgent();
    const response = await signUp(agent, { email: 'short@example.com', password: 'seven77' });
    expect(response.status).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/password too short/i);
    expect(await counts()).toEqual(before);
  });

  it('leaves nothing behind when the profile cannot be written', async () => {
    // The database refuses this one profile, as it would refuse on a real failure.
    await sql`
      CREATE FUNCTION refuse_profile() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.display_name = 'Doomed' THEN RAISE EXCEPTION 'refused for the test'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_profile BEFORE INSERT ON profiles
        FOR EACH ROW EXECUTE FUNCTION refuse_profile();
    `.execute(server.database.db);
    const before = await counts();
    const quiet = allowConsoleError();
    const agent = createAgent();
    const response = await signUp(agent, {
      email: 'doomed@example.com',
      password: 'long-enough-pw',
      name: 'Doomed',
    }).finally(() => quiet.mockRestore());
    expect(response.status).toBeGreaterThanOrEqual(400);
    // No user, account, profile or verification mail: the sign-up is one transaction.
    expect(await counts()).toEqual(before);
    expect((await agent.request(api('/api/v1/me'))).status).toBe(401);
  });

  it('refuses a malformed e-mail', async () => {
    const before = await counts();
    const response = await signUp(createAgent(), {
      email: 'not-an-email',
      password: 'long-enough',
    });
    expect(response.status).toBe(400);
    expect(await counts()).toEqual(before);
  });
});

describe('sign-in and sign-out', () => {
  const email = 'linus@example.com';
  const password = 'correct-horse-battery';

  beforeAll(async () => {
    const agent = createAgent();
    expect((await signUp(agent, { email, password })).status).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail alike, without a session', async () => {
    const agent = createAgent();
    for (const [tryEmail, tryPassword] of [
      [email, 'wrong-password'],
      ['nobody@example.com', password],
    ] as const) {
      const response = await signIn(agent, tryEmail, tryPassword);
      expect(response.status).toBe(401);
      expect(response.json<{ message: string }>().message).toBe('Invalid email or password');
      expect(agent.cookie(server.url, 'scale.session_token')).toBeUndefined();
    }
    const me = await agent.request(api('/api/v1/me'));
    expect(me.status).toBe(401);
    expect(me.json()).toEqual({
      error: { code: 'unauthorized', message: SERVER_MESSAGES.signInRequired },
    });
  });

  it('signs in with a session cookie and signs out again', async () => {
    const agent = createAgent();
    const response = await signIn(agent, email, password);
    expect(response.status).toBe(200);
    const session = agent.cookie(server.url, 'scale.session_token');
    expect(session).toBeDefined();
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect((await agent.request(api('/api/v1/me'))).json<Me>().user.email).toBe(email);

    const out = await agent.request(api('/api/auth/sign-out'), { json: {} });
    expect(out.status).toBe(200);
    expect((await agent.request(api('/api/v1/me'))).status).toBe(401);

    // The old cookie is dead on the server too, not only forgotten by the browser.
    const replay = createAgent();
    replay.setCookie(server.url, 'scale.session_token', session ?? '');
    expect((await replay.request(api('/api/v1/me'))).status).toBe(401);
  });
});

describe('password reset', () => {
  const email = 'margaret@example.com';

  it('mails a link to the reset page whose token sets a new password', async () => {
    const browser = createAgent();
    await signUp(browser, { email, password: 'apollo-guidance' });
    const otherDevice = createAgent();
    expect((await signIn(otherDevice, email, 'apollo-guidance')).status).toBe(200);

    const requested = await createAgent().request(api('/api/auth/request-password-reset'), {
      json: { email },
    });
    expect(requested.status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(email) && /reset/i.test(m.subject));
    const link = new URL(linkIn(mail, 'reset-password'));
    expect(`${link.origin}${link.pathname}`).toBe(api('/auth/reset-password'));
    const token = link.searchParams.get('token');
    expect(token).toBeTruthy();

    // What the web page does with the token.
    const reset = await createAgent().request(api('/api/auth/reset-password'), {
      json: { token, newPassword: 'lunar-module-2' },
    });
    expect(reset.status).toBe(200);

    const person = createAgent();
    expect((await signIn(person, email, 'apollo-guidance')).status).toBe(401);
    expect((await signIn(person, email, 'lunar-module-2')).status).toBe(200);
    // Sessions signed in with the old password end.
    expect((await otherDevice.request(api('/api/v1/me'))).status).toBe(401);

    // A used link cannot set the password again.
    const again = await createAgent().request(api('/api/auth/reset-password'), {
      json: { token, newPassword: 'someone-else-1' },
    });
    expect(again.status).toBe(400);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = await counts();
    const response = await createAgent().request(api('/api/auth/request-password-reset'), {
      json: { email: 'ghost@example.com' },
    });
    expect(response.status).toBe(200);
    expect((await counts()).mails).toBe(before.mails);
  });
});

describe('rate limiting', () => {
  it(`answers 429 after ${AUTH_RATE_LIMITS['/sign-in/email'].max} sign-ins a minute from one address`, async () => {
    const email = 'target@example.com';
    await signUp(createAgent(), { email, password: 'real-password' });
    const attacker = createAgent();
    const { max } = AUTH_RATE_LIMITS['/sign-in/email'];
    for (let attempt = 0; attempt < max; attempt++) {
      // A client cannot pose as another address with forwarding headers.
      const response = await attacker.request(api('/api/auth/sign-in/email'), {
        json: { email, password: `guess-${attempt}` },
        headers: {
          'x-forwarded-for': `203.0.113.${attempt}`,
          'x-scale-client-ip': `198.51.100.${attempt}`,
        },
      });
      expect(response.status).toBe(401);
    }
    const blocked = await signIn(attacker, email, 'real-password');
    expect(blocked.status).toBe(429);
    expect(blocked.json<{ message: string }>().message).toBe(SERVER_MESSAGES.tooManyRequests);
    expect(Number(blocked.headers.get('x-retry-after'))).toBeGreaterThan(0);

    // Other people are not locked out.
    expect((await signIn(createAgent(), email, 'real-password')).status).toBe(200);
  });
});

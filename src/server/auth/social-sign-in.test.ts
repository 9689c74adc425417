// Social sign-in through a real OpenID Connect provider running in this process, the
// redirects followed by hand as a browser would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OidcProvider, startOidcProvider } from '../../../tests/support/oidc-provider';
import { createAgent, type TestAgent } from '../../../tests/support/test-agent';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { TIME_ZONE_COOKIE } from './auth';

let oidc: OidcProvider;
let server: TestServer;

beforeAll(async () => {
  oidc = await startOidcProvider('Acme SSO');
  server = await startTestServer(oidc.env);
});

afterAll(async () => {
  await server?.close();
  await oidc?.close();
});

const api = (path: string) => `${server.url}${path}`;

type Me = {
  user: { email: string; name: string; emailVerified: boolean };
  profile: { username: string; displayName: string; tier: string; timezone: string };
};

/** What the sign-in page does: ask better-auth for the provider's URL, then go there. */
async function startSignIn(agent: TestAgent) {
  const started = await agent.request(api('/api/auth/sign-in/social'), {
    json: { provider: 'oidc', callbackURL: '/dashboard', errorCallbackURL: '/auth' },
  });
  expect(started.status).toBe(200);
  const { url } = started.json<{ url: string }>();
  return agent.follow(url);
}

describe('the sign-in page', () => {
  it('learns which provider buttons to show', async () => {
    const response = await createAgent().request(api('/api/v1/auth/providers'));
    expect(response.json()).toEqual({ google: false, oidc: { name: 'Acme SSO' } });
  });
});

describe('OIDC sign-in', () => {
  it('signs a new person in with a profile, after the provider asked which account', async () => {
    oidc.signInAs({ sub: 'acme-42', email: 'ada@acme.test', name: 'Ada Lovelace' });
    const browser = createAgent();
    browser.setCookie(server.url, TIME_ZONE_COOKIE, encodeURIComponent('America/New_York'));

    const landed = await startSignIn(browser);
    expect(landed.url).toBe(api('/dashboard'));
    expect(oidc.authorizeRequests.at(-1)?.get('prompt')).toBe('select_account');
    expect(oidc.authorizeRequests.at(-1)?.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );

    const me = await browser.request(api('/api/v1/me'));
    expect(me.status).toBe(200);
    const { user, profile } = me.json<Me>();
    expect(user).toMatchObject({
      email: 'ada@acme.test',
      name: 'Ada Lovelace',
      emailVerified: true,
    });
    expect(profile).toMatchObject({
      displayName: 'Ada Lovelace',
      tier: 'free',
      timezone: 'America/New_York',
    });
    expect(profile.username).toMatch(/^[a-z0-9]{8}$/);
  });

  it('signs a returning person into the same account and profile', async () => {
    oidc.signInAs({ sub: 'acme-7', email: 'grace@acme.test', name: 'Grace Hopper' });
    const first = createAgent();
    await startSignIn(first);
    const before = (await first.request(api('/api/v1/me'))).json<Me>();

    const second = createAgent();
    expect((await startSignIn(second)).url).toBe(api('/dashboard'));
    expect((await second.request(api('/api/v1/me'))).json<Me>()).toEqual(before);
    const profiles = await server.database.db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.userId')
      .select('profiles.username')
      .where('users.email', '=', 'grace@acme.test')
      .execute();
    expect(profiles).toHaveLength(1);
  });

  it('returns to the sign-in page with the error when the provider refuses', async () => {
    oidc.signInAs({ sub: 'acme-99', email: 'refused@acme.test', name: 'Refused' });
    oidc.failNextAuthorize('access_denied');
    const browser = createAgent();

    const landed = await startSignIn(browser);
    const url = new URL(landed.url);
    expect(url.pathname).toBe('/auth');
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect((await browser.request(api('/api/v1/me'))).status).toBe(401);
    const users = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'refused@acme.test')
      .execute();
    expect(users).toEqual([]);
  });
});

describe('Google sign-in', () => {
  let google: TestServer;

  beforeAll(async () => {
    google = await startTestServer({
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
    });
  });

  afterAll(async () => {
    await google?.close();
  });

  it('is offered alone and always asks which Google account to use', async () => {
    const browser = createAgent();
    const providers = await browser.request(`${google.url}/api/v1/auth/providers`);
    expect(providers.json()).toEqual({ google: true, oidc: null });

    const started = await browser.request(`${google.url}/api/auth/sign-in/social`, {
      json: { provider: 'google', callbackURL: '/dashboard', errorCallbackURL: '/auth' },
    });
    const authorize = new URL(started.json<{ url: string }>().url);
    expect(authorize.host).toBe('accounts.google.com');
    expect(authorize.searchParams.get('prompt')).toBe('select_account');
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `${google.url}/api/auth/callback/google`,
    );
  });
});

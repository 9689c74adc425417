// A signed-up user of a test server and a JSON client for the API under /api/v1, for
// HTTP tests and for browser journeys that prepare data through the API.
import type { BrowserContext } from 'playwright-core';
import { createAgent, type TestAgent } from './test-agent';
import type { TestServer } from './test-server';
import { verificationLinkFor } from './verify-email';

// biome-ignore lint/suspicious/noExplicitAny: bodies of many shapes, pinned by the assertions
export type Answer = { status: number; body: any; headers: Headers; text: string };

export type ApiUser = {
  id: string;
  email: string;
  cookie: string;
  /** A JSON (or FormData, or raw Blob/Buffer) request to /api/v1{path} as this user. */
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer>;
};

let nextUser = 0;

/** Signs up a fresh user (from its own loopback address, so rate limits stay per user). */
export async function signUpApiUser(server: TestServer, prefix = 'user'): Promise<ApiUser> {
  return signUpApiUserAs(server, `${prefix}-${nextUser++}-${Date.now()}@example.com`);
}

/** The cookies of a signed-in session, as a Cookie header. */
const SESSION_COOKIES = ['scale.session_token', 'scale.session_data'];

/**
 * Signs up from a client of its own (its own loopback address, so per-IP limits stay per
 * user) and signs in by the link of the verification mail, as a person would: sign-up
 * itself answers without a session (issue 16).
 */
export async function signUpAgent(
  server: TestServer,
  email: string,
  { password = 'long-enough-pw', name = '' }: { password?: string; name?: string } = {},
): Promise<{ agent: TestAgent; id: string }> {
  const agent = createAgent();
  const response = await agent.request(`${server.url}/api/auth/sign-up/email`, {
    json: { email, password, name },
  });
  if (response.status !== 200) throw new Error(`sign-up answered ${response.status}`);
  const id = response.json<{ user: { id: string } }>().user.id;
  // Only the link itself: it sets the session and redirects to the dashboard (which the
  // HTTP tests do not build).
  const verified = await agent.request(await verificationLinkFor(server, email));
  if (verified.status !== 302) throw new Error(`the verification link answered ${verified.status}`);
  return { agent, id };
}

/** The agent's session cookies for the server, as a Cookie header. */
export function sessionCookieOf(agent: TestAgent, server: TestServer): string {
  const cookie = SESSION_COOKIES.flatMap((name) => {
    const value = agent.cookie(server.url, name);
    return value === undefined ? [] : [`${name}=${value}`];
  }).join('; ');
  if (!cookie) throw new Error('the agent holds no session');
  return cookie;
}

/** Signs up with a chosen address, such as one an invitation was sent to. */
export async function signUpApiUserAs(
  server: TestServer,
  email: string,
  options: { name?: string; password?: string } = {},
): Promise<ApiUser> {
  const { agent, id } = await signUpAgent(server, email, options);
  const cookie = sessionCookieOf(agent, server);
  return { id, email, cookie, call: (...args) => callApi(server, cookie, ...args) };
}

/**
 * Signs up in a browser context and follows the verification link there, so its pages
 * are signed in; returns the user's id.
 */
export async function signUpInBrowser(
  server: TestServer,
  context: BrowserContext,
  email: string,
  name = 'Journey',
): Promise<string> {
  const response = await context.request.post(`${server.url}/api/auth/sign-up/email`, {
    data: { email, password: 'long-enough-pw', name },
    headers: { origin: server.url },
  });
  if (response.status() !== 200) throw new Error(`sign-up answered ${response.status()}`);
  const verified = await context.request.get(await verificationLinkFor(server, email), {
    maxRedirects: 0,
  });
  if (verified.status() !== 302) {
    throw new Error(`the verification link answered ${verified.status()}`);
  }
  return ((await response.json()) as { user: { id: string } }).user.id;
}

/** Gives a browser context the user's session, so its pages are signed in as them. */
export async function addSessionCookies(
  context: BrowserContext,
  user: Pick<ApiUser, 'cookie'>,
  serverUrl: string,
): Promise<void> {
  await context.addCookies(
    user.cookie.split('; ').map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), url: serverUrl };
    }),
  );
}

/** A request to /api/v1{path} with the session `cookie`; '' calls signed out. */
export async function callApi(
  server: TestServer,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  const isRaw = body instanceof FormData || body instanceof Blob || body instanceof Uint8Array;
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      origin: server.url,
      ...(body !== undefined && !isRaw ? { 'content-type': 'application/json' } : {}),
      ...extraHeaders,
    },
    body: body === undefined ? undefined : isRaw ? (body as BodyInit) : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed, headers: response.headers, text };
}

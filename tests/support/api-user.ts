// A signed-up user of a test server and a JSON client for the API under /api/v1, for
// HTTP tests and for browser journeys that prepare data through the API.
import type { BrowserContext } from 'playwright-core';
import { createAgent } from '../../src/server/auth/test-agent';
import type { TestServer } from './test-server';

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

/** Signs up with a chosen address, such as one an invitation was sent to. */
export async function signUpApiUserAs(server: TestServer, email: string): Promise<ApiUser> {
  const response = await createAgent().request(`${server.url}/api/auth/sign-up/email`, {
    json: { email, password: 'long-enough-pw', name: '' },
  });
  if (response.status !== 200) throw new Error(`sign-up answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const id = response.json<{ user: { id: string } }>().user.id;
  return { id, email, cookie, call: (...args) => callApi(server, cookie, ...args) };
}

/** Signs up in a browser context, so its pages are signed in; returns the user's id. */
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

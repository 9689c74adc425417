// What the benchmarks share to run the real server as its own process.
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Waits until `url` answers without a server error. */
export async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** Signs up an account through the API and answers its session cookie. */
export async function signUpOwner(url: string, email: string): Promise<string> {
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: 'bench-password', name: '' }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  return signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

// `npm start` as a user runs it: data survives a restart, a second process on the
// same data folder is refused, and production refuses to start half-configured.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type AppProcess, freePort, spawnApp, stopApp, waitForHttp } from '../support/processes';

const running: AppProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map(stopApp));
});

function start(env: Record<string, string>) {
  const app = spawnApp(['scripts/start.mjs'], env);
  running.push(app);
  return app;
}

async function signUp(base: string, email: string, password: string) {
  return fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password, name: 'Restart' }),
  });
}

async function signIn(base: string, email: string, password: string) {
  return fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
}

describe('npm start', () => {
  it('keeps data across a restart and refuses a second process on the same folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'scale-restart-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base };

    const first = start(env);
    await waitForHttp(`${base}/readyz`, first);
    expect((await signUp(base, 'keep@example.com', 'keep-me-please')).status).toBe(200);

    const second = start({ ...env, PORT: String(await freePort()) });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain('already in use by another Scale process');

    expect(await stopApp(first)).toBe(0);

    const again = start(env);
    await waitForHttp(`${base}/readyz`, again);
    const response = await signIn(base, 'keep@example.com', 'keep-me-please');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { email: string } };
    expect(body.user.email).toBe('keep@example.com');
  });

  it('stops with the missing names in production', async () => {
    const app = spawnApp(['--import', 'tsx', 'src/server/main.ts'], {
      NODE_ENV: 'production',
      AUTH_SECRET: '',
      PUBLIC_URL: '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'scale-prod-')),
    });
    expect(await app.exited).toBe(1);
    expect(app.output()).toContain(
      'Missing required environment variables: AUTH_SECRET, PUBLIC_URL',
    );
  });
});

// `npm run admin` as an operator runs it against the embedded database in DATA_DIR:
// it works once the server is stopped, and refuses (naming why) while it runs.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connection';
import { type AppProcess, freePort, spawnApp, stopApp, waitForHttp } from '../support/processes';

const running: AppProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map(stopApp));
});

type CommandResult = { code: number | null; stdout: string; stderr: string };

/** `npm run -s admin -- ...args` in the project folder, as the README tells operators. */
function runAdmin(args: string[], env: Record<string, string>): Promise<CommandResult> {
  const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args], {
    env: { ...process.env, NODE_ENV: '', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function startServer(dataDir: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = spawnApp(['--import', 'tsx', 'src/server/main.ts'], {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    MAIL_SENDER_INTERVAL_MS: '0',
  });
  running.push(app);
  await waitForHttp(`${base}/readyz`, app);
  return { app, base };
}

async function isPlatformAdmin(dataDir: string, email: string): Promise<boolean> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const row = await database.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.userId', 'users.id')
      .select('profiles.isPlatformAdmin')
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    return row.isPlatformAdmin;
  } finally {
    await database.close();
  }
}

describe('npm run admin', () => {
  it('is the script package.json declares', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.admin).toBe('node --import tsx scripts/admin.ts');
  });

  it('grants platform admin once the server is stopped, and is refused while it runs', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'scale-admin-'));
    const env = { DATA_DIR: dataDir };

    const { app, base } = await startServer(dataDir);
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'owner@example.com', password: 'long-enough-pw', name: '' }),
    });
    expect(signUp.status).toBe(200);

    const refused = await runAdmin(['grant', 'owner@example.com'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already in use by another Scale process');
    expect(refused.stderr).toContain('Stop the server, then run the command again.');

    expect(await stopApp(app)).toBe(0);

    const granted = await runAdmin(['grant', 'owner@example.com'], env);
    expect(granted).toMatchObject({
      code: 0,
      stdout: 'owner@example.com is now a platform admin\n',
    });
    expect(await isPlatformAdmin(dataDir, 'owner@example.com')).toBe(true);

    const listed = await runAdmin(['list'], env);
    expect(listed).toMatchObject({ code: 0, stdout: 'owner@example.com\tfree\n' });

    const unknown = await runAdmin(['grant', 'ghost@example.com'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account with the e-mail address ghost@example.com');

    const usage = await runAdmin(['tier', 'owner@example.com', 'gold'], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run admin -- <command>');
    // Starts and stops a server process and runs the command several times.
  }, 120_000);

  it('migrates a fresh data folder the server never opened', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'scale-admin-fresh-'));
    const listed = await runAdmin(['list'], { DATA_DIR: dataDir });
    expect(listed).toMatchObject({ code: 0, stdout: 'There are no platform admins.\n' });
    // A cold tsx start plus every migration on a new PGlite: slow on a busy machine.
  }, 120_000);
});

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const LOCK_MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Another Scale process: takes the lock and holds it until killed. */
async function lockInAnotherProcess(lockPath: string): Promise<ChildProcess> {
  const script = `
    const { acquireDataDirLock } = await import(${JSON.stringify(LOCK_MODULE)});
    acquireDataDirLock(${JSON.stringify(lockPath)});
    console.log('locked');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The locking process exited (${code})`)));
  });
  return child;
}

/** The pid on the lock file's first line (the owner's start time follows on Linux). */
const lockOwner = (lockPath: string) => readFileSync(lockPath, 'utf8').split('\n')[0];

const freshLockPath = () => join(mkdtempSync(join(tmpdir(), 'scale-lock-')), 'data', 'db.lock');

describe('data dir lock', () => {
  it('refuses a folder another live process holds, saying which and what to do', async () => {
    const lockPath = freshLockPath();
    const holder = await lockInAnotherProcess(lockPath);

    let error: unknown;
    try {
      acquireDataDirLock(lockPath);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(
      `already in use by another Scale process (pid ${holder.pid})`,
    );
    expect((error as Error).message).toContain('another DATA_DIR or with DATABASE_URL');
    // The holder's lock is untouched.
    expect(lockOwner(lockPath)).toBe(String(holder.pid));
  });

  it('takes over a lock left by a process that died', async () => {
    const lockPath = freshLockPath();
    const holder = await lockInAnotherProcess(lockPath);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(lockOwner(lockPath)).toBe(String(holder.pid));

    const release = acquireDataDirLock(lockPath);
    expect(lockOwner(lockPath)).toBe(String(process.pid));
    release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('takes over a lock whose pid now belongs to another process (pid reuse after a crash)', async () => {
    const lockPath = freshLockPath();
    const stranger = await lockInAnotherProcess(freshLockPath());
    // A killed server's lock, once its pid went to a process started after it.
    mkdirSync(dirname(lockPath), { recursive: true });
    writeFileSync(lockPath, `${stranger.pid}\nanother-boot:1`);

    const release = acquireDataDirLock(lockPath);
    expect(lockOwner(lockPath)).toBe(String(process.pid));
    release();
  });

  it('takes over a lock file with no readable pid', () => {
    const lockPath = freshLockPath();
    const release = acquireDataDirLock(lockPath);
    release();
    writeFileSync(lockPath, '');

    const again = acquireDataDirLock(lockPath);
    expect(lockOwner(lockPath)).toBe(String(process.pid));
    again();
  });

  it('frees the folder on release, for the next process', async () => {
    const lockPath = freshLockPath();
    const release = acquireDataDirLock(lockPath);
    release();
    release();
    expect(existsSync(lockPath)).toBe(false);

    const next = await lockInAnotherProcess(lockPath);
    expect(lockOwner(lockPath)).toBe(String(next.pid));
  });
});

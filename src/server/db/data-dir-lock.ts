// PGlite keeps its files in DATA_DIR and must never be opened by two processes at
// once (it would corrupt them). A lock file holding the owner's pid guards it; a
// lock left by a process that no longer exists is taken over. After a crash the pid
// may belong to another process by the next start (a container restarts with the
// same few pids), so on Linux the lock also records the owner's boot and start time,
// and a live pid whose start differs is a stranger, not the owner.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

export class DataDirLockedError extends Error {}

export function acquireDataDirLock(lockPath: string): () => void {
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      const identity = processIdentity(process.pid);
      writeSync(fd, identity ? `${process.pid}\n${identity}` : String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pid, identity] = readFileSync(lockPath, 'utf8').trim().split('\n');
      const owner = Number(pid);
      if (owner && owner !== process.pid && isRunning(owner, identity)) {
        throw new DataDirLockedError(
          `The embedded database in ${dirname(lockPath)} is already in use by another Scale process (pid ${owner}). ` +
            'Stop that process, or start this one with another DATA_DIR or with DATABASE_URL.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${lockPath}`);
}

/** The process that wrote `identity` still runs (or it cannot be told apart from it). */
function isRunning(pid: number, identity: string | undefined): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const current = processIdentity(pid);
  return !identity || !current || current === identity;
}

/** Boot id and start time (clock ticks since boot) of a process, where /proc tells them. */
function processIdentity(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: fields are counted after its closing ')',
    // which is followed by field 3; the start time is field 22.
    const startTicks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return startTicks ? `${bootId}:${startTicks}` : undefined;
  } catch {
    return undefined;
  }
}

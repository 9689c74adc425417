// The team workspace the issue 20 benches measure on PGlite: workspace-clients.bench.ts's
// seed (5 members, 100,000 clients) plus what each bench adds, written while the server is
// stopped (PGlite has one process), then the server again and a way to GET as the owner.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../src/server/db/types';
import { type AppServer, startAppServer, stopServer, whileStopped } from './bench-server';
import { type Person, seedWorkspace, signUpTeam } from './workspace-clients.bench';

export type TeamWorkspace = {
  workspaceId: string;
  people: Person[];
  /** GET /api/v1{path} as the workspace's owner in that workspace: its time and body. */
  getAsOwner: <T>(path: string) => Promise<{ ms: number; answer: T }>;
};

/**
 * Runs `measure` on a fresh PGlite server holding the team workspace and whatever `extend`
 * adds to it (given the database, the workspace and the members' ids); removes it after.
 */
export async function withTeamWorkspace<T>(
  name: string,
  extend: (db: Kysely<DB>, workspaceId: string, memberIds: string[]) => Promise<void>,
  measure: (team: TeamWorkspace) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `scale-bench-${name}-`));
  let server: AppServer | undefined;
  try {
    server = await startAppServer({ env: { DATA_DIR: dataDir, DATABASE_URL: '' } });
    const people = await signUpTeam(server.url);
    const memberIds = people.map((p) => p.userId);
    let workspaceId = '';
    server = await whileStopped(server, dataDir, async ({ db }) => {
      ({ workspaceId } = await seedWorkspace(db, memberIds));
      await extend(db, workspaceId, memberIds);
    });
    const owner = people[0];
    if (!owner) throw new Error('no owner');
    const url = server.url;
    const getAsOwner = async <A>(path: string) => {
      const start = performance.now();
      const response = await fetch(`${url}/api/v1${path}`, {
        headers: { cookie: owner.cookie, 'x-workspace-id': workspaceId },
      });
      const answer = (await response.json()) as A;
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return { ms: performance.now() - start, answer };
    };
    return await measure({ workspaceId, people, getAsOwner });
  } finally {
    await stopServer(server?.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

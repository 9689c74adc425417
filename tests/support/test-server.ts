// Starts the real server on a free port against a fresh test database.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Config, loadConfig } from '../../src/server/config';
import { type RunningServer, startServer } from '../../src/server/server';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestServer = RunningServer & { database: TestDatabase };

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'scale-test-'));
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      AUTH_SECRET: 'test-secret-test-secret-test-secret',
      CHECK_API_RESPONSES: '1',
      ...env,
    }),
    port: 0,
    host: '127.0.0.1',
  };
  const server = await startServer(config, { database });
  // PUBLIC_URL must match the real port for links in mails and auth callbacks.
  if (!env.PUBLIC_URL) config.publicUrl = server.url;
  return {
    ...server,
    database,
    async close() {
      await server.close();
      await database.close();
    },
  };
}

// The database a shell command works on: the one the server opens (src/server/server.ts),
// DATABASE_URL or the embedded one in DATA_DIR, migrated as the server would, closed after.

import type { Kysely } from 'kysely';
import { type Config, loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrator';
import type { DB } from '../src/server/db/types';

export async function withConfiguredDatabase<T>(
  run: (db: Kysely<DB>, config: Config) => Promise<T>,
  /** Settings for the embedded database while this command holds it. */
  pgliteSettings: readonly string[] = [],
): Promise<T> {
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 1 })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir, settings: pgliteSettings });
  try {
    // A fresh install may not have started the server yet: same schema as it would create.
    await migrate(database.db);
    return await run(database.db, config);
  } finally {
    await database.close();
  }
}

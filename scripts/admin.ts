// npm run admin -- <command>: platform administration from the shell (see README,
// "Administration"). Exit codes: 0 done, 1 refused or failed, 2 bad usage.

import { loadConfig, MissingEnvironmentError } from '../src/server/config';
import { openDatabase } from '../src/server/db/connection';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { migrate } from '../src/server/db/migrator';
import {
  ADMIN_HELP,
  parseAdminCommand,
  runAdminCommand,
} from '../src/server/features/admin/command/admin-command';
import { AdminCommandError } from '../src/server/features/admin/command/platform-admins';

async function main(args: string[]): Promise<number> {
  const command = parseAdminCommand(args);
  if (!command) {
    console.error(ADMIN_HELP);
    return 2;
  }
  if (command.name === 'help') {
    console.log(ADMIN_HELP);
    return 0;
  }
  try {
    // The same database the server opens (see openConfiguredDatabase in src/server/server.ts),
    // without loading the whole server.
    const config = loadConfig();
    const database = config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 1 })
      : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
    try {
      // A fresh install may not have started the server yet: same schema as it would create.
      await migrate(database.db);
      console.log(await runAdminCommand(database.db, command));
    } finally {
      await database.close();
    }
    return 0;
  } catch (error) {
    const expected =
      error instanceof AdminCommandError ||
      error instanceof DataDirLockedError ||
      error instanceof MissingEnvironmentError;
    if (!expected) throw error;
    console.error(error.message);
    if (error instanceof DataDirLockedError) {
      console.error('Stop the server, then run the command again.');
    }
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));

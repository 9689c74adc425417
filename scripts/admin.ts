// npm run admin -- <command>: platform administration from the shell (see README,
// "Administration"). Exit codes: 0 done, 1 refused or failed, 2 bad usage.

import { MissingEnvironmentError } from '../src/server/config';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import {
  ADMIN_HELP,
  parseAdminCommand,
  runAdminCommand,
} from '../src/server/features/admin/command/admin-command';
import { AdminCommandError } from '../src/server/features/admin/command/platform-admins';
import { withConfiguredDatabase } from './with-database';

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
    console.log(await withConfiguredDatabase((db) => runAdminCommand(db, command)));
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

// npm run seed -- --email you@example.com --clients 1000000 --views 10000000: fills an
// existing account to try the app at size (issue 25). Exit codes: 0 done, 1 refused or
// failed, 2 bad usage.
import { MissingEnvironmentError } from '../src/server/config';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { BULK_LOAD_SETTINGS } from './seed/bulk-load';
import { SeedRefusedError, seedAccount } from './seed/seed-account';
import { parseSeedArgs, SEED_USAGE, SeedUsageError } from './seed/seed-args';
import { withConfiguredDatabase } from './with-database';

async function main(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(SEED_USAGE);
    return 0;
  }
  let options: ReturnType<typeof parseSeedArgs>;
  try {
    options = parseSeedArgs(args);
  } catch (error) {
    if (!(error instanceof SeedUsageError)) throw error;
    console.error(`${error.message}\n\n${SEED_USAGE}`);
    return 2;
  }
  try {
    const done = await withConfiguredDatabase(
      (db, config) => seedAccount(db, config, options),
      BULK_LOAD_SETTINGS,
    );
    console.log(
      `Added ${done.clients.toLocaleString('en-US')} clients, ` +
        `${done.views.toLocaleString('en-US')} page views, ` +
        `${done.clicks.toLocaleString('en-US')} link clicks and ` +
        `${done.documentViews.toLocaleString('en-US')} document views to ${options.email} ` +
        `in ${done.seconds.toFixed(1)} s.`,
    );
    return 0;
  } catch (error) {
    const expected =
      error instanceof SeedRefusedError ||
      error instanceof DataDirLockedError ||
      error instanceof MissingEnvironmentError;
    if (!expected) throw error;
    console.error(error.message);
    if (error instanceof DataDirLockedError) {
      console.error('Stop the server, then run the seed again.');
    }
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));

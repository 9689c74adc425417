// Entry point: config -> database (migrated) -> platform -> http.
import { loadConfig, MissingEnvironmentError } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { startServer } from './server';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof MissingEnvironmentError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`Scale is running at ${config.publicUrl} (database: ${where})`);

  // A second signal while draining is not caught (the handlers are `once`): it ends the
  // process at once, as an operator pressing Ctrl+C twice expects.
  const shutdown = async (signal: string) => {
    console.log(`${signal} received, finishing in-flight requests...`);
    try {
      await server.close();
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
    console.log('Stopped: requests finished, database closed.');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

await main();

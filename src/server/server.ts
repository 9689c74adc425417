// Builds and starts the whole server from a Config: database (migrated), platform
// services, HTTP. main.ts and the tests both start it this way.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import type { Config } from './config';
import { type Database, openDatabase } from './db/connection';
import { migrate } from './db/migrator';
import { flushAnalytics } from './features/analytics/analytics-recorder';
import type { AppDeps } from './http/types';
import { createEventHub } from './platform/events/event-hub';
import { createMailSender } from './platform/mail/mail-sender';
import { createStorage } from './platform/storage/storage';

export type RunningServer = {
  url: string;
  deps: AppDeps;
  close(): Promise<void>;
};

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}

export async function startServer(
  config: Config,
  options: { database?: Database } = {},
): Promise<RunningServer> {
  const database = options.database ?? (await openConfiguredDatabase(config));
  await migrate(database.db);
  const events = createEventHub(database);
  await events.start();
  const mail = createMailSender({ config, database });
  const auth = createAuth({ config, database, trustedProxies: config.trustedProxies });
  const storage = createStorage(config);
  const deps: AppDeps = { config, database, auth, events, mail, storage };
  const { app, fastPath } = createApp(deps);
  mail.start();

  const handle = getRequestListener(app.fetch);
  const server = createServer((request, response) => {
    if (!fastPath(request, response)) void handle(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
    server.listen(config.port, config.host);
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' ? 'localhost' : config.host;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // Stop taking requests and let in-flight ones finish before the database goes.
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Clicks and views still buffered are written while the database is open.
      await flushAnalytics(deps);
      events.stop();
      await mail.stop();
      if (!options.database) await database.close();
    })();
    return closing;
  };
  // SSE streams are long-lived; closing the server must not wait for them forever.
  const closeIdle = () => {
    if ('closeAllConnections' in server) server.closeAllConnections();
  };
  return {
    url: `http://${host}:${port}`,
    deps,
    close: async () => {
      const done = close();
      setTimeout(closeIdle, 2000).unref();
      await done;
    },
  };
}

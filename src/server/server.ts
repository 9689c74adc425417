// Builds and starts the whole server from a Config: database (migrated), platform
// services, HTTP. main.ts and the tests both start it this way.

import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import type { Config } from './config';
import { type Database, openDatabase } from './db/connection';
import { createEmbeddedVacuumJob } from './db/embedded-vacuum-job';
import { migrate } from './db/migrator';
import { flushAnalytics } from './features/analytics/analytics-recorder';
import { createAnalyticsPruneJob } from './features/analytics/prune-raw-events';
import { createAnalyticsRollupJob } from './features/analytics/roll-up-analytics';
import { viewBeaconFastPath } from './features/analytics/view-beacon-fast-path';
import { startSeatSync } from './features/billing/public';
import { createTaskReminderJob } from './features/clients/task-reminders/task-reminder-job';
import { createProfile, fromStoredPreferences } from './features/profiles/public';
import { createCalendarSyncJob } from './features/scheduling/calendar-sync/calendar-sync-job';
import { createBookingReminderJob } from './features/scheduling/public';
import { createWebhookDeliveryJob, createWebhookPruneJob } from './features/webhooks/public';
import type { AppDeps } from './http/types';
import { createEventHub } from './platform/events/event-hub';
import { createMailSender } from './platform/mail/mail-sender';
import { createStorage } from './platform/storage/create-storage';

/** How long a request may take to arrive whole (see the server's set-up below). */
const REQUEST_BODY_TIMEOUT_MS = 60 * 60 * 1000;

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
  // PGlite in DATA_DIR is this process's alone (data-dir-lock.ts): no other sender exists.
  const isSoleSender = !options.database && database.kind === 'pglite';
  const mail = createMailSender({ config, database, isSoleSender });
  const auth = createAuth({
    config,
    database,
    trustedProxies: config.trustedProxies,
    // Every account gets its profile in the transaction that creates it (spec §3).
    onAccountCreated: createProfile,
  });
  const storage = createStorage(config);
  const deps: AppDeps = { config, database, auth, events, mail, storage };
  const { app, fastPath } = createApp(deps);
  mail.start();
  // Reminders of due tasks (decision 048); the config's publicUrl is read at each pass.
  const taskReminders = createTaskReminderJob({
    config,
    database,
    readPreferences: fromStoredPreferences,
  });
  taskReminders.start();
  // PGlite has no autovacuum: this job does its work (decision 060); no-op on PostgreSQL.
  const vacuum = createEmbeddedVacuumJob({
    database,
    intervalMs: config.embeddedVacuumIntervalMs,
  });
  vacuum.start();
  // Calendar sync (decision 059): booking writes to calendars and busy-time refreshes.
  const calendarSync = createCalendarSyncJob({ config, database });
  calendarSync.start();
  // Reminders of bookings (decision 058), the same way.
  const bookingReminders = createBookingReminderJob({ config, database });
  bookingReminders.start();
  // Webhook deliveries (decision 072): the durable queue in webhook_deliveries.
  const webhooks = createWebhookDeliveryJob({ config, database });
  await webhooks.start();
  // …and the log's old entries deleted (decision 079).
  const webhookPrune = createWebhookPruneJob({ config, database });
  webhookPrune.start();
  // Each ended day of every Scale Page's analytics added up once (decision 091).
  const analyticsRollup = createAnalyticsRollupJob({
    database,
    intervalMs: config.analyticsRollupIntervalMs,
  });
  analyticsRollup.start();
  // …and the raw events past ANALYTICS_KEEP_DAYS deleted, their rollups kept (decision 092).
  const analyticsPrune = createAnalyticsPruneJob({ config, database });
  analyticsPrune.start();
  // Seat changes update a Business subscription's quantity (decision 065).
  const seatSync = config.stripe ? startSeatSync(database.db, events, config.stripe) : undefined;

  const handle = getRequestListener(app.fetch);
  // The Scale Page's view beacon, as hot as the page: answered before Hono too (decision 094).
  const viewBeacon = viewBeaconFastPath(deps, handle);
  /** Live-update streams never end by themselves; shutdown ends them (clients reconnect). */
  const eventStreams = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    if (isEventsPath(request.url)) {
      eventStreams.add(response);
      response.once('close', () => eventStreams.delete(response));
    }
    if (!fastPath(request, response) && !viewBeacon(request, response)) {
      void handle(request, response);
    }
  });
  // Node cuts a request whose body is not all in after 5 minutes. An import reads its
  // upload as fast as it stores rows (backpressure), so a million-row file is still
  // arriving after that; an hour covers the largest file (512 MB). Headers still have
  // Node's 60 s, so a client trickling them in holds nothing for long.
  server.requestTimeout = REQUEST_BODY_TIMEOUT_MS;
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
      await drain(server, eventStreams);
      // Clicks and views still buffered are written while the database is open.
      await flushAnalytics(deps);
      events.stop();
      await taskReminders.stop();
      await vacuum.stop();
      await calendarSync.stop();
      await bookingReminders.stop();
      await webhooks.stop();
      await webhookPrune.stop();
      await analyticsRollup.stop();
      await analyticsPrune.stop();
      await seatSync?.stop();
      await mail.stop();
      if (!options.database) await database.close();
    })();
    return closing;
  };
  return { url: `http://${host}:${port}`, deps, close };
}

const EVENTS_PATH = '/api/v1/events';

/** The live-update stream's path, with or without a query; no array made per request. */
function isEventsPath(url: string | undefined): boolean {
  if (url === undefined || !url.startsWith(EVENTS_PATH)) return false;
  return url.length === EVENTS_PATH.length || url.charCodeAt(EVENTS_PATH.length) === 63; // '?'
}
/** In-flight requests (an import, an upload) get this long to finish before they are cut. */
const DRAIN_TIMEOUT_MS = 25_000;
const IDLE_SWEEP_MS = 200;

/**
 * Stops accepting connections (new ones are refused at once), ends live-update
 * streams, and waits for the requests in flight to finish. Keep-alive connections are
 * closed once idle (checked every IDLE_SWEEP_MS), so they do not keep the drain going.
 */
async function drain(server: Server, eventStreams: Set<ServerResponse>): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  for (const stream of eventStreams) stream.destroy();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  const deadline = setTimeout(() => {
    console.warn(`Requests still running after ${DRAIN_TIMEOUT_MS / 1000} s are cut off.`);
    server.closeAllConnections();
  }, DRAIN_TIMEOUT_MS);
  try {
    server.closeIdleConnections();
    await closed;
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
}

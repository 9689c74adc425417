// Issue 20 "Speed": a bulk status change of 10,000 clients in a team workspace of
// 100,000 answers in at most 1 s (POST /api/v1/clients/bulk, decisions 046 and 051), on
// PGlite and — when DATABASE_URL or TEST_DATABASE_URL names one — on PostgreSQL.
//
// The workspace is issue 18's (workspace-clients.bench.ts's seed: 5 members, 100,000
// clients). The workspace owner (edit "all") sends each sample a fresh 10,000 ids, so every
// sample really changes (and keeps for its undo) 10,000 rows less the eighth already in
// that status; the undo of each is timed too. The baseline, measured in the same run on
// the same database, is the bare statement a bulk change cannot do without —
// `UPDATE clients SET status = … WHERE id = ANY($1)` over 10,000 other fresh ids, with the
// totals triggers (decision 038) — so the ratio is what the access filter, the skip
// counts, the undo copy, the live update and HTTP add. Then a webhook endpoint subscribes
// to client.status_changed and the same batches run again (the undo put them back): each
// change then queues one delivery per client (decision 079). The delivery job is off
// (WEBHOOK_DELIVERY_INTERVAL_MS=0), so what is timed is the queueing, not the sending.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/server/db/connection';
import type { DB } from '../src/server/db/types';
import {
  type AppServer,
  median,
  POSTGRES_URL,
  startAppServer,
  stopServer,
  whileStopped,
  withPGlite,
} from './bench-server';
import type { BenchResult } from './result';
import { type Person, seedWorkspace, signUpTeam } from './workspace-clients.bench';

const CLIENTS = Number(process.env.BENCH_WORKSPACE_CLIENTS ?? 100_000);
const BATCH = 10_000;
const SAMPLES = 4;
const TARGET_MS = 1000;

type Seeded = { workspaceId: string; batches: string[][] };

/** The team's workspace and SAMPLES × 3 batches of distinct ids (two thirds for the baselines). */
async function seed(db: Kysely<DB>, people: Person[]): Promise<Seeded> {
  const { workspaceId } = await seedWorkspace(
    db,
    people.map((p) => p.userId),
  );
  const ids = await db
    .selectFrom('clients')
    .select('id')
    .where('workspaceId', '=', workspaceId)
    .orderBy(sql`md5(id::text)`)
    .limit(BATCH * SAMPLES * 3)
    .execute();
  const batches = Array.from({ length: SAMPLES * 3 }, (_, i) =>
    ids.slice(i * BATCH, (i + 1) * BATCH).map((row) => row.id),
  );
  return { workspaceId, batches };
}

/** The bulk request and its undo over HTTP, SAMPLES times. */
async function overHttp(url: string, owner: Person, { workspaceId, batches }: Seeded) {
  const post = async (path: string, body: unknown) => {
    const start = performance.now();
    const response = await fetch(`${url}/api/v1${path}`, {
      method: 'POST',
      headers: {
        cookie: owner.cookie,
        'x-workspace-id': workspaceId,
        'content-type': 'application/json',
        origin: url,
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok)
      throw new Error(`${path} answered ${response.status} ${JSON.stringify(answer)}`);
    return { ms: performance.now() - start, answer };
  };
  const run = async () => {
    const bulk: number[] = [];
    const undo: number[] = [];
    let changed = 0;
    for (const ids of batches.slice(0, SAMPLES)) {
      const done = await post('/clients/bulk', { action: 'status', status: 'on_hold', ids });
      bulk.push(done.ms);
      changed = Number(done.answer.changed);
      if (changed < BATCH * 0.8) throw new Error(`changed only ${changed} of ${BATCH}`);
      undo.push((await post('/clients/bulk/undo', { token: done.answer.undoToken })).ms);
    }
    return { bulk, undo, changed };
  };
  const bare = await run();
  await post('/webhooks', { url: 'http://127.0.0.1:9/hooks', events: ['client.status_changed'] });
  const hooked = await run();
  return { ...bare, hooked };
}

type Bare = { withKept: number; withoutKept: number };

/**
 * The bare UPDATE over the other batches, alternately with and without the trigger that
 * keeps client_status_order (migration 0055, decision 075): what that table costs a bulk
 * change, in the same run.
 */
async function bareUpdate(db: Kysely<DB>, { batches }: Seeded): Promise<Bare> {
  const withKept: number[] = [];
  const withoutKept: number[] = [];
  const update = async (ids: string[] | undefined, samples: number[]) => {
    const start = performance.now();
    await sql`UPDATE clients SET status = 'on_hold' WHERE id = ANY(${ids}::uuid[])`.execute(db);
    samples.push(performance.now() - start);
  };
  for (let i = 0; i < SAMPLES; i++) {
    await update(batches[SAMPLES + i], withKept);
    await sql`ALTER TABLE clients DISABLE TRIGGER client_status_order_update`.execute(db);
    try {
      await update(batches[SAMPLES * 2 + i], withoutKept);
    } finally {
      await sql`ALTER TABLE clients ENABLE TRIGGER client_status_order_update`.execute(db);
    }
  }
  return { withKept: median(withKept), withoutKept: median(withoutKept) };
}

function result(
  engine: string,
  { bulk, undo, changed, hooked }: Awaited<ReturnType<typeof overHttp>>,
  { withKept: baseline, withoutKept }: Bare,
): BenchResult[] {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const bulkMs = median(bulk);
  const hookedMs = median(hooked.bulk);
  const plain: BenchResult = {
    figure: `Bulk status change of 10,000 clients (${engine})`,
    target: `≤ ${TARGET_MS} ms median`,
    measured: ms(bulkMs),
    ratio: `${(bulkMs / baseline).toFixed(2)}× the bare UPDATE ${ms(baseline)}`,
    detail: `POST /api/v1/clients/bulk {action: status, ids: 10,000} by the workspace owner in a workspace of ${CLIENTS.toLocaleString('en-US')}; ${changed.toLocaleString('en-US')} changed (the rest already in that status); samples ${bulk.map(ms).join(', ')}; its undo ${ms(median(undo))} median; the bare UPDATE without client_status_order's trigger ${ms(withoutKept)} (the kept table adds ${(((baseline - withoutKept) / withoutKept) * 100).toFixed(0)}%)`,
    pass: bulkMs <= TARGET_MS,
  };
  return [
    plain,
    {
      figure: `Bulk status change of 10,000 clients with a webhook subscriber (${engine})`,
      target: `≤ ${TARGET_MS} ms median`,
      measured: ms(hookedMs),
      ratio: `${(hookedMs / bulkMs).toFixed(2)}× the same change without a subscriber ${ms(bulkMs)}`,
      detail: `The same batches with one endpoint subscribed to client.status_changed: one delivery queued per changed client (${hooked.changed.toLocaleString('en-US')}) in the change's transaction; samples ${hooked.bulk.map(ms).join(', ')}; its undo (announcing the change back) ${ms(median(hooked.undo))} median`,
      pass: hookedMs <= TARGET_MS,
    },
  ];
}

async function onPGlite(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scale-bench-bulk-'));
  let server: AppServer | undefined;
  try {
    server = await startAppServer({
      env: { DATA_DIR: dataDir, DATABASE_URL: '', WEBHOOK_DELIVERY_INTERVAL_MS: '0' },
    });
    const people = await signUpTeam(server.url);
    let seeded: Seeded = { workspaceId: '', batches: [] };
    // PGlite belongs to one process: seed while the server is stopped.
    server = await whileStopped(server, dataDir, async ({ db }) => {
      seeded = await seed(db, people);
    });
    const owner = people[0];
    if (!owner) throw new Error('no owner');
    const http = await overHttp(server.url, owner, seeded);
    await stopServer(server.child);
    server = undefined;
    const baseline = await withPGlite(dataDir, ({ db }) => bareUpdate(db, seeded));
    return result('PGlite', http, baseline);
  } finally {
    await stopServer(server?.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(baseUrl: string): Promise<BenchResult[]> {
  const schema = `bench_bulk_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const withSchema = new URL(baseUrl);
  withSchema.searchParams.set('options', `-c search_path=${schema},public`);
  const dataDir = mkdtempSync(join(tmpdir(), 'scale-bench-bulk-pg-'));
  let server: AppServer | undefined;
  try {
    server = await startAppServer({
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: withSchema.toString(),
        WEBHOOK_DELIVERY_INTERVAL_MS: '0',
      },
    });
    const people = await signUpTeam(server.url);
    const database = await openDatabase({ kind: 'postgres', url: baseUrl, schema, poolSize: 1 });
    try {
      const seeded = await seed(database.db, people);
      const owner = people[0];
      if (!owner) throw new Error('no owner');
      const http = await overHttp(server.url, owner, seeded);
      return result('PostgreSQL', http, await bareUpdate(database.db, seeded));
    } finally {
      await database.close();
    }
  } finally {
    await stopServer(server?.child);
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}

export default async function clientsBulkBench(): Promise<BenchResult[]> {
  const results = await onPGlite();
  if (POSTGRES_URL) results.push(...(await onPostgres(POSTGRES_URL)));
  return results;
}

// Issue 25: `npm run seed -- --email you@example.com --clients 1000000 --views 10000000`
// fills an account in at most 5 minutes, on the embedded database and on PostgreSQL. The
// figure is the seed as a user runs it (the bulk load of decision 095, with the embedded
// database's bulk-load settings); the baseline, in the same run and at the same sizes, is
// the same rows written batch by batch through every index, as the seed does when a server
// has the database open.
//
// Clicks and document views are the command's defaults (30% and 10% of the views). A full
// run seeds four times: about 40 minutes. BENCH_SEED_CLIENTS / BENCH_SEED_VIEWS make it
// smaller, BENCH_SEED_ENGINES=pglite (or postgres) runs one engine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BULK_LOAD_SETTINGS } from '../scripts/seed/bulk-load';
import { type SeedPath, type SeedReport, seedAccount } from '../scripts/seed/seed-account';
import { parseSeedArgs } from '../scripts/seed/seed-args';
import { loadConfig } from '../src/server/config';
import { type Database, openDatabase } from '../src/server/db/connection';
import {
  POSTGRES_URL,
  signUpOwner,
  startAppServer,
  stopServer,
  withPostgresServer,
} from './bench-server';
import type { BenchResult } from './result';

const CLIENTS = process.env.BENCH_SEED_CLIENTS ?? '1000000';
const VIEWS = process.env.BENCH_SEED_VIEWS ?? '10000000';
const ENGINES = (process.env.BENCH_SEED_ENGINES ?? 'pglite,postgres').split(',');
/** 5 minutes for the sizes; a smaller run gets its share of them, row for row. */
const TARGET_SECONDS = 300;
const TARGET_ROWS = 1_000_000 + 10_000_000 + 3_000_000 + 1_000_000;

type Timed = SeedReport & { steps: string[] };

/** The seed on `database` for `email`, each step's time noted. */
async function timedSeed(
  database: Database,
  dataDir: string,
  email: string,
  path: SeedPath,
): Promise<Timed> {
  const options = parseSeedArgs(['--email', email, '--clients', CLIENTS, '--views', VIEWS]);
  const steps: string[] = [];
  const report = (label: string) => {
    const started = performance.now();
    return {
      advance: () => {},
      finish: () => steps.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)} s`),
    };
  };
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
  const done = await seedAccount(database.db, config, options, report, path);
  return { ...done, steps };
}

/** An account on a fresh embedded database, seeded with `path` by a process of its own. */
async function seedPGlite(path: SeedPath): Promise<Timed> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scale-bench-seed-'));
  try {
    const server = await startAppServer({ env: { DATA_DIR: dataDir, DATABASE_URL: '' } });
    await signUpOwner(server.url, 'seed@example.com');
    await stopServer(server.child);
    // What `npm run seed` opens: the bulk load's settings with it, none for the baseline.
    const settings = path === 'batches' ? [] : BULK_LOAD_SETTINGS;
    const database = await openDatabase({ kind: 'pglite', dataDir, settings });
    try {
      return await timedSeed(database, dataDir, 'seed@example.com', path);
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The same on PostgreSQL, in a schema of its own. The server signs the account up and
 * stops; the bench's own connections are the only others, so the path is forced.
 */
async function seedPostgres(url: string, path: Exclude<SeedPath, 'auto'>): Promise<Timed> {
  return withPostgresServer(url, `seed_${path}`, {}, async ({ server, database }) => {
    await signUpOwner(server.url, 'seed@example.com');
    await stopServer(server.child);
    const dataDir = mkdtempSync(join(tmpdir(), 'scale-bench-seed-pg-'));
    try {
      return await timedSeed(database, dataDir, 'seed@example.com', path);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

function result(engine: string, seed: Timed, baseline: Timed): BenchResult {
  const rows = seed.clients + seed.views + seed.clicks + seed.documentViews;
  const target = (TARGET_SECONDS * Math.min(1, rows / TARGET_ROWS)).toFixed(1);
  const sizes =
    `${seed.clients.toLocaleString('en-US')} clients, ${seed.views.toLocaleString('en-US')} views, ` +
    `${seed.clicks.toLocaleString('en-US')} clicks, ${seed.documentViews.toLocaleString('en-US')} document views`;
  return {
    figure: `npm run seed, ${engine} (${sizes})`,
    target: rows >= TARGET_ROWS ? `≤ ${TARGET_SECONDS} s` : `≤ ${target} s (5 minutes' share)`,
    measured: `${seed.seconds.toFixed(1)} s`,
    ratio: `${(seed.seconds / baseline.seconds).toFixed(2)}× batch by batch (${baseline.seconds.toFixed(1)} s)`,
    detail: `steps: ${seed.steps.join(', ')}; batch by batch: ${baseline.steps.join(', ')}`,
    pass: seed.seconds <= Number(target),
  };
}

export default async function seedBench(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  if (ENGINES.includes('pglite')) {
    results.push(result('PGlite', await seedPGlite('auto'), await seedPGlite('batches')));
  }
  if (ENGINES.includes('postgres') && POSTGRES_URL) {
    const url = POSTGRES_URL;
    results.push(
      result('PostgreSQL', await seedPostgres(url, 'bulk'), await seedPostgres(url, 'batches')),
    );
  }
  return results;
}

// Issue 25: a million-row CSV (Pro tier) imports in at most 1.5× the time of a COPY of
// the same rows into the same table in the same run, with the server's peak memory at
// most 500 MB. (Issue 4 asked 15 s and 400 MB for 100,000 rows: BENCH_IMPORT_ROWS=100000
// measures that size against those targets; since the trigram search index of issue 25,
// a COPY alone of 100,000 rows takes 15–24 s here, so the ratio is the figure that says
// what the import adds.) The real server runs as its own
// process (PGlite in a temporary DATA_DIR; and PostgreSQL too when DATABASE_URL or
// TEST_DATABASE_URL names one), the file goes up in one POST, and the server's peak
// RSS is its /proc/<pid>/status VmHWM. The COPY baseline loads the rows as the import
// stores them (contact lists as jsonb) into the same table with the same indexes:
// PGlite's COPY FROM '/dev/blob', and psql's \copy on PostgreSQL.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'kysely';
import type { ImportProgressLine } from '../src/core/import/import-contact';
import {
  type AppServer,
  POSTGRES_URL,
  peakRssMb,
  signUpOwner,
  startAppServer,
  stopServer,
  userIdOf,
  whileStopped,
  withPostgresServer,
} from './bench-server';
import type { BenchResult } from './result';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1_000_000);
const AT_ISSUE_4_SIZE = ROWS <= 100_000;
const TARGET_S = 15;
const TARGET_RATIO = 1.5;
const TARGET_MB = AT_ISSUE_4_SIZE ? 400 : 500;
const COMPANIES = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark'];
const SURNAMES = ['Smith', 'Garcia', 'Chen', 'Okafor', 'Müller', 'Rossi'];

type Row = {
  name: string;
  email: string;
  phone: string;
  company: string;
  city: string;
  tag: string;
};

function row(i: number): Row {
  return {
    name: `Client ${i} ${SURNAMES[i % SURNAMES.length]}`,
    email: `client${i}@example.com`,
    // Unique per row: the import matches duplicates by phone too (issue 19), so numbers
    // that repeated every 10,000 rows made 90% of a 100k file "already a client".
    phone: `+1 415 ${200 + Math.floor(i / 10_000)} ${String(i % 10_000).padStart(4, '0')}`,
    company: `${COMPANIES[i % COMPANIES.length]} ${i % 500}`,
    city: 'San Francisco',
    tag: `tag${i % 40}`,
  };
}

const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** The file a user uploads: the headers people's exports have. */
function importCsv(): string {
  const lines = ['Full Name,E-mail,Mobile,Company,Job Title,City,Tags'];
  for (let i = 0; i < ROWS; i++) {
    const r = row(i);
    lines.push([r.name, r.email, r.phone, r.company, 'Buyer', r.city, r.tag].join(','));
  }
  return `${lines.join('\n')}\n`;
}

const COPY_COLUMNS =
  'user_id, name, email, phone, company, position, tags, contact_details, website_urls';

/** The same rows as the table stores them, for COPY … (FORMAT csv). */
function copyCsv(userId: string): string {
  const lines: string[] = [];
  for (let i = 0; i < ROWS; i++) {
    const r = row(i);
    const details = {
      phones: [{ number: r.phone, type: 'mobile', is_default: true }],
      emails: [{ address: r.email, type: 'work', is_default: true }],
      addresses: [{ line1: r.city, city: r.city, type: 'office', is_default: true }],
    };
    lines.push(
      [
        userId,
        r.name,
        r.email,
        r.phone,
        r.company,
        'Buyer',
        `{${r.tag}}`,
        JSON.stringify(details),
        '[]',
      ]
        .map(quote)
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

type Imported = {
  seconds: number;
  peakMb: number;
  idleMb: number;
  imported: number;
  failed: number;
};

async function postImport(
  url: string,
  cookie: string,
  pid: number,
  file: string,
): Promise<Imported> {
  const body = readFileSync(file);
  // The peak so far: start-up, sign-up and the embedded database's own memory.
  const idleMb = peakRssMb(pid);
  const start = performance.now();
  const response = await fetch(`${url}/api/v1/clients/import?filename=clients.csv`, {
    method: 'POST',
    headers: { cookie, origin: url, 'content-type': 'text/csv' },
    body,
  });
  const text = await response.text();
  const seconds = (performance.now() - start) / 1000;
  if (response.status !== 200) throw new Error(`import answered ${response.status}: ${text}`);
  const lines = text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ImportProgressLine);
  const done = lines.find((line) => line.type === 'done');
  if (done?.type !== 'done')
    throw new Error(`import did not finish: ${JSON.stringify(lines.at(-1))}`);
  return {
    seconds,
    peakMb: peakRssMb(pid),
    idleMb,
    imported: done.imported,
    failed: done.total - done.imported,
  };
}

function results(label: string, run: Imported, copySeconds: number): BenchResult[] {
  const rate = (seconds: number) => `${Math.round(ROWS / seconds).toLocaleString('en-US')} rows/s`;
  const rows = ROWS.toLocaleString('en-US');
  return [
    {
      figure: `Client import, ${rows}-row CSV (${label})`,
      target: AT_ISSUE_4_SIZE ? `≤ ${TARGET_S} s` : `≤ ${TARGET_RATIO}× COPY`,
      measured: `${run.seconds.toFixed(1)} s`,
      ratio: `${(run.seconds / copySeconds).toFixed(2)}× COPY's ${copySeconds.toFixed(1)} s`,
      detail: `${rate(run.seconds)} vs COPY ${rate(copySeconds)}; ${run.imported.toLocaleString('en-US')} imported, ${run.failed} failed`,
      pass:
        (AT_ISSUE_4_SIZE ? run.seconds <= TARGET_S : run.seconds <= TARGET_RATIO * copySeconds) &&
        run.imported === ROWS,
    },
    {
      figure: `Client import server peak memory (${label})`,
      target: `≤ ${TARGET_MB} MB`,
      measured: `${Math.round(run.peakMb)} MB`,
      detail: `VmHWM of the server process; ${Math.round(run.idleMb)} MB before the import (start-up${label === 'PGlite' ? ', the embedded database' : ''}), +${Math.round(run.peakMb - run.idleMb)} MB by the import`,
      pass: run.peakMb <= TARGET_MB,
    },
  ];
}

async function onPGlite(file: string): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scale-bench-import-'));
  let server: AppServer | undefined;
  try {
    server = await startAppServer({ env: { DATA_DIR: dataDir } });
    const cookie = await signUpOwner(server.url, 'import@example.com');
    const userId = await userIdOf(server.url, cookie);
    // PGlite belongs to one process: the plan changes while the server is stopped.
    server = await whileStopped(server, dataDir, async ({ db }) => {
      await sql`UPDATE profiles SET tier = 'pro' WHERE user_id = ${userId}`.execute(db);
    });
    const run = await postImport(server.url, cookie, server.pid, file);
    await stopServer(server.child);

    const pglite = await PGlite.create(join(dataDir, 'db'), {
      extensions: { btree_gist, pg_trgm, unaccent },
    });
    try {
      await pglite.query('DELETE FROM clients WHERE user_id = $1', [userId]);
      await pglite.query('VACUUM clients');
      const blob = new Blob([copyCsv(userId)]);
      const start = performance.now();
      await pglite.query(`COPY clients (${COPY_COLUMNS}) FROM '/dev/blob' WITH (FORMAT csv)`, [], {
        blob,
      });
      const copySeconds = (performance.now() - start) / 1000;
      return results('PGlite', run, copySeconds);
    } finally {
      await pglite.close();
    }
  } finally {
    await stopServer(server?.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(baseUrl: string, file: string): Promise<BenchResult[]> {
  return withPostgresServer(baseUrl, 'import', {}, async ({ server, database, schema }) => {
    const { url } = server;
    const cookie = await signUpOwner(url, 'import@example.com');
    const userId = await userIdOf(url, cookie);
    await sql`UPDATE profiles SET tier = 'pro' WHERE user_id = ${userId}`.execute(database.db);
    const run = await postImport(url, cookie, server.pid, file);
    await stopServer(server.child);

    await sql`DELETE FROM clients WHERE user_id = ${userId}`.execute(database.db);
    await sql`VACUUM clients`.execute(database.db);
    const copyFile = join(mkdtempSync(join(tmpdir(), 'scale-bench-import-copy-')), 'copy.csv');
    writeFileSync(copyFile, copyCsv(userId));
    try {
      const start = performance.now();
      // The tables' triggers name their helpers unqualified: psql's session reads the
      // schema first, as the server's does.
      execFileSync(
        'psql',
        [
          baseUrl,
          '-v',
          'ON_ERROR_STOP=1',
          '-c',
          `\\copy ${schema}.clients (${COPY_COLUMNS}) FROM '${copyFile}' WITH (FORMAT csv)`,
        ],
        { env: { ...process.env, PGOPTIONS: `-c search_path=${schema},public` } },
      );
      const copySeconds = (performance.now() - start) / 1000;
      return results('PostgreSQL', run, copySeconds);
    } finally {
      rmSync(dirname(copyFile), { recursive: true, force: true });
    }
  });
}

export default async function clientsImport(): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'scale-bench-import-file-'));
  const file = join(dir, 'clients.csv');
  writeFileSync(file, importCsv());
  try {
    const results = await onPGlite(file);
    if (POSTGRES_URL) results.push(...(await onPostgres(POSTGRES_URL, file)));
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

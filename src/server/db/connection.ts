// Opens the database: PGlite in DATA_DIR by default, a PostgreSQL server when a URL
// is given. Both return the same Kysely instance type and a LISTEN/NOTIFY handle,
// so no feature knows which one it runs on.
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { PGliteDialect } from './pglite-dialect';
import type { DB } from './types';

export type Listener = (payload: string) => void;

export type Database = {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onMessage: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; schema?: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** Server settings for this process only, as `name=value` (the seed's bulk load). */
      settings?: readonly string[];
    };

const INT8 = 20;
const DATE = 1082;
const NUMERIC = 1700;

/** Counts and sums come back as numbers (not strings or bigints); dates as 'YYYY-MM-DD'. */
const parseInt8 = (value: string) => Number(value);
const keepDate = (value: string) => value;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options)
    : openPGlite(options.dataDir, options.settings ?? []);
}

function createKysely(dialect: ConstructorParameters<typeof Kysely<DB>>[0]['dialect']) {
  return new Kysely<DB>({ dialect, plugins: [new CamelCasePlugin()] });
}

/**
 * PostgreSQL's default 128 MB of shared buffers live inside PGlite's WebAssembly memory
 * and so in the server's own RSS; 32 MB holds a user's working set (10,000 clients are
 * under 10 MB) and the file system's page cache serves the rest.
 */
const PGLITE_SETTINGS = ['shared_buffers=32MB'];

async function openPGlite(dataDir: string | null, settings: readonly string[]): Promise<Database> {
  const releaseLock = dataDir ? acquireDataDirLock(join(dataDir, 'db.lock')) : () => {};
  try {
    const pglite = await PGlite.create(dataDir ? join(dataDir, 'db') : undefined, {
      extensions: { btree_gist, pg_trgm, unaccent },
      startParams: [
        ...PGlite.defaultStartParams,
        ...[...PGLITE_SETTINGS, ...settings].flatMap((setting) => ['-c', setting]),
      ],
      parsers: { [INT8]: parseInt8, [DATE]: keepDate, [NUMERIC]: Number },
    });
    const db = createKysely(new PGliteDialect(pglite));
    return {
      db,
      kind: 'pglite',
      async listen(channel, onMessage) {
        const unsubscribe = await pglite.listen(channel, onMessage);
        return async () => {
          if (!pglite.closed) await unsubscribe();
        };
      },
      async close() {
        try {
          await db.destroy();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

async function openPostgres(options: {
  url: string;
  schema?: string;
  poolSize?: number;
}): Promise<Database> {
  // The driver loads only when a PostgreSQL server is configured (not with PGlite).
  const { default: pg } = await import('pg');
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === INT8) return parseInt8;
      if (oid === DATE) return keepDate;
      if (oid === NUMERIC) return Number;
      return pg.types.getTypeParser(oid, format);
    },
  };
  const connection = {
    connectionString: options.url,
    types,
    ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
  };
  const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 10 });
  pool.on('error', (error) => console.warn('PostgreSQL pool error:', error.message));
  const db = createKysely(new PostgresDialect({ pool }));

  // One dedicated connection carries every LISTEN of this process.
  const listeners = new Map<string, Set<Listener>>();
  let client: pg.Client | undefined;
  let closed = false;

  async function connectListener(): Promise<pg.Client> {
    if (client) return client;
    const next = new pg.Client(connection);
    next.on('notification', (message) => {
      for (const listener of listeners.get(message.channel) ?? []) {
        listener(message.payload ?? '');
      }
    });
    next.on('error', (error) => {
      console.warn('PostgreSQL listener connection lost:', error.message);
      client = undefined;
      if (!closed) setTimeout(() => reconnect(), 1000);
    });
    await next.connect();
    client = next;
    return next;
  }

  async function reconnect() {
    try {
      const fresh = await connectListener();
      for (const channel of listeners.keys()) await fresh.query(`LISTEN ${quoteChannel(channel)}`);
    } catch (error) {
      console.warn('PostgreSQL listener reconnect failed:', (error as Error).message);
      if (!closed) setTimeout(() => reconnect(), 2000);
    }
  }

  return {
    db,
    kind: 'postgres',
    async listen(channel, onMessage) {
      const active = await connectListener();
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await active.query(`LISTEN ${quoteChannel(channel)}`);
      }
      set.add(onMessage);
      return async () => {
        set.delete(onMessage);
      };
    },
    async close() {
      closed = true;
      await client?.end().catch(() => {});
      await db.destroy();
    },
  };
}

function quoteChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
  return channel;
}

import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { openDatabase } from './connection';
import { DataDirLockedError } from './data-dir-lock';

const CONNECTION_MODULE = fileURLToPath(new URL('./connection.ts', import.meta.url));

describe('database connection', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('returns counts and sums as numbers and dates as YYYY-MM-DD on either driver', async () => {
    const result = await sql<{ total: number; sum: number; ratio: number; day: string }>`
      SELECT count(*) AS total, sum(x)::bigint AS sum, 0.25::numeric AS ratio, DATE '2024-02-29' AS day
      FROM (VALUES (1), (2)) AS t(x)
    `.execute(database.db);
    expect(result.rows).toEqual([{ total: 2, sum: 3, ratio: 0.25, day: '2024-02-29' }]);
  });

  it('delivers a NOTIFY to listeners of that channel once the transaction commits', async () => {
    const heard: string[] = [];
    const unlisten = await database.listen('connection_test', (payload) => heard.push(payload));
    try {
      await database.db.transaction().execute(async (trx) => {
        await sql`SELECT pg_notify('connection_test', 'first')`.execute(trx);
        // Held back until COMMIT.
        expect(heard).toEqual([]);
      });
      await expect.poll(() => heard).toEqual(['first']);
    } finally {
      await unlisten();
    }
    await sql`SELECT pg_notify('connection_test', 'after unlisten')`.execute(database.db);
    await sql`SELECT 1`.execute(database.db);
    expect(heard).toEqual(['first']);
  });
});

describe('embedded database in DATA_DIR', () => {
  it('keeps data across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'scale-db-'));
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await sql`CREATE TABLE notes (body text)`.execute(first.db);
    await sql`INSERT INTO notes VALUES ('written before the restart')`.execute(first.db);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await sql<{ body: string }>`SELECT body FROM notes`.execute(second.db);
      expect(rows.rows).toEqual([{ body: 'written before the restart' }]);
    } finally {
      await second.close();
    }
  });

  it("takes a command's own settings for one opening, and the server's after", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'scale-db-'));
    const setting = sql<{ level: string }>`SELECT current_setting('wal_level') AS level`;
    const seeding = await openDatabase({
      kind: 'pglite',
      dataDir,
      settings: ['wal_level=minimal', 'max_wal_senders=0'],
    });
    try {
      expect((await setting.execute(seeding.db)).rows).toEqual([{ level: 'minimal' }]);
      // A table made and filled in one transaction, as the seed's bulk load makes indexes.
      await seeding.db.transaction().execute(async (trx) => {
        await sql`CREATE TABLE notes (body text)`.execute(trx);
        await sql`INSERT INTO notes SELECT 'note ' || i FROM generate_series(1, 1000) i`.execute(
          trx,
        );
        await sql`CREATE INDEX notes_body_idx ON notes (body)`.execute(trx);
      });
    } finally {
      await seeding.close();
    }
    const serving = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect((await setting.execute(serving.db)).rows).toEqual([{ level: 'replica' }]);
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM notes WHERE body = 'note 500'`.execute(serving.db);
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await serving.close();
    }
  });

  it('cannot be opened by a second process while the first has it open', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'scale-db-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const script = `
        const { openDatabase } = await import(${JSON.stringify(CONNECTION_MODULE)});
        try {
          await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} });
          console.log('opened');
        } catch (error) {
          console.log(error.constructor.name + ': ' + error.message);
        }
      `;
      const output = await new Promise<string>((resolve) => {
        const child = spawn(process.execPath, [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          script,
        ]);
        let text = '';
        child.stdout.on('data', (chunk) => {
          text += chunk;
        });
        child.once('exit', () => resolve(text));
      });
      expect(output).toContain(`${DataDirLockedError.name}: The embedded database in`);
      expect(output).toContain(`(pid ${process.pid})`);
    } finally {
      await database.close();
    }
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../../../tests/support/test-database';
import { inTransactionRetryingDeadlocks } from './in-transaction';

function deadlockError(): Error {
  return Object.assign(new Error('deadlock detected'), { code: '40P01' });
}

describe('a transaction PostgreSQL broke to end a deadlock', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await sql`CREATE TABLE retry_probe (id int PRIMARY KEY, n int NOT NULL)`.execute(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await sql`DELETE FROM retry_probe`.execute(database.db);
    await sql`INSERT INTO retry_probe VALUES (1, 0), (2, 0)`.execute(database.db);
  });

  async function values(): Promise<number[]> {
    const { rows } = await sql<{ n: number }>`SELECT n FROM retry_probe ORDER BY id`.execute(
      database.db,
    );
    return rows.map((row) => row.n);
  }

  it('is run once more, and only the second run’s writes stay', async () => {
    let runs = 0;
    const answer = await inTransactionRetryingDeadlocks(database.db, async (trx) => {
      runs += 1;
      await sql`UPDATE retry_probe SET n = n + 1 WHERE id = 1`.execute(trx);
      if (runs === 1) throw deadlockError();
      return 'booked';
    });
    expect(answer).toBe('booked');
    expect(runs).toBe(2);
    expect(await values()).toEqual([1, 0]);
  });

  it('gives up after three runs and passes the error on, with nothing written', async () => {
    let runs = 0;
    await expect(
      inTransactionRetryingDeadlocks(database.db, async (trx) => {
        runs += 1;
        await sql`UPDATE retry_probe SET n = n + 1 WHERE id = 1`.execute(trx);
        throw deadlockError();
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(3);
    expect(await values()).toEqual([0, 0]);
  });

  it('does not run again for any other error, nor inside the caller’s transaction', async () => {
    let runs = 0;
    await expect(
      inTransactionRetryingDeadlocks(database.db, async () => {
        runs += 1;
        throw Object.assign(new Error('duplicate key'), { code: '23505' });
      }),
    ).rejects.toThrow('duplicate key');
    expect(runs).toBe(1);
    await expect(
      database.db.transaction().execute((outer) =>
        inTransactionRetryingDeadlocks(outer, async () => {
          runs += 1;
          throw deadlockError();
        }),
      ),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(2);
  });

  it.runIf(TEST_DATABASE_URL)(
    'lets both of two crosswise transactions finish on PostgreSQL, the loser on its second run',
    async () => {
      // Each takes its first row, waits until the other has its own, then asks for the
      // other's: a real deadlock, which PostgreSQL ends by failing one of them.
      let holding = 0;
      const bothHolding = async () => {
        holding += 1;
        while (holding < 2) await new Promise((resolve) => setTimeout(resolve, 10));
      };
      let runs = 0;
      const crosswise = (first: number, second: number) =>
        inTransactionRetryingDeadlocks(database.db, async (trx) => {
          runs += 1;
          await sql`UPDATE retry_probe SET n = n + 1 WHERE id = ${first}`.execute(trx);
          await bothHolding();
          await sql`UPDATE retry_probe SET n = n + 1 WHERE id = ${second}`.execute(trx);
        });
      await Promise.all([crosswise(1, 2), crosswise(2, 1)]);
      expect(runs).toBe(3);
      expect(await values()).toEqual([2, 2]);
    },
  );
});

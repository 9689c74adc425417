// The limiter's count: the sliding window over a fake clock (memory store), and the
// database store's upsert (atomic under concurrent hits, reading the previous window)
// and its clean-up of expired counters, on PGlite or PostgreSQL (TEST_DATABASE_URL).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database';
import { createDatabaseStore } from './database-store';
import { createMemoryStore } from './memory-store';
import { createRateLimiter, type RateLimitRule } from './rate-limiter';

const RULE: RateLimitRule = { bucket: 'test', max: 3, windowSeconds: 60 };

describe('the sliding window', () => {
  function limiterAt(start: number) {
    let now = start;
    const limiter = createRateLimiter(createMemoryStore(() => now));
    return { limiter, advance: (seconds: number) => (now += seconds * 1000) };
  }

  it('allows the limit, refuses the next hit, and counts each client on its own', async () => {
    const { limiter } = limiterAt(Date.UTC(2026, 0, 1, 12, 0, 10));
    const answers = [];
    for (let i = 0; i < RULE.max + 1; i++) answers.push(await limiter.take(RULE, 'a'));
    expect(answers).toEqual([true, true, true, false]);
    expect(await limiter.take(RULE, 'b')).toBe(true);
    expect(await limiter.take({ ...RULE, bucket: 'other' }, 'a')).toBe(true);
  });

  it('carries the previous window over as it slides, and forgets it after a full window', async () => {
    // Three hits just before a window boundary, so a fixed window would reset right after.
    const { limiter, advance } = limiterAt(Date.UTC(2026, 0, 1, 12, 0, 59));
    for (let i = 0; i < RULE.max; i++) expect(await limiter.take(RULE, 'a')).toBe(true);
    advance(2); // 12:01:01: the previous window still weighs 3 × 59/60.
    expect(await limiter.take(RULE, 'a')).toBe(false);
    advance(60); // 12:02:01: the full-count window is two windows back.
    expect(await limiter.take(RULE, 'a')).toBe(true);
  });

  it('keeps refusing a client who keeps sending', async () => {
    const { limiter, advance } = limiterAt(Date.UTC(2026, 0, 1, 12, 0, 0));
    for (let i = 0; i < 10; i++) await limiter.take(RULE, 'flood');
    advance(45); // Same window: ten hits already.
    expect(await limiter.take(RULE, 'flood')).toBe(false);
  });
});

describe('the database store', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('counts concurrent hits exactly once each, and reads the previous window', async () => {
    const store = createDatabaseStore(database.db);
    await sql`
      INSERT INTO rate_limit_counters (bucket, client_key, window_start, hits, expires_at)
      SELECT 'test', 'busy', start - interval '60 seconds', 7, start + interval '60 seconds'
      FROM (SELECT date_bin(interval '60 seconds', now(), timestamptz 'epoch') AS start) AS w
    `.execute(database.db);
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.hit(RULE, 'busy')));
    expect(counts.map((count) => count.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    // Unless the window turned during the test, the pre-existing row is the previous one.
    const turned = counts.some((count) => count.previous === 0);
    if (!turned) expect(new Set(counts.map((count) => count.previous))).toEqual(new Set([7]));
    expect(counts.every((count) => count.elapsedSeconds >= 0 && count.elapsedSeconds < 60)).toBe(
      true,
    );
  });

  it('deletes expired counters, and only those', async () => {
    await sql`
      INSERT INTO rate_limit_counters (bucket, client_key, window_start, hits, expires_at)
      VALUES ('test', 'gone', now() - interval '1 day', 5, now() - interval '1 hour')
    `.execute(database.db);
    const keys = () =>
      database.db
        .selectFrom('rate_limit_counters')
        .select('clientKey')
        .where('bucket', '=', 'test')
        .execute()
        .then((rows) => rows.map((row) => row.clientKey).sort());
    // A new store sweeps on its first hit.
    await createDatabaseStore(database.db).hit(RULE, 'fresh');
    const deadline = Date.now() + 5_000;
    while ((await keys()).includes('gone') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await keys()).not.toContain('gone');
    expect(await keys()).toContain('fresh');
  });
});

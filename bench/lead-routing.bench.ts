// Issue 22 "Speed": routing one lead — one transaction, at most 10 ms median at 100,000
// clients. The team workspace of workspace-clients.bench.ts (five members, 100,000
// clients), its owner on Business and every member in the rotation; each sample routes a
// new lead (a fresh e-mail and phone, so the existing-contact look-up runs and misses,
// and the round robin decides) through routeLead in its own transaction, as the team
// page's form does. The baseline, alternated with it in the same run: the floor of any
// way in — a bare client insert in its own transaction.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrator';
import { findClientByContact } from '../src/server/features/clients/public';
import { routeLead } from '../src/server/features/lead-routing/public';
import { createProfile } from '../src/server/features/profiles/public';
import { median } from './bench-server';
import type { BenchResult } from './result';
import { seedWorkspace } from './workspace-clients.bench';

const TARGET_MS = 10;
const SAMPLES = Number(process.env.BENCH_ROUTING_SAMPLES ?? 60);

export default async function leadRoutingBench(): Promise<BenchResult[]> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    const { db } = database;
    await migrate(db);
    const userIds: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = randomUUID();
      const email = `routing-member-${i}@example.com`;
      await db
        .insertInto('users')
        .values({ id, name: `Member ${i}`, email, image: null })
        .execute();
      await createProfile(db, { userId: id, name: `Member ${i}`, email });
      userIds.push(id);
    }
    const { workspaceId } = await seedWorkspace(db, userIds);
    await db
      .updateTable('profiles')
      .set({ tier: 'business' })
      .where('userId', '=', userIds[0] ?? '')
      .execute();
    await sql`ANALYZE`.execute(db);
    const clients = await db
      .selectFrom('clients')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('workspaceId', '=', workspaceId)
      .executeTakeFirstOrThrow();

    const routed: number[] = [];
    const bare: number[] = [];
    const lookup: number[] = [];
    const owners = new Map<string | null, number>();
    for (let i = 0; i < SAMPLES + 5; i++) {
      let start = performance.now();
      const result = await db.transaction().execute((trx) =>
        routeLead(trx, {
          workspaceId,
          source: 'team_page',
          lead: {
            name: `Bench Lead ${i}`,
            email: `bench-lead-${i}@example.net`,
            phone: `+44 20 7946 ${String(1000 + i).padStart(4, '0')}`,
            message: 'Hello',
          },
        }),
      );
      const routedMs = performance.now() - start;
      start = performance.now();
      await db.transaction().execute((trx) =>
        trx
          .insertInto('clients')
          .values({
            workspaceId,
            userId: userIds[0] ?? null,
            createdBy: userIds[0] ?? '',
            name: `Bare ${i}`,
          })
          .execute(),
      );
      const bareMs = performance.now() - start;
      // Where the time goes: the existing-contact look-up on its own.
      start = performance.now();
      await findClientByContact(db, workspaceId, {
        email: `nobody-${i}@example.net`,
        phone: '+1 212 555 0199',
      });
      lookup.push(performance.now() - start);
      // The first few warm the caches and the query plans.
      if (i >= 5) {
        routed.push(routedMs);
        bare.push(bareMs);
        owners.set(result.ownerUserId, (owners.get(result.ownerUserId) ?? 0) + 1);
      }
    }
    const routedMedian = median(routed);
    const bareMedian = median(bare);
    return [
      {
        figure: 'Routing one lead (round robin, 100,000 clients)',
        target: `≤ ${TARGET_MS} ms median, one transaction`,
        measured: `${routedMedian.toFixed(2)} ms`,
        ratio: `${(routedMedian / bareMedian).toFixed(1)}× a bare client insert (${bareMedian.toFixed(2)} ms)`,
        detail: `PGlite in process, ${Number(clients.n)} clients, ${SAMPLES} leads over 5 members (${[...owners.values()].join('/')}); p90 ${percentile(routed, 0.9).toFixed(2)} ms; the existing-contact look-up alone ${median(lookup).toFixed(2)} ms`,
        pass: routedMedian <= TARGET_MS,
      },
    ];
  } finally {
    await database.close();
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

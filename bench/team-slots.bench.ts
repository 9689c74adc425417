// Issue 22: "Round-robin slot search for a 5-host team over 30 days with 1,000 bookings
// each: at most 20 ms". GET /api/v1/public/team/:orgSlug/:slug/slots for 30 days on PGlite,
// beside the same run's baseline: one host's personal slots endpoint over the same days and
// bookings (booking-slots.bench.ts's figure). Requests alternate so both see the same load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../src/server/db/types';
import {
  type AppServer,
  median,
  signUpOwner,
  startAppServer,
  stopServer,
  userIdOf,
  whileStopped,
} from './bench-server';
import type { BenchResult } from './result';

const TARGET_MS = 20;
const HOSTS = 5;
const BOOKINGS = 1000;
const SAMPLES = Number(process.env.BENCH_TEAM_SLOTS_SAMPLES ?? 150);
const WARM_UP = 20;
const ORG_SLUG = 'bench-sales';
const TEAM_SLUG = 'team-call';
const PERSONAL_SLUG = 'own-call';

async function seed(db: Kysely<DB>, hostIds: string[]) {
  const { id: workspaceId } = await db
    .insertInto('organizations')
    .values({ name: 'Bench sales', slug: ORG_SLUG })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    INSERT INTO organization_members (organization_id, user_id, status, role_id, is_owner)
    SELECT ${workspaceId}, member.user_id, 'active',
      (SELECT id FROM roles WHERE organization_id IS NULL
         AND name = CASE WHEN member.n = 1 THEN 'Owner' ELSE 'Member' END),
      member.n = 1
    FROM unnest(${sql.val(hostIds)}::text[]) WITH ORDINALITY AS member (user_id, n)`.execute(db);
  // Time zones of their own: the engine runs once per host, each in its zone.
  const zones = ['America/New_York', 'Europe/Berlin', 'Europe/London', 'Asia/Tokyo', 'UTC'];
  for (const [i, userId] of hostIds.entries()) {
    await db
      .updateTable('profiles')
      .set({ timezone: zones[i % zones.length] as string, displayName: `Host ${i}` })
      .where('userId', '=', userId)
      .execute();
    await db.deleteFrom('scheduling_availability').where('userId', '=', userId).execute();
    await db
      .insertInto('scheduling_availability')
      .values(
        [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
          userId,
          eventTypeId: null,
          dayOfWeek,
          startTime: '08:00:00',
          endTime: '20:00:00',
        })),
      )
      .execute();
  }
  const [ownerId] = hostIds as [string];
  const team = await db
    .insertInto('scheduling_event_types')
    .values({
      userId: ownerId,
      workspaceId,
      teamKind: 'round_robin',
      name: 'Team call',
      slug: TEAM_SLUG,
      duration: 15,
      bufferBefore: 5,
      bufferAfter: 5,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('scheduling_team_hosts')
    .values(hostIds.map((userId, position) => ({ eventTypeId: team.id, userId, position })))
    .execute();
  const personal = await db
    .insertInto('scheduling_event_types')
    .values({
      userId: ownerId,
      name: 'Own call',
      slug: PERSONAL_SLUG,
      duration: 15,
      bufferBefore: 5,
      bufferAfter: 5,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Each host: 1,000 bookings 43 minutes apart from an hour from now (booking-slots.bench.ts's
  // pattern), shifted per host so the team still has free times the hosts do not share.
  for (const [i, userId] of hostIds.entries()) {
    await sql`
      INSERT INTO scheduling_bookings (event_type_id, user_id, workspace_id, start_time, end_time,
        blocked_during, invitee_name, invitee_email, status, cancel_token)
      SELECT CASE WHEN n % 2 = 0 THEN ${team.id}::uuid ELSE ${personal.id}::uuid END, ${userId},
        ${workspaceId}::uuid, s, s + interval '5 minutes', tstzrange(s, s + interval '5 minutes', '[)'),
        'Invitee ' || n, 'invitee' || n || '@example.com', 'confirmed',
        md5(random()::text) || md5(n::text || ${userId})
      FROM (SELECT n, date_trunc('minute', now()) + interval '1 hour'
                 + n * interval '43 minutes' + ${i * 7} * interval '1 minute' AS s
            FROM generate_series(0, ${BOOKINGS - 1}) AS n) AS t`.execute(db);
  }
  await sql`ANALYZE scheduling_bookings`.execute(db);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

export default async function teamSlots(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scale-bench-team-slots-'));
  let server: AppServer | undefined;
  try {
    server = await startAppServer({ env: { DATA_DIR: dataDir, DATABASE_URL: '' } });
    const url = server.url;
    const hostIds: string[] = [];
    for (let i = 0; i < HOSTS; i++) {
      hostIds.push(await userIdOf(url, await signUpOwner(url, `team-slots-${i}@example.com`)));
    }
    server = await whileStopped(server, dataDir, ({ db }) => seed(db, hostIds));
    const from = new Date().toISOString().slice(0, 10);
    const to = new Date(Date.now() + 29 * 86_400_000).toISOString().slice(0, 10);
    const query = `from=${from}&to=${to}&timeZone=Europe%2FBerlin`;
    const teamPath = `${server.url}/api/v1/public/team/${ORG_SLUG}/${TEAM_SLUG}/slots?${query}`;
    const personalPath = `${server.url}/api/v1/public/schedule/${hostIds[0]}/${PERSONAL_SLUG}/slots?${query}`;
    const counts = { team: 0, personal: 0 };
    const get = async (path: string, key: 'team' | 'personal') => {
      const start = performance.now();
      const response = await fetch(path);
      const body = (await response.json()) as { slots: unknown[] };
      const ms = performance.now() - start;
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      counts[key] = body.slots.length;
      return ms;
    };
    for (let i = 0; i < WARM_UP; i++) {
      await get(teamPath, 'team');
      await get(personalPath, 'personal');
    }
    const team: number[] = [];
    const personal: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      team.push(await get(teamPath, 'team'));
      personal.push(await get(personalPath, 'personal'));
    }
    const value = median(team);
    const baseline = median(personal);
    return [
      {
        figure: `Round-robin team slots, ${HOSTS} hosts, 30 days, ${BOOKINGS.toLocaleString('en-US')} bookings each (PGlite)`,
        target: `≤ ${TARGET_MS} ms median`,
        measured: `${value.toFixed(1)} ms`,
        ratio: `${(value / baseline).toFixed(2)}× one host's personal slots (${baseline.toFixed(1)} ms, ${counts.personal} slots)`,
        detail: `GET /api/v1/public/team/:orgSlug/:slug/slots; ${counts.team} slots offered; p95 ${percentile(team, 0.95).toFixed(1)} ms; median of ${SAMPLES}, alternating with the baseline`,
        pass: value <= TARGET_MS,
      },
    ];
  } finally {
    await stopServer(server?.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

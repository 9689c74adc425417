// Issue 22: the Team tab's figures (GET /api/v1/team-analytics, decision 066) in a team
// workspace of 100,000 clients, kept fast by one aggregate query per feature.
//
// The workspace is issue 18's (workspace-clients.bench.ts's seed: 5 members, 100,000
// clients created over the last ~70 days); added: 10,000 assignment rows (one client in
// ten handed to the next member an hour after its creation), 30,000 interactions (one
// client in three answered 1–90 minutes after creation), and 5,000 clients won (their
// status changed, so the trigger writes the history). Timed: the last 30 days (~43,000
// leads in range) and a whole year. The baseline, in the same run on the same server, is
// GET /api/v1/me — the session and HTTP a request cannot do without.
import { sql } from 'kysely';
import { median } from './bench-server';
import type { BenchResult } from './result';
import { withTeamWorkspace } from './team-workspace';

const CLIENTS = Number(process.env.BENCH_WORKSPACE_CLIENTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_TEAM_SAMPLES ?? 20);
const WARM_UP = 3;
const TARGET_MS = 250;

export default async function teamAnalyticsBench(): Promise<BenchResult[]> {
  return withTeamWorkspace(
    'team-analytics',
    async (db, workspaceId, memberIds) => {
      const members = sql`${sql.val(memberIds)}::text[]`;
      await sql`
        INSERT INTO client_assignments (workspace_id, client_id, user_id, rule, created_at)
        SELECT workspace_id, id, (${members})[1 + n % 5], 'round_robin',
          created_at + interval '1 hour'
        FROM (SELECT id, workspace_id, created_at, row_number() OVER (ORDER BY id) AS n
              FROM clients WHERE workspace_id = ${workspaceId}) c
        WHERE n % 10 = 0`.execute(db);
      await sql`
        INSERT INTO client_interactions (client_id, user_id, content, created_at)
        SELECT id, (${members})[1], 'Called', created_at + ((1 + n % 90) || ' minutes')::interval
        FROM (SELECT id, created_at, row_number() OVER (ORDER BY id) AS n
              FROM clients WHERE workspace_id = ${workspaceId}) c
        WHERE n % 3 = 0`.execute(db);
      await sql`
        UPDATE clients SET status = 'closed_won'
        WHERE id IN (SELECT id FROM clients WHERE workspace_id = ${workspaceId}
                     AND status <> 'closed_won' ORDER BY id LIMIT 5000)`.execute(db);
      await sql`ANALYZE`.execute(db);
    },
    async ({ getAsOwner }) => {
      const timed = async (path: string) => {
        for (let i = 0; i < WARM_UP; i++) await getAsOwner(path);
        const samples: number[] = [];
        for (let i = 0; i < SAMPLES; i++) samples.push((await getAsOwner(path)).ms);
        return median(samples);
      };
      const baseline = await timed('/me');
      const month = await timed('/team-analytics');
      const today = new Date().toISOString().slice(0, 10);
      const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
      const yearPath = `/team-analytics?from=${yearAgo}&to=${today}&timeZone=UTC`;
      const year = await timed(yearPath);
      const { answer } = await getAsOwner<{
        members: { leadsAssigned: number; clientsWon: number }[];
      }>('/team-analytics');
      const leads = answer.members.reduce((sum, m) => sum + m.leadsAssigned, 0);
      const won = answer.members.reduce((sum, m) => sum + m.clientsWon, 0);
      const ms = (value: number) => `${value.toFixed(1)} ms`;
      const worst = Math.max(month, year);
      return [
        {
          figure: 'Team tab figures, 100,000 clients (PGlite)',
          target: `≤ ${TARGET_MS} ms median`,
          measured: ms(worst),
          ratio: `${(worst / baseline).toFixed(1)}× GET /api/v1/me ${ms(baseline)}`,
          detail: `GET /api/v1/team-analytics by the workspace owner, ${CLIENTS.toLocaleString('en-US')} clients; last 30 days ${ms(month)} (${leads.toLocaleString('en-US')} leads, ${won.toLocaleString('en-US')} won), one year ${ms(year)}; median of ${SAMPLES}`,
          pass: worst <= TARGET_MS,
        },
      ];
    },
  );
}

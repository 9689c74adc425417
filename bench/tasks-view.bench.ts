// Issue 20 "Speed": the dashboard's Tasks view answers in at most 20 ms median in a team
// workspace of 100,000 clients with 20,000 tasks (GET /api/v1/tasks, decision 047).
//
// The workspace is issue 18's (workspace-clients.bench.ts's seed: 5 members, 100,000
// clients); 20,000 tasks on a fifth of the clients, assigned round the five members, due
// from 30 days ago to 60 days ahead, a third of them done. Timed: the owner's own tasks
// (Today, Overdue) and the team's (Upcoming, Done), each a page of 50 and the four groups'
// counts. The baseline, in the same run on the same server, is GET /api/v1/me — the
// session and HTTP a request cannot do without — so the difference is the view's own cost.
import { sql } from 'kysely';
import { median } from './bench-server';
import type { BenchResult } from './result';
import { withTeamWorkspace } from './team-workspace';

const CLIENTS = Number(process.env.BENCH_WORKSPACE_CLIENTS ?? 100_000);
const TASKS = Number(process.env.BENCH_TASKS ?? 20_000);
const SAMPLES = Number(process.env.BENCH_TASKS_SAMPLES ?? 100);
const WARM_UP = 20;
const TARGET_MS = 20;

const VIEWS = [
  'scope=mine&bucket=today',
  'scope=mine&bucket=overdue',
  'scope=team&bucket=upcoming',
  'scope=team&bucket=done',
] as const;

export default async function tasksViewBench(): Promise<BenchResult[]> {
  return withTeamWorkspace(
    'tasks',
    async (db, workspaceId, memberIds) => {
      const members = sql`${sql.val(memberIds)}::text[]`;
      await sql`
        INSERT INTO client_tasks (client_id, workspace_id, assignee_id, created_by, title,
          due_at, time_zone, done_at)
        SELECT c.id, c.workspace_id, (${members})[1 + n % 5], (${members})[1],
          'Follow up ' || n,
          now() - interval '30 days' + (n * (90 * 86400 / ${TASKS}) || ' seconds')::interval,
          'Europe/Berlin',
          CASE WHEN n % 3 = 0 THEN now() - (n % 1000 || ' minutes')::interval END
        FROM (
          SELECT id, workspace_id, row_number() OVER (ORDER BY md5(id::text)) AS n
          FROM clients WHERE workspace_id = ${workspaceId}
        ) AS c
        WHERE n <= ${TASKS}`.execute(db);
      await sql`ANALYZE client_tasks`.execute(db);
    },
    async ({ getAsOwner }) => {
      const get = (path: string) => getAsOwner<{ counts?: Record<string, number> }>(path);
      const timed = async (path: string) => {
        for (let i = 0; i < WARM_UP; i++) await get(path);
        const samples: number[] = [];
        for (let i = 0; i < SAMPLES; i++) samples.push((await get(path)).ms);
        return median(samples);
      };
      const baseline = await timed('/me');
      const figures: { view: string; ms: number }[] = [];
      for (const view of VIEWS) figures.push({ view, ms: await timed(`/tasks?${view}`) });
      const team = (await get('/tasks?scope=team&bucket=today')).answer.counts;
      const mine = (await get('/tasks?scope=mine&bucket=today')).answer.counts;
      const ms = (value: number) => `${value.toFixed(1)} ms`;
      const worst = Math.max(...figures.map((figure) => figure.ms));
      return [
        {
          figure: 'Tasks view, one group and all counts (PGlite)',
          target: `≤ ${TARGET_MS} ms median`,
          measured: ms(worst),
          ratio: `${(worst / baseline).toFixed(2)}× GET /api/v1/me ${ms(baseline)}`,
          detail: `GET /api/v1/tasks by the workspace owner, ${CLIENTS.toLocaleString('en-US')} clients, ${TASKS.toLocaleString('en-US')} tasks; slowest of ${figures.map((f) => `${f.view} ${ms(f.ms)}`).join(', ')}; team counts ${JSON.stringify(team)}, mine ${JSON.stringify(mine)}`,
          pass: worst <= TARGET_MS,
        },
      ];
    },
  );
}

// Issue 20 "Speed": the list's first page with a custom field filter answers in at most
// 30 ms median at 100,000 clients in one workspace (decision 049).
//
// The workspace is issue 18's (workspace-clients.bench.ts's seed: 5 members, 100,000
// clients); three custom fields are added and filled on every client: a single select
// of five options, a number 0–999, a date over two years. The workspace owner reads
// GET /api/v1/clients (first page, default order) over HTTP with a select filter, a
// number range, and each combined with the status filter. The baseline, measured in the
// same run on the same server, is the same first page without any filter.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../src/server/db/types';
import { median } from './bench-server';
import type { BenchResult } from './result';
import { withTeamWorkspace } from './team-workspace';

const CLIENTS = Number(process.env.BENCH_WORKSPACE_CLIENTS ?? 100_000);
const SAMPLES = 15;
const TARGET_MS = 30;

export default async function clientsCustomFilterBench(): Promise<BenchResult[]> {
  const ids = { select: '', number: '', date: '', option: '' };
  const extend = async (db: Kysely<DB>, workspaceId: string) => {
    const options = ['Retail', 'Finance', 'Health', 'Education', 'Other'].map((label) => ({
      id: crypto.randomUUID(),
      label,
    }));
    const field = (label: string, type: string, position: number, opts: unknown[] = []) =>
      db
        .insertInto('client_custom_fields')
        .values({ workspaceId, label, type, position, options: JSON.stringify(opts) })
        .returning('id')
        .executeTakeFirstOrThrow();
    ids.select = (await field('Industry', 'single_select', 0, options)).id;
    ids.number = (await field('Employees', 'number', 1)).id;
    ids.date = (await field('Renewal', 'date', 2)).id;
    ids.option = options[1]?.id ?? '';
    const optionIds = sql.join(options.map((o) => sql.lit(o.id)));
    // Deterministic per client (from its id), spread evenly over the values.
    await sql`
        UPDATE clients SET custom_values = jsonb_build_object(
          ${ids.select}::text, (ARRAY[${optionIds}]::text[])[1 + abs(hashtext(id::text)) % 5],
          ${ids.number}::text, abs(hashtext(id::text || 'n')) % 1000,
          ${ids.date}::text, to_char(date '2026-01-01' + abs(hashtext(id::text || 'd')) % 730, 'YYYY-MM-DD'))
        WHERE workspace_id = ${workspaceId}`.execute(db);
    await sql`ANALYZE clients`.execute(db);
  };
  return withTeamWorkspace('custom', extend, async ({ getAsOwner }) => {
    const get = async (query: string) => {
      const { ms, answer } = await getAsOwner<{ total: number; totalCapped: boolean }>(
        `/clients?${query}`,
      );
      // A capped total (decision 055) reads "1,050+".
      const total = `${answer.total.toLocaleString('en-US')}${answer.totalCapped ? '+' : ''}`;
      return { ms, total };
    };
    const measure = async (query: string) => {
      await get(query);
      const samples: number[] = [];
      let total = '';
      for (let i = 0; i < SAMPLES; i++) {
        const answer = await get(query);
        samples.push(answer.ms);
        total = answer.total;
      }
      return { ms: median(samples), total };
    };
    const cases = [
      { name: 'select equals', query: `cf.${ids.select}=${ids.option}` },
      { name: 'number range', query: `cf.${ids.number}.min=100&cf.${ids.number}.max=299` },
      {
        name: 'select equals + status',
        query: `status=qualified&cf.${ids.select}=${ids.option}`,
      },
      {
        name: 'number range + status',
        query: `status=qualified&cf.${ids.number}.min=100&cf.${ids.number}.max=299`,
      },
    ];
    const baseline = await measure('');
    const results: BenchResult[] = [];
    for (const item of cases) {
      const { ms, total } = await measure(item.query);
      results.push({
        figure: `Clients first page, custom field filter: ${item.name} (PGlite)`,
        target: `≤ ${TARGET_MS} ms median`,
        measured: `${ms.toFixed(1)} ms`,
        ratio: `${(ms / baseline.ms).toFixed(2)}× the unfiltered first page ${baseline.ms.toFixed(1)} ms`,
        detail: `GET /api/v1/clients?${item.name} by the workspace owner, ${CLIENTS.toLocaleString('en-US')} clients with 3 custom fields filled; ${total} match on the first page ("+": more follow, decision 055); ${SAMPLES} samples after one warm-up`,
        pass: ms <= TARGET_MS,
      });
    }
    return results;
  });
}

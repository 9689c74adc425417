// GET /tasks: the dashboard's Tasks view — one group (overdue, today, upcoming, done) of
// the caller's tasks or the team's, a page of it, and every group's count.
// "Today" is the caller's today in their profile's zone; overdue is open and due before
// now, so a task moves from Today to Overdue at its due time (decision 047).
// The counts are capped ranges on the partial indexes of migrations 0032 and 0036.
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { TASK_MESSAGES } from '../../../../core/messages';
import { todayBounds } from '../../../../core/task-due';
import type {
  TaskBucket,
  TaskCounts,
  TaskListQuery,
  TaskPage,
} from '../../../../core/task-schemas';
import { TASK_COUNT_CAP } from '../../../../core/task-schemas';
import type { DB } from '../../../db/types';
import { HttpError } from '../../../http/errors';
import { recordFilter, type WorkspaceAccess } from '../../../platform/access/workspace-access';
import { profileTimeZone } from './profile-time-zone';
import { toTaskViews } from './task-view';

type Bounds = { now: Date; end: Date };

function bucketCondition(bucket: TaskBucket, { now, end }: Bounds): Expression<SqlBool> {
  switch (bucket) {
    case 'overdue':
      return sql<SqlBool>`t.done_at IS NULL AND t.due_at < ${now}`;
    case 'today':
      return sql<SqlBool>`t.done_at IS NULL AND t.due_at >= ${now} AND t.due_at < ${end}`;
    case 'upcoming':
      return sql<SqlBool>`t.done_at IS NULL AND t.due_at >= ${end}`;
    case 'done':
      return sql<SqlBool>`t.done_at IS NOT NULL`;
  }
}

/**
 * The tasks the caller may see in this scope. The task's own workspace_id is its client's
 * (a trigger keeps them equal), so at clients view "all" — recordFilter's workspace test —
 * it is asked of the task itself and no client is read; at "own" the client is joined and
 * filtered by its owner and creator.
 */
function scopeCondition(access: WorkspaceAccess, scope: TaskListQuery['scope']) {
  const mine = scope === 'mine' ? sql`AND t.assignee_id = ${access.userId}` : sql``;
  const visible =
    access.levels.clients.view === 'all'
      ? recordFilter(access, 'clients', 'view', 't')
      : sql<SqlBool>`EXISTS (SELECT 1 FROM clients c WHERE c.id = t.client_id AND ${recordFilter(access, 'clients', 'view', 'c')})`;
  return sql<SqlBool>`t.workspace_id = ${access.workspaceId} ${mine} AND ${visible}`;
}

function countOf(
  access: WorkspaceAccess,
  scope: TaskListQuery['scope'],
  bucket: TaskBucket,
  bounds: Bounds,
) {
  return sql<string>`(SELECT count(*) FROM client_tasks t WHERE ${scopeCondition(access, scope)} AND ${bucketCondition(bucket, bounds)})`;
}

/**
 * The four counts in one statement, each an index range on the partial indexes that stops
 * after TASK_COUNT_CAP + 1 rows: a group larger than that reads "99+", and the view costs
 * the same with 20,000 tasks as with 2,000 (decision 047).
 */
async function countTasks(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  scope: TaskListQuery['scope'],
  bounds: Bounds,
): Promise<TaskCounts> {
  const where = scopeCondition(access, scope);
  const count = (bucket: TaskBucket) =>
    sql<string>`(SELECT count(*) FROM (SELECT 1 FROM client_tasks t WHERE ${where} AND ${bucketCondition(bucket, bounds)} LIMIT ${TASK_COUNT_CAP + 1}) AS capped)`;
  const { rows } = await sql<Record<TaskBucket, string>>`SELECT ${count('overdue')} AS overdue,
    ${count('today')} AS today, ${count('upcoming')} AS upcoming, ${count('done')} AS done`.execute(
    db,
  );
  const row = rows[0];
  return {
    overdue: Number(row?.overdue ?? 0),
    today: Number(row?.today ?? 0),
    upcoming: Number(row?.upcoming ?? 0),
    done: Number(row?.done ?? 0),
  };
}

/** The caller's bounds: now, and when their today ends in their zone. */
async function taskBounds(db: Kysely<DB>, userId: string, now = new Date()) {
  return { now, end: todayBounds(await profileTimeZone(db, userId), now).end };
}

export async function listTasks(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  query: TaskListQuery,
  now = new Date(),
): Promise<TaskPage> {
  if (query.scope === 'team' && access.levels.clients.view !== 'all') {
    throw new HttpError('forbidden', TASK_MESSAGES.teamScopeForbidden);
  }
  const bounds = await taskBounds(db, access.userId, now);
  const order =
    query.bucket === 'done' ? sql`t.done_at DESC, t.id DESC` : sql`t.due_at ASC, t.id ASC`;
  const [counts, rows] = await Promise.all([
    countTasks(db, access, query.scope, bounds),
    db
      .selectFrom('client_tasks as t')
      .innerJoin('clients as c', 'c.id', 't.clientId')
      .selectAll('t')
      .select('c.name as clientName')
      .where(scopeCondition(access, query.scope))
      .where(bucketCondition(query.bucket, bounds))
      .orderBy(order)
      // One more than the page: whether another follows, whatever the capped count says.
      .limit(query.limit + 1)
      .offset(query.offset)
      .execute(),
  ]);
  const page = rows.slice(0, query.limit);
  const end = query.offset + page.length;
  return {
    items: await toTaskViews(db, page),
    total: counts[query.bucket],
    nextOffset: rows.length > query.limit ? end : null,
    counts,
  };
}

/** The overview's "N due today": the caller's open tasks still due today. */
export async function countMyTasksDueToday(
  db: Kysely<DB>,
  access: WorkspaceAccess,
): Promise<number> {
  if (access.levels.clients.view === 'none') return 0;
  const bounds = await taskBounds(db, access.userId);
  const { rows } = await sql<{
    today: string;
  }>`SELECT ${countOf(access, 'mine', 'today', bounds)} AS today`.execute(db);
  return Number(rows[0]?.today ?? 0);
}

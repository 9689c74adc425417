// The next open task of each client on a page (cards and list rows show its date, red when
// overdue): one query for the whole page, DISTINCT ON over client_tasks_client_open_idx,
// which walks each client's open tasks in due order and stops at the first. The clients
// were found through the access layer already; their tasks are theirs.
import { type Kysely, sql } from 'kysely';
import type { NextTask } from '../../../../core/task-schemas';
import type { DB } from '../../../db/types';

export async function nextTasks(
  db: Kysely<DB>,
  clientIds: readonly string[],
  now = new Date(),
): Promise<Map<string, NextTask>> {
  if (clientIds.length === 0) return new Map();
  const { rows } = await sql<{ clientId: string; id: string; title: string; dueAt: Date }>`
    SELECT DISTINCT ON (client_id) client_id, id, title, due_at
    FROM client_tasks
    WHERE client_id = ANY(${sql.val([...clientIds])}::uuid[]) AND done_at IS NULL
    ORDER BY client_id, due_at, id`.execute(db);
  return new Map(
    rows.map((row) => {
      const dueAt = new Date(row.dueAt);
      return [
        row.clientId,
        { id: row.id, title: row.title, dueAt: dueAt.toISOString(), overdue: dueAt < now },
      ];
    }),
  );
}

// The API's view of task rows: the due date and time read back in the zone they were
// typed in, the client's and assignee's names for the lists (one query per page).
import type { Kysely, Selectable } from 'kysely';
import { dueParts } from '../../../../core/task-due';
import type { ClientTask } from '../../../../core/task-schemas';
import type { DB } from '../../../db/types';
import { userNames } from '../client-owners';
import type { ClientTaskTables } from '../tables';

export type TaskRow = Selectable<ClientTaskTables['client_tasks']>;
export type TaskRowWithClient = TaskRow & { clientName: string };

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

export function toTaskView(row: TaskRowWithClient, assigneeName: string | null): ClientTask {
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    title: row.title,
    notes: row.notes,
    dueAt: iso(row.dueAt),
    timeZone: row.timeZone,
    ...dueParts(row.dueAt, row.timeZone),
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeId ? assigneeName : null,
    createdBy: row.createdBy,
    doneAt: row.doneAt ? iso(row.doneAt) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export async function toTaskViews(
  db: Kysely<DB>,
  rows: readonly TaskRowWithClient[],
): Promise<ClientTask[]> {
  const names = await userNames(
    db,
    rows.map((row) => row.assigneeId),
  );
  return rows.map((row) =>
    toTaskView(row, row.assigneeId ? (names.get(row.assigneeId) ?? null) : null),
  );
}

// Tasks written straight into client_tasks, for tests of what reads them (the reminder
// job, the bell) while the tasks API is built elsewhere. The workspace comes from the
// client (the table's trigger), as it does for a task made through the API.
import type { Kysely } from 'kysely';
import type { DB } from '../../src/server/db/types';

export type TaskRow = {
  clientId: string;
  title: string;
  dueAt: Date;
  assigneeId?: string | null;
  createdBy?: string | null;
  timeZone?: string;
  createdAt?: Date;
  doneAt?: Date | null;
};

export async function insertTask(db: Kysely<DB>, task: TaskRow): Promise<string> {
  const row = await db
    .insertInto('client_tasks')
    .values({
      clientId: task.clientId,
      title: task.title,
      dueAt: task.dueAt,
      assigneeId: task.assigneeId ?? null,
      createdBy: task.createdBy ?? task.assigneeId ?? null,
      timeZone: task.timeZone ?? 'UTC',
      doneAt: task.doneAt ?? null,
      ...(task.createdAt ? { createdAt: task.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A moment `seconds` from now (negative: in the past). */
export function secondsFromNow(seconds: number): Date {
  return new Date(Date.now() + seconds * 1000);
}

// One pass of the reminder job (decision 048): claims the open tasks whose due time has
// come and were not reminded for it, and in the SAME transaction queues each reminder's
// mail in the outbox and stores its in-app notification. The claim (reminded_due_at :=
// due_at) and the reminders commit together or not at all, so every due time is
// reminded exactly once: across restarts (a committed claim is never taken again; a
// rolled-back one is taken by the next pass) and across processes (SKIP LOCKED, and the
// re-check of the WHERE on a row another process has just claimed). When due_at
// changes, a trigger (migration 0032) clears reminded_due_at: the new time is reminded.
import { type Kysely, sql } from 'kysely';
import { clientPanelPath, pathInWorkspace } from '../../../../core/notification-schemas';
import { parseTimeZone } from '../../../../core/time-zone';
import type { DB } from '../../../db/types';
import { loadWorkspaceAccess, recordFilter } from '../../../platform/access/workspace-access';
import { enqueueMail } from '../../../platform/mail/outbox';
import { createNotification } from '../../notifications/public';
import { reminderContent } from './reminder-content';

/** Tasks claimed per transaction; a backlog is worked through batch after batch. */
export const REMINDER_BATCH_SIZE = 50;
/**
 * A task created when its due time had already passed by more than this is claimed
 * without a reminder: whoever entered it knows it is due (decision 048). The minute
 * spares a task entered "due now" (the form has no seconds).
 */
const CREATED_LATE_GRACE = '1 minute';

type ClaimedTask = {
  id: string;
  clientId: string;
  workspaceId: string;
  assigneeId: string | null;
  title: string;
  dueAt: Date;
  createdLate: boolean;
};

export type ReminderPass = { claimed: number; mailed: number; notified: number };

/** The preferences a reminder asks about (profiles' notification-preferences.ts). */
export type ReminderPreferences = {
  emailNotifications: boolean;
  pushNotifications: boolean;
  pushReminders: boolean;
};

/**
 * Reads a profile's stored preferences with their defaults. The profiles feature owns
 * that reading and itself reads clients (the overview), so the root passes it in
 * (server.ts) rather than clients importing profiles: features keep no cycle.
 */
export type ReadPreferences = (stored: never) => ReminderPreferences;

export type ReminderOptions = {
  publicUrl: string;
  readPreferences: ReadPreferences;
  shouldStop?: () => boolean;
};

/** Runs batches until no due task is left; resolves to what it did. */
export async function remindDueTasks(
  db: Kysely<DB>,
  options: ReminderOptions,
): Promise<ReminderPass> {
  const total: ReminderPass = { claimed: 0, mailed: 0, notified: 0 };
  for (;;) {
    const pass = await db.transaction().execute(async (trx) => {
      const claimed = await claimDueTasks(trx);
      const done: ReminderPass = { claimed: claimed.length, mailed: 0, notified: 0 };
      for (const task of claimed) {
        const sent = await remind(trx, task, options);
        if (sent.mailed) done.mailed++;
        if (sent.notified) done.notified++;
      }
      return done;
    });
    total.claimed += pass.claimed;
    total.mailed += pass.mailed;
    total.notified += pass.notified;
    if (pass.claimed < REMINDER_BATCH_SIZE || options.shouldStop?.()) return total;
  }
}

/**
 * Marks due tasks reminded for their due time and takes them. The sub-select locks the
 * rows it picks and skips those another process holds; a row another process claimed
 * and committed in the meantime fails the re-checked WHERE and is left out.
 */
async function claimDueTasks(trx: Kysely<DB>): Promise<ClaimedTask[]> {
  const result = await sql<ClaimedTask>`
    UPDATE client_tasks
    SET reminded_due_at = due_at
    WHERE id IN (
      SELECT id FROM client_tasks
      WHERE done_at IS NULL AND reminded_due_at IS NULL AND due_at <= now()
      ORDER BY due_at
      LIMIT ${REMINDER_BATCH_SIZE}
      FOR UPDATE SKIP LOCKED
    )
      AND done_at IS NULL AND reminded_due_at IS NULL
    RETURNING id, client_id, workspace_id, assignee_id, title, due_at,
      created_at > due_at + ${CREATED_LATE_GRACE}::interval AS created_late
  `.execute(trx);
  return result.rows.map((row) => ({ ...row, dueAt: new Date(row.dueAt) }));
}

async function remind(
  trx: Kysely<DB>,
  task: ClaimedTask,
  { publicUrl, readPreferences }: ReminderOptions,
): Promise<{ mailed: boolean; notified: boolean }> {
  const none = { mailed: false, notified: false };
  if (task.createdLate) return none;
  const client = await trx
    .selectFrom('clients')
    .select(['name', 'userId'])
    .where('id', '=', task.clientId)
    .executeTakeFirst();
  // The assignee, else the client's owner; an unassigned task of an unassigned client
  // has nobody to remind.
  const recipientId = task.assigneeId ?? client?.userId;
  if (!client || !recipientId) return none;
  // Only someone who may still see the client hears about it (a member who left, or
  // whose role no longer shows this client, gets nothing).
  const access = await loadWorkspaceAccess(trx, recipientId, task.workspaceId);
  if (!access) return none;
  const visible = await trx
    .selectFrom('clients')
    .select('id')
    .where('id', '=', task.clientId)
    .where(recordFilter(access, 'clients', 'view'))
    .executeTakeFirst();
  if (!visible) return none;
  const recipient = await trx
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.userId', 'u.id')
    .select(['u.email', 'p.timezone', 'p.notificationPreferences'])
    .where('u.id', '=', recipientId)
    .executeTakeFirst();
  if (!recipient) return none;

  const preferences = readPreferences((recipient.notificationPreferences ?? {}) as never);
  const wantsMail = preferences.pushReminders && preferences.emailNotifications;
  const wantsInApp = preferences.pushReminders && preferences.pushNotifications;
  if (!wantsMail && !wantsInApp) return none;

  const path = clientPanelPath(task.clientId);
  const workspaceId = access.isPersonal ? null : task.workspaceId;
  const content = reminderContent({
    taskTitle: task.title,
    clientName: client.name,
    dueAt: task.dueAt,
    timeZone: parseTimeZone(recipient.timezone) ?? 'UTC',
    // The mail is opened outside the app, in whatever workspace the browser has chosen:
    // the link names a team client's workspace (the bell's entry switches by itself).
    clientUrl: `${publicUrl}${pathInWorkspace(path, workspaceId)}`,
  });
  if (wantsMail) await enqueueMail(trx, { to: recipient.email, ...content.mail });
  const notified =
    wantsInApp &&
    (await createNotification(trx, {
      userId: recipientId,
      workspaceId,
      kind: 'task_reminder',
      ...content.notification,
      path,
      sourceKey: `task_reminder:${task.id}:${task.dueAt.toISOString()}`,
    }));
  return { mailed: wantsMail, notified };
}

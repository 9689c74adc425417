// A client changing hands (issue 18): every reassignment is logged on the client as an
// interaction ("Assigned to X by Y") and the new owner is mailed — unless they made the
// change themselves or their e-mail notifications are off — through the outbox, in the
// transaction that reassigns, so a rolled-back change logs and mails nothing.
import type { Kysely } from 'kysely';
import { CLIENT_MESSAGES, WORKSPACE_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { escapeHtml } from '../../http/escape';
import { enqueueMail } from '../../platform/mail/outbox';
import { userNames } from './client-owners';
import { recordManualAssignments } from './record-client-assignment';

export const ASSIGNMENT_SUBJECT = 'Owner changed';

export type Reassigned = { id: string; name: string };

export async function recordAssignments(
  trx: Kysely<DB>,
  by: string,
  clients: readonly Reassigned[],
  toOwner: string | null,
  publicUrl: string,
): Promise<void> {
  if (clients.length === 0) return;
  // The history (issue 22): a hand change is the 'manual' rule, by this member.
  await recordManualAssignments(
    trx,
    by,
    clients.map((client) => client.id),
    toOwner,
  );
  const note = await assignmentNote(trx, by, toOwner);
  await trx
    .insertInto('client_interactions')
    .values(
      clients.map((client) => ({
        clientId: client.id,
        userId: by,
        type: 'note' as const,
        subject: ASSIGNMENT_SUBJECT,
        content: note.content,
        outcome: 'neutral' as const,
      })),
    )
    .execute();
  await mailNewOwner(trx, note, toOwner, {
    listed: clients.slice(0, 10).map((client) => client.name),
    count: clients.length,
    publicUrl,
  });
}

export type AssignmentNote = { by: string; byName: string; content: string };

/** The note logged on each reassigned client: "Assigned to X by Y" (or unassigned by Y). */
export async function assignmentNote(
  trx: Kysely<DB>,
  by: string,
  toOwner: string | null,
): Promise<AssignmentNote> {
  const names = await userNames(trx, [by, toOwner]);
  const byName = names.get(by) ?? 'a teammate';
  const content = toOwner
    ? WORKSPACE_MESSAGES.assigned(names.get(toOwner) ?? 'a teammate', byName)
    : WORKSPACE_MESSAGES.unassignedBy(byName);
  return { by, byName, content };
}

/**
 * One mail to the new owner for the whole action (the first ten names, then "…and N
 * more"), unless they acted themselves or switched e-mail notifications off.
 */
export async function mailNewOwner(
  trx: Kysely<DB>,
  note: AssignmentNote,
  toOwner: string | null,
  { listed, count, publicUrl }: { listed: readonly string[]; count: number; publicUrl: string },
): Promise<void> {
  if (!toOwner || toOwner === note.by || count === 0) return;
  const owner = await trx
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.userId', 'users.id')
    .select(['users.email', 'profiles.notificationPreferences'])
    .where('users.id', '=', toOwner)
    .executeTakeFirst();
  if (!owner || !emailNotificationsOn(owner.notificationPreferences)) return;
  const more = count - listed.length;
  const url = `${publicUrl}/dashboard?tab=clients&owner=mine`;
  const subject = CLIENT_MESSAGES.assignedMailSubject(count, note.byName);
  const lines = [...listed, ...(more > 0 ? [`…and ${more} more`] : [])];
  await enqueueMail(trx, {
    to: owner.email,
    subject,
    text: `${subject}:\n\n${lines.map((line) => `- ${line}`).join('\n')}\n\nOpen them in Scale: ${url}\n`,
    html: `<p>${escapeHtml(subject)}:</p><ul>${lines
      .map((line) => `<li>${escapeHtml(line)}</li>`)
      .join('')}</ul><p><a href="${escapeHtml(url)}">Open them in Scale</a></p>`,
  });
}

/**
 * The profile's "E-mail notifications" switch; stored snake_case or camelCase by older
 * rows (profiles' notification-preferences.ts reads both), on unless switched off.
 */
function emailNotificationsOn(stored: unknown): boolean {
  if (typeof stored !== 'object' || stored === null) return true;
  const prefs = stored as Record<string, unknown>;
  return (prefs.emailNotifications ?? prefs.email_notifications) !== false;
}

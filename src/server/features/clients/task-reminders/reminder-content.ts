// The words of a task reminder: the mail (subject, text, HTML) and the bell's entry.
// The task's title and the client's name are the users' own text: escaped in the HTML
// part, and folded onto one line in the subject (a header holds one line).
import { formatActivityTime } from '../../../../core/activity';
import { NOTIFICATION_MESSAGES as M } from '../../../../core/messages';
import { escapeHtml } from '../../../http/escape';
import type { OutgoingMail } from '../../../platform/mail/outbox';

export type ReminderFacts = {
  taskTitle: string;
  clientName: string;
  dueAt: Date;
  /** The recipient's zone: the due time reads as their clock shows it. */
  timeZone: string;
  /** The absolute address of the client's panel in the app. */
  clientUrl: string;
};

export type ReminderContent = {
  mail: Omit<OutgoingMail, 'to'>;
  notification: { title: string; body: string };
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function reminderContent(facts: ReminderFacts, now = new Date()): ReminderContent {
  const task = oneLine(facts.taskTitle);
  const client = oneLine(facts.clientName);
  const when = `${formatActivityTime(facts.dueAt.toISOString(), facts.timeZone, now)} (${facts.timeZone})`;
  const lines = [M.reminderIntro(task), M.reminderClient(client), M.reminderDue(when)];
  return {
    mail: {
      subject: M.reminderSubject(task, client),
      text: [...lines, '', `${M.reminderOpen}: ${facts.clientUrl}`, '', M.reminderWhy].join('\n'),
      html: [
        `<p>${escapeHtml(lines[0] ?? '')}</p>`,
        `<p>${lines.slice(1).map(escapeHtml).join('<br>')}</p>`,
        `<p><a href="${escapeHtml(facts.clientUrl)}">${escapeHtml(M.reminderOpen)}</a></p>`,
        `<p style="color:#666">${escapeHtml(M.reminderWhy)}</p>`,
      ].join('\n'),
    },
    notification: { title: M.reminderTitle(task), body: M.reminderBody(client, when) },
  };
}

// The mail that tells an owner a shared document was opened. The title and label are
// the owner's own words, but they are still escaped: the mail program renders the HTML.
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import { escapeHtml } from '../../../auth/auth-mails';
import type { OutgoingMail } from '../../../platform/mail/outbox';

export type DocumentViewMailInput = {
  title: string;
  label: string;
  viewedAt: Date;
  timeZone: string;
  /** "Chrome on a phone" and the like; empty when unknown. */
  viewer: string;
  documentUrl: string;
};

export function documentViewMail(input: DocumentViewMailInput): Omit<OutgoingMail, 'to'> {
  const when = formatWhen(input.viewedAt, input.timeZone);
  const intro = `Your document "${input.title}" was just viewed through the tracking link "${input.label}".`;
  const details: [string, string][] = [
    ['When', when],
    ['Link', input.label],
    ...(input.viewer ? [['Viewer', input.viewer] as [string, string]] : []),
  ];
  return {
    subject: DOCUMENT_MESSAGES.viewMailSubject(input.title, input.label),
    text: [
      intro,
      '',
      ...details.map(([name, value]) => `${name}: ${value}`),
      '',
      "The pages they read and how long they stayed appear in the document's analytics as they read.",
      '',
      `Open the document: ${input.documentUrl}`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${details.map(([name, value]) => `<b>${name}:</b> ${escapeHtml(value)}`).join('<br>')}</p>`,
      "<p>The pages they read and how long they stayed appear in the document's analytics as they read.</p>",
      `<p><a href="${escapeHtml(input.documentUrl)}">Open the document</a></p>`,
    ].join('\n'),
  };
}

function formatWhen(date: Date, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(date);
  } catch {
    // A zone this Node does not know: UTC is still a true time.
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(date);
  }
}

// The mail that tells the owner about a contact form message. Every visitor value is
// escaped in the HTML part: the visitor chooses it, the owner's mail program renders it.
import { escapeHtml } from '../../../auth/auth-mails';
import type { OutgoingMail } from '../../../platform/mail/outbox';
import type { Lead } from './read-lead-form';

type LeadMail = Omit<OutgoingMail, 'to'>;

export type LeadOutcome = 'new_client' | 'existing_client' | 'client_limit';

const INTROS: Record<LeadOutcome, (place: string) => string> = {
  new_client: (place) =>
    `Someone sent you a message through the contact form on ${place}. They are now a new lead in your clients.`,
  existing_client: (place) =>
    `One of your clients sent you a message through the contact form on ${place}. It is saved with their interactions.`,
  client_limit: (place) =>
    `Someone sent you a message through the contact form on ${place}, but it could not be saved as a client: your Free plan is full. Their details are below; upgrade to Pro for unlimited clients.`,
};

/**
 * `place`: where the form is, as the owner reads it — "your Scale Page", or a team page
 * ("the team page of Acme") whose workspace owner is told when the plan is full.
 */
export function leadMail(
  lead: Lead,
  outcome: LeadOutcome,
  clientsUrl: string,
  place = 'your Scale Page',
): LeadMail {
  const intro = INTROS[outcome](place);
  const details: [string, string][] = [
    ['Name', lead.name],
    ['Email', lead.email],
    ...(lead.phone ? [['Phone', lead.phone] as [string, string]] : []),
  ];
  const message = lead.message || 'No message.';
  const subject =
    outcome === 'client_limit'
      ? `Not saved: a message from ${lead.name} on ${place}`
      : `New message from ${lead.name} on ${place}`;
  return {
    subject,
    text: [
      intro,
      '',
      ...details.map(([label, value]) => `${label}: ${value}`),
      '',
      message,
      '',
      `Your clients: ${clientsUrl}`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${details.map(([label, value]) => `<b>${label}:</b> ${escapeHtml(value)}`).join('<br>')}</p>`,
      `<p style="white-space:pre-line">${escapeHtml(message)}</p>`,
      `<p><a href="${escapeHtml(clientsUrl)}">Open your clients</a></p>`,
    ].join('\n'),
  };
}

// The mail that tells a member a routed lead is theirs (issue 22); route-lead queues it
// through the outbox in the routing transaction. Every visitor value is escaped in the
// HTML part. Null when the member's notification preferences say no.
import { type AssignmentRule, ROUTING_MESSAGES } from '../../../core/lead-routing-schemas';
import { escapeHtml } from '../../http/escape';
import type { ActiveMember } from '../../platform/access/active-members';
import { brandMail, type MailBranding } from '../../platform/mail/branding';
import type { OutgoingMail } from '../../platform/mail/outbox';
import { fromStoredPreferences } from '../profiles/public';
import type { RoutedLead } from './route-lead';

export function routedLeadMail(input: {
  /** The chosen member, as the workspace's roster has them. */
  owner: Pick<ActiveMember, 'email' | 'notificationPreferences'>;
  /** The workspace owner's plan decides Scale's branding (decision 073). */
  branding: MailBranding;
  teamName: string;
  lead: RoutedLead;
  rule: AssignmentRule;
  clientId: string;
  publicUrl: string;
}): OutgoingMail | null {
  const { owner } = input;
  // No profile (never so for a signed-up member): no preferences to say yes, no mail.
  if (
    !owner.notificationPreferences ||
    !fromStoredPreferences(owner.notificationPreferences).emailNotifications
  )
    return null;
  const { lead } = input;
  const subject = ROUTING_MESSAGES.teamLeadSubject(lead.name, input.teamName);
  const why = `Assigned to you by ${ROUTING_MESSAGES.rules[input.rule]}.`;
  const details: [string, string][] = [
    ['Name', lead.name],
    ...(lead.email ? [['Email', lead.email] as [string, string]] : []),
    ...(lead.phone ? [['Phone', lead.phone] as [string, string]] : []),
  ];
  const message = lead.message?.trim() || 'No message.';
  const url = `${input.publicUrl}/dashboard?tab=clients&owner=mine`;
  const mail = {
    subject,
    text: [
      subject,
      why,
      '',
      ...details.map(([k, v]) => `${k}: ${v}`),
      '',
      message,
      '',
      `Open the client: ${url}`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(subject)}. ${escapeHtml(why)}</p>`,
      `<p>${details.map(([k, v]) => `<b>${k}:</b> ${escapeHtml(v)}`).join('<br>')}</p>`,
      `<p style="white-space:pre-line">${escapeHtml(message)}</p>`,
      `<p><a href="${escapeHtml(url)}">Open the client</a></p>`,
    ].join('\n'),
  };
  // The team's plan decides Scale's branding; on Business the mail is in the team's name.
  return { to: owner.email, ...brandMail(mail, input.branding, input.publicUrl) };
}

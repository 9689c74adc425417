// The mail an invitation sends (and re-sends): who invites, to what, as which role, the
// one link, and until when it works. The names are typed by users, hence escaped.
import { escapeHtml } from '../../../auth/auth-mails';
import type { OutgoingMail } from '../../../platform/mail/outbox';

export type InvitationMailFacts = {
  inviterName: string;
  organizationName: string;
  roleName: string;
  link: string;
  expiresAt: Date;
};

// The invitee's time zone is unknown: UTC, said so.
const EXPIRY_FORMAT = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

export function invitationMail(facts: InvitationMailFacts): Omit<OutgoingMail, 'to'> {
  const { inviterName, organizationName, roleName, link } = facts;
  const expires = `${EXPIRY_FORMAT.format(facts.expiresAt)} UTC`;
  const intro = `${inviterName} invited you to join ${organizationName} on Scale as ${roleName}.`;
  const footnote = `The link works until ${expires}. If you did not expect this invitation, ignore this mail.`;
  return {
    // A header is one line whatever the names hold.
    subject: `${inviterName} invited you to ${organizationName} on Scale`.replace(/\s+/g, ' '),
    text: [intro, '', `Accept the invitation here: ${link}`, '', footnote].join('\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>`,
      `<p style="color:#666">${escapeHtml(footnote)}</p>`,
    ].join('\n'),
  };
}

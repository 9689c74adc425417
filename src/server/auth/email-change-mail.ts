// The mails of an e-mail change: the verification link to the new address, and a
// heads-up to the old one so a hijacked account does not move away silently.
import type { OutgoingMail } from '../platform/mail/outbox';
import { escapeHtml } from './auth-mails';

type AuthMail = Omit<OutgoingMail, 'to'>;

export type EmailChange = { from: string; to: string };

/**
 * better-auth sends the change-email link through the same callback as the sign-up
 * verification; its token (a JWT we signed) says which one it is. Reading the payload
 * without checking the signature is fine here: it only picks the wording of a mail
 * that better-auth itself is about to send.
 */
export function emailChangeOf(token: string): EmailChange | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      email?: unknown;
      updateTo?: unknown;
      requestType?: unknown;
    };
    if (claims.requestType !== 'change-email-verification') return null;
    if (typeof claims.email !== 'string' || typeof claims.updateTo !== 'string') return null;
    return { from: claims.email, to: claims.updateTo };
  } catch {
    return null;
  }
}

export function emailChangeMail(link: string): AuthMail {
  return {
    subject: 'Confirm your new e-mail address for Scale',
    text: [
      'You asked to use this address for your Scale account.',
      '',
      `Confirm it here to complete the change: ${link}`,
      '',
      'Until you do, your account keeps its current address. If it was not you, ignore this mail.',
    ].join('\n'),
    html: [
      '<p>You asked to use this address for your Scale account.</p>',
      `<p><a href="${escapeHtml(link)}">Confirm new e-mail address</a></p>`,
      '<p style="color:#666">Until you do, your account keeps its current address. If it was not you, ignore this mail.</p>',
    ].join('\n'),
  };
}

export function emailChangeNoticeMail(newAddress: string): AuthMail {
  const intro = `Someone with your password asked to change the e-mail address of your Scale account to ${newAddress}.`;
  const footnote =
    'If it was you, confirm the change from the mail sent to the new address. If it was not, change your password now: nothing changes until the new address is confirmed.';
  return {
    subject: 'Your Scale e-mail address is being changed',
    text: [intro, '', footnote].join('\n'),
    html: [`<p>${escapeHtml(intro)}</p>`, `<p style="color:#666">${escapeHtml(footnote)}</p>`].join(
      '\n',
    ),
  };
}

// The mails the sign-in flows send: what they say and the one link they carry.
import type { OutgoingMail } from '../platform/mail/outbox';

type AuthMail = Omit<OutgoingMail, 'to'>;

export function passwordResetMail(link: string): AuthMail {
  return {
    subject: 'Reset your Scale password',
    text: [
      'Someone asked to reset the password of your Scale account.',
      '',
      `Choose a new password here (the link works for one hour): ${link}`,
      '',
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
    html: page(
      'Someone asked to reset the password of your Scale account.',
      link,
      'Choose a new password',
      'The link works for one hour. If it was not you, ignore this mail: your password stays as it is.',
    ),
  };
}

export function emailVerificationMail(link: string): AuthMail {
  return {
    subject: 'Verify your e-mail address for Scale',
    text: [
      'Welcome to Scale!',
      '',
      `Please confirm that this is your e-mail address: ${link}`,
      '',
      'If you did not create a Scale account, ignore this mail.',
    ].join('\n'),
    html: page(
      'Welcome to Scale! Please confirm that this is your e-mail address.',
      link,
      'Verify e-mail address',
      'If you did not create a Scale account, ignore this mail.',
    ),
  };
}

function page(intro: string, link: string, action: string, footnote: string): string {
  return [
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p style="color:#666">${escapeHtml(footnote)}</p>`,
  ].join('\n');
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

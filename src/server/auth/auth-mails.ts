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

/**
 * Sign-up answers the same for a taken address as for a new one (issue 16), so the
 * address's owner learns of the attempt here instead, with the ways back in.
 */
export function signUpAttemptMail(signInLink: string, resetLink: string): AuthMail {
  return {
    subject: 'Someone tried to create a Scale account with your address',
    text: [
      'Someone tried to create an account with your address, but you already have a Scale account.',
      '',
      `If it was you, sign in here: ${signInLink}`,
      `Forgot your password? Choose a new one: ${resetLink}`,
      '',
      'If it was not you, ignore this mail: nothing about your account has changed.',
    ].join('\n'),
    html: [
      `<p>${escapeHtml('Someone tried to create an account with your address, but you already have a Scale account.')}</p>`,
      `<p><a href="${escapeHtml(signInLink)}">Sign in</a> · <a href="${escapeHtml(resetLink)}">Choose a new password</a></p>`,
      `<p style="color:#666">${escapeHtml('If it was not you, ignore this mail: nothing about your account has changed.')}</p>`,
    ].join('\n'),
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

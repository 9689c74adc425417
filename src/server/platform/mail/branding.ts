// Scale's branding in the mails an owner's page causes (decision 064, "and mails";
// decision 073): booking, lead and document-view mails carry a "Sent with Scale" footer
// unless the page's owner is on Business; then the footer goes and the From header shows
// the person's or organization's name (MAIL_FROM's address stays, so SPF/DKIM still hold).
import { escapeHtml } from '../../http/escape';
import type { OutgoingMail } from './outbox';

export type MailBranding = {
  /** showsScaleBranding(owner's tier): true on Free and Pro. */
  branded: boolean;
  /** The person's or organization's name, for the From header when unbranded. */
  senderName: string;
};

export const SCALE_MAIL_FOOTER = 'Sent with Scale';

type Content = Omit<OutgoingMail, 'to'>;

export function brandMail<T extends Content>(
  mail: T,
  branding: MailBranding,
  publicUrl: string,
): T {
  if (!branding.branded) {
    const name = branding.senderName
      .replace(/[\r\n"<>]/g, ' ')
      .trim()
      .slice(0, 200);
    return { ...mail, fromName: name || null };
  }
  return {
    ...mail,
    text: `${mail.text}\n\n--\n${SCALE_MAIL_FOOTER}: ${publicUrl}`,
    ...(mail.html
      ? {
          html: `${mail.html}\n<p style="color:#888;font-size:12px">${SCALE_MAIL_FOOTER} · <a href="${escapeHtml(publicUrl)}">Scale</a></p>`,
        }
      : {}),
  };
}

// Development mailbox: every outbox message (captured or sent), newest first, as a
// page at /dev/mail and as JSON at /dev/mail.json for tests. Mounted outside production.
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppDeps, AppEnv } from '../../http/types';
import type { MailAttachment } from './tables';

const PAGE_SIZE = 100;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

export type DevMailMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
  status: string;
  deliveredVia: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
};

export function devMailRoutes({ database }: AppDeps) {
  async function listMessages(to: string | undefined): Promise<DevMailMessage[]> {
    let query = database.db
      .selectFrom('mailOutbox')
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(PAGE_SIZE);
    if (to) query = query.where('toAddress', '=', to);
    const rows = await query.execute();
    return rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      attachments: row.attachments,
      status: row.status,
      deliveredVia: row.deliveredVia,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    }));
  }

  return new Hono<AppEnv>()
    .get('/mail.json', async (c) => c.json({ messages: await listMessages(c.req.query('to')) }))
    .get('/mail/:id/attachments/:index', async (c) => {
      const id = c.req.param('id');
      const row = UUID_PATTERN.test(id)
        ? await database.db
            .selectFrom('mailOutbox')
            .select('attachments')
            .where('id', '=', id)
            .executeTakeFirst()
        : undefined;
      const attachment = row?.attachments[Number(c.req.param('index'))];
      if (!attachment) return c.text('No such attachment', 404);
      const body =
        attachment.encoding === 'base64'
          ? Buffer.from(attachment.content, 'base64')
          : attachment.content;
      // Always a download, never rendered on this origin (an HTML attachment could script it).
      c.header('Content-Type', attachment.contentType);
      c.header('X-Content-Type-Options', 'nosniff');
      c.header(
        'Content-Disposition',
        `attachment; filename="${attachment.filename.replace(/[^\w.-]/g, '_')}"`,
      );
      return c.body(body);
    })
    .get('/mail', async (c) => c.html(renderMailbox(await listMessages(c.req.query('to')))));
}

function renderMailbox(messages: DevMailMessage[]) {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mail · Scale</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #18181b; }
  header { padding: 16px 24px; background: #18181b; color: #fff; }
  header h1 { margin: 0; font-size: 18px; }
  header p { margin: 4px 0 0; color: #a1a1aa; font-size: 13px; }
  main { max-width: 960px; margin: 0 auto; padding: 16px; }
  article { background: #fff; border: 1px solid #e4e4e7; border-radius: 8px; margin-bottom: 16px; }
  .meta { padding: 12px 16px; border-bottom: 1px solid #e4e4e7; }
  .subject { font-weight: 600; font-size: 16px; }
  .detail { color: #52525b; font-size: 13px; }
  .status { display: inline-block; padding: 0 8px; border-radius: 999px; font-size: 12px; background: #e4e4e7; }
  .status-sent { background: #dcfce7; color: #166534; }
  .status-failed { background: #fee2e2; color: #991b1b; }
  .status-pending, .status-sending { background: #fef9c3; color: #854d0e; }
  details { padding: 8px 16px; }
  summary { cursor: pointer; color: #52525b; font-size: 13px; }
  pre { white-space: pre-wrap; word-break: break-word; margin: 8px 0; font: 13px/1.5 ui-monospace, monospace; }
  iframe { width: 100%; height: 300px; border: 1px solid #e4e4e7; border-radius: 4px; resize: vertical; background: #fff; }
  .empty { text-align: center; color: #71717a; padding: 48px 0; }
</style>
</head>
<body>
<header>
  <h1>Dev mail</h1>
  <p>Every message the app queued, newest first. Without SMTP_URL nothing leaves this machine; <a href="/dev/mail.json" style="color:#a1a1aa">JSON</a></p>
</header>
<main>
${messages.length === 0 ? html`<p class="empty">No mail yet.</p>` : messages.map(renderMessage)}
</main>
</body>
</html>`;
}

function renderMessage(message: DevMailMessage) {
  // A captured message never left the machine: say so rather than "sent".
  const statusLabel =
    message.deliveredVia === 'captured'
      ? 'captured, not sent'
      : message.deliveredVia
        ? `${message.status} via ${message.deliveredVia}`
        : message.status;
  return html`<article id="mail-${message.id}">
  <div class="meta">
    <div class="subject">${message.subject}</div>
    <div class="detail">To ${message.to} ·
      <span class="status status-${message.status}">${statusLabel}</span> ·
      <time datetime="${message.createdAt}">${message.createdAt.replace('T', ' ').slice(0, 19)} UTC</time>
      ${message.lastError ? html` · last error: ${message.lastError}` : ''}
    </div>
  </div>
  ${
    message.html
      ? html`<details open><summary>HTML</summary>
  <iframe title="${message.subject}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${`<base target="_blank">${message.html}`}"></iframe>
  </details>`
      : ''
  }
  <details ${message.html ? '' : 'open'}><summary>Text</summary><pre>${linkify(message.text)}</pre></details>
  ${
    message.attachments.length > 0
      ? html`<details open><summary>Attachments</summary><ul>${message.attachments.map(
          (attachment, index) =>
            html`<li><a href="/dev/mail/${message.id}/attachments/${index}">${attachment.filename}</a> <span class="detail">${attachment.contentType}</span></li>`,
        )}</ul></details>`
      : ''
  }
</article>`;
}

/** Escapes plain text and turns its http(s) URLs into links that open in a new tab. */
function linkify(text: string) {
  const parts: unknown[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    parts.push(text.slice(last, match.index));
    parts.push(html`<a href="${match[0]}" target="_blank" rel="noreferrer">${match[0]}</a>`);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

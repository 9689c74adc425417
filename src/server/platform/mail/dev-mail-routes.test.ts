import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database';
import { loadConfig } from '../../config';
import type { AppDeps, AppEnv } from '../../http/types';
import { type DevMailMessage, devMailRoutes } from './dev-mail-routes';
import { createMailSender } from './mail-sender';
import { enqueueMail } from './outbox';

let database: TestDatabase;
let app: Hono<AppEnv>;

beforeAll(async () => {
  database = await createTestDatabase();
  const deps = { database } as Pick<AppDeps, 'database'> as AppDeps;
  app = new Hono<AppEnv>().route('/dev', devMailRoutes(deps));
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.deleteFrom('mailOutbox').execute();
});

async function listJson(query = ''): Promise<DevMailMessage[]> {
  const response = await app.request(`/dev/mail.json${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: DevMailMessage[] }).messages;
}

describe('/dev/mail', () => {
  it('lists captured mail newest first as JSON, filterable by recipient', async () => {
    await enqueueMail(database.db, { to: 'ada@example.com', subject: 'First', text: 'one' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await enqueueMail(database.db, {
      to: 'bob@example.com',
      subject: 'Second',
      text: 'two',
      html: '<p>two</p>',
      attachments: [{ filename: 'a.txt', content: 'hello', contentType: 'text/plain' }],
    });
    const config = { ...loadConfig({ AUTH_SECRET: 'x' }), mailSenderIntervalMs: 0 };
    await createMailSender({ config, database }).deliverDue();

    const messages = await listJson();
    expect(messages.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(messages[0]).toMatchObject({
      to: 'bob@example.com',
      text: 'two',
      html: '<p>two</p>',
      status: 'sent',
      deliveredVia: 'captured',
      attachments: [{ filename: 'a.txt', content: 'hello', contentType: 'text/plain' }],
    });
    expect(Date.parse(messages[0]!.createdAt)).not.toBeNaN();

    expect((await listJson('?to=ada@example.com')).map((m) => m.subject)).toEqual(['First']);
  });

  it('renders subjects and bodies escaped, HTML in a sandboxed frame, and links clickable', async () => {
    await enqueueMail(database.db, {
      to: 'eve@example.com',
      subject: '<script>alert("subject")</script>',
      text: 'Reset your password: http://localhost:3000/reset?token=a&b=1.\n<b>not bold</b>',
      html: '<p>Hi</p><a href="http://localhost:3000/reset?token=a">Reset</a><script>alert(1)</script>',
    });

    const response = await app.request('/dev/mail');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();

    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(page).toContain('&lt;b&gt;not bold&lt;/b&gt;');
    // The text body's link is a real link (without the sentence's full stop).
    expect(page).toContain(
      '<a href="http://localhost:3000/reset?token=a&amp;b=1" target="_blank" rel="noreferrer">',
    );
    // The HTML body only exists inside the sandboxed frame: scripts cannot run, links open a tab.
    const frame = page.match(/<iframe[^>]*>/)?.[0] ?? '';
    expect(frame).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(frame).toContain(
      'srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p&gt;Hi&lt;/p&gt;&lt;a href=&quot;http://localhost:3000/reset?token=a&quot;&gt;Reset&lt;/a&gt;',
    );
  });

  it('offers attachments as downloads', async () => {
    const id = await enqueueMail(database.db, {
      to: 'ada@example.com',
      subject: 'Invoice',
      text: 'Attached',
      attachments: [
        { filename: 'invoice.pdf', content: '%PDF-1.4', contentType: 'application/pdf' },
        {
          filename: 'logo.png',
          content: Buffer.from([0x89, 0x50, 0x4e, 0x47]).toString('base64'),
          contentType: 'image/png',
          encoding: 'base64',
        },
      ],
    });
    const page = await (await app.request('/dev/mail')).text();
    expect(page).toContain(`<a href="/dev/mail/${id}/attachments/0">invoice.pdf</a>`);

    const pdf = await app.request(`/dev/mail/${id}/attachments/0`);
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="invoice.pdf"');
    expect(await pdf.text()).toBe('%PDF-1.4');
    const png = await app.request(`/dev/mail/${id}/attachments/1`);
    expect(new Uint8Array(await png.arrayBuffer())).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    );
    expect((await app.request(`/dev/mail/${id}/attachments/2`)).status).toBe(404);
    expect((await app.request('/dev/mail/not-a-uuid/attachments/0')).status).toBe(404);
  });

  it('says so when there is no mail', async () => {
    expect(await (await app.request('/dev/mail')).text()).toContain('No mail yet.');
    expect(await listJson()).toEqual([]);
  });
});

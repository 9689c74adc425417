// Issue 23, a tracking link's controls over real HTTP against a real database: the
// server-rendered gate (e-mail, one-time code, password), the refusals and their pages,
// the download switch, nothing of the document before the gate, the gate's cookie, and
// the e-mail becoming a lead in the owner's CRM.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import {
  type BeaconBody,
  insertDocument,
  type StoredDocument,
  sendBeacon,
  usernameOf,
} from '../../../../../tests/support/document-rows';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

type Shared = {
  owner: ApiUser;
  username: string;
  document: StoredDocument;
  link: { id: string; code: string };
  path: string;
};

async function share(settings: Record<string, unknown> = {}): Promise<Shared> {
  const owner = await signUpApiUser(server, 'controls');
  const document = await insertDocument(server, owner.id, { title: 'Secret Deck', pages: 3 });
  const link = await owner.call('POST', `/documents/${document.id}/links`, { label: 'Jane' });
  expect(link.status).toBe(201);
  if (Object.keys(settings).length > 0) {
    const patched = await owner.call('PATCH', `/document-links/${link.body.id}`, settings);
    expect(patched.status).toBe(200);
  }
  const username = await usernameOf(server, owner);
  return {
    owner,
    username,
    document,
    link: link.body,
    path: `/d/${username}/${link.body.code}`,
  };
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    text: bytes.toString('utf8'),
  };
}

async function postGate(shared: Shared, fields: Record<string, string>, cookie = '') {
  const response = await fetch(`${server.url}${shared.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  const text = await response.text();
  const setCookie = response.headers.get('set-cookie') ?? '';
  return {
    status: response.status,
    text,
    setCookie,
    location: response.headers.get('location'),
    cookie: setCookie.split(';')[0] ?? '',
  };
}

function api(shared: Shared, suffix = '') {
  return `/api/v1/public/documents/${shared.username}/${shared.link.code}${suffix}`;
}

function beacon(shared: Shared, overrides: Partial<BeaconBody> = {}): BeaconBody {
  return {
    username: shared.username,
    code: shared.link.code,
    viewKey: randomUUID(),
    visitorId: `visitor-${randomUUID()}`,
    pageSeconds: { '1': 4, '2': 3 },
    totalSeconds: 7,
    isFinal: false,
    ...overrides,
  };
}

async function viewsOf(shared: Shared) {
  return server.database.db
    .selectFrom('document_views')
    .selectAll()
    .where('trackingLinkId', '=', shared.link.id)
    .execute();
}

async function clientsOf(owner: ApiUser) {
  return server.database.db
    .selectFrom('clients')
    .select(['id', 'name', 'email', 'leadSource'])
    .where('userId', '=', owner.id)
    .execute();
}

async function interactionsOf(clientId: string) {
  return server.database.db
    .selectFrom('client_interactions')
    .select(['id', 'subject', 'content'])
    .where('clientId', '=', clientId)
    .execute();
}

async function latestCode(email: string): Promise<string> {
  const mail = await server.database.db
    .selectFrom('mailOutbox')
    .select('subject')
    .where('toAddress', '=', email)
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  return /^(\d{6}) /.exec(mail.subject)?.[1] ?? '';
}

function expectNothingOfTheDocument(text: string) {
  expect(text).not.toContain('Secret Deck');
  expect(text).not.toContain('%PDF');
  expect(text).not.toMatch(/pageCount/);
}

describe('link settings', () => {
  it('stores a password hashed; a password of 0 or 1,000 characters is a clear 400', async () => {
    const shared = await share();
    const empty = await shared.owner.call('PATCH', `/document-links/${shared.link.id}`, {
      password: '',
    });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain(DOCUMENT_MESSAGES.passwordRequired);
    const long = await shared.owner.call('PATCH', `/document-links/${shared.link.id}`, {
      password: 'x'.repeat(1000),
    });
    expect(long.status).toBe(400);
    expect(long.text).toContain(DOCUMENT_MESSAGES.passwordTooLong);
    const wrongType = await shared.owner.call('PATCH', `/document-links/${shared.link.id}`, {
      allowDownload: 'yes',
    });
    expect(wrongType.status).toBe(400);
    const badDate = await shared.owner.call('PATCH', `/document-links/${shared.link.id}`, {
      expiresAt: 'tomorrow',
    });
    expect(badDate.status).toBe(400);
    let row = await server.database.db
      .selectFrom('document_tracking_links')
      .selectAll()
      .where('id', '=', shared.link.id)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toBeNull();
    expect(row.allowDownload).toBe(false);
    expect(row.expiresAt).toBeNull();

    const saved = await shared.owner.call('PATCH', `/document-links/${shared.link.id}`, {
      password: 'open sesame',
      requireEmail: true,
      allowDownload: true,
      watermark: true,
      notifyOnView: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      hasPassword: true,
      requireEmail: true,
      allowDownload: true,
      watermark: true,
      notifyOnView: false,
      isExpired: false,
    });
    expect(saved.text).not.toContain('open sesame');
    row = await server.database.db
      .selectFrom('document_tracking_links')
      .selectAll()
      .where('id', '=', shared.link.id)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain('open sesame');
  });

  it("answers 404 for another workspace's link and changes nothing", async () => {
    const shared = await share();
    const stranger = await signUpApiUser(server, 'controls-stranger');
    const answer = await stranger.call('PATCH', `/document-links/${shared.link.id}`, {
      password: 'mine now',
    });
    expect(answer.status).toBe(404);
    const row = await server.database.db
      .selectFrom('document_tracking_links')
      .select('passwordHash')
      .where('id', '=', shared.link.id)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toBeNull();
  });
});

describe('a password link', () => {
  it('shows the gate and sends nothing of the document before it is passed', async () => {
    const shared = await share({ password: 'hunter2' });
    const page = await get(shared.path);
    expect(page.status).toBe(200);
    expect(page.text).toContain(DOCUMENT_MESSAGES.gateTitle);
    expect(page.text).toContain('<form method="post"');
    expect(page.text).toContain('name="password"');
    expectNothingOfTheDocument(page.text);

    const meta = await get(api(shared));
    expect(meta.status).toBe(403);
    expectNothingOfTheDocument(meta.text);
    const file = await get(api(shared, '/file'));
    expect(file.status).toBe(403);
    expectNothingOfTheDocument(file.text);
    // A beacon without the gate's cookie records nothing.
    expect((await sendBeacon(server, beacon(shared))).status).toBe(204);
    expect(await viewsOf(shared)).toHaveLength(0);
  });

  it('refuses a wrong password with its own page, and a right one sets the cookie', async () => {
    const shared = await share({ password: 'hunter2' });
    const wrong = await postGate(shared, { password: 'hunter3', step: 'gate' });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain(DOCUMENT_MESSAGES.wrongPasswordTitle);
    expect(wrong.text).toContain('That password is not right.');
    expect(wrong.setCookie).toBe('');
    expectNothingOfTheDocument(wrong.text);

    const long = await postGate(shared, { password: 'x'.repeat(1000), step: 'gate' });
    expect(long.status).toBe(400);
    expect(long.text).toContain(DOCUMENT_MESSAGES.passwordTooLong);
    const empty = await postGate(shared, { password: '', step: 'gate' });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain(DOCUMENT_MESSAGES.gatePasswordRequired);

    const right = await postGate(shared, { password: 'hunter2', step: 'gate' });
    expect(right.status).toBe(303);
    expect(right.location).toBe(shared.path);
    expect(right.setCookie).toMatch(/HttpOnly/i);
    expect(right.setCookie).toMatch(/SameSite=Lax/i);
    expect(right.setCookie).toContain(`scale_doc_${shared.link.id.replaceAll('-', '')}=`);

    const meta = await get(api(shared), { cookie: right.cookie });
    expect(meta.status).toBe(200);
    expect(JSON.parse(meta.text)).toMatchObject({ title: 'Secret Deck', downloadUrl: null });
    const file = await get(api(shared, '/file'), { cookie: right.cookie });
    expect(file.status).toBe(200);
    expect(file.bytes.equals(shared.document.bytes)).toBe(true);

    // The cookie opens this link only, and a forged one opens nothing.
    const other = await share({ password: 'hunter2' });
    const renamed = right.cookie.replace(
      shared.link.id.replaceAll('-', ''),
      other.link.id.replaceAll('-', ''),
    );
    expect((await get(api(other), { cookie: renamed })).status).toBe(403);
    const [name, value] = right.cookie.split('=');
    const forged = `${name}=${Buffer.from(JSON.stringify({ v: 1, e: null, n: null, x: 9e9 })).toString('base64url')}.${value?.split('.')[1]}`;
    expect((await get(api(shared), { cookie: forged })).status).toBe(403);

    // A new password closes the door on cookies of the old one.
    await shared.owner.call('PATCH', `/document-links/${shared.link.id}`, { password: 'new one' });
    expect((await get(api(shared), { cookie: right.cookie })).status).toBe(403);
  });
});

describe('refusals', () => {
  it('shows an expired link its own page and serves nothing', async () => {
    const shared = await share({ expiresAt: new Date(Date.now() - 60_000).toISOString() });
    const page = await get(shared.path);
    expect(page.status).toBe(410);
    expect(page.text).toContain(DOCUMENT_MESSAGES.expiredTitle);
    expectNothingOfTheDocument(page.text);
    expect((await get(api(shared))).status).toBe(403);
    expect((await get(api(shared, '/file'))).status).toBe(403);
    const posted = await postGate(shared, { step: 'gate' });
    expect(posted.status).toBe(410);
    expect(posted.text).toContain(DOCUMENT_MESSAGES.expiredTitle);
  });

  it('opens a link whose expiry is still ahead', async () => {
    const shared = await share({ expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await get(api(shared))).status).toBe(200);
  });

  it('shows a disabled link its own page', async () => {
    const shared = await share({ isActive: false });
    const page = await get(shared.path);
    expect(page.status).toBe(410);
    expect(page.text).toContain(DOCUMENT_MESSAGES.disabledTitle);
    expectNothingOfTheDocument(page.text);
    expect((await get(api(shared, '/file'))).status).toBe(404);
  });
});

describe('downloads', () => {
  it('refuses a download on a no-download link with 403, and allows it when turned on', async () => {
    const shared = await share();
    const meta = await get(api(shared));
    expect(JSON.parse(meta.text).downloadUrl).toBeNull();
    const asked = await get(api(shared, '/file?download=1'));
    expect(asked.status).toBe(403);
    expect(asked.text).toContain(DOCUMENT_MESSAGES.downloadNotAllowed);
    expect(asked.bytes.includes(Buffer.from('%PDF'))).toBe(false);
    const opened = await get(api(shared, '/file'), { 'sec-fetch-dest': 'document' });
    expect(opened.status).toBe(403);
    // The viewer's own fetch still reads it.
    expect((await get(api(shared, '/file'), { 'sec-fetch-dest': 'empty' })).status).toBe(200);

    await shared.owner.call('PATCH', `/document-links/${shared.link.id}`, { allowDownload: true });
    const allowed = await get(api(shared, '/file?download=1'));
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(JSON.parse((await get(api(shared))).text).downloadUrl).toContain('download=1');
  });
});

describe('an e-mail gate', () => {
  it('refuses a bad e-mail with a clear message and escapes what was typed', async () => {
    const shared = await share({ requireEmail: true });
    const empty = await postGate(shared, { email: '', step: 'gate' });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain(DOCUMENT_MESSAGES.gateEmailRequired);
    const hostile = await postGate(shared, {
      email: '<script>alert(1)</script>@x.com',
      name: '<img src=x onerror=alert(1)>',
      step: 'gate',
    });
    expect(hostile.status).toBe(400);
    expect(hostile.text).toContain(DOCUMENT_MESSAGES.gateEmailInvalid);
    expect(hostile.text).not.toContain('<script>alert(1)');
    expect(hostile.text).not.toContain('<img src=x');
    expect(hostile.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(hostile.setCookie).toBe('');
    expect(await clientsOf(shared.owner)).toHaveLength(0);
  });

  it('makes the e-mail a lead with the view in a note, kept up to date', async () => {
    const shared = await share({ requireEmail: true });
    const passed = await postGate(shared, {
      email: 'Reader@Example.com',
      name: '<b>Rita</b> Reader',
      step: 'gate',
    });
    expect(passed.status).toBe(303);
    const first = beacon(shared, { pageSeconds: {}, totalSeconds: 0 });
    expect((await sendBeacon(server, first, { cookie: passed.cookie })).status).toBe(204);
    const [view] = await viewsOf(shared);
    expect(view).toMatchObject({
      viewerEmail: 'reader@example.com',
      viewerName: '<b>Rita</b> Reader',
    });
    const clients = await clientsOf(shared.owner);
    expect(clients).toEqual([
      expect.objectContaining({
        name: '<b>Rita</b> Reader',
        email: 'reader@example.com',
        leadSource: 'document',
      }),
    ]);
    const clientId = clients[0]?.id ?? '';
    let notes = await interactionsOf(clientId);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.content).toBe('Opened “proposal.pdf” — 0 s, no page read yet');

    // A later beacon of the same visit brings the note up to date (the killed tab case:
    // nothing final ever comes, the view and its time are there).
    await server.database.db
      .updateTable('document_views')
      .set({ createdAt: new Date(Date.now() - 300_000) })
      .where('viewKey', '=', first.viewKey)
      .execute();
    await sendBeacon(
      server,
      { ...first, pageSeconds: { '1': 120, '2': 60, '3': 60 }, totalSeconds: 240 },
      { cookie: passed.cookie },
    );
    notes = await interactionsOf(clientId);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.content).toBe('Opened “proposal.pdf” — 4 min, pages 1–3');
    const [updated] = await viewsOf(shared);
    expect(updated).toMatchObject({ timeSpent: 240, isFinal: false });
    // The owner's analytics name the reader.
    const analytics = await shared.owner.call('GET', `/documents/${shared.document.id}/analytics`);
    expect(analytics.body.recentViews[0]).toMatchObject({
      viewerEmail: 'reader@example.com',
      seconds: 240,
      pages: [1, 2, 3],
    });
  });

  it('logs the view on the client who already has that e-mail, without a new client', async () => {
    const shared = await share({ requireEmail: true });
    const existing = await shared.owner.call('POST', '/clients', {
      name: 'Known Person',
      emails: [{ address: 'known@example.com', type: 'work', isDefault: true }],
    });
    expect(existing.status).toBe(201);
    const passed = await postGate(shared, { email: 'known@example.com', step: 'gate' });
    await sendBeacon(server, beacon(shared), { cookie: passed.cookie });
    expect(await clientsOf(shared.owner)).toHaveLength(1);
    const notes = await interactionsOf(existing.body.id);
    expect(notes.map((note) => note.content)).toEqual(['Opened “proposal.pdf” — 7 s, pages 1–2']);
  });

  it('mails the owner on a view only while "notify me" is on', async () => {
    const shared = await share({ requireEmail: true, notifyOnView: false });
    const passed = await postGate(shared, { email: 'quiet@example.com', step: 'gate' });
    await sendBeacon(server, beacon(shared), { cookie: passed.cookie });
    const mails = await server.database.db
      .selectFrom('mailOutbox')
      .select('subject')
      .where('toAddress', '=', shared.owner.email)
      .where('subject', 'like', '%viewed%')
      .execute();
    expect(mails).toHaveLength(0);
    expect(await viewsOf(shared)).toHaveLength(1);
  });
});

describe('a verified e-mail gate', () => {
  it('mails a one-time code; a wrong code counts down, the right one lets in', async () => {
    const shared = await share({ verifyEmail: true, password: 'pw' });
    const wrongPassword = await postGate(shared, { email: 'otp@example.com', password: 'nope' });
    expect(wrongPassword.status).toBe(401);
    const asked = await postGate(shared, {
      email: 'otp@example.com',
      password: 'pw',
      step: 'gate',
    });
    expect(asked.status).toBe(200);
    expect(asked.text).toContain(DOCUMENT_MESSAGES.gateCodeSent('otp@example.com'));
    expect(asked.setCookie).toBe('');
    const code = await latestCode('otp@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const wrongCode = code === '000000' ? '111111' : '000000';

    const wrong = await postGate(shared, {
      email: 'otp@example.com',
      code: wrongCode,
      step: 'code',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain(DOCUMENT_MESSAGES.gateWrongCode(4));
    expect(wrong.setCookie).toBe('');
    const garbage = await postGate(shared, {
      email: 'otp@example.com',
      code: '12ab',
      step: 'code',
    });
    expect(garbage.status).toBe(400);
    expect(garbage.text).toContain(DOCUMENT_MESSAGES.gateCodeInvalid);

    const right = await postGate(shared, { email: 'otp@example.com', code, step: 'code' });
    expect(right.status).toBe(303);
    expect((await get(api(shared), { cookie: right.cookie })).status).toBe(200);
    // A code works once.
    const again = await postGate(shared, { email: 'otp@example.com', code, step: 'code' });
    expect(again.status).toBe(410);
  });

  it('refuses an expired code and a code after five wrong tries', async () => {
    const shared = await share({ verifyEmail: true });
    await postGate(shared, { email: 'late@example.com', step: 'gate' });
    const code = await latestCode('late@example.com');
    await server.database.db
      .updateTable('document_link_codes')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('trackingLinkId', '=', shared.link.id)
      .execute();
    const late = await postGate(shared, { email: 'late@example.com', code, step: 'code' });
    expect(late.status).toBe(410);
    expect(late.text).toContain(DOCUMENT_MESSAGES.gateCodeExpired);

    await postGate(shared, { email: 'late@example.com', step: 'resend' });
    const fresh = await latestCode('late@example.com');
    const wrongCode = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await postGate(shared, { email: 'late@example.com', code: wrongCode, step: 'code' });
    }
    const tooLate = await postGate(shared, {
      email: 'late@example.com',
      code: fresh,
      step: 'code',
    });
    expect(tooLate.status).toBe(410);
    expect(tooLate.setCookie).toBe('');
  });
});

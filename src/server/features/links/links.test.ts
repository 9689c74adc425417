// The owner's links API over real HTTP against a real database.

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpApiUserAs } from '../../../../tests/support/api-user';
import { openSse } from '../../../../tests/support/sse-client';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import type { Link } from '../../../core/link-schemas';
import { LINK_MESSAGES } from '../../../core/messages';
import { findActiveLink } from './find-active-link';
import { listPageLinks } from './list-page-links';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

type User = { id: string; cookie: string };
// biome-ignore lint/suspicious/noExplicitAny: bodies of many shapes, pinned by the assertions
type Answer = { status: number; body: any };

let nextUser = 0;

async function signUp(): Promise<User> {
  const email = `links-${nextUser++}-${Date.now()}@example.com`;
  const { id, cookie } = await signUpApiUserAs(server, email);
  return { id, cookie };
}

async function call(user: User, method: string, path: string, body?: unknown): Promise<Answer> {
  const isForm = body instanceof FormData;
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: {
      cookie: user.cookie,
      origin: server.url,
      ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function rows(userId: string) {
  return server.database.db
    .selectFrom('links')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('orderIndex')
    .execute();
}

async function addLink(user: User, title: string, url = `https://example.com/${title}`) {
  const answer = await call(user, 'POST', '/links', { title, url });
  expect(answer.status).toBe(201);
  return answer.body as Link;
}

function imageForm(data: Buffer | Blob, name = 'picture.png', type = 'image/png'): FormData {
  const form = new FormData();
  form.append(
    'file',
    data instanceof Blob ? data : new Blob([new Uint8Array(data)], { type }),
    name,
  );
  return form;
}

async function png(width = 640, height = 480): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
}

describe('links CRUD', () => {
  it('needs a signed-in user', async () => {
    const response = await fetch(`${server.url}/api/v1/links`);
    expect(response.status).toBe(401);
  });

  it('creates links at the end, lists them in order with click counts, updates and deletes', async () => {
    const user = await signUp();
    expect((await call(user, 'GET', '/links')).body).toEqual([]);

    const created = await call(user, 'POST', '/links', {
      title: '  My site  ',
      url: ' https://example.com/me ',
      description: 'Where I write',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'My site',
      url: 'https://example.com/me',
      description: 'Where I write',
      isActive: true,
      orderIndex: 0,
      clickCount: 0,
      thumbnailUrl: null,
    });
    const mail = await addLink(user, 'Mail me', 'mailto:me@example.com');
    const phone = await addLink(user, 'Call me', 'tel:+15551234567');
    expect(mail.orderIndex).toBe(1);
    expect(phone.orderIndex).toBe(2);

    await server.database.db
      .updateTable('links')
      .set({ clickCount: 7 })
      .where('id', '=', mail.id)
      .execute();
    const listed = await call(user, 'GET', '/links');
    expect(listed.status).toBe(200);
    expect(listed.body.map((l: Link) => [l.title, l.clickCount])).toEqual([
      ['My site', 0],
      ['Mail me', 7],
      ['Call me', 0],
    ]);

    const updated = await call(user, 'PATCH', `/links/${mail.id}`, {
      title: 'Write to me',
      isActive: false,
      description: '',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      title: 'Write to me',
      url: 'mailto:me@example.com',
      isActive: false,
      description: null,
    });
    const active = (await listPageLinks(server.database.db, user.id, Date.now())).items;
    expect(active.map((l) => l.title)).toEqual(['My site', 'Call me']);
    expect(await findActiveLink(server.database.db, mail.id)).toBeNull();
    expect(await findActiveLink(server.database.db, phone.id)).toEqual({
      id: phone.id,
      userId: user.id,
      url: 'tel:+15551234567',
    });
    expect(await findActiveLink(server.database.db, 'not-a-uuid')).toBeNull();

    // Fields left out of a PATCH stay as they were.
    const renamed = await call(user, 'PATCH', `/links/${created.body.id}`, { title: 'My blog' });
    expect(renamed.body).toMatchObject({
      title: 'My blog',
      url: 'https://example.com/me',
      description: 'Where I write',
      isActive: true,
    });

    const deleted = await call(user, 'DELETE', `/links/${created.body.id}`);
    expect(deleted.status).toBe(204);
    expect((await rows(user.id)).map((r) => r.title)).toEqual(['Write to me', 'Call me']);
    // A link added after a delete still goes last.
    const last = await addLink(user, 'Last');
    expect((await call(user, 'GET', '/links')).body.at(-1).id).toBe(last.id);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['ftp://example.com/file'],
    ['file:///etc/passwd'],
    ['example'],
    ['//example.com'],
    ['http:/example.com'],
    ['javascript:example.com'],
    ['example.com/ with spaces'],
    ['https://'],
    ['http:///nohost'],
    ['mailto:'],
    ['tel:abc'],
  ])('refuses the url %j with the message and stores nothing', async (url) => {
    const user = await signUp();
    const answer = await call(user, 'POST', '/links', { title: 'Bad', url });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(LINK_MESSAGES.urlScheme);
    expect(answer.body.error.fields.url).toBe(LINK_MESSAGES.urlScheme);
    expect(await rows(user.id)).toEqual([]);
  });

  it('saves a bare domain as an https:// address, on create and on update', async () => {
    const user = await signUp();
    const created = await call(user, 'POST', '/links', {
      title: 'Book',
      url: ' example.com/book ',
    });
    expect(created.status).toBe(201);
    expect(created.body.url).toBe('https://example.com/book');
    const updated = await call(user, 'PATCH', `/links/${created.body.id}`, { url: 'www.x.com' });
    expect(updated.status).toBe(200);
    expect(updated.body.url).toBe('https://www.x.com');
    expect((await rows(user.id)).map((row) => row.url)).toEqual(['https://www.x.com']);
    // What the visitor's browser is sent to.
    const go = await fetch(`${server.url}/go/${created.body.id}`, { redirect: 'manual' });
    expect(go.headers.get('location')).toBe('https://www.x.com');
  });

  it('refuses a bad url on update and keeps the old one', async () => {
    const user = await signUp();
    const link = await addLink(user, 'Site');
    const answer = await call(user, 'PATCH', `/links/${link.id}`, { url: 'javascript:alert(1)' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(LINK_MESSAGES.urlScheme);
    expect((await rows(user.id))[0]?.url).toBe(link.url);
  });

  it('checks title and description', async () => {
    const user = await signUp();
    const cases: [unknown, string][] = [
      [{ url: 'https://example.com' }, LINK_MESSAGES.titleRequired],
      [{ title: '   ', url: 'https://example.com' }, LINK_MESSAGES.titleRequired],
      [{ title: 'x'.repeat(101), url: 'https://example.com' }, LINK_MESSAGES.titleTooLong],
      [{ title: 'T' }, LINK_MESSAGES.urlRequired],
      [
        { title: 'T', url: 'https://example.com', description: 'd'.repeat(301) },
        LINK_MESSAGES.descriptionTooLong,
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await call(user, 'POST', '/links', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message).toBe(message);
    }
    const empty = await call(user, 'PATCH', `/links/${(await addLink(user, 'A')).id}`, {});
    expect(empty.status).toBe(400);
    expect((await rows(user.id)).length).toBe(1);
    expect((await addLink(user, 'x'.repeat(100))).title).toHaveLength(100);
  });

  it('stores markup in a title as plain text', async () => {
    const user = await signUp();
    const link = await addLink(user, '<script>alert(1)</script>');
    expect(link.title).toBe('<script>alert(1)</script>');
    expect((await rows(user.id))[0]?.title).toBe('<script>alert(1)</script>');
  });
});

describe("another user's link", () => {
  it('answers 404 to every verb and changes nothing', async () => {
    const owner = await signUp();
    const other = await signUp();
    const link = await addLink(owner, 'Mine');
    await call(owner, 'POST', `/links/${link.id}/thumbnail`, imageForm(await png()));
    const before = await rows(owner.id);
    expect(before[0]?.thumbnailPath).toBeTruthy();

    const attempts: Answer[] = [
      await call(other, 'PATCH', `/links/${link.id}`, { title: 'Hacked' }),
      await call(other, 'DELETE', `/links/${link.id}`),
      await call(other, 'POST', `/links/${link.id}/thumbnail`, imageForm(await png())),
      await call(other, 'DELETE', `/links/${link.id}/thumbnail`),
    ];
    for (const answer of attempts) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe(LINK_MESSAGES.linkNotFound);
    }
    expect((await call(other, 'GET', '/links')).body).toEqual([]);
    expect(await rows(owner.id)).toEqual(before);
    expect(await server.deps.storage.get(before[0]?.thumbnailPath ?? '')).not.toBeNull();

    // A malformed id is simply not found, never a server error.
    expect((await call(owner, 'PATCH', '/links/not-a-uuid', { title: 'x' })).status).toBe(404);
    expect((await call(owner, 'DELETE', '/links/123')).status).toBe(404);
  });
});

describe('PUT /links/order', () => {
  it('saves the full new order', async () => {
    const user = await signUp();
    const [a, b, c] = [
      await addLink(user, 'A'),
      await addLink(user, 'B'),
      await addLink(user, 'C'),
    ];
    const answer = await call(user, 'PUT', '/links/order', { ids: [c.id, a.id, b.id] });
    expect(answer.status).toBe(200);
    expect(answer.body.map((l: Link) => l.title)).toEqual(['C', 'A', 'B']);
    expect((await rows(user.id)).map((r) => [r.title, r.orderIndex])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    const active = (await listPageLinks(server.database.db, user.id, Date.now())).items;
    expect(active.map((l) => l.title)).toEqual(['C', 'A', 'B']);
  });

  it('refuses a foreign, missing, repeated or unknown id and changes nothing', async () => {
    const user = await signUp();
    const other = await signUp();
    const [a, b] = [await addLink(user, 'A'), await addLink(user, 'B')];
    const foreign = await addLink(other, 'Theirs');
    const before = await rows(user.id);
    const bad: unknown[] = [
      { ids: [b.id, foreign.id] },
      { ids: [b.id, a.id, foreign.id] },
      { ids: [b.id] },
      { ids: [a.id, a.id] },
      { ids: [b.id, 'not-a-uuid'] },
      { ids: [] },
      { ids: 'nope' },
      {},
    ];
    for (const body of bad) {
      const answer = await call(user, 'PUT', '/links/order', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message).toBe(LINK_MESSAGES.orderMismatch);
    }
    expect(await rows(user.id)).toEqual(before);
    expect((await rows(other.id))[0]?.orderIndex).toBe(0);
  });
});

describe('thumbnails', () => {
  it('stores a resized WebP and deleting the link removes the file', async () => {
    const user = await signUp();
    const link = await addLink(user, 'Pic');
    const answer = await call(user, 'POST', `/links/${link.id}/thumbnail`, imageForm(await png()));
    expect(answer.status).toBe(200);
    const path = `links/${user.id}/${link.id}.webp`;
    expect((await rows(user.id))[0]?.thumbnailPath).toBe(path);
    expect(answer.body.thumbnailUrl).toMatch(
      new RegExp(`^/files/links/${user.id}/${link.id}\\.webp\\?v=\\d+$`),
    );

    const served = await fetch(`${server.url}${answer.body.thumbnailUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 200]);

    expect((await call(user, 'DELETE', `/links/${link.id}`)).status).toBe(204);
    expect(await server.deps.storage.get(path)).toBeNull();
  });

  it('removes a thumbnail on request', async () => {
    const user = await signUp();
    const link = await addLink(user, 'Pic');
    await call(user, 'POST', `/links/${link.id}/thumbnail`, imageForm(await png(50, 50)));
    const path = `links/${user.id}/${link.id}.webp`;
    expect(await server.deps.storage.get(path)).not.toBeNull();
    const answer = await call(user, 'DELETE', `/links/${link.id}/thumbnail`);
    expect(answer.status).toBe(200);
    expect(answer.body.thumbnailUrl).toBeNull();
    expect((await rows(user.id))[0]?.thumbnailPath).toBeNull();
    expect(await server.deps.storage.get(path)).toBeNull();
  });

  it('refuses what is not an image, whatever its name, and what is too large', async () => {
    const user = await signUp();
    const link = await addLink(user, 'Pic');
    const fake = await call(
      user,
      'POST',
      `/links/${link.id}/thumbnail`,
      imageForm(Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.png', 'image/png'),
    );
    expect(fake.status).toBe(415);
    expect(fake.body.error.message).toBe(LINK_MESSAGES.thumbnailWrongType);

    const pdf = await call(
      user,
      'POST',
      `/links/${link.id}/thumbnail`,
      imageForm(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'), 'doc.png'),
    );
    expect(pdf.status).toBe(415);

    const huge = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const large = await call(user, 'POST', `/links/${link.id}/thumbnail`, imageForm(huge));
    expect(large.status).toBe(413);
    expect(large.body.error.message).toBe(LINK_MESSAGES.thumbnailTooLarge);

    // Looks like a PNG by its first bytes but does not decode.
    const broken = Buffer.concat([(await png(10, 10)).subarray(0, 16), Buffer.alloc(64)]);
    const unreadable = await call(user, 'POST', `/links/${link.id}/thumbnail`, imageForm(broken));
    expect(unreadable.status).toBe(415);
    expect(unreadable.body.error.message).toBe(LINK_MESSAGES.thumbnailUnreadable);

    expect((await rows(user.id))[0]?.thumbnailPath).toBeNull();
    expect(await server.deps.storage.get(`links/${user.id}/${link.id}.webp`)).toBeNull();
  });
});

describe('live updates', () => {
  it("announces every write as a 'links' change to the owner's browsers only", async () => {
    const user = await signUp();
    const other = await signUp();
    const open = async (who: User) => {
      const stream = await openSse(`${server.url}/api/v1/events`, {
        headers: { cookie: who.cookie },
      });
      expect(stream.status).toBe(200);
      await stream.waitForComment('connected');
      return stream;
    };
    const mine = await open(user);
    const theirs = await open(other);
    try {
      const seen = async (op: string, id: string) =>
        mine.waitForMessage((m) => {
          const event = JSON.parse(m.data) as { entity: string; op: string; id: string };
          return event.entity === 'links' && event.op === op && event.id === id;
        });
      const a = await addLink(user, 'A');
      await seen('insert', a.id);
      const b = await addLink(user, 'B');
      await call(user, 'PATCH', `/links/${a.id}`, { isActive: false });
      await seen('update', a.id);
      await call(user, 'PUT', '/links/order', { ids: [b.id, a.id] });
      await seen('update', 'order');
      await call(user, 'POST', `/links/${a.id}/thumbnail`, imageForm(await png(20, 20)));
      await call(user, 'DELETE', `/links/${a.id}/thumbnail`);
      await call(user, 'DELETE', `/links/${a.id}`);
      await seen('delete', a.id);
      const ops = mine.messages
        .map((m) => JSON.parse(m.data) as { entity: string; op: string })
        .filter((event) => event.entity === 'links')
        .map((event) => event.op);
      expect(ops).toEqual(['insert', 'insert', 'update', 'update', 'update', 'update', 'delete']);
      // A refused write announces nothing: the next message is the next real write's.
      const before = mine.messages.length;
      await call(user, 'POST', '/links', { title: 'Bad', url: 'javascript:alert(1)' });
      const c = await addLink(user, 'C');
      await seen('insert', c.id);
      expect(mine.messages.slice(before).map((m) => JSON.parse(m.data).id)).toEqual([c.id]);
      expect(theirs.messages).toEqual([]);
    } finally {
      mine.close();
      theirs.close();
    }
  });
});

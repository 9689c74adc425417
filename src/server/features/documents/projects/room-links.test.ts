// Data rooms (decision 078) over real HTTP against a real database: a project shared as
// one link with a tracking link's controls — created and changed by the project's owner
// only, bad input refused with nothing stored, the room's page behind the same gate, its
// documents opened through the room's link only while they are in the project, views
// recorded per document and per link, and the gate's e-mail becoming a lead.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import {
  insertDocument,
  type StoredDocument,
  sendBeacon,
  usernameOf,
} from '../../../../../tests/support/document-rows';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { DATA_ROOM_MESSAGES } from '../../../../core/data-room-schemas';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

type Room = {
  owner: ApiUser;
  username: string;
  projectId: string;
  deck: StoredDocument;
  terms: StoredDocument;
};

async function room(): Promise<Room> {
  const owner = await signUpApiUser(server, 'room');
  const project = await owner.call('POST', '/projects', { name: 'Series A' });
  expect(project.status).toBe(201);
  const deck = await insertDocument(server, owner.id, { title: 'Pitch Deck', pages: 3 });
  const terms = await insertDocument(server, owner.id, { title: 'Term Sheet', pages: 2 });
  for (const document of [deck, terms]) {
    const added = await owner.call('POST', `/projects/${project.body.id}/documents`, {
      documentId: document.id,
    });
    expect(added.status).toBe(201);
  }
  return {
    owner,
    username: await usernameOf(server, owner),
    projectId: project.body.id,
    deck,
    terms,
  };
}

async function roomLinkRows(projectId: string) {
  return server.database.db
    .selectFrom('document_tracking_links')
    .selectAll()
    .where('projectId', '=', projectId)
    .execute();
}

async function get(path: string, cookie = '') {
  const response = await fetch(`${server.url}${path}`, {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  });
  return {
    status: response.status,
    text: await response.text(),
    location: response.headers.get('location'),
  };
}

async function postGate(path: string, fields: Record<string, string>) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  await response.text();
  return {
    status: response.status,
    cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
  };
}

describe('data room links', () => {
  it("creates a room link with the controls and lists it with every document's views", async () => {
    const { owner, projectId, username } = await room();
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const created = await owner.call('POST', `/projects/${projectId}/links`, {
      label: 'Investors',
      requireEmail: true,
      password: 'open sesame',
      expiresAt,
      allowDownload: true,
      watermark: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      projectId,
      label: 'Investors',
      requireEmail: true,
      hasPassword: true,
      allowDownload: true,
      watermark: true,
      notifyOnView: true,
      viewCount: 0,
      url: `${server.deps.config.publicUrl}/d/${username}/${created.body.code}`,
    });
    expect(created.body.documents.map((d: { title: string }) => d.title)).toEqual([
      'Pitch Deck',
      'Term Sheet',
    ]);
    const [row] = await roomLinkRows(projectId);
    expect(row?.documentId).toBeNull();
    expect(row?.passwordHash).toMatch(/^scrypt\$/);

    const updated = await owner.call('PATCH', `/projects/${projectId}/links/${created.body.id}`, {
      label: 'Investors (round 2)',
      allowDownload: false,
      password: null,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ allowDownload: false, hasPassword: false });

    const listed = await owner.call('GET', `/projects/${projectId}/links`);
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0].label).toBe('Investors (round 2)');
    // A room's link is not a document's: the document-link routes do not know it.
    const asDocumentLink = await owner.call('PATCH', `/document-links/${created.body.id}`, {
      label: 'x',
    });
    expect(asDocumentLink.status).toBe(404);

    const removed = await owner.call('DELETE', `/projects/${projectId}/links/${created.body.id}`);
    expect(removed.status).toBe(204);
    expect(await roomLinkRows(projectId)).toHaveLength(0);
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const { owner, projectId } = await room();
    const cases: [Record<string, unknown>, string | null][] = [
      [
        { label: 'X', expiresAt: new Date(Date.now() - 60_000).toISOString() },
        DATA_ROOM_MESSAGES.expiresInPast,
      ],
      [{ label: 'X', password: '' }, DOCUMENT_MESSAGES.passwordRequired],
      [{ label: 'X', password: 'x'.repeat(1000) }, DOCUMENT_MESSAGES.passwordTooLong],
      [{ label: '' }, DOCUMENT_MESSAGES.labelRequired],
      [{ label: 'X', allowDownload: 'yes' }, null],
      [{ label: 'X', expiresAt: 'tomorrow' }, DOCUMENT_MESSAGES.expiresAtInvalid],
      [{ label: 'X', documentId: randomUUID() }, null],
    ];
    for (const [body, message] of cases) {
      const answer = await owner.call('POST', `/projects/${projectId}/links`, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      if (message) expect(answer.text).toContain(message);
    }
    expect(await roomLinkRows(projectId)).toHaveLength(0);

    const created = await owner.call('POST', `/projects/${projectId}/links`, { label: 'Ok' });
    const past = await owner.call('PATCH', `/projects/${projectId}/links/${created.body.id}`, {
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(past.status).toBe(400);
    expect(past.text).toContain(DATA_ROOM_MESSAGES.expiresInPast);
    const [row] = await roomLinkRows(projectId);
    expect(row?.expiresAt).toBeNull();
  });

  it("answers 404 for someone else's project and 403 for a member who is not its owner", async () => {
    const { owner, projectId } = await room();
    const stranger = await signUpApiUser(server, 'stranger');
    for (const [method, path, body] of [
      ['GET', `/projects/${projectId}/links`, undefined],
      ['POST', `/projects/${projectId}/links`, { label: 'Mine now' }],
      ['POST', `/projects/${randomUUID()}/links`, { label: 'Nowhere' }],
      ['POST', '/projects/not-an-id/links', { label: 'Nowhere' }],
    ] as const) {
      const answer = await stranger.call(method, path, body);
      expect(answer.status).toBe(404);
      expect(answer.text).toContain(DOCUMENT_MESSAGES.projectNotFound);
    }
    const created = await owner.call('POST', `/projects/${projectId}/links`, { label: 'Ok' });
    const patched = await stranger.call(
      'PATCH',
      `/projects/${projectId}/links/${created.body.id}`,
      {
        label: 'Taken',
      },
    );
    expect(patched.status).toBe(404);

    const editor = await signUpApiUser(server, 'editor');
    const added = await owner.call('POST', `/projects/${projectId}/members`, {
      email: editor.email,
      role: 'editor',
    });
    expect(added.status).toBe(201);
    const asEditor = await editor.call('POST', `/projects/${projectId}/links`, { label: 'Mine' });
    expect(asEditor.status).toBe(403);
    expect(asEditor.text).toContain(DOCUMENT_MESSAGES.onlyProjectOwner);
    expect(await roomLinkRows(projectId)).toHaveLength(1);
  });
});

describe("a data room's page", () => {
  it('gates the room, lists its PDFs, records views per document and makes the e-mail a lead', async () => {
    const { owner, projectId, username, deck, terms } = await room();
    const outsider = await insertDocument(server, owner.id, { title: 'Not In Room' });
    const created = await owner.call('POST', `/projects/${projectId}/links`, {
      label: 'Investors',
      requireEmail: true,
    });
    const path = `/d/${username}/${created.body.code}`;

    // Before the gate: nothing of the documents, and no way round it.
    const gate = await get(path);
    expect(gate.status).toBe(200);
    expect(gate.text).toContain(DOCUMENT_MESSAGES.gateTitle);
    expect(gate.text).not.toContain('Pitch Deck');
    expect(gate.text).not.toContain('Series A');
    const api = `/api/v1/public/documents/${username}/${created.body.code}/room`;
    expect((await get(`${api}/${deck.id}`)).status).toBe(403);
    expect((await get(`${api}/${deck.id}/file`)).status).toBe(403);
    const early = await get(`${path}/${deck.id}`);
    expect(early.status).toBe(303);
    expect(early.location).toBe(path);

    const passed = await postGate(path, { email: 'Jane@Fund.example', name: 'Jane', step: 'gate' });
    expect(passed.status).toBe(303);
    const listing = await get(path, passed.cookie);
    expect(listing.status).toBe(200);
    expect(listing.text).toContain('Series A');
    expect(listing.text).toContain(`href="${path}/${deck.id}"`);
    expect(listing.text).toContain('3 pages');
    expect(listing.text).toContain('Term Sheet');
    expect(listing.text).not.toContain('Not In Room');

    const opened = await get(`${api}/${deck.id}`, passed.cookie);
    expect(opened.status).toBe(200);
    expect(JSON.parse(opened.text)).toMatchObject({
      title: 'Pitch Deck',
      downloadUrl: null,
      fileUrl: `${api}/${deck.id}/file`,
    });
    expect((await get(`${api}/${deck.id}/file`, passed.cookie)).text).toContain('%PDF');
    // Downloads are off: refused.
    const download = await get(`${api}/${deck.id}/file?download=1`, passed.cookie);
    expect(download.status).toBe(403);
    expect(download.text).toContain(DOCUMENT_MESSAGES.downloadNotAllowed);
    // A document outside the project is not found through the room's link.
    for (const suffix of [`/${outsider.id}`, `/${outsider.id}/file`, '/not-an-id']) {
      expect((await get(`${api}${suffix}`, passed.cookie)).status).toBe(404);
    }
    // …nor is the room's link a document's link.
    expect(
      (await get(`/api/v1/public/documents/${username}/${created.body.code}`, passed.cookie))
        .status,
    ).toBe(404);

    const viewKey = randomUUID();
    const beacon = {
      username,
      code: created.body.code,
      documentId: deck.id,
      viewKey,
      visitorId: `visitor-${randomUUID()}`,
      pageSeconds: { '1': 40, '2': 20 },
      totalSeconds: 60,
      isFinal: false,
    };
    expect((await sendBeacon(server, beacon, { cookie: passed.cookie })).status).toBe(204);
    // A beacon naming a document outside the room records nothing.
    expect(
      (
        await sendBeacon(
          server,
          { ...beacon, viewKey: randomUUID(), documentId: outsider.id },
          { cookie: passed.cookie },
        )
      ).status,
    ).toBe(404);
    // The same visit cannot be moved onto the other document.
    await sendBeacon(
      server,
      { ...beacon, documentId: terms.id, totalSeconds: 70 },
      { cookie: passed.cookie },
    );

    const views = await server.database.db
      .selectFrom('document_views')
      .selectAll()
      .where('trackingLinkId', '=', created.body.id)
      .execute();
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      documentId: deck.id,
      viewerEmail: 'jane@fund.example',
      timeSpent: 60,
    });

    const listed = await owner.call('GET', `/projects/${projectId}/links`);
    expect(listed.body[0].viewCount).toBe(1);
    expect(listed.body[0].documents).toEqual([
      expect.objectContaining({ title: 'Pitch Deck', views: 1, seconds: 60 }),
      expect.objectContaining({ title: 'Term Sheet', views: 0, seconds: 0 }),
    ]);

    const client = await server.database.db
      .selectFrom('clients')
      .select(['id', 'name', 'leadSource'])
      .where('userId', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(client).toMatchObject({ name: 'Jane', leadSource: 'document' });
    const note = await server.database.db
      .selectFrom('client_interactions')
      .select('content')
      .where('clientId', '=', client.id)
      .executeTakeFirstOrThrow();
    expect(note.content).toBe('Opened “proposal.pdf” — 1 min, pages 1–2');
  });

  it('shows its own page when the room link is expired or turned off', async () => {
    const { owner, projectId, username } = await room();
    const created = await owner.call('POST', `/projects/${projectId}/links`, { label: 'Old' });
    await server.database.db
      .updateTable('document_tracking_links')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', created.body.id)
      .execute();
    const expired = await get(`/d/${username}/${created.body.code}`);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain(DOCUMENT_MESSAGES.expiredTitle);
    expect(expired.text).not.toContain('Series A');
    await owner.call('PATCH', `/projects/${projectId}/links/${created.body.id}`, {
      isActive: false,
      expiresAt: null,
    });
    const disabled = await get(`/d/${username}/${created.body.code}`);
    expect(disabled.status).toBe(410);
    expect(disabled.text).toContain(DOCUMENT_MESSAGES.disabledTitle);
  });
});

// Tracking links of a document over real HTTP against a real database: creating,
// listing, renaming, disabling and deleting them, plan limits, and refusals that leave
// everything as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpApiUser } from '../../../../../tests/support/api-user';
import { insertDocument, setTier, usernameOf } from '../../../../../tests/support/document-rows';
import { makePdf } from '../../../../../tests/support/make-pdf';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { TRACKING_CODE_PATTERN } from '../../../../core/document-schemas';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import { limitReachedMessage } from '../../../../core/plans';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function linkRows(userId: string) {
  return server.database.db
    .selectFrom('document_tracking_links')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
}

describe('tracking links', () => {
  it('creates, lists, renames, disables and deletes a link', async () => {
    const user = await signUpApiUser(server, 'links');
    const document = await insertDocument(server, user.id);
    const username = await usernameOf(server, user);
    expect((await user.call('GET', `/documents/${document.id}/links`)).body).toEqual([]);

    const created = await user.call('POST', `/documents/${document.id}/links`, {
      label: '  Acme — Jane ',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      documentId: document.id,
      label: 'Acme — Jane',
      isActive: true,
      viewCount: 0,
    });
    expect(created.body.code).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(created.body.code).toMatch(TRACKING_CODE_PATTERN);
    expect(created.body.url).toBe(`${server.url}/d/${username}/${created.body.code}`);

    const second = await user.call('POST', `/documents/${document.id}/links`, { label: 'Bob' });
    expect(second.body.code).not.toBe(created.body.code);
    const listed = await user.call('GET', `/documents/${document.id}/links`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((link: { label: string }) => link.label)).toEqual([
      'Bob',
      'Acme — Jane',
    ]);

    const renamed = await user.call('PATCH', `/document-links/${created.body.id}`, {
      label: 'Acme — John',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ label: 'Acme — John', isActive: true });

    const disabled = await user.call('PATCH', `/document-links/${created.body.id}`, {
      isActive: false,
    });
    expect(disabled.body).toMatchObject({ label: 'Acme — John', isActive: false });
    expect((await linkRows(user.id)).find((row) => row.id === created.body.id)?.isActive).toBe(
      false,
    );

    const deleted = await user.call('DELETE', `/document-links/${created.body.id}`);
    expect(deleted.status).toBe(204);
    expect((await linkRows(user.id)).map((row) => row.label)).toEqual(['Bob']);
    expect((await user.call('DELETE', `/document-links/${created.body.id}`)).status).toBe(404);
  });

  it('shares an uploaded PDF: the link leads to its pages and bytes', async () => {
    const user = await signUpApiUser(server, 'links-upload');
    const pdf = makePdf(4);
    const uploaded = await user.call(
      'POST',
      '/documents?title=Uploaded%20deck&filename=deck.pdf',
      new Uint8Array(pdf),
      { 'content-type': 'application/pdf' },
    );
    expect(uploaded.status).toBe(201);
    const link = await user.call('POST', `/documents/${uploaded.body.id}/links`, { label: 'Jane' });
    expect(link.status).toBe(201);
    const path = new URL(link.body.url).pathname.replace('/d/', '/api/v1/public/documents/');
    const shared = await fetch(`${server.url}${path}`);
    expect(await shared.json()).toMatchObject({ title: 'Uploaded deck', pageCount: 4 });
    const file = await fetch(`${server.url}${path}/file`);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('refuses bad input with the schema messages and stores nothing', async () => {
    const user = await signUpApiUser(server, 'links-bad');
    const document = await insertDocument(server, user.id);
    const empty = await user.call('POST', `/documents/${document.id}/links`, { label: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(DOCUMENT_MESSAGES.labelRequired);
    const long = await user.call('POST', `/documents/${document.id}/links`, {
      label: 'x'.repeat(101),
    });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(DOCUMENT_MESSAGES.labelTooLong);
    const extra = await user.call('POST', `/documents/${document.id}/links`, {
      label: 'Jane',
      code: 'A'.repeat(22),
    });
    expect(extra.status).toBe(400);
    expect(await linkRows(user.id)).toEqual([]);

    const link = await user.call('POST', `/documents/${document.id}/links`, { label: 'Jane' });
    const nothing = await user.call('PATCH', `/document-links/${link.body.id}`, {});
    expect(nothing.status).toBe(400);
    expect(nothing.body.error.message).toBe(DOCUMENT_MESSAGES.nothingToUpdate);
    const notBoolean = await user.call('PATCH', `/document-links/${link.body.id}`, {
      isActive: 'no',
    });
    expect(notBoolean.status).toBe(400);
    expect((await linkRows(user.id))[0]).toMatchObject({ label: 'Jane', isActive: true });
  });

  it('shares PDFs only', async () => {
    const user = await signUpApiUser(server, 'links-img');
    const image = await insertDocument(server, user.id, { type: 'png' });
    const refused = await user.call('POST', `/documents/${image.id}/links`, { label: 'Jane' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Only PDF documents are allowed');
    expect(await linkRows(user.id)).toEqual([]);
  });

  it("answers 404 for another user's document or link and changes nothing", async () => {
    const owner = await signUpApiUser(server, 'links-owner');
    const other = await signUpApiUser(server, 'links-other');
    const document = await insertDocument(server, owner.id);
    const link = await owner.call('POST', `/documents/${document.id}/links`, { label: 'Jane' });

    const list = await other.call('GET', `/documents/${document.id}/links`);
    expect(list.status).toBe(404);
    expect(list.body.error.message).toBe(DOCUMENT_MESSAGES.documentNotFound);
    expect(
      (await other.call('POST', `/documents/${document.id}/links`, { label: 'Mine' })).status,
    ).toBe(404);
    const patch = await other.call('PATCH', `/document-links/${link.body.id}`, {
      isActive: false,
    });
    expect(patch.status).toBe(404);
    expect(patch.body.error.message).toBe(DOCUMENT_MESSAGES.trackingLinkNotFound);
    expect((await other.call('DELETE', `/document-links/${link.body.id}`)).status).toBe(404);
    expect((await other.call('GET', `/documents/${document.id}/analytics`)).status).toBe(404);
    expect((await owner.call('GET', '/documents/not-a-uuid/links')).status).toBe(404);
    expect((await owner.call('PATCH', '/document-links/not-a-uuid', { label: 'x' })).status).toBe(
      404,
    );

    expect(await linkRows(other.id)).toEqual([]);
    expect(await linkRows(owner.id)).toMatchObject([{ label: 'Jane', isActive: true }]);
  });

  it('answers 401 when signed out', async () => {
    const response = await fetch(`${server.url}/api/v1/documents/${crypto.randomUUID()}/links`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ label: 'Jane' }),
    });
    expect(response.status).toBe(401);
  });

  it('keeps Free at 5 tracking links over all documents; Pro has no limit', async () => {
    const user = await signUpApiUser(server, 'links-free');
    const first = await insertDocument(server, user.id);
    const second = await insertDocument(server, user.id);
    for (let index = 0; index < 5; index++) {
      const document = index < 3 ? first : second;
      const created = await user.call('POST', `/documents/${document.id}/links`, {
        label: `Link ${index + 1}`,
      });
      expect(created.status).toBe(201);
    }
    const sixth = await user.call('POST', `/documents/${second.id}/links`, { label: 'Link 6' });
    expect(sixth.status).toBe(403);
    expect(sixth.body.error).toMatchObject({
      code: 'forbidden',
      message: limitReachedMessage('free', 'trackingLinks'),
    });
    expect(await linkRows(user.id)).toHaveLength(5);

    await setTier(server, user.id, 'pro');
    for (let index = 6; index <= 7; index++) {
      const created = await user.call('POST', `/documents/${second.id}/links`, {
        label: `Link ${index}`,
      });
      expect(created.status).toBe(201);
    }
    expect(await linkRows(user.id)).toHaveLength(7);
  });

  it('never lets two creates at once pass the Free limit', async () => {
    const user = await signUpApiUser(server, 'links-race');
    const document = await insertDocument(server, user.id);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        user.call('POST', `/documents/${document.id}/links`, { label: `Link ${index}` }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(3);
    expect(await linkRows(user.id)).toHaveLength(5);
  });
});

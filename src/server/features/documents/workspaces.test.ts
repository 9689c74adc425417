// Documents in team workspaces (issue 18) over real HTTP: the request's workspace
// (X-Workspace-Id) and the caller's documents levels there decide what they see and may
// change — a Member (view all, edit own) sees a teammate's document but cannot delete it,
// another workspace's document and a workspace they are not in do not exist for them, a
// role without documents view has no documents at all — and "Move to workspace" takes a
// document with its share links and views, or refuses and changes nothing.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import {
  type BeaconBody,
  sendBeacon,
  setTier,
  usernameOf,
} from '../../../../tests/support/document-rows';
import { makePdf } from '../../../../tests/support/make-pdf';
import { addMember, createOrganizationAs } from '../../../../tests/support/organization-rows';
import { changedTables, snapshotRows } from '../../../../tests/support/row-snapshot';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import type { DocumentView } from '../../../core/documents';
import { DOCUMENT_MESSAGES, WORKSPACE_MESSAGES } from '../../../core/messages';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const db = () => server.database.db;
const inWorkspace = (workspaceId: string) => ({ 'x-workspace-id': workspaceId });

async function upload(user: ApiUser, title: string, workspaceId?: string): Promise<DocumentView> {
  const answer = await user.call(
    'POST',
    `/documents?title=${encodeURIComponent(title)}`,
    makePdf(2),
    {
      'content-type': 'application/octet-stream',
      ...(workspaceId ? inWorkspace(workspaceId) : {}),
    },
  );
  expect(answer.status).toBe(201);
  return answer.body as DocumentView;
}

async function documentRow(id: string) {
  return db().selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
}

async function personalWorkspaceOf(user: ApiUser): Promise<string> {
  const row = await db()
    .selectFrom('organizations')
    .select('id')
    .where('personalUserId', '=', user.id)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A role of the organization holding exactly these keys. */
async function customRole(organizationId: string, name: string, keys: string[]) {
  const role = await db()
    .insertInto('roles')
    .values({ name, organizationId })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (keys.length > 0) {
    await sql`
      INSERT INTO role_permissions (role_id, permission_id)
      SELECT ${role.id}::uuid, id FROM permissions WHERE name IN (${sql.join(keys)})
    `.execute(db());
  }
  return { id: role.id };
}

/** An owner on Pro with a team workspace, and a Member of it on Pro. */
async function team(prefix: string) {
  const owner = await signUpApiUser(server, `${prefix}-owner`);
  const member = await signUpApiUser(server, `${prefix}-member`);
  await setTier(server, owner.id, 'pro');
  await setTier(server, member.id, 'pro');
  const organization = await createOrganizationAs(owner, { name: `${prefix} team` });
  await addMember(server, organization.id, member, 'Member');
  return { owner, member, workspaceId: organization.id };
}

describe('documents in a team workspace', () => {
  it('shows a Member the owner’s document; they cannot delete it, but can delete their own', async () => {
    const { owner, member, workspaceId } = await team('ws-doc');
    const shared = await upload(owner, 'Team deck', workspaceId);
    expect((await documentRow(shared.id))?.workspaceId).toBe(workspaceId);

    const list = await member.call('GET', '/documents', undefined, inWorkspace(workspaceId));
    expect(list.status).toBe(200);
    expect((list.body as DocumentView[]).map((document) => document.id)).toEqual([shared.id]);
    expect(list.body[0].isOwn).toBe(false);
    const read = await member.call(
      'GET',
      `/documents/${shared.id}`,
      undefined,
      inWorkspace(workspaceId),
    );
    expect(read.status).toBe(200);
    // Not in the member's personal workspace.
    expect((await member.call('GET', '/documents')).body).toEqual([]);

    const refused = await member.call(
      'DELETE',
      `/documents/${shared.id}`,
      undefined,
      inWorkspace(workspaceId),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(WORKSPACE_MESSAGES.notYourRecord);
    const renamed = await member.call(
      'PATCH',
      `/documents/${shared.id}`,
      { title: 'Mine now' },
      inWorkspace(workspaceId),
    );
    expect(renamed.status).toBe(403);
    expect((await documentRow(shared.id))?.title).toBe('Team deck');

    const own = await upload(member, 'My notes', workspaceId);
    const ownRow = await documentRow(own.id);
    expect(ownRow).toMatchObject({ workspaceId, userId: member.id, createdBy: member.id });
    // The owner (view all) sees the member's document too.
    const ownerList = await owner.call('GET', '/documents', undefined, inWorkspace(workspaceId));
    expect((ownerList.body as DocumentView[]).map((document) => document.id).sort()).toEqual(
      [shared.id, own.id].sort(),
    );
    const deleted = await member.call(
      'DELETE',
      `/documents/${own.id}`,
      undefined,
      inWorkspace(workspaceId),
    );
    expect(deleted.status).toBe(204);
    expect(await documentRow(own.id)).toBeUndefined();
    expect(await documentRow(shared.id)).toBeDefined();
  });

  it('answers 404 for another workspace’s document, and changes nothing', async () => {
    const { owner, member, workspaceId } = await team('ws-other');
    const personal = await upload(owner, 'Private deck');
    for (const caller of [owner, member]) {
      for (const [method, path, body] of [
        ['GET', `/documents/${personal.id}`],
        ['GET', `/documents/${personal.id}/file`],
        ['GET', `/documents/${personal.id}/links`],
        ['GET', `/documents/${personal.id}/analytics`],
        ['PATCH', `/documents/${personal.id}`, { title: 'Changed' }],
        ['DELETE', `/documents/${personal.id}`],
        ['POST', `/documents/${personal.id}/links`, { label: 'Leak' }],
      ] as const) {
        const answer = await caller.call(method, path, body, inWorkspace(workspaceId));
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(answer.body.error.message).toBe(DOCUMENT_MESSAGES.documentNotFound);
      }
    }
    expect(
      (await owner.call('GET', '/documents', undefined, inWorkspace(workspaceId))).body,
    ).toEqual([]);
    expect(await documentRow(personal.id)).toMatchObject({ title: 'Private deck' });
  });

  it('answers 404 when X-Workspace-Id names a workspace the caller is not in', async () => {
    const { owner, workspaceId } = await team('ws-outsider');
    const outsider = await signUpApiUser(server, 'ws-outsider-x');
    await upload(owner, 'Team deck', workspaceId);
    for (const named of [workspaceId, await personalWorkspaceOf(owner), randomUUID(), 'nope']) {
      const answer = await outsider.call('GET', '/documents', undefined, inWorkspace(named));
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe(WORKSPACE_MESSAGES.workspaceNotFound);
    }
    const before = await snapshotRows(server);
    const upload404 = await outsider.call('POST', '/documents?title=X', makePdf(1), {
      'content-type': 'application/octet-stream',
      ...inWorkspace(workspaceId),
    });
    expect(upload404.status).toBe(404);
    expect(changedTables(before, await snapshotRows(server))).toEqual([]);
  });

  it('answers 404 on every documents route to a role without view_documents', async () => {
    const { owner, workspaceId } = await team('ws-noview');
    const shared = await upload(owner, 'Team deck', workspaceId);
    const clientsOnly = await signUpApiUser(server, 'ws-noview-clients');
    const role = await customRole(workspaceId, 'Clients only', ['view_clients', 'edit_clients']);
    await addMember(server, workspaceId, clientsOnly, role);
    for (const path of ['/documents', `/documents/${shared.id}`, '/projects']) {
      const answer = await clientsOnly.call('GET', path, undefined, inWorkspace(workspaceId));
      expect(answer.status, path).toBe(404);
    }
    const before = await snapshotRows(server);
    const deleted = await clientsOnly.call(
      'DELETE',
      `/documents/${shared.id}`,
      undefined,
      inWorkspace(workspaceId),
    );
    expect(deleted.status).toBe(404);
    expect(changedTables(before, await snapshotRows(server))).toEqual([]);
  });
});

describe('moving a document to another workspace', () => {
  async function shareAndView(owner: ApiUser, documentId: string, labels: string[]) {
    const username = await usernameOf(server, owner);
    for (const label of labels) {
      const link = await owner.call('POST', `/documents/${documentId}/links`, { label });
      expect(link.status).toBe(201);
      const beacon: BeaconBody = {
        username,
        code: link.body.code,
        viewKey: randomUUID(),
        visitorId: `visitor-${randomUUID()}`,
        pageSeconds: { '1': 5 },
        totalSeconds: 5,
        isFinal: true,
      };
      expect((await sendBeacon(server, beacon)).status).toBeLessThan(300);
    }
  }

  const linksIn = async (documentId: string) =>
    db()
      .selectFrom('document_tracking_links')
      .select(['id', 'workspaceId', 'uniqueCode'])
      .where('documentId', '=', documentId)
      .orderBy('id')
      .execute();

  it('moves a personal document into the team with its share links and views', async () => {
    const { owner, member, workspaceId } = await team('ws-move');
    const document = await upload(owner, 'Proposal');
    await shareAndView(owner, document.id, ['Jane', 'Bob']);
    const personal = await personalWorkspaceOf(owner);
    const linksBefore = await linksIn(document.id);
    expect(linksBefore.map((link) => link.workspaceId)).toEqual([personal, personal]);
    const viewsBefore = await db()
      .selectFrom('document_views')
      .select('id')
      .where('documentId', '=', document.id)
      .execute();
    expect(viewsBefore).toHaveLength(2);

    const moved = await owner.call('POST', `/documents/${document.id}/move`, { workspaceId });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: document.id, title: 'Proposal', isOwn: true });

    expect((await documentRow(document.id))?.workspaceId).toBe(workspaceId);
    const linksAfter = await linksIn(document.id);
    expect(linksAfter).toHaveLength(linksBefore.length);
    expect(linksAfter.map((link) => link.workspaceId)).toEqual([workspaceId, workspaceId]);
    expect(linksAfter.map((link) => link.uniqueCode)).toEqual(
      linksBefore.map((link) => link.uniqueCode),
    );
    const viewsAfter = await db()
      .selectFrom('document_views')
      .select('id')
      .where('documentId', '=', document.id)
      .execute();
    expect(viewsAfter).toHaveLength(viewsBefore.length);

    // Gone from Personal, found in the team — by the member too, with its links and views.
    expect((await owner.call('GET', '/documents')).body).toEqual([]);
    const teamList = await member.call('GET', '/documents', undefined, inWorkspace(workspaceId));
    expect((teamList.body as DocumentView[]).map((row) => row.id)).toEqual([document.id]);
    const links = await member.call(
      'GET',
      `/documents/${document.id}/links`,
      undefined,
      inWorkspace(workspaceId),
    );
    expect(links.body).toHaveLength(2);
    const analytics = await member.call(
      'GET',
      `/documents/${document.id}/analytics`,
      undefined,
      inWorkspace(workspaceId),
    );
    expect(analytics.body.views).toBe(2);
    // The share address still answers.
    const username = await usernameOf(server, owner);
    const code = linksAfter[0]?.uniqueCode ?? '';
    const shared = await owner.call('GET', `/public/documents/${username}/${code}`);
    expect(shared.status).toBe(200);
  });

  it('refuses a workspace the caller is not in, one without edit, and another’s document, changing nothing', async () => {
    const { owner, member, workspaceId } = await team('ws-move-no');
    const document = await upload(owner, 'Proposal');
    await shareAndView(owner, document.id, ['Jane']);
    const teamDocument = await upload(owner, 'Team deck', workspaceId);

    const stranger = await signUpApiUser(server, 'ws-move-stranger');
    await setTier(server, stranger.id, 'pro');
    const foreign = await createOrganizationAs(stranger, { name: 'Foreign team' });
    const readers = await createOrganizationAs(stranger, { name: 'Readers team' });
    const readOnly = await customRole(readers.id, 'Readers', ['view_documents']);
    await addMember(server, readers.id, owner, readOnly);

    const before = await snapshotRows(server);
    const attempts = [
      // Not a member of it: as a foreign id.
      {
        caller: owner,
        id: document.id,
        body: { workspaceId: foreign.id },
        status: 404,
        message: WORKSPACE_MESSAGES.workspaceNotFound,
      },
      {
        caller: owner,
        id: document.id,
        body: { workspaceId: randomUUID() },
        status: 404,
        message: WORKSPACE_MESSAGES.workspaceNotFound,
      },
      // A member who may only read documents there.
      {
        caller: owner,
        id: document.id,
        body: { workspaceId: readers.id },
        status: 403,
        message: WORKSPACE_MESSAGES.moveTargetNotAllowed,
      },
      // A teammate's document the Member sees but may not edit.
      {
        caller: member,
        id: teamDocument.id,
        body: { workspaceId: await personalWorkspaceOf(member) },
        headers: inWorkspace(workspaceId),
        status: 403,
        message: WORKSPACE_MESSAGES.notYourRecord,
      },
      // Someone else's personal document.
      {
        caller: member,
        id: document.id,
        body: { workspaceId },
        status: 404,
        message: DOCUMENT_MESSAGES.documentNotFound,
      },
      {
        caller: owner,
        id: document.id,
        body: { workspaceId: 'not-a-workspace' },
        status: 400,
        message: DOCUMENT_MESSAGES.moveWorkspaceRequired,
      },
    ];
    for (const attempt of attempts) {
      const answer = await attempt.caller.call(
        'POST',
        `/documents/${attempt.id}/move`,
        attempt.body,
        attempt.headers,
      );
      expect(answer.status, JSON.stringify(attempt.body)).toBe(attempt.status);
      expect(answer.text).toContain(attempt.message);
    }
    expect(changedTables(before, await snapshotRows(server))).toEqual([]);
    expect((await documentRow(document.id))?.workspaceId).toBe(await personalWorkspaceOf(owner));
  });
});

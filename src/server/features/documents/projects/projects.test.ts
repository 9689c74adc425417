// The projects API over real HTTP against a real database: projects, their documents
// and members, the roles that gate each change, and the plan limits at their edges.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import { openSse } from '../../../../../tests/support/sse-client';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import {
  formatLimit,
  limitReachedMessage,
  PLAN_LIMITS,
  PLAN_TIERS,
  type PlanTier,
} from '../../../../core/plans';
import type { ProjectDetail, ProjectView } from '../../../../core/project-schemas';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const db = () => server.database.db;

async function setTier(user: ApiUser, tier: PlanTier) {
  await db().updateTable('profiles').set({ tier }).where('userId', '=', user.id).execute();
}

/** A document row as if uploaded (the upload itself is the documents API's business). */
async function insertDocument(user: ApiUser, title = 'Proposal'): Promise<string> {
  const key = randomUUID();
  const row = await db()
    .insertInto('documents')
    .values({
      userId: user.id,
      title,
      size: 1024,
      type: 'pdf',
      originalFilename: `${title}.pdf`,
      storagePath: `documents/${user.id}/${Date.now()}-${key}.pdf`,
      fileUrl: `documents/${user.id}/${key}.pdf`,
      pageCount: 2,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function createProject(user: ApiUser, name = 'Acme deal'): Promise<ProjectDetail> {
  const answer = await user.call('POST', '/projects', { name });
  expect(answer.status).toBe(201);
  return answer.body;
}

async function addMember(
  owner: ApiUser,
  projectId: string,
  member: ApiUser,
  role: 'editor' | 'viewer',
): Promise<string> {
  const answer = await owner.call('POST', `/projects/${projectId}/members`, {
    email: member.email,
    role,
  });
  expect(answer.status).toBe(201);
  const row = (answer.body as ProjectDetail).members.find((m) => m.userId === member.id);
  if (!row) throw new Error('member not listed');
  return row.id;
}

/** Everything a refused request could have changed, to compare before and after. */
async function snapshot(projectId: string) {
  return {
    project: await db().selectFrom('projects').selectAll().where('id', '=', projectId).execute(),
    members: await db()
      .selectFrom('project_members')
      .selectAll()
      .where('projectId', '=', projectId)
      .orderBy('id')
      .execute(),
    documents: await db()
      .selectFrom('project_documents')
      .selectAll()
      .where('projectId', '=', projectId)
      .orderBy('documentId')
      .execute(),
  };
}

describe('projects', () => {
  it('creates a project with its creator as owner, lists, reads, edits and deletes it', async () => {
    const owner = await signUpApiUser(server, 'proj');
    await db()
      .updateTable('profiles')
      .set({ displayName: 'Olive Owner' })
      .where('userId', '=', owner.id)
      .execute();
    expect((await owner.call('GET', '/projects')).body).toEqual([]);

    const created = await owner.call('POST', '/projects', {
      name: '  Acme rollout ',
      description: 'Everything for Acme',
      tags: ['sales', 'Sales', 'q3'],
    });
    expect(created.status).toBe(201);
    const detail = created.body as ProjectDetail;
    expect(detail).toMatchObject({
      name: 'Acme rollout',
      description: 'Everything for Acme',
      tags: ['sales', 'q3'],
      status: 'active',
      role: 'owner',
      ownerName: 'Olive Owner',
      documentCount: 0,
      memberCount: 1,
      documents: [],
      limits: { documentsPerProject: 5, membersPerProject: 2 },
    });
    expect(detail.members).toEqual([
      expect.objectContaining({ userId: owner.id, email: owner.email, role: 'owner' }),
    ]);
    const rows = await db()
      .selectFrom('project_members')
      .select(['userId', 'role'])
      .where('projectId', '=', detail.id)
      .execute();
    expect(rows).toEqual([{ userId: owner.id, role: 'owner' }]);

    const listed = await owner.call('GET', '/projects');
    expect(listed.status).toBe(200);
    expect((listed.body as ProjectView[]).map((p) => p.name)).toEqual(['Acme rollout']);
    expect((await owner.call('GET', `/projects/${detail.id}`)).body).toEqual(detail);

    const updated = await owner.call('PATCH', `/projects/${detail.id}`, {
      status: 'completed',
      description: '',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ status: 'completed', description: null });

    expect((await owner.call('DELETE', `/projects/${detail.id}`)).status).toBe(204);
    expect(
      await db().selectFrom('projects').select('id').where('id', '=', detail.id).execute(),
    ).toEqual([]);
    expect((await owner.call('GET', `/projects/${detail.id}`)).status).toBe(404);
  });

  it('lists owned and member projects newest first, with the caller’s role', async () => {
    const alice = await signUpApiUser(server, 'proj');
    const bob = await signUpApiUser(server, 'proj');
    await setTier(alice, 'pro');
    const first = await createProject(alice, 'First');
    const bobs = await createProject(bob, 'Bob’s');
    await addMember(bob, bobs.id, alice, 'viewer');
    const second = await createProject(alice, 'Second');
    await db()
      .updateTable('projects')
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where('id', '=', first.id)
      .execute();
    const listed = (await alice.call('GET', '/projects')).body as ProjectView[];
    expect(listed.map((p) => [p.name, p.role])).toEqual([
      ['Second', 'owner'],
      ['Bob’s', 'viewer'],
      ['First', 'owner'],
    ]);
    expect(listed[1]).toMatchObject({ memberCount: 2 });
    expect(second.role).toBe('owner');
  });

  it('refuses bad input with the schema’s message and stores nothing', async () => {
    const owner = await signUpApiUser(server, 'proj');
    const cases: Array<[unknown, string]> = [
      [{ name: ' ' }, DOCUMENT_MESSAGES.projectNameRequired],
      [{ name: 'x'.repeat(101) }, DOCUMENT_MESSAGES.projectNameTooLong],
      [{ name: 'A', description: 'x'.repeat(501) }, DOCUMENT_MESSAGES.descriptionTooLong],
      [
        { name: 'A', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
        DOCUMENT_MESSAGES.tooManyTags,
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await owner.call('POST', '/projects', body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(message);
    }
    expect((await owner.call('POST', '/projects', { name: 'A', status: 'done' })).status).toBe(400);
    expect(
      await db().selectFrom('projects').select('id').where('userId', '=', owner.id).execute(),
    ).toEqual([]);

    const project = await createProject(owner);
    const before = await snapshot(project.id);
    const patch = await owner.call('PATCH', `/projects/${project.id}`, {});
    expect(patch.status).toBe(400);
    expect(patch.body.error.message).toBe(DOCUMENT_MESSAGES.nothingToUpdate);
    const longName = await owner.call('PATCH', `/projects/${project.id}`, {
      name: 'x'.repeat(101),
    });
    expect(longName.body.error.message).toBe(DOCUMENT_MESSAGES.projectNameTooLong);
    const badEmail = await owner.call('POST', `/projects/${project.id}/members`, {
      email: 'not-an-email',
      role: 'viewer',
    });
    expect(badEmail.status).toBe(400);
    const ownerRole = await owner.call('POST', `/projects/${project.id}/members`, {
      email: 'someone@example.com',
      role: 'owner',
    });
    expect(ownerRole.status).toBe(400);
    expect(await snapshot(project.id)).toEqual(before);
  });

  it('answers 401 signed out', async () => {
    for (const [method, path] of [
      ['GET', '/projects'],
      ['POST', '/projects'],
      ['GET', `/projects/${randomUUID()}`],
    ] as const) {
      const response = await fetch(`${server.url}/api/v1${path}`, {
        method,
        headers: { origin: server.url, 'content-type': 'application/json' },
        body: method === 'POST' ? JSON.stringify({ name: 'X' }) : undefined,
      });
      expect(response.status).toBe(401);
    }
  });

  it('answers 404 to someone outside the project on every route and changes nothing', async () => {
    const owner = await signUpApiUser(server, 'proj');
    const outsider = await signUpApiUser(server, 'proj');
    const viewer = await signUpApiUser(server, 'proj');
    const project = await createProject(owner);
    const documentId = await insertDocument(owner);
    await owner.call('POST', `/projects/${project.id}/documents`, { documentId });
    const memberId = await addMember(owner, project.id, viewer, 'viewer');
    const outsiderDocument = await insertDocument(outsider);
    const before = await snapshot(project.id);

    const base = `/projects/${project.id}`;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', base],
      ['PATCH', base, { name: 'Mine now' }],
      ['DELETE', base],
      ['POST', `${base}/documents`, { documentId: outsiderDocument }],
      ['DELETE', `${base}/documents/${documentId}`],
      ['POST', `${base}/members`, { email: outsider.email, role: 'editor' }],
      ['PATCH', `${base}/members/${memberId}`, { role: 'editor' }],
      ['DELETE', `${base}/members/${memberId}`],
      ['GET', '/projects/not-a-uuid'],
    ];
    for (const [method, path, body] of calls) {
      const answer = await outsider.call(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.error.message).toBe(DOCUMENT_MESSAGES.projectNotFound);
    }
    expect((await outsider.call('GET', '/projects')).body).toEqual([]);
    expect(await snapshot(project.id)).toEqual(before);
  });
});

describe('project documents', () => {
  it('lets the owner and an editor add and remove documents; members see them', async () => {
    const owner = await signUpApiUser(server, 'proj');
    const editor = await signUpApiUser(server, 'proj');
    const viewer = await signUpApiUser(server, 'proj');
    await db()
      .updateTable('profiles')
      .set({ displayName: 'Olive Owner' })
      .where('userId', '=', owner.id)
      .execute();
    const project = await createProject(owner);
    await addMember(owner, project.id, editor, 'editor');
    await addMember(owner, project.id, viewer, 'viewer');
    const ownerDocument = await insertDocument(owner, 'Pricing');
    const editorDocument = await insertDocument(editor, 'Case study');

    const added = await owner.call('POST', `/projects/${project.id}/documents`, {
      documentId: ownerDocument,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ documentCount: 1 });
    expect(added.body.documents).toEqual([
      expect.objectContaining({ id: ownerDocument, title: 'Pricing', isOwn: true }),
    ]);
    const byEditor = await editor.call('POST', `/projects/${project.id}/documents`, {
      documentId: editorDocument,
    });
    expect(byEditor.status).toBe(201);

    const seen = await viewer.call('GET', `/projects/${project.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.role).toBe('viewer');
    expect(
      (seen.body as ProjectDetail).documents.map((d) => [d.title, d.isOwn, d.ownerName]),
    ).toEqual(
      expect.arrayContaining([
        ['Pricing', false, 'Olive Owner'],
        ['Case study', false, expect.any(String)],
      ]),
    );
    expect(seen.body.documents[0]).toMatchObject({
      fileUrl: expect.stringMatching(/^\/api\/v1\/documents\/[0-9a-f-]+\/file$/),
    });

    // The editor takes out the owner's document: editors manage the project's documents.
    expect(
      (await editor.call('DELETE', `/projects/${project.id}/documents/${ownerDocument}`)).status,
    ).toBe(204);
    const after = (await owner.call('GET', `/projects/${project.id}`)).body as ProjectDetail;
    expect(after.documents.map((d) => d.id)).toEqual([editorDocument]);
    // The document itself stays with its owner.
    expect(
      await db().selectFrom('documents').select('id').where('id', '=', ownerDocument).execute(),
    ).toHaveLength(1);
    expect(
      (await owner.call('DELETE', `/projects/${project.id}/documents/${ownerDocument}`)).status,
    ).toBe(404);
  });

  it('refuses a viewer, another user’s document and a document added twice', async () => {
    const owner = await signUpApiUser(server, 'proj');
    const viewer = await signUpApiUser(server, 'proj');
    const stranger = await signUpApiUser(server, 'proj');
    const project = await createProject(owner);
    await addMember(owner, project.id, viewer, 'viewer');
    const ownerDocument = await insertDocument(owner);
    const viewerDocument = await insertDocument(viewer);
    const strangerDocument = await insertDocument(stranger);
    await owner.call('POST', `/projects/${project.id}/documents`, { documentId: ownerDocument });
    const before = await snapshot(project.id);

    const byViewer = await viewer.call('POST', `/projects/${project.id}/documents`, {
      documentId: viewerDocument,
    });
    expect(byViewer.status).toBe(403);
    expect(byViewer.body.error.message).toBe(DOCUMENT_MESSAGES.onlyOwnerOrEditor);
    const removeByViewer = await viewer.call(
      'DELETE',
      `/projects/${project.id}/documents/${ownerDocument}`,
    );
    expect(removeByViewer.status).toBe(403);
    expect(removeByViewer.body.error.message).toBe(DOCUMENT_MESSAGES.onlyOwnerOrEditor);

    const foreign = await owner.call('POST', `/projects/${project.id}/documents`, {
      documentId: strangerDocument,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(DOCUMENT_MESSAGES.documentNotFound);
    const missing = await owner.call('POST', `/projects/${project.id}/documents`, {
      documentId: randomUUID(),
    });
    expect(missing.status).toBe(404);
    const notUuid = await owner.call('POST', `/projects/${project.id}/documents`, {
      documentId: 'abc',
    });
    expect(notUuid.status).toBe(400);

    const twice = await owner.call('POST', `/projects/${project.id}/documents`, {
      documentId: ownerDocument,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(DOCUMENT_MESSAGES.documentAlreadyInProject);
    expect(await snapshot(project.id)).toEqual(before);
  });
});

describe('project members', () => {
  it('adds, re-roles and removes members; a member can leave; the owner row stays', async () => {
    const owner = await signUpApiUser(server, 'proj');
    const editor = await signUpApiUser(server, 'proj');
    const viewer = await signUpApiUser(server, 'proj');
    const project = await createProject(owner);

    // The address is matched whatever its case.
    const added = await owner.call('POST', `/projects/${project.id}/members`, {
      email: editor.email.toUpperCase(),
      role: 'editor',
    });
    expect(added.status).toBe(201);
    expect((added.body as ProjectDetail).members.map((m) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [editor.email, 'editor'],
    ]);
    const viewerId = await addMember(owner, project.id, viewer, 'viewer');

    const promoted = await owner.call('PATCH', `/projects/${project.id}/members/${viewerId}`, {
      role: 'editor',
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.members.find((m: { id: string }) => m.id === viewerId).role).toBe(
      'editor',
    );

    const detail = (await owner.call('GET', `/projects/${project.id}`)).body as ProjectDetail;
    const ownerRow = detail.members.find((m) => m.role === 'owner');
    const editorRow = detail.members.find((m) => m.userId === editor.id);
    if (!ownerRow || !editorRow) throw new Error('rows missing');

    // A member's own document leaves the project with them.
    const editorDocument = await insertDocument(editor);
    await editor.call('POST', `/projects/${project.id}/documents`, { documentId: editorDocument });
    expect(
      (await editor.call('DELETE', `/projects/${project.id}/members/${editorRow.id}`)).status,
    ).toBe(204);
    expect((await editor.call('GET', `/projects/${project.id}`)).status).toBe(404);
    expect((await owner.call('GET', `/projects/${project.id}`)).body.documents).toEqual([]);

    expect((await owner.call('DELETE', `/projects/${project.id}/members/${viewerId}`)).status).toBe(
      204,
    );
    expect((await viewer.call('GET', '/projects')).body).toEqual([]);

    const ownerLeaves = await owner.call(
      'DELETE',
      `/projects/${project.id}/members/${ownerRow.id}`,
    );
    expect(ownerLeaves.status).toBe(403);
    expect(ownerLeaves.body.error.message).toBe(DOCUMENT_MESSAGES.ownerCannotBeRemoved);
    const ownerDemoted = await owner.call(
      'PATCH',
      `/projects/${project.id}/members/${ownerRow.id}`,
      {
        role: 'viewer',
      },
    );
    expect(ownerDemoted.status).toBe(403);
    expect(ownerDemoted.body.error.message).toBe(DOCUMENT_MESSAGES.ownerRoleFixed);
    expect(
      (await owner.call('DELETE', `/projects/${project.id}/members/${randomUUID()}`)).status,
    ).toBe(404);
  });

  it('refuses unknown addresses, people already in, and non-owners managing members', async () => {
    const owner = await signUpApiUser(server, 'proj');
    const editor = await signUpApiUser(server, 'proj');
    const viewer = await signUpApiUser(server, 'proj');
    const project = await createProject(owner);
    const editorId = await addMember(owner, project.id, editor, 'editor');
    const viewerId = await addMember(owner, project.id, viewer, 'viewer');
    const before = await snapshot(project.id);

    const unknown = await owner.call('POST', `/projects/${project.id}/members`, {
      email: 'nobody-here@example.com',
      role: 'viewer',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(DOCUMENT_MESSAGES.noAccountForEmail);
    const again = await owner.call('POST', `/projects/${project.id}/members`, {
      email: viewer.email,
      role: 'editor',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(DOCUMENT_MESSAGES.alreadyProjectMember);
    const self = await owner.call('POST', `/projects/${project.id}/members`, {
      email: owner.email,
      role: 'editor',
    });
    expect(self.status).toBe(409);
    expect(self.body.error.message).toBe(DOCUMENT_MESSAGES.cannotAddOwner);

    const refusals: Array<[ApiUser, string, string, unknown?]> = [
      [editor, 'POST', `/projects/${project.id}/members`, { email: owner.email, role: 'viewer' }],
      [editor, 'PATCH', `/projects/${project.id}/members/${viewerId}`, { role: 'editor' }],
      [editor, 'DELETE', `/projects/${project.id}/members/${viewerId}`],
      [viewer, 'DELETE', `/projects/${project.id}/members/${editorId}`],
      [editor, 'PATCH', `/projects/${project.id}`, { name: 'Renamed' }],
      [viewer, 'PATCH', `/projects/${project.id}`, { name: 'Renamed' }],
      [editor, 'DELETE', `/projects/${project.id}`],
      [viewer, 'DELETE', `/projects/${project.id}`],
    ];
    for (const [user, method, path, body] of refusals) {
      const answer = await user.call(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.error.message).toBe(DOCUMENT_MESSAGES.onlyProjectOwner);
    }
    expect(await snapshot(project.id)).toEqual(before);
  });

  it('tells every member’s live stream about a change', async () => {
    const owner = await signUpApiUser(server, 'proj');
    const viewer = await signUpApiUser(server, 'proj');
    const project = await createProject(owner);
    await addMember(owner, project.id, viewer, 'viewer');
    const stream = await openSse(`${server.url}/api/v1/events`, {
      headers: { cookie: viewer.cookie },
    });
    try {
      await stream.waitForComment('connected');
      await owner.call('PATCH', `/projects/${project.id}`, { name: 'Renamed' });
      await stream.waitForMessage((message) => {
        const event = JSON.parse(message.data) as { entity: string; op: string; id: string };
        return event.entity === 'projects' && event.op === 'update' && event.id === project.id;
      });
    } finally {
      stream.close();
    }
  });
});

describe('a shared document’s changes', () => {
  it('reach the live streams of the project’s members, not of anyone else', async () => {
    const owner = await signUpApiUser(server, 'proj');
    const viewer = await signUpApiUser(server, 'proj');
    const stranger = await signUpApiUser(server, 'proj');
    const project = await createProject(owner);
    await addMember(owner, project.id, viewer, 'viewer');
    const documentId = await insertDocument(owner, 'Shared plan');
    const added = await owner.call('POST', `/projects/${project.id}/documents`, { documentId });
    expect(added.status).toBe(201);
    const heard = (stream: Awaited<ReturnType<typeof openSse>>, op: string) =>
      stream.waitForMessage((message) => {
        const event = JSON.parse(message.data) as { entity: string; op: string; id: string };
        return event.entity === 'documents' && event.op === op && event.id === documentId;
      });
    const member = await openSse(`${server.url}/api/v1/events`, {
      headers: { cookie: viewer.cookie },
    });
    const outsider = await openSse(`${server.url}/api/v1/events`, {
      headers: { cookie: stranger.cookie },
    });
    try {
      await member.waitForComment('connected');
      await outsider.waitForComment('connected');
      const renamed = await owner.call('PATCH', `/documents/${documentId}`, { title: 'New plan' });
      expect(renamed.status).toBe(200);
      await heard(member, 'update');
      // What the member's list shows after the refresh the event asks for.
      const shared = await viewer.call('GET', '/documents?shared=1');
      expect((shared.body as { title: string }[]).map((document) => document.title)).toContain(
        'New plan',
      );
      const deleted = await owner.call('DELETE', `/documents/${documentId}`);
      expect(deleted.status).toBe(204);
      await heard(member, 'delete');
      // Nothing about the document reached someone outside the project.
      await stranger.call('PATCH', '/me/profile', { bio: 'ping' });
      await outsider.waitForMessage((message) => JSON.parse(message.data).entity !== 'documents');
      expect(
        outsider.messages.some((message) => JSON.parse(message.data).entity === 'documents'),
      ).toBe(false);
    } finally {
      member.close();
      outsider.close();
    }
  });
});

describe('project plan limits', () => {
  it('holds Free to 1 project and Pro to 5', async () => {
    const free = await signUpApiUser(server, 'proj');
    await createProject(free, 'One');
    const refused = await free.call('POST', '/projects', { name: 'Two' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'forbidden',
      message: limitReachedMessage('free', 'projects'),
    });
    // Being a member of someone else's project does not use the limit.
    const other = await signUpApiUser(server, 'proj');
    const theirs = await createProject(other);
    await addMember(other, theirs.id, free, 'editor');
    expect((await free.call('POST', '/projects', { name: 'Two' })).status).toBe(403);

    const pro = await signUpApiUser(server, 'proj');
    await setTier(pro, 'pro');
    for (let i = 1; i <= 5; i++) await createProject(pro, `P${i}`);
    const sixth = await pro.call('POST', '/projects', { name: 'P6' });
    expect(sixth.status).toBe(403);
    expect(sixth.body.error.message).toBe(limitReachedMessage('pro', 'projects'));
    const counted = await db()
      .selectFrom('projects')
      .select('id')
      .where('userId', 'in', [free.id, pro.id])
      .execute();
    expect(counted).toHaveLength(6);
  });

  it('holds members per project (besides the owner) to 2 on Free and 5 on Pro', async () => {
    const people = await Promise.all(
      Array.from({ length: 6 }, () => signUpApiUser(server, 'proj')),
    );
    for (const tier of ['free', 'pro'] as const) {
      const owner = await signUpApiUser(server, 'proj');
      await setTier(owner, tier);
      const project = await createProject(owner);
      const limit = tier === 'free' ? 2 : 5;
      for (const person of people.slice(0, limit)) {
        await addMember(owner, project.id, person, 'viewer');
      }
      const before = await snapshot(project.id);
      const over = await owner.call('POST', `/projects/${project.id}/members`, {
        email: people[limit]?.email,
        role: 'viewer',
      });
      expect(over.status).toBe(403);
      expect(over.body.error.message).toBe(limitReachedMessage(tier, 'membersPerProject'));
      expect(await snapshot(project.id)).toEqual(before);
      expect(before.members).toHaveLength(limit + 1);
    }
  });

  it('holds documents per project to 5 on Free and 20 on Pro, by the owner’s plan', async () => {
    for (const tier of ['free', 'pro'] as const) {
      const owner = await signUpApiUser(server, 'proj');
      await setTier(owner, tier);
      const project = await createProject(owner);
      const limit = tier === 'free' ? 5 : 20;
      const ids = [];
      for (let i = 0; i <= limit; i++) ids.push(await insertDocument(owner, `Doc ${i}`));
      for (const documentId of ids.slice(0, limit)) {
        const answer = await owner.call('POST', `/projects/${project.id}/documents`, {
          documentId,
        });
        expect(answer.status).toBe(201);
      }
      const over = await owner.call('POST', `/projects/${project.id}/documents`, {
        documentId: ids[limit],
      });
      expect(over.status).toBe(403);
      expect(over.body.error.message).toBe(limitReachedMessage(tier, 'documentsPerProject'));
      expect((await snapshot(project.id)).documents).toHaveLength(limit);
    }

    // A Free editor in a Pro owner's project works within the owner's limit.
    const proOwner = await signUpApiUser(server, 'proj');
    const freeEditor = await signUpApiUser(server, 'proj');
    await setTier(proOwner, 'pro');
    const project = await createProject(proOwner);
    await addMember(proOwner, project.id, freeEditor, 'editor');
    for (let i = 0; i < 6; i++) {
      const documentId = await insertDocument(freeEditor, `Editor ${i}`);
      const answer = await freeEditor.call('POST', `/projects/${project.id}/documents`, {
        documentId,
      });
      expect(answer.status).toBe(201);
    }
  });

  it('lets two projects race for the last Free slot and keeps one', async () => {
    const user = await signUpApiUser(server, 'proj');
    const answers = await Promise.all([
      user.call('POST', '/projects', { name: 'A' }),
      user.call('POST', '/projects', { name: 'B' }),
      user.call('POST', '/projects', { name: 'C' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 403, 403]);
    expect(
      await db().selectFrom('projects').select('id').where('userId', '=', user.id).execute(),
    ).toHaveLength(1);
  });
});

describe('the pricing page', () => {
  it('shows the project limits of the plans table', async () => {
    const html = await (await fetch(`${server.url}/pricing`)).text();
    const cells = (label: string) => {
      const row = html.match(new RegExp(`<th scope="row"[^>]*>${label}</th>(.*?)</tr>`))?.[1];
      return [...(row ?? '').matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((cell) => cell[1]);
    };
    expect(cells('Projects')).toEqual(['1', '5', 'Unlimited']);
    expect(cells('Members per project')).toEqual(['2', '5', 'Unlimited']);
    expect(cells('Documents per project')).toEqual(['5', '20', 'Unlimited']);
    expect(cells('Documents per project')).toEqual(
      PLAN_TIERS.map((tier) => formatLimit(PLAN_LIMITS[tier].documentsPerProject)),
    );
  });
});

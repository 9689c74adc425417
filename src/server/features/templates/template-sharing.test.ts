// Templates in a team workspace (issue 18): private or shared, seen and changed through
// the one access layer. Over real HTTP against a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import {
  addMember,
  createOrganizationAs,
  personalWorkspaceOf,
} from '../../../../tests/support/organization-rows';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { TEMPLATE_MESSAGES, WORKSPACE_MESSAGES } from '../../../core/messages';
import type { MessageTemplate } from '../../../core/template-schemas';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

/** Alice owns a team workspace, Bob is a Member of it (view all, edit own), Carol is not. */
async function team() {
  const alice = await signUpApiUser(server, 'tpl-alice');
  const bob = await signUpApiUser(server, 'tpl-bob');
  const carol = await signUpApiUser(server, 'tpl-carol');
  const org = await createOrganizationAs(alice);
  await addMember(server, org.id, bob, 'Member');
  const inTeam = { 'X-Workspace-Id': org.id };
  const as = (user: ApiUser) => (method: string, path: string, body?: unknown) =>
    user.call(method, path, body, inTeam);
  return { alice, bob, carol, org, inTeam, as };
}

async function stored(id: string) {
  return server.database.db
    .selectFrom('message_templates')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

const names = (body: MessageTemplate[]) => body.map((template) => template.name);

describe('templates in a team workspace', () => {
  it('shows a teammate the shared template, not the private one, and not in personal', async () => {
    const { alice, bob, org, as } = await team();
    const shared = await as(alice)('POST', '/templates', {
      name: 'Shared hello',
      body: 'Hi {{name}}',
      isShared: true,
    });
    expect(shared.status).toBe(201);
    expect(shared.body).toMatchObject({ name: 'Shared hello', isShared: true });
    const row = await stored(shared.body.id);
    expect(row).toMatchObject({ workspaceId: org.id, userId: alice.id, createdBy: alice.id });
    const secret = await as(alice)('POST', '/templates', { name: 'Private note', body: 'Hi' });
    expect(secret.body.isShared).toBe(false);

    expect(names((await as(alice)('GET', '/templates')).body)).toEqual([
      'Private note',
      'Shared hello',
    ]);
    const seen = await as(bob)('GET', '/templates');
    expect(seen.status).toBe(200);
    expect(names(seen.body)).toEqual(['Shared hello']);
    // Neither one lives in anybody's personal workspace.
    expect((await alice.call('GET', '/templates')).body).toEqual([]);
    expect((await bob.call('GET', '/templates')).body).toEqual([]);
  });

  it("refuses a teammate's change to the owner's shared template (403) and hides the private one (404), but lets them edit their own", async () => {
    const { alice, bob, as } = await team();
    const shared = (
      await as(alice)('POST', '/templates', { name: 'Team', body: 'Text', isShared: true })
    ).body as MessageTemplate;
    const secret = (await as(alice)('POST', '/templates', { name: 'Mine', body: 'Text' }))
      .body as MessageTemplate;
    const before = await stored(shared.id);

    const edit = await as(bob)('PATCH', `/templates/${shared.id}`, { name: 'Hijacked' });
    expect(edit.status).toBe(403);
    expect(edit.body.error.message).toBe(WORKSPACE_MESSAGES.notYourRecord);
    expect((await as(bob)('DELETE', `/templates/${shared.id}`)).status).toBe(403);
    expect(await stored(shared.id)).toEqual(before);

    const hidden = await as(bob)('PATCH', `/templates/${secret.id}`, { name: 'Peek' });
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.message).toBe(TEMPLATE_MESSAGES.templateNotFound);
    expect((await as(bob)('DELETE', `/templates/${secret.id}`)).status).toBe(404);
    expect((await stored(secret.id)).name).toBe('Mine');

    const own = await as(bob)('POST', '/templates', { name: 'Bob’s', body: 'Hi', isShared: true });
    expect(own.status).toBe(201);
    const renamed = await as(bob)('PATCH', `/templates/${own.body.id}`, {
      name: 'Bob’s follow-up',
      isShared: false,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Bob’s follow-up', isShared: false });
    // Made private again: the owner of the workspace no longer sees it.
    expect(names((await as(alice)('GET', '/templates')).body)).toEqual(['Mine', 'Team']);
    // The owner (edit all) may change the shared one.
    expect((await as(alice)('PATCH', `/templates/${shared.id}`, { name: 'Team 2' })).status).toBe(
      200,
    );
  });

  it('answers 404 for a workspace the caller is not in, and changes nothing', async () => {
    const { alice, carol, org, as } = await team();
    const shared = (
      await as(alice)('POST', '/templates', { name: 'Team', body: 'Text', isShared: true })
    ).body as MessageTemplate;
    const before = await stored(shared.id);
    const listed = await as(carol)('GET', '/templates');
    expect(listed.status).toBe(404);
    expect(listed.body.error.message).toBe(WORKSPACE_MESSAGES.workspaceNotFound);
    expect((await as(carol)('PATCH', `/templates/${shared.id}`, { name: 'x' })).status).toBe(404);
    expect((await as(carol)('POST', '/templates', { name: 'x', body: 'y' })).status).toBe(404);
    // Nor from their own workspace, by id.
    expect((await carol.call('PATCH', `/templates/${shared.id}`, { name: 'x' })).status).toBe(404);
    expect(await stored(shared.id)).toEqual(before);
    expect(
      await server.database.db
        .selectFrom('message_templates')
        .select('id')
        .where('workspaceId', '=', org.id)
        .execute(),
    ).toHaveLength(1);
  });

  it('keeps every template private in a personal workspace', async () => {
    const alice = await signUpApiUser(server, 'tpl-solo');
    const created = await alice.call('POST', '/templates', {
      name: 'Solo',
      body: 'Hi',
      isShared: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.isShared).toBe(false);
  });

  it('moves a personal template into the team, and keeps a member from taking the team’s out', async () => {
    const { alice, bob, org, as } = await team();
    const mine = await bob.call('POST', '/templates', { name: 'Bob intro', body: 'Hi' });
    const moved = await bob.call('POST', `/templates/${mine.body.id}/move`, {
      workspaceId: org.id,
    });
    expect(moved.status).toBe(200);
    expect((await stored(mine.body.id)).workspaceId).toBe(org.id);
    expect(names((await bob.call('GET', '/templates')).body)).toEqual([]);
    expect(names((await as(bob)('GET', '/templates')).body)).toContain('Bob intro');

    // Bob (edit own) may change his template in the team but not take it out of the team.
    const personal = await personalWorkspaceOf(server, bob);
    const out = await as(bob)('POST', `/templates/${mine.body.id}/move`, {
      workspaceId: personal.id,
    });
    expect(out.status).toBe(403);
    expect(out.body.error.message).toBe(WORKSPACE_MESSAGES.moveOutNotAllowed);
    expect((await stored(mine.body.id)).workspaceId).toBe(org.id);
    // Private stays private, even from the team's Owner; once shared, she runs it and may
    // move it into another team of hers.
    const other = await createOrganizationAs(alice);
    const move = () =>
      as(alice)('POST', `/templates/${mine.body.id}/move`, { workspaceId: other.id });
    expect((await move()).status).toBe(404);
    await as(bob)('PATCH', `/templates/${mine.body.id}`, { isShared: true });
    expect((await move()).status).toBe(200);
    expect((await stored(mine.body.id)).workspaceId).toBe(other.id);
  });
});

// Bulk actions on clients (issue 20, decision 046) over real HTTP: a status or tags for
// many clients at once, or a delete, each in one statement over exactly the clients the
// caller may change, with a count of what changed and what was skipped, an undo that only
// its maker can use within its window, client totals that stay right, and bad input that
// is refused with nothing changed.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiUser } from '../../../../tests/support/api-user';
import { addClientAs, inWorkspace, signUpClientTeam } from '../../../../tests/support/client-team';
import { changedTables, snapshotRows } from '../../../../tests/support/row-snapshot';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { CLIENT_MESSAGES } from '../../../core/messages';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.database.db;
const team = (prefix: string) => signUpClientTeam(server, prefix);
const addClient = addClientAs;

async function stored(id: string) {
  return db()
    .selectFrom('clients')
    .select(['name', 'status', 'tags'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether client_totals (kept by triggers) still counts every client of the workspace. */
async function totalsAgree(workspaceId: string): Promise<boolean> {
  const counted = await sql<{ status: string; n: string }>`
    SELECT status, count(*)::text AS n FROM clients WHERE workspace_id = ${workspaceId}
    GROUP BY status ORDER BY status`.execute(db());
  const kept = await sql<{ status: string; n: string }>`
    SELECT status, sum(clients)::text AS n FROM client_totals WHERE workspace_id = ${workspaceId}
    GROUP BY status HAVING sum(clients) > 0 ORDER BY status`.execute(db());
  return JSON.stringify(counted.rows) === JSON.stringify(kept.rows);
}

describe('bulk actions on clients', () => {
  it('changes the status of the clients the caller may edit, counts the rest, and undoes', async () => {
    const t = await team('bulk-status');
    const a = await addClient(t.owner, t.id, { name: 'Bulk A' });
    const b = await addClient(t.owner, t.id, { name: 'Bulk B', status: 'qualified' });
    const c = await addClient(t.owner, t.id, { name: 'Bulk C' });
    const mine = await addClient(t.member, t.id, { name: 'Member own' });
    const foreign = await addClient(t.outsider, null, { name: 'Elsewhere' });

    const answer = await t.owner.call(
      'POST',
      '/clients/bulk',
      { action: 'status', status: 'qualified', ids: [a.id, b.id, c.id, foreign.id] },
      inWorkspace(t.id),
    );
    expect(answer.status, answer.text).toBe(200);
    // b was already qualified; the foreign id is not seen: both skipped.
    expect(answer.body).toMatchObject({ changed: 2, skipped: 2 });
    expect((await stored(a.id))?.status).toBe('qualified');
    expect((await stored(c.id))?.status).toBe('qualified');
    expect((await stored(foreign.id))?.status).toBe('new_lead');
    expect(await totalsAgree(t.id)).toBe(true);

    // A Member edits only their own: the owner's clients are skipped, and refused when
    // nothing named is theirs.
    const notTheirs = await t.member.call(
      'POST',
      '/clients/bulk',
      { action: 'status', status: 'on_hold', ids: [a.id] },
      inWorkspace(t.id),
    );
    expect(notTheirs.status).toBe(403);
    const member = await t.member.call(
      'POST',
      '/clients/bulk',
      { action: 'status', status: 'on_hold', ids: [a.id, mine.id] },
      inWorkspace(t.id),
    );
    expect(member.body).toMatchObject({ changed: 1, skipped: 1 });
    expect((await stored(a.id))?.status).toBe('qualified');
    expect((await stored(mine.id))?.status).toBe('on_hold');

    // Another user cannot use the owner's token; the owner can, once.
    const token = answer.body.undoToken as string;
    const stolen = await t.member.call('POST', '/clients/bulk/undo', { token }, inWorkspace(t.id));
    expect(stolen.status).toBe(404);
    expect((await stored(a.id))?.status).toBe('qualified');
    const undo = await t.owner.call('POST', '/clients/bulk/undo', { token }, inWorkspace(t.id));
    expect(undo.status, undo.text).toBe(200);
    expect(undo.body).toEqual({ restored: 2 });
    expect((await stored(a.id))?.status).toBe('new_lead');
    expect((await stored(b.id))?.status).toBe('qualified');
    expect((await stored(c.id))?.status).toBe('new_lead');
    expect(await totalsAgree(t.id)).toBe(true);
    const again = await t.owner.call('POST', '/clients/bulk/undo', { token }, inWorkspace(t.id));
    expect(again.status).toBe(404);
    expect(again.text).toContain(CLIENT_MESSAGES.undoExpired);
  });

  it('adds and removes tags regardless of case, within the tag limit, and undoes', async () => {
    const t = await team('bulk-tags');
    const a = await addClient(t.owner, t.id, { name: 'Tags A', tags: ['VIP'] });
    const b = await addClient(t.owner, t.id, { name: 'Tags B', tags: [] });
    const full = await addClient(t.owner, t.id, {
      name: 'Tags full',
      tags: Array.from({ length: 50 }, (_, i) => `t${i}`),
    });
    const ids = [a.id, b.id, full.id];
    const added = await t.owner.call(
      'POST',
      '/clients/bulk',
      { action: 'addTags', tags: ['vip', 'Spring'], ids },
      inWorkspace(t.id),
    );
    expect(added.body).toMatchObject({ changed: 2, skipped: 1 });
    expect((await stored(a.id))?.tags).toEqual(['VIP', 'Spring']);
    expect((await stored(b.id))?.tags).toEqual(['vip', 'Spring']);
    expect((await stored(full.id))?.tags).toHaveLength(50);

    const removed = await t.owner.call(
      'POST',
      '/clients/bulk',
      { action: 'removeTags', tags: ['SPRING'], ids },
      inWorkspace(t.id),
    );
    expect(removed.body).toMatchObject({ changed: 2, skipped: 1 });
    expect((await stored(a.id))?.tags).toEqual(['VIP']);
    const undo = await t.owner.call(
      'POST',
      '/clients/bulk/undo',
      { token: removed.body.undoToken },
      inWorkspace(t.id),
    );
    expect(undo.body).toEqual({ restored: 2 });
    expect((await stored(a.id))?.tags).toEqual(['VIP', 'Spring']);
  });

  it('acts on all clients matching the filters, and no others', async () => {
    const t = await team('bulk-all');
    const hot = await addClient(t.owner, t.id, { name: 'Hot one', status: 'contacted' });
    const hot2 = await addClient(t.owner, t.id, { name: 'Hot two', status: 'contacted' });
    const cold = await addClient(t.owner, t.id, { name: 'Cold one', status: 'contacted' });
    const answer = await t.owner.call(
      'POST',
      '/clients/bulk',
      { action: 'status', status: 'closed_won', matching: { q: 'hot', status: 'contacted' } },
      inWorkspace(t.id),
    );
    expect(answer.body).toMatchObject({ changed: 2, skipped: 0 });
    expect((await stored(hot.id))?.status).toBe('closed_won');
    expect((await stored(hot2.id))?.status).toBe('closed_won');
    expect((await stored(cold.id))?.status).toBe('contacted');
  });

  it('deletes with the interactions, and the undo brings both back', async () => {
    const t = await team('bulk-delete');
    const a = await addClient(t.owner, t.id, { name: 'Gone A', email: 'gone-a@example.com' });
    const b = await addClient(t.owner, t.id, { name: 'Gone B' });
    const note = await t.owner.call(
      'POST',
      `/clients/${a.id}/interactions`,
      { type: 'call', content: 'Called about <b>pricing</b>' },
      inWorkspace(t.id),
    );
    expect(note.status, note.text).toBe(201);
    const shown = await t.owner.call('GET', `/clients/${a.id}`, undefined, inWorkspace(t.id));
    const answer = await t.owner.call(
      'POST',
      '/clients/bulk',
      { action: 'delete', ids: [a.id, b.id] },
      inWorkspace(t.id),
    );
    expect(answer.body).toMatchObject({ changed: 2, skipped: 0 });
    expect(await stored(a.id)).toBeUndefined();
    expect(await totalsAgree(t.id)).toBe(true);

    const undo = await t.owner.call(
      'POST',
      '/clients/bulk/undo',
      { token: answer.body.undoToken },
      inWorkspace(t.id),
    );
    expect(undo.body).toEqual({ restored: 2 });
    const back = await t.owner.call('GET', `/clients/${a.id}`, undefined, inWorkspace(t.id));
    // Everything as it was: name, contact details, dates, owner.
    expect(back.body).toEqual(shown.body);
    expect(back.body.name).toBe('Gone A');
    const history = await t.owner.call(
      'GET',
      `/clients/${a.id}/interactions`,
      undefined,
      inWorkspace(t.id),
    );
    expect(JSON.stringify(history.body)).toContain('Called about <b>pricing</b>');
    expect(await totalsAgree(t.id)).toBe(true);
  });

  it('refuses bad input and foreign or forged requests with nothing changed', async () => {
    const t = await team('bulk-bad');
    const a = await addClient(t.owner, t.id, { name: 'Keep me' });
    const foreign = await addClient(t.outsider, null, { name: 'Not yours' });
    const done = await t.owner.call(
      'POST',
      '/clients/bulk',
      { action: 'status', status: 'contacted', ids: [a.id] },
      inWorkspace(t.id),
    );
    const expired = done.body.undoToken as string;
    await db()
      .updateTable('client_bulk_undos')
      .set({ expiresAt: sql<Date>`now() - interval '1 second'` })
      .where('token', '=', expired)
      .execute();

    let deep: unknown = ['x'];
    for (let i = 0; i < 200; i += 1) deep = [deep];
    const tooMany = Array.from({ length: 100_001 }, () => a.id);
    const bad: [ApiUser, string, unknown, number, string?][] = [
      [t.owner, '/clients/bulk', { action: 'status', status: 'won', ids: [a.id] }, 400],
      [
        t.owner,
        '/clients/bulk',
        { action: 'status', status: 'contacted', ids: [] },
        400,
        CLIENT_MESSAGES.bulkIdsRequired,
      ],
      [
        t.owner,
        '/clients/bulk',
        { action: 'status', status: 'contacted', ids: tooMany },
        400,
        CLIENT_MESSAGES.bulkTooMany(100_000),
      ],
      [t.owner, '/clients/bulk', { action: 'status', status: 'contacted', ids: ['1 OR 1=1'] }, 400],
      [
        t.owner,
        '/clients/bulk',
        { action: 'status', status: 'contacted' },
        400,
        CLIENT_MESSAGES.bulkSelectionRequired,
      ],
      [
        t.owner,
        '/clients/bulk',
        { action: 'status', status: 'contacted', ids: [a.id], matching: {} },
        400,
      ],
      [t.owner, '/clients/bulk', { action: 'explode', ids: [a.id] }, 400],
      [
        t.owner,
        '/clients/bulk',
        { action: 'status', ids: [a.id] },
        400,
        CLIENT_MESSAGES.bulkStatusRequired,
      ],
      [
        t.owner,
        '/clients/bulk',
        { action: 'removeTags', ids: [a.id] },
        400,
        CLIENT_MESSAGES.bulkTagsRequired,
      ],
      [t.owner, '/clients/bulk', { action: 'addTags', tags: ['x'.repeat(51)], ids: [a.id] }, 400],
      [
        t.owner,
        '/clients/bulk',
        { action: 'addTags', tags: Array.from({ length: 51 }, (_, i) => `n${i}`), ids: [a.id] },
        400,
        CLIENT_MESSAGES.tooManyTags,
      ],
      [
        t.owner,
        '/clients/bulk',
        { action: 'addTags', tags: ['  '], ids: [a.id] },
        400,
        CLIENT_MESSAGES.bulkTagsRequired,
      ],
      [t.owner, '/clients/bulk', { action: 'delete', ids: deep }, 400],
      [
        t.owner,
        '/clients/bulk',
        { action: 'delete', ids: [foreign.id] },
        404,
        CLIENT_MESSAGES.clientNotFound,
      ],
      [t.viewer, '/clients/bulk', { action: 'delete', ids: [a.id] }, 403],
      [t.outsider, '/clients/bulk', { action: 'delete', ids: [a.id] }, 404],
      [t.owner, '/clients/bulk/undo', { token: expired }, 404, CLIENT_MESSAGES.undoExpired],
      [t.owner, '/clients/bulk/undo', { token: crypto.randomUUID() }, 404],
      [t.owner, '/clients/bulk/undo', { token: 'forged' }, 400],
      [t.viewer, '/clients/bulk/undo', { token: expired }, 403],
    ];
    const before = await snapshotRows(server);
    for (const [user, path, body, status, message] of bad) {
      const answer = await user.call('POST', path, body, inWorkspace(t.id));
      expect(answer.status, `${JSON.stringify(body).slice(0, 80)}: ${answer.text}`).toBe(status);
      if (message) expect(answer.text).toContain(message);
    }
    expect(changedTables(before, await snapshotRows(server))).toEqual([]);
    expect((await stored(a.id))?.status).toBe('contacted');
    expect((await stored(foreign.id))?.name).toBe('Not yours');
  });
});

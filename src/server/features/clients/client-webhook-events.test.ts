// Changes to many clients at once announce each client (issue 24, decision 079): a bulk
// status change, its undo, a bulk assign, an import and a merge queue one message per
// client for every subscribed endpoint of the workspace — the client as GET /clients/:id
// shows it — and nothing when no endpoint wants the event. The delivery job is off here:
// the queued rows are read as the job would send them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiUser } from '../../../../tests/support/api-user';
import { postImport } from '../../../../tests/support/client-import';
import { addClientAs, inWorkspace, signUpClientTeam } from '../../../../tests/support/client-team';
import { insertTask } from '../../../../tests/support/task-rows';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import type { Client } from '../../../core/client-schemas';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_DELIVERY_INTERVAL_MS: '0' });
});
afterAll(async () => {
  await server?.close();
});

type EventData = Client & { previousStatus?: string; mergedClientIds?: string[] };
type Queued = { endpointId: string; messageId: string; type: string; data: EventData };

async function queued(workspaceId: string, type?: string): Promise<Queued[]> {
  const rows = await server.database.db
    .selectFrom('webhook_deliveries')
    .select(['endpointId', 'messageId', 'eventType', 'payload', 'status'])
    .where('workspaceId', '=', workspaceId)
    .orderBy('createdAt')
    .execute();
  return rows
    .filter((row) => type === undefined || row.eventType === type)
    .map((row) => {
      const body = JSON.parse(row.payload);
      expect(body.type).toBe(row.eventType);
      expect(row.status).toBe('pending');
      return {
        endpointId: row.endpointId,
        messageId: row.messageId,
        type: body.type,
        data: body.data,
      };
    });
}

async function endpoint(
  user: ApiUser,
  workspaceId: string | null,
  events: string[],
): Promise<string> {
  const created = await user.call(
    'POST',
    '/webhooks',
    { url: 'http://127.0.0.1:9/hooks', events },
    workspaceId ? inWorkspace(workspaceId) : undefined,
  );
  expect(created.status, created.text).toBe(201);
  return created.body.id;
}

describe('webhook events of changes to many clients', () => {
  it('bulk status: one client.status_changed per changed client, shaped as the API shows it', async () => {
    const t = await signUpClientTeam(server, 'hook-bulk');
    const ws = inWorkspace(t.id);
    const rich = await addClientAs(t.owner, t.id, {
      name: 'Rich <script>alert(1)</script>',
      company: 'Acme',
      tags: ['vip', 'Ünïcode'],
      phones: [
        { number: '+1 415 555 2671', type: 'work', isDefault: false },
        { number: '+1 415 555 2672', type: 'mobile', isDefault: true },
      ],
      emails: [{ address: 'rich@example.com', type: 'work', isDefault: true }],
      addresses: [
        {
          line1: '1 Main St',
          city: 'Springfield',
          postalCode: '12345',
          type: 'office',
          isDefault: true,
        },
      ],
      websites: [{ url: 'https://acme.example', label: 'Site', isDefault: true }],
      estimatedValueCents: 123456,
      expectedCloseDate: '2027-03-04',
      leadScore: 7,
      ownerId: t.member.id,
    });
    await insertTask(server.database.db, {
      clientId: rich.id,
      title: 'Call back',
      dueAt: new Date('2020-01-01T10:00:00Z'),
    });
    const plain = await addClientAs(t.owner, t.id, { name: 'Plain' });
    const already = await addClientAs(t.owner, t.id, { name: 'Already', status: 'qualified' });
    const first = await endpoint(t.owner, t.id, ['client.status_changed']);
    const second = await endpoint(t.owner, t.id, ['client.status_changed', 'client.created']);
    await endpoint(t.owner, t.id, ['client.created']);
    // Another workspace's endpoint hears nothing of this team.
    const elsewhere = await endpoint(t.outsider, null, ['client.status_changed']);

    const answer = await t.owner.call(
      'POST',
      '/clients/bulk',
      { action: 'status', status: 'qualified', ids: [rich.id, plain.id, already.id] },
      ws,
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ changed: 2, skipped: 1 });

    const events = await queued(t.id, 'client.status_changed');
    // Two clients changed, two endpoints subscribed: four deliveries of two messages.
    expect(events).toHaveLength(4);
    expect(new Set(events.map((e) => e.endpointId))).toEqual(new Set([first, second]));
    const byClient = new Map<string, Queued[]>();
    for (const e of events) byClient.set(e.data.id, [...(byClient.get(e.data.id) ?? []), e]);
    expect([...byClient.keys()].sort()).toEqual([rich.id, plain.id].sort());
    for (const copies of byClient.values()) {
      expect(new Set(copies.map((c) => c.messageId)).size).toBe(1);
    }
    expect(new Set(events.map((e) => e.messageId)).size).toBe(2);
    expect(events.every((e) => /^msg_[A-Za-z0-9_-]+$/.test(e.messageId))).toBe(true);
    const foreign = await server.database.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('endpointId', '=', elsewhere)
      .execute();
    expect(foreign).toEqual([]);

    // The data is the client exactly as GET /clients/:id shows it, with its previous status.
    const shown = await t.owner.call('GET', `/clients/${rich.id}`, undefined, ws);
    expect(shown.status).toBe(200);
    const data = byClient.get(rich.id)?.[0]?.data;
    expect(data).toEqual({ ...shown.body, previousStatus: 'new_lead' });
    expect(data?.nextTask).toMatchObject({ title: 'Call back', overdue: true });
    expect(data?.ownerName).toBeTruthy();

    // Undo announces each status change back.
    const undo = await t.owner.call(
      'POST',
      '/clients/bulk/undo',
      { token: answer.body.undoToken },
      ws,
    );
    expect(undo.status, undo.text).toBe(200);
    const back = (await queued(t.id, 'client.status_changed')).slice(4);
    expect(back).toHaveLength(4);
    expect(
      back.every((e) => e.data.status === 'new_lead' && e.data.previousStatus === 'qualified'),
    ).toBe(true);
  });

  it('bulk assign, POST /clients/assign and the bulk tags announce every client; none without a subscriber', async () => {
    const t = await signUpClientTeam(server, 'hook-assign');
    const ws = inWorkspace(t.id);
    const a = await addClientAs(t.owner, t.id, { name: 'Assign A' });
    const b = await addClientAs(t.owner, t.id, { name: 'Assign B' });

    // No endpoint yet: a bulk action queues nothing.
    const quiet = await t.owner.call(
      'POST',
      '/clients/bulk',
      { action: 'addTags', tags: ['x'], ids: [a.id] },
      ws,
    );
    expect(quiet.status).toBe(200);
    expect(await queued(t.id)).toEqual([]);

    await endpoint(t.owner, t.id, ['client.assigned', 'client.updated']);
    const bulk = await t.owner.call(
      'POST',
      '/clients/bulk',
      { action: 'assign', ownerId: t.member.id, ids: [a.id, b.id] },
      ws,
    );
    expect(bulk.status, bulk.text).toBe(200);
    const assigned = await queued(t.id, 'client.assigned');
    expect(assigned.map((e) => e.data.id).sort()).toEqual([a.id, b.id].sort());
    expect(assigned.every((e) => e.data.ownerId === t.member.id)).toBe(true);
    expect((await queued(t.id, 'client.updated')).map((e) => e.data.id).sort()).toEqual(
      [a.id, b.id].sort(),
    );

    const direct = await t.owner.call(
      'POST',
      '/clients/assign',
      { ids: [a.id], ownerId: null },
      ws,
    );
    expect(direct.status, direct.text).toBe(200);
    const last = (await queued(t.id, 'client.assigned')).at(-1);
    expect(last?.data).toMatchObject({ id: a.id, ownerId: null, ownerName: null });

    const tags = await t.owner.call(
      'POST',
      '/clients/bulk',
      { action: 'addTags', tags: ['hot'], ids: [b.id] },
      ws,
    );
    expect(tags.status).toBe(200);
    expect((await queued(t.id, 'client.updated')).at(-1)?.data).toMatchObject({
      id: b.id,
      tags: ['hot'],
    });
  });

  it('an import announces each created client, and each updated one in update mode', async () => {
    const t = await signUpClientTeam(server, 'hook-import');
    await endpoint(t.owner, t.id, ['client.created', 'client.updated']);
    const existing = await addClientAs(t.owner, t.id, {
      name: 'Old Name',
      emails: [{ address: 'old@example.com', type: 'work', isDefault: true }],
    });
    const created = (await queued(t.id, 'client.created')).length;
    const csv =
      'Name,Email,Company\nNew One,new1@example.com,A\nNew Two,new2@example.com,B\nOld Name,old@example.com,Updated Co\n';
    const result = await postImport(
      t.owner,
      'contacts.csv',
      csv,
      { duplicates: 'update' },
      inWorkspace(t.id),
    );
    expect(result.status, result.text).toBe(200);
    expect(result.done).toMatchObject({ imported: 2, updated: 1 });
    const news = (await queued(t.id, 'client.created')).slice(created);
    expect(news.map((e) => e.data.name).sort()).toEqual(['New One', 'New Two']);
    expect(news.every((e) => e.data.emails[0]?.isDefault === true)).toBe(true);
    const updated = await queued(t.id, 'client.updated');
    expect(updated).toHaveLength(1);
    expect(updated[0]?.data).toMatchObject({ id: existing.id, company: 'Updated Co' });
  });

  it('a merge announces the kept client as updated, naming the client folded into it', async () => {
    const t = await signUpClientTeam(server, 'hook-merge');
    const ws = inWorkspace(t.id);
    const keep = await addClientAs(t.owner, t.id, { name: 'Keep Me' });
    const other = await addClientAs(t.owner, t.id, { name: 'Fold Me', status: 'qualified' });
    await endpoint(t.owner, t.id, ['client.updated', 'client.status_changed']);
    const merged = await t.owner.call(
      'POST',
      `/clients/${keep.id}/merge`,
      { otherId: other.id, fields: { status: 'other' } },
      ws,
    );
    expect(merged.status, merged.text).toBe(200);
    const [updated] = await queued(t.id, 'client.updated');
    expect(updated?.data).toMatchObject({
      id: keep.id,
      mergedClientIds: [other.id],
      status: 'qualified',
    });
    const [status] = await queued(t.id, 'client.status_changed');
    expect(status?.data).toMatchObject({ id: keep.id, previousStatus: 'new_lead' });
  });
});

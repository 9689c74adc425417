// A bulk action over "all matching" with custom field filters (issue 20, decisions 049 and
// 051): `matching` takes the `cf.…` filters the list's URL holds, read as GET /clients
// reads them, so the action changes exactly the clients the list shows — and a filter the
// list would refuse is refused here too, with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import type { CustomField } from '../../../core/custom-field-schemas';

let server: TestServer;
let user: ApiUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await signUpApiUser(server, 'bulk-cf');
});
afterAll(async () => {
  await server?.close();
});

async function addField(body: object) {
  const answer = await user.call('POST', '/client-fields', body);
  expect(answer.status, answer.text).toBe(201);
  return answer.body as CustomField;
}

async function addClient(body: object) {
  const answer = await user.call('POST', '/clients', body);
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { id: string; name: string };
}

async function statuses() {
  const answer = await user.call('GET', '/clients?limit=100');
  expect(answer.status, answer.text).toBe(200);
  return Object.fromEntries(
    (answer.body.items as { name: string; status: string }[]).map((c) => [c.name, c.status]),
  );
}

describe('bulk over all matching with custom field filters', () => {
  it('changes exactly the clients the list shows with the same filters, and undoes', async () => {
    const size = await addField({ label: 'Seats', type: 'number' });
    const vip = await addField({ label: 'VIP', type: 'checkbox' });
    await addClient({ name: 'Small', customValues: { [size.id]: 5, [vip.id]: true } });
    await addClient({ name: 'Big', customValues: { [size.id]: 500, [vip.id]: true } });
    await addClient({ name: 'Big plain', customValues: { [size.id]: 800 } });
    await addClient({ name: 'Blank' });
    const before = await statuses();

    const filters = { [`cf.${size.id}.min`]: '100', [`cf.${vip.id}`]: 'true' };
    const listed = await user.call('GET', `/clients?${new URLSearchParams(filters)}`);
    expect(listed.body.items.map((c: { name: string }) => c.name)).toEqual(['Big']);

    // The "all matching" export link takes the same filters.
    const exported = await user.call('GET', `/clients/export.csv?${new URLSearchParams(filters)}`);
    expect(exported.status, exported.text).toBe(200);
    expect(exported.text).toContain('Big');
    expect(exported.text).not.toContain('Small');
    expect(exported.text).not.toContain('Big plain');

    const done = await user.call('POST', '/clients/bulk', {
      action: 'status',
      status: 'closed_won',
      matching: filters,
    });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ changed: 1, skipped: 0 });
    expect(await statuses()).toEqual({ ...before, Big: 'closed_won' });

    // A range alone takes both big ones; with a built-in filter too, only the qualified.
    const ranged = await user.call('POST', '/clients/bulk', {
      action: 'addTags',
      tags: ['large'],
      matching: { [`cf.${size.id}.min`]: '100', status: 'closed_won' },
    });
    expect(ranged.body).toMatchObject({ changed: 1 });

    const undone = await user.call('POST', '/clients/bulk/undo', { token: done.body.undoToken });
    expect(undone.status, undone.text).toBe(200);
    expect(await statuses()).toEqual(before);
  });

  it('refuses a bad custom field filter or an unknown key with 400, nothing changed', async () => {
    const size = await addField({ label: 'Employees', type: 'number' });
    await addClient({ name: 'Untouched', customValues: { [size.id]: 10 } });
    const before = await statuses();

    for (const matching of [
      { [`cf.${size.id}.min`]: 'lots' },
      { [`cf.${size.id}.max`]: '1; DROP TABLE clients; --' },
      { cf_typo: '1' },
      { sort: `cf:${size.id}` },
      { [`cf.${size.id}.min`]: 'x'.repeat(5000) },
    ]) {
      const answer = await user.call('POST', '/clients/bulk', {
        action: 'status',
        status: 'closed_lost',
        matching,
      });
      expect(answer.status, `${JSON.stringify(matching).slice(0, 80)} ${answer.text}`).toBe(400);
    }
    expect(await statuses()).toEqual(before);
  });

  it('leaves out a filter on a field the workspace no longer has, as the list does', async () => {
    const gone = await addField({ label: 'Old', type: 'text' });
    const removed = await user.call('DELETE', `/client-fields/${gone.id}`);
    expect(removed.status, removed.text).toBeLessThan(300);
    const listed = await user.call('GET', `/clients?cf.${gone.id}=x`);
    const done = await user.call('POST', '/clients/bulk', {
      action: 'addTags',
      tags: ['seen'],
      matching: { [`cf.${gone.id}`]: 'x' },
    });
    expect(done.status, done.text).toBe(200);
    expect(done.body.changed).toBe(listed.body.total);
  });
});

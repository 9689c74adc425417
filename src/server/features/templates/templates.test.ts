// The message templates API and using a template on a client, over real HTTP against
// a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import { openSse } from '../../../../tests/support/sse-client';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { workspaceAccess } from '../../../../tests/support/workspaces';
import { type ClientCreateInput, ZClientCreate } from '../../../core/client-schemas';
import { CLIENT_MESSAGES, TEMPLATE_MESSAGES } from '../../../core/messages';
import { createClient } from '../clients/service';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function templateRows(userId: string) {
  return server.database.db
    .selectFrom('message_templates')
    .selectAll()
    .where('userId', '=', userId)
    .execute();
}

async function interactionRows(clientId: string) {
  return server.database.db
    .selectFrom('client_interactions')
    .selectAll()
    .where('clientId', '=', clientId)
    .execute();
}

async function addClient(user: ApiUser, input: ClientCreateInput) {
  const access = await workspaceAccess(server.database.db, user.id);
  return createClient(server.database.db, access, ZClientCreate.parse(input));
}

async function setProfile(user: ApiUser, values: { username?: string; displayName?: string }) {
  await server.database.db
    .updateTable('profiles')
    .set(values)
    .where('userId', '=', user.id)
    .execute();
}

describe('templates CRUD', () => {
  it('creates, lists, updates and deletes a template', async () => {
    const user = await signUpApiUser(server, 'tpl');
    expect((await user.call('GET', '/templates')).body).toEqual([]);

    const created = await user.call('POST', '/templates', {
      name: '  Welcome ',
      subject: 'Hi {{first_name}}',
      body: 'Hello {{name}}',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Welcome',
      subject: 'Hi {{first_name}}',
      body: 'Hello {{name}}',
    });

    const listed = await user.call('GET', '/templates');
    expect(listed.body.map((t: { name: string }) => t.name)).toEqual(['Welcome']);

    const updated = await user.call('PATCH', `/templates/${created.body.id}`, {
      name: 'Follow-up',
      subject: '',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Follow-up',
      subject: null,
      body: 'Hello {{name}}',
    });

    const deleted = await user.call('DELETE', `/templates/${created.body.id}`);
    expect(deleted.status).toBe(204);
    expect(await templateRows(user.id)).toHaveLength(0);
  });

  it("announces each write to the user's live streams", async () => {
    const user = await signUpApiUser(server, 'tpl');
    const stream = await openSse(`${server.url}/api/v1/events`, {
      headers: { cookie: user.cookie },
    });
    try {
      await stream.waitForComment('connected');
      const seen = (op: string, id: string) =>
        stream.waitForMessage((message) => {
          const event = JSON.parse(message.data) as { entity: string; op: string; id: string };
          return event.entity === 'message_templates' && event.op === op && event.id === id;
        });
      const created = await user.call('POST', '/templates', { name: 'Live', body: 'Hi' });
      await seen('insert', created.body.id);
      await user.call('PATCH', `/templates/${created.body.id}`, { body: 'Hello' });
      await seen('update', created.body.id);
      await user.call('DELETE', `/templates/${created.body.id}`);
      await seen('delete', created.body.id);
    } finally {
      stream.close();
    }
  });

  it('refuses a template without a name or text and stores nothing', async () => {
    const user = await signUpApiUser(server, 'tpl');
    const noName = await user.call('POST', '/templates', { name: ' ', body: 'x' });
    expect(noName.status).toBe(400);
    expect(noName.body.error.message).toBe(TEMPLATE_MESSAGES.nameRequired);
    const noBody = await user.call('POST', '/templates', { name: 'A', body: '  ' });
    expect(noBody.status).toBe(400);
    expect(noBody.body.error.message).toBe(TEMPLATE_MESSAGES.bodyRequired);
    const tooLong = await user.call('POST', '/templates', { name: 'A', body: 'x'.repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect(await templateRows(user.id)).toHaveLength(0);
  });

  it('keeps at most 3 templates on the Free plan, even when created at once', async () => {
    const user = await signUpApiUser(server, 'tpl');
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => user.call('POST', '/templates', { name: `T${n}`, body: 'Hi' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 403]);
    const refused = answers.find((a) => a.status === 403);
    expect(refused?.body.error.message).toBe(TEMPLATE_MESSAGES.templateLimit(3));
    expect(await templateRows(user.id)).toHaveLength(3);
  });

  it('has no template limit on Pro', async () => {
    const user = await signUpApiUser(server, 'tpl');
    await server.database.db
      .updateTable('profiles')
      .set({ tier: 'pro' })
      .where('userId', '=', user.id)
      .execute();
    for (let n = 1; n <= 5; n++) {
      expect((await user.call('POST', '/templates', { name: `T${n}`, body: 'Hi' })).status).toBe(
        201,
      );
    }
    expect(await templateRows(user.id)).toHaveLength(5);
  });

  it("answers 404 for another user's template and changes nothing", async () => {
    const owner = await signUpApiUser(server, 'tpl');
    const other = await signUpApiUser(server, 'tpl');
    const created = await owner.call('POST', '/templates', { name: 'Mine', body: 'Private' });
    const id = created.body.id as string;

    const patch = await other.call('PATCH', `/templates/${id}`, { name: 'Stolen' });
    expect(patch.status).toBe(404);
    expect(patch.body.error.message).toBe(TEMPLATE_MESSAGES.templateNotFound);
    expect((await other.call('DELETE', `/templates/${id}`)).status).toBe(404);
    expect((await other.call('GET', '/templates')).body).toEqual([]);
    expect((await other.call('DELETE', '/templates/not-a-uuid')).status).toBe(404);

    const client = await addClient(other, {
      name: 'Their client',
      emails: [{ address: 'c@x.io' }],
    });
    const use = await other.call('POST', `/clients/${client.id}/template-uses`, {
      templateId: id,
      channel: 'copy',
    });
    expect(use.status).toBe(404);
    expect(use.body.error.message).toBe(TEMPLATE_MESSAGES.templateNotFound);
    expect(await interactionRows(client.id)).toHaveLength(0);

    const [row] = await templateRows(owner.id);
    expect(row).toMatchObject({ name: 'Mine', body: 'Private' });
  });
});

describe('using a template', () => {
  it('renders an e-mail for the client, logs it, and escapes the mailto link', async () => {
    const user = await signUpApiUser(server, 'tpl');
    await setProfile(user, { username: `owner${Date.now()}`, displayName: 'Grace Hopper' });
    const { username } = await server.database.db
      .selectFrom('profiles')
      .select('username')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    const client = await addClient(user, {
      name: 'Ada Lovelace',
      company: 'Engines & Co',
      emails: [{ address: 'ada@example.com' }],
    });
    const template = await user.call('POST', '/templates', {
      name: 'Intro',
      subject: 'Hello {{first_name}} & {{company}}?',
      body: 'Dear {{name}},\nsee {{my_page_url}} — {{my_name}} {{unknown}}',
    });

    const use = await user.call('POST', `/clients/${client.id}/template-uses`, {
      templateId: template.body.id,
      channel: 'email',
    });
    expect(use.status).toBe(201);
    const pageUrl = `${server.url}/${username}`;
    const body = `Dear Ada Lovelace,\nsee ${pageUrl} — Grace Hopper {{unknown}}`;
    expect(use.body.subject).toBe('Hello Ada & Engines & Co?');
    expect(use.body.body).toBe(body);
    expect(use.body.href).toBe(
      `mailto:ada@example.com?subject=${encodeURIComponent('Hello Ada & Engines & Co?')}&body=${encodeURIComponent(body.replace('\n', '\r\n'))}`,
    );
    expect(use.body.href).toContain('subject=Hello%20Ada%20%26%20Engines%20%26%20Co%3F&body=');
    expect(use.body.interaction).toMatchObject({ type: 'email', clientId: client.id });

    const [row] = await interactionRows(client.id);
    expect(row).toMatchObject({
      type: 'email',
      subject: 'Template "Intro" sent by email',
      content: `Subject: Hello Ada & Engines & Co?\n\n${body}`,
    });
    const stored = await server.database.db
      .selectFrom('clients')
      .select('lastContactedAt')
      .where('id', '=', client.id)
      .executeTakeFirstOrThrow();
    expect(stored.lastContactedAt).not.toBeNull();
  });

  it('opens WhatsApp with the digits of the phone and logs a note; copy has no link', async () => {
    const user = await signUpApiUser(server, 'tpl');
    const client = await addClient(user, {
      name: 'Linus',
      phones: [{ number: '+1 415 555 2671' }],
    });
    const template = await user.call('POST', '/templates', {
      name: 'Ping',
      body: 'Hi {{first_name}}!',
    });

    const whatsapp = await user.call('POST', `/clients/${client.id}/template-uses`, {
      templateId: template.body.id,
      channel: 'whatsapp',
    });
    expect(whatsapp.status).toBe(201);
    expect(whatsapp.body.href).toBe('https://wa.me/14155552671?text=Hi%20Linus!');

    const copy = await user.call('POST', `/clients/${client.id}/template-uses`, {
      templateId: template.body.id,
      channel: 'copy',
    });
    expect(copy.body).toMatchObject({ body: 'Hi Linus!', href: null });

    const rows = await interactionRows(client.id);
    expect(rows.map((row) => [row.type, row.subject]).sort()).toEqual([
      ['note', 'Template "Ping" copied'],
      ['note', 'Template "Ping" sent by WhatsApp'],
    ]);
  });

  it('refuses a channel the client has no address for, and logs nothing', async () => {
    const user = await signUpApiUser(server, 'tpl');
    const client = await addClient(user, { name: 'No contact' });
    const template = await user.call('POST', '/templates', { name: 'Ping', body: 'Hi' });
    const email = await user.call('POST', `/clients/${client.id}/template-uses`, {
      templateId: template.body.id,
      channel: 'email',
    });
    expect(email.status).toBe(400);
    expect(email.body.error.message).toBe(TEMPLATE_MESSAGES.clientHasNoEmail);
    const whatsapp = await user.call('POST', `/clients/${client.id}/template-uses`, {
      templateId: template.body.id,
      channel: 'whatsapp',
    });
    expect(whatsapp.status).toBe(400);
    expect(whatsapp.body.error.message).toBe(TEMPLATE_MESSAGES.clientHasNoPhone);
    const badChannel = await user.call('POST', `/clients/${client.id}/template-uses`, {
      templateId: template.body.id,
      channel: 'fax',
    });
    expect(badChannel.status).toBe(400);
    expect(await interactionRows(client.id)).toHaveLength(0);
  });

  it("answers 404 for another user's client", async () => {
    const owner = await signUpApiUser(server, 'tpl');
    const other = await signUpApiUser(server, 'tpl');
    const client = await addClient(owner, { name: 'Owned', emails: [{ address: 'o@x.io' }] });
    const template = await other.call('POST', '/templates', { name: 'Ping', body: 'Hi' });
    const use = await other.call('POST', `/clients/${client.id}/template-uses`, {
      templateId: template.body.id,
      channel: 'email',
    });
    expect(use.status).toBe(404);
    expect(use.body.error.message).toBe(CLIENT_MESSAGES.clientNotFound);
    expect(await interactionRows(client.id)).toHaveLength(0);
  });
});

// The clients API over real HTTP against a real database: the form's rules, the plan
// limit, duplicates, another user's ids, interactions and live updates.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import { addClient, clientRows, seedClients, setTier } from '../../../../tests/support/client-rows';
import { openSse } from '../../../../tests/support/sse-client';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import type { Client, Interaction } from '../../../core/client-schemas';
import { CLIENT_MESSAGES } from '../../../core/messages';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const signUp = () => signUpApiUser(server, 'clients');

describe('adding a client', () => {
  it('stores every field, derives email and phone from the default entries, and reads them back', async () => {
    const user = await signUp();
    const created = await addClient(user, {
      name: '  Ada Lovelace  ',
      company: 'Analytical Engines',
      position: 'Founder',
      status: 'qualified',
      leadSource: 'referral',
      leadScore: 72,
      estimatedValueCents: 150_050,
      expectedCloseDate: '2026-12-24',
      notes: 'Met at the exhibition',
      tags: [' vip ', 'VIP', 'london', ''],
      phones: [
        { number: '415 555 2671', type: 'mobile' },
        { number: '+44 20 7946 0958', type: 'work', isDefault: true },
      ],
      emails: [
        { address: 'ada@home.example', type: 'personal' },
        { address: 'Ada@Engines.Example', type: 'work', isDefault: true },
      ],
      addresses: [
        {
          line1: '12 St James Square',
          line2: '',
          city: 'London',
          postalCode: 'SW1Y 4JH',
          country: 'UK',
          type: 'office',
        },
      ],
      websites: [{ url: 'https://engines.example', label: '' }],
    });
    expect(created).toMatchObject({
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      position: 'Founder',
      status: 'qualified',
      leadSource: 'referral',
      leadScore: 72,
      estimatedValueCents: 150_050,
      expectedCloseDate: '2026-12-24',
      notes: 'Met at the exhibition',
      tags: ['vip', 'london'],
      email: 'ada@engines.example',
      phone: '+44 20 7946 0958',
      phones: [
        { number: '+1 415 555 2671', type: 'mobile', isDefault: false },
        { number: '+44 20 7946 0958', type: 'work', isDefault: true },
      ],
      emails: [
        { address: 'ada@home.example', type: 'personal', isDefault: false },
        { address: 'ada@engines.example', type: 'work', isDefault: true },
      ],
      addresses: [
        {
          line1: '12 St James Square',
          line2: null,
          city: 'London',
          state: null,
          postalCode: 'SW1Y 4JH',
          country: 'UK',
          type: 'office',
          isDefault: true,
        },
      ],
      websites: [{ url: 'https://engines.example', label: 'Website', isDefault: true }],
      lastContactedAt: null,
    });

    // Stored as the spec describes: snake_case keys, absent parts left out.
    const stored = await sql<{ details: string; websites: string }>`
      SELECT contact_details::text AS details, website_urls::text AS websites
      FROM clients WHERE id = ${created.id}`.execute(server.database.db);
    const details = JSON.parse(stored.rows[0]?.details ?? '{}');
    expect(details.phones[1]).toEqual({
      number: '+44 20 7946 0958',
      type: 'work',
      is_default: true,
    });
    expect(details.addresses[0]).toEqual({
      line1: '12 St James Square',
      city: 'London',
      postal_code: 'SW1Y 4JH',
      country: 'UK',
      type: 'office',
      is_default: true,
    });
    expect(JSON.parse(stored.rows[0]?.websites ?? '[]')).toEqual([
      { url: 'https://engines.example', label: 'Website', is_default: true },
    ]);

    const read = await user.call('GET', `/clients/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created);

    // Making the mobile the default makes it the client's phone.
    const switched = await user.call('PATCH', `/clients/${created.id}`, {
      phones: [
        { ...created.phones[0], isDefault: true },
        { ...created.phones[1], isDefault: false },
      ],
    });
    expect(switched.status).toBe(200);
    expect(switched.body.phone).toBe('+1 415 555 2671');
    expect(switched.body.phones.map((p: Client['phones'][number]) => p.isDefault)).toEqual([
      true,
      false,
    ]);
    // Lists not sent stay as they were.
    expect(switched.body.emails).toEqual(created.emails);
    expect(switched.body.addresses).toEqual(created.addresses);
    const [row] = await clientRows(server, user.id);
    expect(row?.phone).toBe('+1 415 555 2671');

    // Removing every phone empties the phone; the first entry is the default when none is marked.
    const cleared = await user.call('PATCH', `/clients/${created.id}`, {
      phones: [],
      emails: [{ address: 'second@engines.example' }, { address: 'third@engines.example' }],
    });
    expect(cleared.body).toMatchObject({ phone: null, email: 'second@engines.example' });
    expect(cleared.body.emails[0].isDefault).toBe(true);
  });

  it('applies the defaults of spec §5 to a name-only client', async () => {
    const user = await signUp();
    const created = await addClient(user, { name: 'Grace' });
    expect(created).toMatchObject({
      status: 'new_lead',
      leadSource: 'scale_page',
      leadScore: null,
      estimatedValueCents: 0,
      company: null,
      email: null,
      phone: null,
      tags: [],
      phones: [],
      emails: [],
      addresses: [],
      websites: [],
    });
  });

  it('clamps a lead score of 500 to 100 and a negative one to 0', async () => {
    const user = await signUp();
    expect((await addClient(user, { name: 'High', leadScore: 500 })).leadScore).toBe(100);
    expect((await addClient(user, { name: 'Low', leadScore: -5 })).leadScore).toBe(0);
    const rows = await clientRows(server, user.id);
    expect(rows.map((row) => row.leadScore).sort()).toEqual([0, 100]);
  });

  it.each([
    ['an empty name', { name: '   ' }, CLIENT_MESSAGES.nameRequired],
    ['no name', { company: 'Nameless' }, CLIENT_MESSAGES.nameRequired],
    [
      'a negative value',
      { name: 'Neg', estimatedValueCents: -100 },
      CLIENT_MESSAGES.estimatedValueNegative,
    ],
    [
      'a javascript: website',
      { name: 'Js', websites: [{ url: 'javascript:alert(1)' }] },
      CLIENT_MESSAGES.websiteScheme,
    ],
    ['an invalid phone', { name: 'Tel', phones: [{ number: '12' }] }, CLIENT_MESSAGES.invalidPhone],
    [
      'an invalid email',
      { name: 'Mail', emails: [{ address: 'not-an-email' }] },
      CLIENT_MESSAGES.invalidEmail,
    ],
    [
      'an impossible date',
      { name: 'Date', expectedCloseDate: '2026-02-30' },
      CLIENT_MESSAGES.invalidDate,
    ],
    [
      'an address without line 1',
      { name: 'Adr', addresses: [{ city: 'Paris' }] },
      CLIENT_MESSAGES.line1Required,
    ],
  ])('refuses %s with the message and stores nothing', async (_, input, message) => {
    const user = await signUp();
    const answer = await user.call('POST', '/clients', input);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(message);
    expect(await clientRows(server, user.id)).toHaveLength(0);
  });

  it('saves a website typed as a bare domain as an https:// address', async () => {
    const user = await signUp();
    const created = await user.call('POST', '/clients', {
      name: 'Bare',
      websites: [{ url: 'example.com/book' }, { url: 'www.x.com', label: 'Shop' }],
    });
    expect(created.status).toBe(201);
    expect(created.body.websites.map((website: { url: string }) => website.url)).toEqual([
      'https://example.com/book',
      'https://www.x.com',
    ]);
    const edited = await user.call('PATCH', `/clients/${created.body.id}`, {
      websites: [{ url: 'bare.example/team' }],
    });
    expect(edited.status).toBe(200);
    const read = await user.call('GET', `/clients/${created.body.id}`);
    expect(read.body.websites).toEqual([
      expect.objectContaining({ url: 'https://bare.example/team', isDefault: true }),
    ]);
    for (const url of ['//evil.com', 'http:/x', 'data:text/html,hi', 'example.com/ x']) {
      const refused = await user.call('PATCH', `/clients/${created.body.id}`, {
        websites: [{ url }],
      });
      expect(refused.status, url).toBe(400);
      expect(refused.body.error.message).toBe(CLIENT_MESSAGES.websiteScheme);
    }
    expect((await user.call('GET', `/clients/${created.body.id}`)).body.websites[0].url).toBe(
      'https://bare.example/team',
    );
  });

  it('refuses bad input on edit and changes nothing', async () => {
    const user = await signUp();
    const client = await addClient(user, { name: 'Keep', leadScore: 10, estimatedValueCents: 500 });
    for (const [input, message] of [
      [{ name: '' }, CLIENT_MESSAGES.nameRequired],
      [{ estimatedValueCents: -1 }, CLIENT_MESSAGES.estimatedValueNegative],
      [{ websites: [{ url: 'javascript:alert(1)' }] }, CLIENT_MESSAGES.websiteScheme],
      [{}, CLIENT_MESSAGES.nothingToUpdate],
    ] as const) {
      const answer = await user.call('PATCH', `/clients/${client.id}`, input);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(message);
    }
    const [row] = await clientRows(server, user.id);
    expect(row).toMatchObject({ name: 'Keep', leadScore: 10, estimatedValueCents: 500 });
  });
});

describe('changing one phone by its index', () => {
  it('makes it the default, and refuses an index out of range or another user', async () => {
    const user = await signUp();
    const client = await addClient(user, {
      name: 'Two Phones',
      phones: [{ number: '+1 415 555 2671' }, { number: '+1 212 555 0100', type: 'work' }],
      emails: [{ address: 'two@example.com' }],
    });
    expect(client.phone).toBe('+1 415 555 2671');
    const changed = await user.call('PATCH', `/clients/${client.id}/phones/1`, {
      number: '212 555 0100',
      type: 'work',
      isDefault: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.phone).toBe('+1 212 555 0100');
    expect(changed.body.phones.map((p: Client['phones'][number]) => p.isDefault)).toEqual([
      false,
      true,
    ]);
    expect(changed.body.emails).toEqual(client.emails);

    for (const index of ['2', '-1', 'x']) {
      const answer = await user.call('PATCH', `/clients/${client.id}/phones/${index}`, {
        number: '+1 415 555 2671',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(CLIENT_MESSAGES.phoneIndexOutOfRange);
    }
    const intruder = await signUp();
    const stolen = await intruder.call('PATCH', `/clients/${client.id}/phones/0`, {
      number: '+1 415 555 2671',
      isDefault: true,
    });
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.message).toBe(CLIENT_MESSAGES.clientNotFound);
    const [row] = await clientRows(server, user.id);
    expect(row?.phone).toBe('+1 212 555 0100');
  });
});

describe('the Free plan limit', () => {
  it('refuses the 51st client with the message and keeps 50; Pro may add more', async () => {
    const user = await signUp();
    await seedClients(
      server,
      user.id,
      Array.from({ length: 49 }, (_, index) => ({ name: `Seed ${index}` })),
    );
    await addClient(user, { name: 'Fiftieth' });
    const refused = await user.call('POST', '/clients', { name: 'Fifty-first' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'forbidden',
      message: CLIENT_MESSAGES.clientLimit(50),
    });
    expect(await clientRows(server, user.id)).toHaveLength(50);

    const summary = await user.call('GET', '/clients/summary');
    expect(summary.body.limit).toBe(50);

    await setTier(server, user.id, 'pro');
    await addClient(user, { name: 'Fifty-first' });
    expect(await clientRows(server, user.id)).toHaveLength(51);
    expect((await user.call('GET', '/clients/summary')).body.limit).toBe(-1);
  });

  it('lets only one of two concurrent creates take the last free slot', async () => {
    const user = await signUp();
    await seedClients(
      server,
      user.id,
      Array.from({ length: 49 }, (_, index) => ({ name: `Seed ${index}` })),
    );
    const answers = await Promise.all([
      user.call('POST', '/clients', { name: 'Racer A' }),
      user.call('POST', '/clients', { name: 'Racer B' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403]);
    expect(await clientRows(server, user.id)).toHaveLength(50);
  });
});

describe('duplicate e-mails', () => {
  it('answers 409 on create and on edit, whatever the case, and stores nothing', async () => {
    const user = await signUp();
    const first = await addClient(user, {
      name: 'First',
      emails: [{ address: 'same@example.com' }],
    });
    const second = await addClient(user, {
      name: 'Second',
      emails: [{ address: 'other@example.com' }],
    });

    const created = await user.call('POST', '/clients', {
      name: 'Copy',
      emails: [{ address: 'SAME@example.com' }],
    });
    expect(created.status).toBe(409);
    expect(created.body.error).toMatchObject({
      message: CLIENT_MESSAGES.duplicateEmail,
      fields: { emails: CLIENT_MESSAGES.duplicateEmail },
    });

    const edited = await user.call('PATCH', `/clients/${second.id}`, {
      name: 'Renamed',
      emails: [{ address: 'Same@Example.com' }],
    });
    expect(edited.status).toBe(409);
    expect(edited.body.error.message).toBe(CLIENT_MESSAGES.duplicateEmail);
    const rows = await clientRows(server, user.id);
    expect(rows.map((row) => [row.name, row.email])).toEqual([
      ['First', 'same@example.com'],
      ['Second', 'other@example.com'],
    ]);

    // Keeping its own address is no duplicate; another user may have the same one.
    expect(
      (
        await user.call('PATCH', `/clients/${first.id}`, {
          emails: [{ address: 'same@example.com' }],
        })
      ).status,
    ).toBe(200);
    const other = await signUp();
    await addClient(other, { name: 'Theirs', emails: [{ address: 'same@example.com' }] });
  });

  it('lets the unique index decide between two concurrent creates', async () => {
    const user = await signUp();
    await setTier(server, user.id, 'pro');
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        user.call('POST', '/clients', {
          name: `Race ${n}`,
          emails: [{ address: 'race@example.com' }],
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(await clientRows(server, user.id)).toHaveLength(1);
  });
});

describe("another user's client", () => {
  it('answers 404 Client not found everywhere and changes nothing', async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const client = await addClient(owner, {
      name: 'Private',
      status: 'contacted',
      estimatedValueCents: 700,
    });
    const interaction = (
      await owner.call('POST', `/clients/${client.id}/interactions`, { content: 'Secret call' })
    ).body as Interaction;
    const before = await clientRows(server, owner.id);

    const attempts: [string, string, unknown?][] = [
      ['GET', `/clients/${client.id}`],
      ['PATCH', `/clients/${client.id}`, { name: 'Hijacked' }],
      ['PATCH', `/clients/${client.id}/status`, { status: 'closed_lost' }],
      ['DELETE', `/clients/${client.id}`],
      ['GET', `/clients/${client.id}/interactions`],
      ['POST', `/clients/${client.id}/interactions`, { content: 'Injected' }],
      ['GET', '/clients/not-a-uuid'],
      ['PATCH', '/clients/not-a-uuid/status', { status: 'closed_lost' }],
      ['DELETE', '/clients/00000000-0000-0000-0000-000000000000'],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await intruder.call(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.error.message).toBe(CLIENT_MESSAGES.clientNotFound);
    }
    for (const [method, body] of [
      ['PATCH', { content: 'Changed' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await intruder.call(method, `/interactions/${interaction.id}`, body);
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe(CLIENT_MESSAGES.interactionNotFound);
    }
    expect(await clientRows(server, owner.id)).toEqual(before);
    const interactions = await owner.call('GET', `/clients/${client.id}/interactions`);
    expect(interactions.body).toEqual([interaction]);
    expect((await intruder.call('GET', '/clients')).body).toMatchObject({ items: [], total: 0 });
  });
});

describe('deleting a client', () => {
  it('removes it and its interactions', async () => {
    const user = await signUp();
    const client = await addClient(user, { name: 'Gone' });
    await user.call('POST', `/clients/${client.id}/interactions`, { content: 'Hello' });
    expect((await user.call('DELETE', `/clients/${client.id}`)).status).toBe(204);
    expect(await clientRows(server, user.id)).toHaveLength(0);
    const left = await server.database.db
      .selectFrom('client_interactions')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(left).toHaveLength(0);
    expect((await user.call('GET', `/clients/${client.id}`)).status).toBe(404);
  });
});

describe('interactions', () => {
  it('lists newest first, sets last contacted, edits and deletes', async () => {
    const user = await signUp();
    const client = await addClient(user, { name: 'Talkative' });
    expect((await user.call('GET', `/clients/${client.id}/interactions`)).body).toEqual([]);

    const first = await user.call('POST', `/clients/${client.id}/interactions`, {
      content: '  First call  ',
      type: 'call',
      subject: 'Intro',
      outcome: 'positive',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      clientId: client.id,
      type: 'call',
      subject: 'Intro',
      content: 'First call',
      outcome: 'positive',
    });
    const afterFirst = (await user.call('GET', `/clients/${client.id}`)).body as Client;
    expect(afterFirst.lastContactedAt).not.toBeNull();

    const second = await user.call('POST', `/clients/${client.id}/interactions`, {
      content: 'A note',
    });
    expect(second.body).toMatchObject({ type: 'note', subject: null, outcome: 'neutral' });
    const afterSecond = (await user.call('GET', `/clients/${client.id}`)).body as Client;
    expect(Date.parse(afterSecond.lastContactedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(afterFirst.lastContactedAt ?? ''),
    );

    const list = await user.call('GET', `/clients/${client.id}/interactions`);
    expect(list.body.map((i: Interaction) => i.content)).toEqual(['A note', 'First call']);

    const empty = await user.call('POST', `/clients/${client.id}/interactions`, { content: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(CLIENT_MESSAGES.interactionContentRequired);

    const edited = await user.call('PATCH', `/interactions/${first.body.id}`, {
      outcome: 'negative',
      subject: '',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      outcome: 'negative',
      subject: null,
      content: 'First call',
    });
    const blanked = await user.call('PATCH', `/interactions/${first.body.id}`, { content: '' });
    expect(blanked.body.error.message).toBe(CLIENT_MESSAGES.interactionContentRequired);

    expect((await user.call('DELETE', `/interactions/${second.body.id}`)).status).toBe(204);
    const remaining = await user.call('GET', `/clients/${client.id}/interactions`);
    expect(remaining.body.map((i: Interaction) => i.content)).toEqual(['First call']);
    expect((await user.call('DELETE', '/interactions/nonsense')).status).toBe(404);
  });
});

describe('live updates', () => {
  it("tells the user's open browsers about every write, and nobody else", async () => {
    const user = await signUp();
    const other = await signUp();
    const open = async (who: ApiUser) => {
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
      const seen = (entity: string, op: string, id: string) =>
        mine.waitForMessage((message) => {
          const event = JSON.parse(message.data) as { entity: string; op: string; id: string };
          return event.entity === entity && event.op === op && event.id === id;
        });
      const client = await addClient(user, { name: 'Live' });
      await seen('clients', 'insert', client.id);
      await user.call('PATCH', `/clients/${client.id}`, { company: 'Live Co' });
      await seen('clients', 'update', client.id);
      await user.call('PATCH', `/clients/${client.id}/status`, { status: 'negotiation' });
      const statusEvents = () =>
        mine.messages.filter((message) => message.data.includes(client.id)).length;
      await mine.waitForMessage(() => statusEvents() >= 3);
      const interaction = await user.call('POST', `/clients/${client.id}/interactions`, {
        content: 'Live note',
      });
      await seen('client_interactions', 'insert', interaction.body.id);
      await user.call('PATCH', `/interactions/${interaction.body.id}`, { content: 'Edited' });
      await seen('client_interactions', 'update', interaction.body.id);
      await user.call('DELETE', `/interactions/${interaction.body.id}`);
      await seen('client_interactions', 'delete', interaction.body.id);
      await user.call('DELETE', `/clients/${client.id}`);
      await seen('clients', 'delete', client.id);
      // A refused write announces nothing.
      await other.call('PATCH', `/clients/${client.id}/status`, { status: 'on_hold' });
      expect(theirs.messages.filter((message) => message.data.includes('"entity"'))).toEqual([]);
    } finally {
      mine.close();
      theirs.close();
    }
  });
});

// Custom fields per workspace (issue 20, decision 049) over real HTTP: definitions made
// by those who may edit settings, values checked like built-in fields (a refused value
// changes nothing), filters and sorts per type, and deleting a field or an option
// removing the values that pointed at it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import { addMember, createOrganizationAs } from '../../../../../tests/support/organization-rows';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import type { CustomField } from '../../../../core/custom-field-schemas';
import { CUSTOM_FIELD_MESSAGES as M, WORKSPACE_MESSAGES } from '../../../../core/messages';
import { loadWorkspaceAccess } from '../../../platform/access/workspace-access';
import { workspaceCustomFields } from './custom-field-rows';
import { findField } from './manage-custom-fields';

let server: TestServer;
let owner: ApiUser;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUpApiUser(server, 'cf-owner');
});

afterAll(async () => {
  await server?.close();
});

async function addField(user: ApiUser, body: object, headers?: Record<string, string>) {
  const answer = await user.call('POST', '/client-fields', body, headers);
  expect(answer.status, answer.text).toBe(201);
  return answer.body as CustomField;
}

async function addClient(user: ApiUser, body: object, headers?: Record<string, string>) {
  const answer = await user.call('POST', '/clients', body, headers);
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { id: string; name: string; customValues: Record<string, unknown> };
}

async function names(user: ApiUser, query: string, headers?: Record<string, string>) {
  const answer = await user.call('GET', `/clients?${query}`, undefined, headers);
  expect(answer.status, answer.text).toBe(200);
  return {
    names: (answer.body.items as { name: string }[]).map((client) => client.name),
    total: answer.body.total as number,
  };
}

/** Every call that changes a workspace's custom fields, on the field `id`. */
const fieldWrites = (id: string) =>
  [
    ['POST', '/client-fields', { label: 'Mine', type: 'text' }],
    ['PATCH', `/client-fields/${id}`, { label: 'Area' }],
    ['DELETE', `/client-fields/${id}`, undefined],
    ['PUT', '/client-fields/order', { ids: [id] }],
  ] as const;

describe('custom field definitions', () => {
  it('are managed in a Personal workspace by its owner, in order, labels unique regardless of case', async () => {
    const user = await signUpApiUser(server, 'cf-defs');
    expect((await user.call('GET', '/client-fields')).body).toEqual({ items: [] });
    const budget = await addField(user, { label: 'Budget', type: 'currency' });
    const stage = await addField(user, {
      label: 'Stage',
      type: 'single_select',
      options: [{ label: 'Trial' }, { label: 'Paid' }],
    });
    const taken = await user.call('POST', '/client-fields', { label: '  budget ', type: 'text' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields.label).toBe(M.labelTaken);
    const noOptions = await user.call('POST', '/client-fields', {
      label: 'Tier',
      type: 'multi_select',
    });
    expect(noOptions.status).toBe(400);
    expect(noOptions.body.error.fields.options).toBe(M.optionsRequired);
    const badType = await user.call('POST', '/client-fields', { label: 'X', type: 'formula' });
    expect(badType.status).toBe(400);
    const tooLong = await user.call('POST', '/client-fields', {
      label: 'x'.repeat(61),
      type: 'text',
    });
    expect(tooLong.status).toBe(400);

    const order = await user.call('PUT', '/client-fields/order', { ids: [stage.id, budget.id] });
    expect(order.status, order.text).toBe(200);
    expect(order.body.items.map((f: CustomField) => f.label)).toEqual(['Stage', 'Budget']);
    const partial = await user.call('PUT', '/client-fields/order', { ids: [stage.id] });
    expect(partial.status).toBe(400);

    const typeChange = await user.call('PATCH', `/client-fields/${budget.id}`, { type: 'text' });
    expect(typeChange.status).toBe(400);
    expect(typeChange.body.error.message).toBe(M.typeFixed);
    const renamed = await user.call('PATCH', `/client-fields/${budget.id}`, {
      label: 'Deal budget',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.label).toBe('Deal budget');
  });

  it('may be read by a Member but changed only by those who may edit settings; another workspace’s field is 404', async () => {
    const teamOwner = await signUpApiUser(server, 'cf-team-owner');
    const member = await signUpApiUser(server, 'cf-team-member');
    const team = await createOrganizationAs(teamOwner, { name: 'Fields Team' });
    await addMember(server, team.id, member, 'Member');
    const inTeam = { 'x-workspace-id': team.id };
    const field = await addField(teamOwner, { label: 'Region', type: 'text' }, inTeam);

    const read = await member.call('GET', '/client-fields', undefined, inTeam);
    expect(read.status).toBe(200);
    expect(read.body.items.map((f: CustomField) => f.label)).toEqual(['Region']);
    for (const [method, path, body] of fieldWrites(field.id)) {
      const answer = await member.call(method, path, body, inTeam);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.error.message).toBe(M.noPermission);
    }
    // The team's field seen from the owner's Personal workspace does not exist.
    expect(
      (await teamOwner.call('PATCH', `/client-fields/${field.id}`, { label: 'X' })).status,
    ).toBe(404);
    expect((await teamOwner.call('DELETE', `/client-fields/${field.id}`)).status).toBe(404);
    expect((await teamOwner.call('DELETE', '/client-fields/not-a-uuid')).status).toBe(404);
    // An outsider cannot reach the team's fields at all.
    const outsider = await signUpApiUser(server, 'cf-outsider');
    expect((await outsider.call('GET', '/client-fields', undefined, inTeam)).status).toBe(404);
    // A value for the team's field is unknown in another workspace.
    const elsewhere = await owner.call('POST', '/clients', {
      name: 'Wrong place',
      customValues: { [field.id]: 'North' },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.fields[`customValues.${field.id}`]).toBe(M.unknownField);
  });

  it('do not exist for a member whose role does not see the clients, settings rights or not', async () => {
    const teamOwner = await signUpApiUser(server, 'cf-blind-owner');
    const member = await signUpApiUser(server, 'cf-blind-member');
    const team = await createOrganizationAs(teamOwner, { name: 'Blind Team' });
    const inTeam = { 'x-workspace-id': team.id };
    const role = await teamOwner.call('POST', `/organizations/${team.id}/roles`, {
      name: 'Settings only',
      permissions: ['org:settings:view', 'org:settings:edit'],
    });
    expect(role.status, role.text).toBe(201);
    await addMember(server, team.id, member, { id: role.body.id });
    const field = await addField(teamOwner, { label: 'Region', type: 'text' }, inTeam);

    for (const [method, path, body] of [
      ['GET', '/client-fields', undefined] as const,
      ...fieldWrites(field.id),
    ]) {
      const answer = await member.call(method, path, body, inTeam);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.error.message).toBe(WORKSPACE_MESSAGES.areaNotFound);
    }
    // Below the routes, the access layer's filter reads no definition for them either.
    const access = await loadWorkspaceAccess(server.database.db, member.id, team.id);
    if (!access) throw new Error('the member has no access to the team');
    expect(await workspaceCustomFields(server.database.db, access)).toEqual([]);
    expect(await workspaceCustomFields(server.database.db, access, 'edit')).toEqual([]);
    await expect(findField(server.database.db, access, field.id, 'edit')).rejects.toMatchObject({
      message: M.fieldNotFound,
    });
    const fields = await teamOwner.call('GET', '/client-fields', undefined, inTeam);
    expect(fields.body.items.map((f: CustomField) => f.label)).toEqual(['Region']);
  });
});

describe('custom values', () => {
  type FieldKey =
    | 'text'
    | 'long'
    | 'number'
    | 'currency'
    | 'date'
    | 'checkbox'
    | 'single'
    | 'multi'
    | 'url';
  let fields: Record<FieldKey, CustomField>;

  beforeAll(async () => {
    fields = {
      text: await addField(owner, { label: 'Nickname', type: 'text' }),
      long: await addField(owner, { label: 'Background', type: 'long_text' }),
      number: await addField(owner, { label: 'Employees', type: 'number' }),
      currency: await addField(owner, { label: 'Budget', type: 'currency' }),
      date: await addField(owner, { label: 'Renewal', type: 'date' }),
      checkbox: await addField(owner, { label: 'VIP', type: 'checkbox' }),
      single: await addField(owner, {
        label: 'Industry',
        type: 'single_select',
        options: [{ label: 'Retail' }, { label: 'Finance' }, { label: 'Health' }],
      }),
      multi: await addField(owner, {
        label: 'Channels',
        type: 'multi_select',
        options: [{ label: 'Email' }, { label: 'Phone' }, { label: 'Chat' }],
      }),
      url: await addField(owner, { label: 'Profile', type: 'url' }),
    };
  });

  const opt = (field: CustomField, label: string) =>
    field.options.find((option) => option.label === label)?.id as string;

  it('stores every type as sent and returns it on the client', async () => {
    const f = fields;
    const values = {
      [f.text.id]: '  Ace  ',
      [f.long.id]: 'Line one\nLine two',
      [f.number.id]: 42.5,
      [f.currency.id]: 125_000,
      [f.date.id]: '2027-02-28',
      [f.checkbox.id]: true,
      [f.single.id]: opt(f.single, 'Finance'),
      [f.multi.id]: [opt(f.multi, 'Chat'), opt(f.multi, 'Email')],
      [f.url.id]: 'https://example.com/ace',
    };
    const client = await addClient(owner, { name: 'Typed', customValues: values });
    expect(client.customValues).toEqual({
      ...values,
      [f.text.id]: 'Ace',
      // In the field's own option order.
      [f.multi.id]: [opt(f.multi, 'Email'), opt(f.multi, 'Chat')],
    });
    const read = await owner.call('GET', `/clients/${client.id}`);
    expect(read.body.customValues[f.currency.id]).toBe(125_000);
    // A PATCH replaces the values it names, clears those sent as null, keeps the others.
    const patched = await owner.call('PATCH', `/clients/${client.id}`, {
      customValues: { [f.number.id]: 7, [f.text.id]: null },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.customValues[f.number.id]).toBe(7);
    expect(patched.body.customValues).not.toHaveProperty(f.text.id);
    expect(patched.body.customValues[f.currency.id]).toBe(125_000);
  });

  it('refuses a wrong value with a message on that field, and changes nothing', async () => {
    const f = fields;
    const client = await addClient(owner, {
      name: 'Untouched',
      customValues: { [f.number.id]: 1 },
    });
    const bad: [CustomField, unknown, string][] = [
      [f.text, 12, M.textExpected('Nickname')],
      [f.text, 'x'.repeat(201), M.textTooLong('Nickname', 200)],
      [f.text, 'bell\u0007ring', M.textExpected('Nickname')],
      [f.long, 'x'.repeat(10_001), M.textTooLong('Background', 10_000)],
      [f.number, '42', M.numberExpected('Employees')],
      [f.number, 1e16, M.numberTooLarge('Employees')],
      [f.currency, 10.5, M.currencyExpected('Budget')],
      [f.date, '2027-02-30', M.dateExpected('Renewal')],
      [f.date, 'tomorrow', M.dateExpected('Renewal')],
      [f.checkbox, 'yes', M.checkboxExpected('VIP')],
      [f.single, '00000000-0000-4000-8000-000000000000', M.optionExpected('Industry')],
      [f.single, opt(f.multi, 'Email'), M.optionExpected('Industry')],
      [f.multi, opt(f.multi, 'Email'), M.optionsExpected('Channels')],
      [f.multi, ['nope'], M.optionsExpected('Channels')],
      [f.url, 'javascript:alert(1)', M.urlExpected('Profile')],
      [f.url, 'example.com', M.urlExpected('Profile')],
    ];
    for (const [field, value, message] of bad) {
      const answer = await owner.call('PATCH', `/clients/${client.id}`, {
        name: 'Changed',
        customValues: { [field.id]: value },
      });
      expect(answer.status, `${field.label} ${JSON.stringify(value)}`).toBe(400);
      expect(answer.body.error.fields[`customValues.${field.id}`]).toBe(message);
      const created = await owner.call('POST', '/clients', {
        name: 'Never made',
        customValues: { [field.id]: value },
      });
      expect(created.status).toBe(400);
    }
    const unknown = await owner.call('PATCH', `/clients/${client.id}`, {
      customValues: { 'not-a-field': 'x' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields['customValues.not-a-field']).toBe(M.unknownField);
    const after = await owner.call('GET', `/clients/${client.id}`);
    expect(after.body.name).toBe('Untouched');
    expect(after.body.customValues).toEqual({ [f.number.id]: 1 });
    expect((await names(owner, 'q=never made')).total).toBe(0);
  });

  it('keeps hostile text as text', async () => {
    const hostile = "<img src=x onerror=alert(1)> '; DROP TABLE clients; --";
    const client = await addClient(owner, {
      name: 'Hostile',
      customValues: { [fields.text.id]: hostile },
    });
    expect(client.customValues[fields.text.id]).toBe(hostile);
    const found = await names(owner, `cf.${fields.text.id}=${encodeURIComponent('drop table')}`);
    expect(found.names).toEqual(['Hostile']);
  });

  it('filters and sorts the list by each type', async () => {
    const user = await signUpApiUser(server, 'cf-filter');
    const size = await addField(user, { label: 'Size', type: 'number' });
    const budget = await addField(user, { label: 'Budget', type: 'currency' });
    const renewal = await addField(user, { label: 'Renewal', type: 'date' });
    const vip = await addField(user, { label: 'VIP', type: 'checkbox' });
    const industry = await addField(user, {
      label: 'Industry',
      type: 'single_select',
      options: [{ label: 'Retail' }, { label: 'Finance' }, { label: 'Health' }],
    });
    const channels = await addField(user, {
      label: 'Channels',
      type: 'multi_select',
      options: [{ label: 'Email' }, { label: 'Phone' }],
    });
    const nick = await addField(user, { label: 'Nick', type: 'text' });
    const o = (field: CustomField, label: string) =>
      field.options.find((option) => option.label === label)?.id as string;
    await addClient(user, {
      name: 'Alpha',
      status: 'qualified',
      customValues: {
        [size.id]: 10,
        [budget.id]: 50_000,
        [renewal.id]: '2027-01-15',
        [vip.id]: true,
        [industry.id]: o(industry, 'Retail'),
        [channels.id]: [o(channels, 'Email')],
        [nick.id]: 'Big Al',
      },
    });
    await addClient(user, {
      name: 'Beta',
      customValues: {
        [size.id]: 200,
        [budget.id]: 9_900,
        [renewal.id]: '2027-06-01',
        [vip.id]: false,
        [industry.id]: o(industry, 'Finance'),
        [channels.id]: [o(channels, 'Email'), o(channels, 'Phone')],
        [nick.id]: '100%_sure',
      },
    });
    await addClient(user, {
      name: 'Gamma',
      status: 'qualified',
      customValues: { [size.id]: 55, [industry.id]: o(industry, 'Health') },
    });
    await addClient(user, { name: 'Delta' });

    const sorted = (list: string[]) => [...list].sort();
    expect(sorted((await names(user, `cf.${size.id}.min=50`)).names)).toEqual(['Beta', 'Gamma']);
    expect((await names(user, `cf.${size.id}.min=50&cf.${size.id}.max=100`)).names).toEqual([
      'Gamma',
    ]);
    expect((await names(user, `cf.${budget.id}.max=10000`)).names).toEqual(['Beta']);
    expect((await names(user, `cf.${renewal.id}.min=2027-02-01`)).names).toEqual(['Beta']);
    expect((await names(user, `cf.${vip.id}=true`)).names).toEqual(['Alpha']);
    expect(sorted((await names(user, `cf.${vip.id}=false`)).names)).toEqual([
      'Beta',
      'Delta',
      'Gamma',
    ]);
    const retailOrHealth = await names(
      user,
      `cf.${industry.id}=${o(industry, 'Retail')},${o(industry, 'Health')}`,
    );
    expect(sorted(retailOrHealth.names)).toEqual(['Alpha', 'Gamma']);
    expect(retailOrHealth.total).toBe(2);
    // Combined with the status filter.
    expect(
      (await names(user, `status=qualified&cf.${industry.id}=${o(industry, 'Health')}`)).names,
    ).toEqual(['Gamma']);
    expect((await names(user, `cf.${channels.id}=${o(channels, 'Phone')}`)).names).toEqual([
      'Beta',
    ]);
    expect((await names(user, `cf.${nick.id}=al`)).names).toEqual(['Alpha']);
    // % and _ are matched literally.
    expect((await names(user, `cf.${nick.id}=${encodeURIComponent('0%_')}`)).names).toEqual([
      'Beta',
    ]);

    // Bad filter values are refused; a field the workspace does not have is left out.
    expect((await user.call('GET', `/clients?cf.${size.id}.min=lots`)).status).toBe(400);
    expect((await user.call('GET', `/clients?cf.${renewal.id}.min=2027-13-01`)).status).toBe(400);
    expect((await user.call('GET', `/clients?cf.${vip.id}=maybe`)).status).toBe(400);
    expect((await user.call('GET', `/clients?cf.${industry.id}=nope`)).status).toBe(400);
    expect((await names(user, 'cf.00000000-0000-4000-8000-000000000000=x')).total).toBe(4);

    // Sorts: blanks last either way.
    expect((await names(user, `sort=cf:${size.id}`)).names).toEqual([
      'Beta',
      'Gamma',
      'Alpha',
      'Delta',
    ]);
    expect((await names(user, `sort=cf:${size.id}&dir=asc`)).names).toEqual([
      'Alpha',
      'Gamma',
      'Beta',
      'Delta',
    ]);
    expect((await names(user, `sort=cf:${budget.id}`)).names.slice(0, 2)).toEqual([
      'Alpha',
      'Beta',
    ]);
    expect((await names(user, `sort=cf:${renewal.id}`)).names.slice(0, 2)).toEqual([
      'Beta',
      'Alpha',
    ]);
    expect((await names(user, `sort=cf:${vip.id}`)).names.slice(0, 2)).toEqual(['Alpha', 'Beta']);
    // A select in its options' order: Retail, Finance, Health.
    expect((await names(user, `sort=cf:${industry.id}`)).names).toEqual([
      'Alpha',
      'Beta',
      'Gamma',
      'Delta',
    ]);
    expect((await names(user, `sort=cf:${nick.id}`)).names.slice(0, 2)).toEqual(['Beta', 'Alpha']);
    expect((await user.call('GET', '/clients?sort=cf:nonsense')).status).toBe(400);
  });

  it('deleting a field removes its values; removing an option removes the values naming it', async () => {
    const user = await signUpApiUser(server, 'cf-delete');
    const note = await addField(user, { label: 'Note', type: 'text' });
    const tier = await addField(user, {
      label: 'Tier',
      type: 'single_select',
      options: [{ label: 'Gold' }, { label: 'Silver' }],
    });
    const tags = await addField(user, {
      label: 'Tags',
      type: 'multi_select',
      options: [{ label: 'A' }, { label: 'B' }],
    });
    const [gold, silver] = tier.options;
    const [a, b] = tags.options;
    const client = await addClient(user, {
      name: 'Kept',
      customValues: { [note.id]: 'hello', [tier.id]: gold?.id, [tags.id]: [a?.id, b?.id] },
    });
    // Renaming an option keeps the value; removing one drops it.
    const renamed = await user.call('PATCH', `/client-fields/${tier.id}`, {
      options: [
        { id: gold?.id, label: 'Platinum' },
        { id: silver?.id, label: 'Silver' },
      ],
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect((await user.call('GET', `/clients/${client.id}`)).body.customValues[tier.id]).toBe(
      gold?.id,
    );
    await user.call('PATCH', `/client-fields/${tier.id}`, {
      options: [{ id: silver?.id, label: 'Silver' }],
    });
    await user.call('PATCH', `/client-fields/${tags.id}`, { options: [{ id: b?.id, label: 'B' }] });
    let values = (await user.call('GET', `/clients/${client.id}`)).body.customValues;
    expect(values).not.toHaveProperty(tier.id);
    expect(values[tags.id]).toEqual([b?.id]);
    const foreignOption = await user.call('PATCH', `/client-fields/${tier.id}`, {
      options: [{ id: a?.id, label: 'Stolen' }],
    });
    expect(foreignOption.status).toBe(400);

    expect((await user.call('DELETE', `/client-fields/${note.id}`)).status).toBe(204);
    values = (await user.call('GET', `/clients/${client.id}`)).body.customValues;
    expect(values).not.toHaveProperty(note.id);
    const rows = await server.database.db
      .selectFrom('clients')
      .select('customValues')
      .where('id', '=', client.id)
      .executeTakeFirstOrThrow();
    expect(Object.keys(rows.customValues)).toEqual([tags.id]);
  });

  it('exports a column per field, headed by its label, in the fields’ order', async () => {
    const user = await signUpApiUser(server, 'cf-export');
    const tier = await addField(user, {
      label: 'Tier',
      type: 'multi_select',
      options: [{ label: 'Gold' }, { label: 'Silver, plated' }],
    });
    const budget = await addField(user, { label: 'Budget', type: 'currency' });
    const vip = await addField(user, { label: 'VIP', type: 'checkbox' });
    const motto = await addField(user, { label: 'Motto', type: 'text' });
    await addClient(user, {
      name: 'Exported',
      customValues: {
        [tier.id]: tier.options.map((option) => option.id),
        [budget.id]: 123_456,
        [vip.id]: true,
        [motto.id]: '=HYPERLINK("x")',
      },
    });
    const answer = await user.call('GET', '/clients/export.csv');
    expect(answer.status).toBe(200);
    const [header, row] = answer.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header?.endsWith(',Tier,Budget,VIP,Motto')).toBe(true);
    // Labels joined by "; ", amounts with two decimals, a formula defused.
    expect(row?.endsWith(',"Gold; Silver, plated",1234.56,yes,"\'=HYPERLINK(""x"")"')).toBe(true);
  });
});

// A merge keeps custom values (decisions 045, 054) over real HTTP: per field the side the
// user picked, by default the survivor's or the other's when the survivor's is empty, a
// multi-select the union of both; a bad choice is refused and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpApiUser } from '../../../../tests/support/api-user';
import { addClientAs } from '../../../../tests/support/client-team';
import { addCustomField } from '../../../../tests/support/custom-fields';
import { changedTables, snapshotRows } from '../../../../tests/support/row-snapshot';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { DUPLICATE_MESSAGES } from '../../../core/client-duplicates';
import type { CustomField } from '../../../core/custom-field-schemas';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const addField = addCustomField;

async function setUp(prefix: string) {
  const user = await signUpApiUser(server, prefix);
  const f = {
    budget: await addField(user, { label: 'Budget', type: 'currency' }),
    motto: await addField(user, { label: 'Motto', type: 'text' }),
    stage: await addField(user, {
      label: 'Stage',
      type: 'single_select',
      options: [{ label: 'Trial' }, { label: 'Paid' }],
    }),
    tier: await addField(user, {
      label: 'Tier',
      type: 'multi_select',
      options: [{ label: 'Gold' }, { label: 'Silver' }, { label: 'Bronze' }],
    }),
    vip: await addField(user, { label: 'VIP', type: 'checkbox' }),
  };
  const opt = (field: CustomField, label: string) =>
    field.options.find((option) => option.label === label)?.id as string;
  const keep = await addClientAs(user, null, {
    name: 'Keep',
    customValues: {
      [f.budget.id]: 100,
      [f.stage.id]: opt(f.stage, 'Trial'),
      [f.tier.id]: [opt(f.tier, 'Bronze')],
    },
  });
  const other = await addClientAs(user, null, {
    name: 'Other',
    customValues: {
      [f.budget.id]: 200,
      [f.motto.id]: 'Onward',
      [f.stage.id]: opt(f.stage, 'Paid'),
      [f.tier.id]: [opt(f.tier, 'Gold'), opt(f.tier, 'Bronze')],
      [f.vip.id]: false,
    },
  });
  return { user, f, opt, keep, other };
}

const valuesOf = async (id: string) =>
  (
    await server.database.db
      .selectFrom('clients')
      .select('customValues')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).customValues;

describe('merging keeps custom values', () => {
  it('by default the survivor’s, the other’s where the survivor has none, a multi-select’s union', async () => {
    const { user, f, opt, keep, other } = await setUp('merge-cf');
    const merged = await user.call('POST', `/clients/${keep.id}/merge`, { otherId: other.id });
    expect(merged.status, merged.text).toBe(200);
    const expected = {
      [f.budget.id]: 100,
      [f.motto.id]: 'Onward',
      [f.stage.id]: opt(f.stage, 'Trial'),
      // Both sides' options, each once, in the field's option order.
      [f.tier.id]: [opt(f.tier, 'Gold'), opt(f.tier, 'Bronze')],
      // false is a value (unchecked), not an empty one.
      [f.vip.id]: false,
    };
    expect(merged.body.customValues).toEqual(expected);
    expect(await valuesOf(keep.id)).toEqual(expected);
    // The logged note names the custom fields that came from the other client.
    const notes = await user.call('GET', `/clients/${keep.id}/interactions`);
    expect(JSON.stringify(notes.body)).toContain('Custom fields from it: Motto, Tier, VIP.');
  });

  it('keeps the side the user picked for each field', async () => {
    const { user, f, opt, keep, other } = await setUp('merge-cf');
    const merged = await user.call('POST', `/clients/${keep.id}/merge`, {
      otherId: other.id,
      customFields: {
        [f.budget.id]: 'other',
        [f.motto.id]: 'this',
        [f.stage.id]: 'other',
        [f.tier.id]: 'this',
      },
    });
    expect(merged.status, merged.text).toBe(200);
    expect(await valuesOf(keep.id)).toEqual({
      [f.budget.id]: 200,
      [f.stage.id]: opt(f.stage, 'Paid'),
      [f.tier.id]: [opt(f.tier, 'Bronze')],
      [f.vip.id]: false,
    });
  });

  it('refuses a field of another workspace, "both" for a single value, and nonsense — changing nothing', async () => {
    const { user, f, keep, other } = await setUp('merge-cf');
    const stranger = await signUpApiUser(server, 'merge-cf-stranger');
    const foreign = await addField(stranger, { label: 'Budget', type: 'currency' });
    const before = await snapshotRows(server);
    const merge = (customFields: unknown) =>
      user.call('POST', `/clients/${keep.id}/merge`, { otherId: other.id, customFields });
    const elsewhere = await merge({ [foreign.id]: 'other' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.message).toBe(DUPLICATE_MESSAGES.unknownCustomField);
    const both = await merge({ [f.budget.id]: 'both' });
    expect(both.status).toBe(400);
    expect(both.body.error.message).toBe(DUPLICATE_MESSAGES.bothOnlyForMultiSelect('Budget'));
    for (const bad of [{ 'not-an-id': 'this' }, { [f.budget.id]: 'mine' }, 'this', [f.budget.id]]) {
      expect((await merge(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect(changedTables(before, await snapshotRows(server))).toEqual([]);
  });
});

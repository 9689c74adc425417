// A merge keeps custom values (decisions 045, 054) over real HTTP: per field the side the
// user picked, by default the survivor's or the other's when the survivor's is empty, a
// multi-select the union of both; a bad choice is refused and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpApiUser } from '../../../../tests/support/api-user';
import { addClientAs } from '../../../../tests/support/client-team';
import {
  addCustomField,
  addFieldOfEveryType,
  customValuesByName,
  optionId,
} from '../../../../tests/support/custom-fields';
import { changedTables, snapshotRows } from '../../../../tests/support/row-snapshot';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { DUPLICATE_MESSAGES } from '../../../core/client-duplicates';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function setUp(prefix: string) {
  const user = await signUpApiUser(server, prefix);
  const f = await addFieldOfEveryType(user);
  const keep = await addClientAs(user, null, {
    name: 'Keep',
    customValues: {
      [f.budget.id]: 100,
      [f.stage.id]: optionId(f.stage, 'Trial'),
      [f.tier.id]: [optionId(f.tier, 'Bronze')],
    },
  });
  const other = await addClientAs(user, null, {
    name: 'Other',
    customValues: {
      [f.budget.id]: 200,
      [f.motto.id]: 'Onward',
      [f.stage.id]: optionId(f.stage, 'Paid'),
      [f.tier.id]: [optionId(f.tier, 'Gold'), optionId(f.tier, 'Bronze')],
      [f.vip.id]: false,
    },
  });
  return { user, f, keep, other };
}

/** What is stored on the surviving client (the other is gone after a merge). */
const keptValues = async (userId: string) => (await customValuesByName(server, userId)).Keep;

describe('merging keeps custom values', () => {
  it('by default the survivor’s, the other’s where the survivor has none, a multi-select’s union', async () => {
    const { user, f, keep, other } = await setUp('merge-cf');
    const merged = await user.call('POST', `/clients/${keep.id}/merge`, { otherId: other.id });
    expect(merged.status, merged.text).toBe(200);
    const expected = {
      [f.budget.id]: 100,
      [f.motto.id]: 'Onward',
      [f.stage.id]: optionId(f.stage, 'Trial'),
      // Both sides' options, each once, in the field's option order.
      [f.tier.id]: [optionId(f.tier, 'Gold'), optionId(f.tier, 'Bronze')],
      // false is a value (unchecked), not an empty one.
      [f.vip.id]: false,
    };
    expect(merged.body.customValues).toEqual(expected);
    expect(await keptValues(user.id)).toEqual(expected);
    // The logged note names the custom fields that came from the other client, in the
    // fields' order.
    const notes = await user.call('GET', `/clients/${keep.id}/interactions`);
    expect(JSON.stringify(notes.body)).toContain('Custom fields from it: VIP, Tier, Motto.');
  });

  it('keeps the side the user picked for each field', async () => {
    const { user, f, keep, other } = await setUp('merge-cf');
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
    expect(await keptValues(user.id)).toEqual({
      [f.budget.id]: 200,
      [f.stage.id]: optionId(f.stage, 'Paid'),
      [f.tier.id]: [optionId(f.tier, 'Bronze')],
      [f.vip.id]: false,
    });
  });

  it('refuses a field of another workspace, "both" for a single value, and nonsense — changing nothing', async () => {
    const { user, f, keep, other } = await setUp('merge-cf');
    const stranger = await signUpApiUser(server, 'merge-cf-stranger');
    const foreign = await addCustomField(stranger, { label: 'Budget', type: 'currency' });
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

// Custom fields made through the API as the tests make them (decision 049), and the
// values stored on the clients, read back from the database.
import { expect } from 'vitest';
import type { CustomField } from '../../src/core/custom-field-schemas';
import type { ApiUser } from './api-user';
import type { TestServer } from './test-server';

export async function addCustomField(user: ApiUser, body: object): Promise<CustomField> {
  const answer = await user.call('POST', '/client-fields', body);
  expect(answer.status, answer.text).toBe(201);
  return answer.body as CustomField;
}

/**
 * One field of every type in `user`'s personal workspace, labelled as a sheet would head
 * its columns (a multi-select option with a comma in it, for the CSV's sake).
 */
export async function addFieldOfEveryType(user: ApiUser) {
  return {
    employees: await addCustomField(user, { label: 'Employees', type: 'number' }),
    budget: await addCustomField(user, { label: 'Budget', type: 'currency' }),
    renewal: await addCustomField(user, { label: 'Renewal', type: 'date' }),
    vip: await addCustomField(user, { label: 'VIP', type: 'checkbox' }),
    stage: await addCustomField(user, {
      label: 'Stage',
      type: 'single_select',
      options: [{ label: 'Trial' }, { label: 'Paid' }],
    }),
    tier: await addCustomField(user, {
      label: 'Tier',
      type: 'multi_select',
      options: [{ label: 'Gold' }, { label: 'Silver, plated' }, { label: 'Bronze' }],
    }),
    site: await addCustomField(user, { label: 'Portal', type: 'url' }),
    motto: await addCustomField(user, { label: 'Motto', type: 'text' }),
  };
}

/** The id of a select field's option, by its label. */
export function optionId(field: CustomField, label: string): string {
  const option = field.options.find((candidate) => candidate.label === label);
  if (!option) throw new Error(`${field.label} has no option ${label}`);
  return option.id;
}

/** The custom values of `userId`'s clients as stored, by client name. */
export async function customValuesByName(
  server: TestServer,
  userId: string,
): Promise<Record<string, Record<string, unknown>>> {
  const rows = await server.database.db
    .selectFrom('clients')
    .select(['name', 'customValues'])
    .where('userId', '=', userId)
    .orderBy('name')
    .execute();
  return Object.fromEntries(
    rows.map((row) => [row.name, row.customValues as Record<string, unknown>]),
  );
}

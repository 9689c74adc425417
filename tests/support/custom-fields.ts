// A custom field made through the API as the tests make them (decision 049).
import { expect } from 'vitest';
import type { CustomField } from '../../src/core/custom-field-schemas';
import type { ApiUser } from './api-user';

export async function addCustomField(user: ApiUser, body: object): Promise<CustomField> {
  const answer = await user.call('POST', '/client-fields', body);
  expect(answer.status, answer.text).toBe(201);
  return answer.body as CustomField;
}

// A client's custom values as sent by the form or the API, checked against the
// workspace's fields like the built-in fields are (decision 049): any wrong value is a
// 400 naming that field (`customValues.<fieldId>`), and nothing is written.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { checkCustomValues } from '../../../../core/custom-field-schemas';
import type { DB } from '../../../db/types';
import { badRequest } from '../../../http/errors';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { workspaceCustomFields } from './custom-field-rows';

export type CustomValuesChange = { set: Record<string, unknown>; clear: string[] };

export async function checkClientCustomValues(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  input: Record<string, unknown>,
): Promise<CustomValuesChange> {
  const fields = await workspaceCustomFields(db, access);
  const { values, errors } = checkCustomValues(fields, input);
  const first = Object.values(errors)[0];
  if (first !== undefined) throw badRequest(first, errors);
  const set: Record<string, unknown> = {};
  const clear: string[] = [];
  for (const [id, value] of Object.entries(values)) {
    if (value === null) clear.push(id);
    else set[id] = value;
  }
  return { set, clear };
}

/** The UPDATE's new custom_values: sent keys replaced, cleared ones removed, others kept. */
export function customValuesAfter(change: CustomValuesChange): RawBuilder<string> {
  return sql<string>`(custom_values || ${JSON.stringify(change.set)}::jsonb) - ${change.clear}::text[]`;
}

// A workspace's custom field definitions as the API returns them (migration 0034).
// Definitions are the workspace's settings, not records with an owner: they are read
// through the access layer's workspaceRowFilter (whoever sees the clients reads them,
// anyone else reads none).
import type { Kysely, Selectable } from 'kysely';
import {
  CUSTOM_FIELD_TYPES,
  type CustomField,
  type CustomFieldOption,
  type CustomFieldType,
} from '../../../../core/custom-field-schemas';
import type { DB } from '../../../db/types';
import {
  type RecordOp,
  type WorkspaceAccess,
  workspaceRowFilter,
} from '../../../platform/access/workspace-access';
import type { ClientCustomFieldTables } from '../tables';

type FieldRow = Selectable<ClientCustomFieldTables['client_custom_fields']>;

function toOptions(value: unknown): CustomFieldOption[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'string' &&
    typeof item.label === 'string'
      ? [{ id: item.id, label: item.label }]
      : [],
  );
}

export function toCustomField(row: FieldRow): CustomField {
  const type = (CUSTOM_FIELD_TYPES as readonly string[]).includes(row.type)
    ? (row.type as CustomFieldType)
    : 'text';
  return {
    id: row.id,
    label: row.label,
    type,
    options: toOptions(row.options),
    position: row.position,
  };
}

/**
 * The workspace's fields in their order (position, then age): none for a caller who may
 * not `op` them (`edit` when the list is read to change it).
 */
export async function workspaceCustomFields(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  op: RecordOp = 'view',
): Promise<CustomField[]> {
  const rows = await db
    .selectFrom('client_custom_fields')
    .selectAll()
    .where(workspaceRowFilter(access, 'client_custom_fields', op))
    .orderBy('position')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map(toCustomField);
}

// Adding, changing, deleting and reordering a workspace's custom fields (issue 20,
// decision 049). Each is one transaction under a lock on the workspace's definitions (an advisory lock),
// so two admins adding at once cannot pass the count or the label check together.
// Deleting a field, or an option of a select, removes the values that pointed at it in
// the same transaction: no client keeps a value the list cannot show.
import { type Kysely, sql } from 'kysely';
import {
  CUSTOM_FIELDS_MAX,
  type CustomField,
  type CustomFieldCreate,
  type CustomFieldOption,
  type CustomFieldUpdate,
} from '../../../../core/custom-field-schemas';
import { CUSTOM_FIELD_MESSAGES as M } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { badRequest, HttpError, notFound } from '../../../http/errors';
import {
  type RecordOp,
  type WorkspaceAccess,
  workspaceRowFilter,
} from '../../../platform/access/workspace-access';
import { toCustomField, workspaceCustomFields } from './custom-field-rows';
import { requireFieldSettingsEdit } from './settings-access';

const UNIQUE_VIOLATION = '23505';

function labelTaken(): HttpError {
  return new HttpError('conflict', M.labelTaken, { label: M.labelTaken });
}

function isLabelTaken(error: unknown): boolean {
  return (error as { code?: string }).code === UNIQUE_VIOLATION;
}

/** Serialises changes to one workspace's fields until the transaction ends. */
async function lockFields(trx: Kysely<DB>, workspaceId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('client_custom_fields'), hashtext(${workspaceId}))`.execute(
    trx,
  );
}

/**
 * Runs `work` in one transaction under the workspace's lock; a label taken by a
 * concurrent change (the unique index) is the same 409 as one the check saw.
 */
async function changeFields<T>(
  db: Kysely<DB>,
  workspaceId: string,
  work: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(async (trx) => {
      await lockFields(trx, workspaceId);
      return work(trx);
    });
  } catch (error) {
    if (isLabelTaken(error)) throw labelTaken();
    throw error;
  }
}

/** New options get an id; sent ids must be this field's own (a rename keeps the id). */
function withOptionIds(
  sent: readonly { id?: string | undefined; label: string }[],
  current: readonly CustomFieldOption[],
): CustomFieldOption[] {
  const known = new Set(current.map((option) => option.id));
  return sent.map((option) => {
    if (option.id === undefined) return { id: crypto.randomUUID(), label: option.label };
    if (!known.has(option.id)) throw badRequest(M.unknownOption, { options: M.unknownOption });
    return { id: option.id, label: option.label };
  });
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * The workspace's field the caller may `op`, or 404 (another workspace's id, or no id at
 * all). Changes check requireFieldSettingsEdit first, so a field they only see is a 403.
 */
export async function findField(
  trx: Kysely<DB>,
  access: WorkspaceAccess,
  fieldId: string,
  op: RecordOp = 'view',
): Promise<CustomField> {
  if (!isUuid(fieldId)) throw notFound(M.fieldNotFound);
  const row = await trx
    .selectFrom('client_custom_fields')
    .selectAll()
    .where(workspaceRowFilter(access, 'client_custom_fields', op))
    .where('id', '=', fieldId)
    .executeTakeFirst();
  if (!row) throw notFound(M.fieldNotFound);
  return toCustomField(row);
}

export async function createCustomField(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  input: CustomFieldCreate,
): Promise<CustomField> {
  requireFieldSettingsEdit(access);
  return changeFields(db, access.workspaceId, async (trx) => {
    const fields = await workspaceCustomFields(trx, access, 'edit');
    if (fields.length >= CUSTOM_FIELDS_MAX) throw badRequest(M.tooManyFields(CUSTOM_FIELDS_MAX));
    if (fields.some((field) => field.label.toLowerCase() === input.label.toLowerCase())) {
      throw labelTaken();
    }
    const options =
      input.type === 'single_select' || input.type === 'multi_select'
        ? withOptionIds(input.options, [])
        : [];
    const row = await trx
      .insertInto('client_custom_fields')
      .values({
        workspaceId: access.workspaceId,
        label: input.label,
        type: input.type,
        options: JSON.stringify(options),
        position: fields.reduce((max, field) => Math.max(max, field.position + 1), 0),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toCustomField(row);
  });
}

/** Removes the values of `fieldId` that name an option no longer offered. */
async function dropRemovedOptions(
  trx: Kysely<DB>,
  workspaceId: string,
  field: CustomField,
  removed: string[],
): Promise<void> {
  if (removed.length === 0) return;
  const removedJson = JSON.stringify(removed);
  if (field.type === 'single_select') {
    await trx
      .updateTable('clients')
      .set({ customValues: sql<string>`custom_values - ${field.id}::text` })
      .where('workspaceId', '=', workspaceId)
      .where(
        sql<boolean>`${removedJson}::jsonb @> jsonb_build_array(custom_values -> ${field.id}::text)`,
      )
      .execute();
    return;
  }
  // A multi-select keeps its other options; one left with none loses the key.
  const kept = sql`(SELECT coalesce(jsonb_agg(e), '[]'::jsonb) FROM jsonb_array_elements(custom_values -> ${field.id}::text) e WHERE NOT ${removedJson}::jsonb @> jsonb_build_array(e))`;
  await trx
    .updateTable('clients')
    .set({
      customValues: sql<string>`CASE WHEN ${kept} = '[]'::jsonb THEN custom_values - ${field.id}::text ELSE jsonb_set(custom_values, ARRAY[${field.id}::text], ${kept}) END`,
    })
    .where('workspaceId', '=', workspaceId)
    .where(sql<boolean>`jsonb_typeof(custom_values -> ${field.id}::text) = 'array'`)
    .where(
      sql<boolean>`(custom_values -> ${field.id}::text) ?| ARRAY(SELECT jsonb_array_elements_text(${removedJson}::jsonb))`,
    )
    .execute();
}

export async function updateCustomField(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  fieldId: string,
  input: CustomFieldUpdate,
): Promise<CustomField> {
  requireFieldSettingsEdit(access);
  if (!isUuid(fieldId)) throw notFound(M.fieldNotFound);
  return changeFields(db, access.workspaceId, async (trx) => {
    const field = await findField(trx, access, fieldId, 'edit');
    if (input.type !== undefined && input.type !== field.type) {
      throw badRequest(M.typeFixed, { type: M.typeFixed });
    }
    const label = input.label ?? field.label;
    const fields = await workspaceCustomFields(trx, access, 'edit');
    const clash = fields.some(
      (other) => other.id !== field.id && other.label.toLowerCase() === label.toLowerCase(),
    );
    if (clash) throw labelTaken();
    let options = field.options;
    const selects = field.type === 'single_select' || field.type === 'multi_select';
    if (selects && input.options !== undefined) {
      if (input.options.length === 0)
        throw badRequest(M.optionsRequired, { options: M.optionsRequired });
      options = withOptionIds(input.options, field.options);
      const keptIds = new Set(options.map((option) => option.id));
      const removed = field.options.filter((option) => !keptIds.has(option.id)).map((o) => o.id);
      await dropRemovedOptions(trx, access.workspaceId, field, removed);
    }
    const row = await trx
      .updateTable('client_custom_fields')
      .set({ label, options: JSON.stringify(options) })
      .where(workspaceRowFilter(access, 'client_custom_fields', 'edit'))
      .where('id', '=', field.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toCustomField(row);
  });
}

export async function deleteCustomField(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  fieldId: string,
): Promise<void> {
  requireFieldSettingsEdit(access);
  if (!isUuid(fieldId)) throw notFound(M.fieldNotFound);
  await changeFields(db, access.workspaceId, async (trx) => {
    const field = await findField(trx, access, fieldId, 'edit');
    await trx
      .updateTable('clients')
      .set({ customValues: sql<string>`custom_values - ${field.id}::text` })
      .where('workspaceId', '=', access.workspaceId)
      .where(sql<boolean>`custom_values ? ${field.id}::text`)
      .execute();
    await trx
      .deleteFrom('client_custom_fields')
      .where(workspaceRowFilter(access, 'client_custom_fields', 'edit'))
      .where('id', '=', field.id)
      .execute();
  });
}

/** The fields in the order given: every field of the workspace, each once. */
export async function reorderCustomFields(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  ids: readonly string[],
): Promise<CustomField[]> {
  requireFieldSettingsEdit(access);
  return changeFields(db, access.workspaceId, async (trx) => {
    const fields = await workspaceCustomFields(trx, access, 'edit');
    const current = new Set(fields.map((field) => field.id));
    const sent = new Set(ids);
    if (
      sent.size !== ids.length ||
      sent.size !== current.size ||
      ids.some((id) => !current.has(id))
    ) {
      throw badRequest(M.reorderMismatch, { ids: M.reorderMismatch });
    }
    for (const [position, id] of ids.entries()) {
      await trx
        .updateTable('client_custom_fields')
        .set({ position })
        .where(workspaceRowFilter(access, 'client_custom_fields', 'edit'))
        .where('id', '=', id)
        .execute();
    }
    return workspaceCustomFields(trx, access, 'edit');
  });
}

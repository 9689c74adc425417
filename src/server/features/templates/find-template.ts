// Templates through the one access layer (issue 18). Templates serve the clients area:
// a private template is its owner's alone; a shared one is seen by every member who may
// view clients and changed by those whose clients edit level takes it ("all", or "own"
// for the template's owner or creator). Another workspace's template, another member's
// private one, or an id that is not a uuid, is "not found".
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { z } from 'zod';
import { TEMPLATE_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';
import { assertEditable, filterColumn } from '../../platform/access/record-editable';
import {
  type RecordOp,
  recordFilter,
  type WorkspaceAccess,
} from '../../platform/access/workspace-access';
import type { TemplateRow } from './template-view';

const ZTemplateId = z.uuid();

/** Throws 404 unless `templateId` looks like a template id; saves the database a cast error. */
export function checkTemplateId(templateId: unknown): string {
  const parsed = ZTemplateId.safeParse(templateId);
  if (!parsed.success) throw notFound(TEMPLATE_MESSAGES.templateNotFound);
  return parsed.data;
}

/**
 * The templates the caller may `op` in the workspace. Viewing: their own, and the shared
 * ones while they may view clients at all. Editing: what the clients edit filter takes,
 * narrowed to shared templates and their own private ones. Level none: no rows.
 */
export function templateFilter(access: WorkspaceAccess, op: RecordOp): RawBuilder<boolean> {
  const ownPrivate = sql<boolean>`(user_id = ${access.userId} OR is_shared)`;
  if (op === 'edit')
    return sql<boolean>`(${recordFilter(access, 'clients', 'edit')} AND ${ownPrivate})`;
  if (access.levels.clients.view === 'none') return sql<boolean>`false`;
  // Shared templates are used by every member who may view clients, whatever their
  // level: "all" widens the workspace filter to every shared one.
  const inWorkspace = recordFilter(
    { ...access, levels: { ...access.levels, clients: { ...access.levels.clients, view: 'all' } } },
    'clients',
    'view',
  );
  return sql<boolean>`(${inWorkspace} AND ${ownPrivate})`;
}

/** A template the caller may see; 404 otherwise. */
export async function findTemplate(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  templateId: unknown,
): Promise<TemplateRow> {
  const row = await db
    .selectFrom('message_templates')
    .selectAll()
    .where('id', '=', checkTemplateId(templateId))
    .where(templateFilter(access, 'view'))
    .executeTakeFirst();
  if (!row) throw notFound(TEMPLATE_MESSAGES.templateNotFound);
  return row;
}

/** A template the caller may change, locked for the change: 404 unseen, 403 seen only. */
export async function findEditableTemplate(
  trx: Kysely<DB>,
  access: WorkspaceAccess,
  templateId: unknown,
): Promise<TemplateRow> {
  const row = await trx
    .selectFrom('message_templates')
    .selectAll()
    .select(filterColumn(templateFilter(access, 'edit')).as('editable'))
    .where('id', '=', checkTemplateId(templateId))
    .where(templateFilter(access, 'view'))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(TEMPLATE_MESSAGES.templateNotFound);
  assertEditable(row.editable);
  const { editable: _, ...template } = row;
  return template;
}

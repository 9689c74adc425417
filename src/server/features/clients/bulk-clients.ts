// POST /clients/bulk (issue 20, decision 046): one action — a status, tags added or
// removed, a delete — over the clients named by id or over all the list's filters take.
// One statement does it all: it picks the named clients the caller may see, changes those
// their edit level lets them change and that the action really changes, and keeps what it
// replaced under a fresh undo token. Unlike assign and move (all or nothing) a bulk action
// skips what it may not or need not change and says how many: a selection of hundreds
// should not fail on one colleague's client. Only when the caller may change none of the
// named ids does it refuse, as a path id would: 404 if none is seen (a foreign id learns
// nothing), else 403.
import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { ClientBulkAction, ClientBulkResult } from '../../../core/client-schemas';
import { CLIENT_TAGS_MAX } from '../../../core/client-schemas';
import type { CustomFieldFilter } from '../../../core/custom-field-filters';
import { CLIENT_MESSAGES, WORKSPACE_MESSAGES } from '../../../core/messages';
import { allowStatementMemory } from '../../db/statement-memory';
import type { DB } from '../../db/types';
import { HttpError, notFound } from '../../http/errors';
import { areaAudience } from '../../platform/access/publish-record-change';
import { recordFilter, type WorkspaceAccess } from '../../platform/access/workspace-access';
import { publishChange } from '../../platform/events/publish';
import { assignStatement, prepareAssign } from './bulk-assign';
import { createTasksStatement, prepareTask } from './bulk-create-tasks';
import { mailNewOwner } from './client-assignment';
import { clientFilterOf, matchesFilter } from './client-filter';
import { statusUpdate, targetJoin } from './client-status-update';
import { emitBulkEvents } from './client-webhook-events';
import { customListQueryOf } from './custom-fields/custom-list-query';

/** How long a bulk action can be undone on the server; the toast offers it for less. */
export const BULK_UNDO_SECONDS = 30;

/** The clients the request names that the caller may see (the one access layer). */
function selected(
  access: WorkspaceAccess,
  input: ClientBulkAction,
  custom: readonly CustomFieldFilter[],
) {
  return (db: Kysely<DB>) =>
    db
      .selectFrom('clients')
      .select(['id', 'status', 'tags', 'workspaceId', 'userId', 'createdBy'])
      .where((eb) =>
        input.ids
          ? eb.and([
              // One array parameter: 100,000 ids would overflow the 65,535 bind parameters.
              sql<SqlBool>`id = ANY(${[...new Set(input.ids)]}::uuid[])`,
              recordFilter(access, 'clients', 'view') as Expression<SqlBool>,
            ])
          : matchesFilter(eb, access, { ...clientFilterOf(input.matching ?? {}), custom }),
      );
}

/** The new tags and "does it change anything", over the row `c`. */
function tagChange(input: ClientBulkAction): {
  set: RawBuilder<unknown>;
  changes: RawBuilder<boolean>;
} {
  switch (input.action) {
    case 'addTags': {
      // The tags the client lacks, compared regardless of case as the form does (spec §5),
      // in the order given; a client the new tags would take past the limit is skipped.
      const missing = sql`ARRAY(SELECT t FROM unnest(${input.tags ?? []}::text[]) WITH ORDINALITY u(t, n)
        WHERE NOT lower(t) = ANY(SELECT lower(x) FROM unnest(c.tags) x) ORDER BY n)`;
      return {
        set: sql`tags = c.tags || ${missing}`,
        changes: sql<boolean>`cardinality(${missing}) > 0
          AND cardinality(c.tags) + cardinality(${missing}) <= ${CLIENT_TAGS_MAX}`,
      };
    }
    default: {
      const gone = (input.tags ?? []).map((tag) => tag.toLowerCase());
      return {
        set: sql`tags = ARRAY(SELECT x FROM unnest(c.tags) WITH ORDINALITY u(x, n)
          WHERE NOT lower(x) = ANY(${gone}::text[]) ORDER BY n)`,
        changes: sql<boolean>`EXISTS (SELECT 1 FROM unnest(c.tags) x WHERE lower(x) = ANY(${gone}::text[]))`,
      };
    }
  }
}

type Prepared = {
  statement: RawBuilder<unknown>;
  /** Once the statement ran: the names of the first changed clients, and their number. */
  after?: (listed: string[], changed: number) => Promise<void>;
};

/** The checks an action needs before anything changes, then its statement. */
async function prepare(
  trx: Kysely<DB>,
  access: WorkspaceAccess,
  input: ClientBulkAction,
  publicUrl: string,
): Promise<Prepared> {
  if (input.action === 'assign' && input.ownerId !== undefined) {
    const ownerId = input.ownerId;
    const note = await prepareAssign(trx, access, ownerId);
    return {
      statement: assignStatement(access, ownerId, note, targetJoin(input.ids)),
      after: (listed, changed) =>
        mailNewOwner(trx, note, ownerId, { listed, count: changed, publicUrl }),
    };
  }
  if (input.action === 'createTask' && input.task) {
    return { statement: createTasksStatement(access, await prepareTask(trx, access, input.task)) };
  }
  return { statement: changeStatement(access, input) };
}

/** The statement's data-changing part: the changed rows' previous values as `changed`. */
function changeStatement(access: WorkspaceAccess, input: ClientBulkAction): RawBuilder<unknown> {
  const join = targetJoin(input.ids);
  if (input.action === 'status' && input.status) {
    // The status alone, and only the status kept for the undo (decision 051).
    return sql`${statusUpdate(access, input.status, join)}, previous AS (
        SELECT coalesce(jsonb_agg(jsonb_build_object('id', id, 'status', previous_status)), '[]')
          AS payload FROM changed
      )`;
  }
  const editable = recordFilter(access, 'clients', 'edit', 'c');
  if (input.action === 'delete') {
    // The interactions are read from the statement's snapshot, where the cascade has not
    // yet removed them, so the undo can put them back with their clients.
    return sql`changed AS (
        DELETE FROM clients c USING target t
        WHERE ${join} AND ${editable}
        RETURNING c.*
      ), previous AS (
        SELECT jsonb_build_object(
          'clients', coalesce((SELECT jsonb_agg(to_jsonb(changed) - 'search_text') FROM changed), '[]'),
          'interactions', coalesce((SELECT jsonb_agg(to_jsonb(i)) FROM client_interactions i
            WHERE i.client_id IN (SELECT id FROM changed)), '[]')
        ) AS payload
      )`;
  }
  const { set, changes } = tagChange(input);
  return sql`changed AS (
      UPDATE clients c SET ${set} FROM target t
      WHERE ${join} AND ${editable} AND ${changes}
      RETURNING c.id, t.tags
    ), previous AS (
      SELECT coalesce(jsonb_agg(jsonb_build_object('id', id, 'tags', tags)), '[]')
        AS payload FROM changed
    )`;
}

export async function bulkChangeClients(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  input: ClientBulkAction,
  publicUrl: string,
): Promise<ClientBulkResult> {
  return db.transaction().execute(async (trx) => {
    await allowStatementMemory(trx);
    await trx.deleteFrom('client_bulk_undos').where('expiresAt', '<', sql<Date>`now()`).execute();
    // The custom field filters (`cf.…`) read as GET /clients reads them: a bad one is a 400
    // before anything changes.
    const { filters: custom } = input.matching
      ? await customListQueryOf(trx, access, input.matching)
      : { filters: [] };
    const target = selected(access, input, custom)(trx);
    const { statement, after } = await prepare(trx, access, input, publicUrl);
    // The names of the first changed clients (the assignment mail lists them).
    const listed = after
      ? sql`ARRAY(SELECT name FROM changed ORDER BY name LIMIT 10)`
      : sql`ARRAY[]::text[]`;
    const result = await sql<{
      seen: string;
      editable: string;
      changed: string;
      token: string | null;
      listed: string[];
    }>`
      WITH target AS ${target}, ${statement}, undo AS (
        INSERT INTO client_bulk_undos (user_id, workspace_id, action, payload, expires_at)
        SELECT ${access.userId}, ${access.workspaceId}, ${input.action}, payload,
          now() + make_interval(secs => ${BULK_UNDO_SECONDS})
        FROM previous WHERE EXISTS (SELECT 1 FROM changed)
        RETURNING token
      )
      SELECT (SELECT count(*) FROM target) AS seen,
        (SELECT count(*) FROM target WHERE ${recordFilter(access, 'clients', 'edit')}) AS editable,
        (SELECT count(*) FROM changed) AS changed,
        (SELECT token FROM undo) AS token,
        ${listed} AS listed`.execute(trx);
    const row = result.rows[0];
    const seen = Number(row?.seen ?? 0);
    const changed = Number(row?.changed ?? 0);
    // Named ids none of which the caller may change answer as a path id would: 404 when
    // none is seen, 403 when seen but not theirs (nothing has changed either way).
    if (input.ids && seen === 0) throw notFound(CLIENT_MESSAGES.clientNotFound);
    if (input.ids && Number(row?.editable ?? 0) === 0) {
      throw new HttpError('forbidden', WORKSPACE_MESSAGES.notYourRecord);
    }
    const named = input.ids ? new Set(input.ids).size : seen;
    if (changed > 0) {
      await after?.(row?.listed ?? [], changed);
      await publishBulkChange(trx, access, input.action === 'delete' ? 'delete' : 'update');
      // Each changed client announced as a single change would be (decision 079), read
      // from the undo copy this statement just wrote: its ids and previous values.
      await emitBulkEvents(
        trx,
        access.workspaceId,
        input.action,
        sql`(SELECT payload FROM client_bulk_undos WHERE token = ${row?.token ?? null}::uuid)`,
      );
    }
    return { changed, skipped: named - changed, undoToken: row?.token ?? null };
  });
}

/**
 * One live update for the batch, to everyone who may view the workspace's clients: the
 * event names no client ('bulk'), so an "own" member whose clients were not touched only
 * refetches a list that has not changed.
 */
export async function publishBulkChange(
  trx: Kysely<DB>,
  access: WorkspaceAccess,
  op: 'update' | 'delete' | 'insert',
): Promise<void> {
  const audience = new Set(await areaAudience(trx, access.workspaceId, 'clients'));
  audience.add(access.userId);
  for (const userId of audience) {
    await publishChange(trx, userId, { entity: 'clients', op, id: 'bulk' });
  }
}

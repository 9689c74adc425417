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
import { CLIENT_MESSAGES, WORKSPACE_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { HttpError, notFound } from '../../http/errors';
import { areaAudience } from '../../platform/access/publish-record-change';
import { recordFilter, type WorkspaceAccess } from '../../platform/access/workspace-access';
import { publishChange } from '../../platform/events/publish';
import { clientFilterOf, matchesFilter } from './client-filter';

/** How long a bulk action can be undone on the server; the toast offers it for less. */
export const BULK_UNDO_SECONDS = 30;

/** The clients the request names that the caller may see (the one access layer). */
function selected(access: WorkspaceAccess, input: ClientBulkAction) {
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
          : matchesFilter(eb, access, clientFilterOf(input.matching ?? {})),
      );
}

/** The new value and "does it change anything" for each action, over the row `c`. */
function change(input: ClientBulkAction): {
  set: RawBuilder<unknown>;
  changes: RawBuilder<boolean>;
} {
  switch (input.action) {
    case 'status':
      return {
        set: sql`status = ${input.status}`,
        changes: sql<boolean>`c.status <> ${input.status}`,
      };
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
    case 'removeTags': {
      const gone = (input.tags ?? []).map((tag) => tag.toLowerCase());
      return {
        set: sql`tags = ARRAY(SELECT x FROM unnest(c.tags) WITH ORDINALITY u(x, n)
          WHERE NOT lower(x) = ANY(${gone}::text[]) ORDER BY n)`,
        changes: sql<boolean>`EXISTS (SELECT 1 FROM unnest(c.tags) x WHERE lower(x) = ANY(${gone}::text[]))`,
      };
    }
    case 'delete':
      return { set: sql``, changes: sql<boolean>`true` };
  }
}

/** The statement's data-changing part: the changed rows' previous values as `changed`. */
function changeStatement(access: WorkspaceAccess, input: ClientBulkAction): RawBuilder<unknown> {
  const editable = recordFilter(access, 'clients', 'edit', 'c');
  const { set, changes } = change(input);
  if (input.action === 'delete') {
    // The interactions are read from the statement's snapshot, where the cascade has not
    // yet removed them, so the undo can put them back with their clients.
    return sql`changed AS (
        DELETE FROM clients c USING target t
        WHERE c.id = t.id AND ${editable}
        RETURNING c.*
      ), previous AS (
        SELECT jsonb_build_object(
          'clients', coalesce((SELECT jsonb_agg(to_jsonb(changed) - 'search_text') FROM changed), '[]'),
          'interactions', coalesce((SELECT jsonb_agg(to_jsonb(i)) FROM client_interactions i
            WHERE i.client_id IN (SELECT id FROM changed)), '[]')
        ) AS payload
      )`;
  }
  return sql`changed AS (
      UPDATE clients c SET ${set} FROM target t
      WHERE c.id = t.id AND ${editable} AND ${changes}
      RETURNING c.id, t.status, t.tags
    ), previous AS (
      SELECT coalesce(jsonb_agg(jsonb_build_object('id', id, 'status', status, 'tags', tags)), '[]')
        AS payload FROM changed
    )`;
}

export async function bulkChangeClients(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  input: ClientBulkAction,
): Promise<ClientBulkResult> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('client_bulk_undos').where('expiresAt', '<', sql<Date>`now()`).execute();
    const target = selected(access, input)(trx);
    const result = await sql<{
      seen: string;
      editable: string;
      changed: string;
      token: string | null;
    }>`
      WITH target AS ${target}, ${changeStatement(access, input)}, undo AS (
        INSERT INTO client_bulk_undos (user_id, workspace_id, action, payload, expires_at)
        SELECT ${access.userId}, ${access.workspaceId}, ${input.action}, payload,
          now() + make_interval(secs => ${BULK_UNDO_SECONDS})
        FROM previous WHERE EXISTS (SELECT 1 FROM changed)
        RETURNING token
      )
      SELECT (SELECT count(*) FROM target) AS seen,
        (SELECT count(*) FROM target WHERE ${recordFilter(access, 'clients', 'edit')}) AS editable,
        (SELECT count(*) FROM changed) AS changed,
        (SELECT token FROM undo) AS token`.execute(trx);
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
    if (changed > 0)
      await publishBulkChange(trx, access, input.action === 'delete' ? 'delete' : 'update');
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

// POST /clients/bulk/undo (issue 20, decision 046): puts back what one bulk action
// replaced. The token is good once, only for the user who acted, in the workspace they
// acted in, until it expires; anything else is 404 and changes nothing. The previous
// values come from the server's own copy (client_bulk_undos), never from the request. A
// client the caller may no longer edit is left as it is.
import { type Kysely, sql } from 'kysely';
import { CLIENT_MESSAGES } from '../../../core/messages';
import { allowStatementMemory } from '../../db/statement-memory';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';
import { recordFilter, type WorkspaceAccess } from '../../platform/access/workspace-access';
import { hasWebhookSubscribers } from '../webhooks/public';
import { publishBulkChange } from './bulk-clients';
import { BULK_ACTION_EVENTS, emitBulkEvents } from './client-webhook-events';

/** Every stored column of a client (search_text is generated, never written). */
const CLIENT_COLUMNS = sql.raw(
  [
    'id',
    'user_id',
    'workspace_id',
    'created_by',
    'name',
    'email',
    'phone',
    'company',
    'position',
    'status',
    'lead_source',
    'lead_score',
    'estimated_value_cents',
    'expected_close_date',
    'notes',
    'tags',
    'contact_details',
    'website_urls',
    'last_contacted_at',
    'created_at',
    'updated_at',
  ].join(', '),
);
const INTERACTION_COLUMNS = sql.raw(
  'id, client_id, user_id, workspace_id, type, subject, content, outcome, created_at, updated_at',
);

export async function undoBulkClients(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  token: string,
): Promise<{ restored: number }> {
  return db.transaction().execute(async (trx) => {
    await allowStatementMemory(trx);
    const entry = await trx
      .deleteFrom('client_bulk_undos')
      .where('token', '=', token)
      .where('userId', '=', access.userId)
      .where('workspaceId', '=', access.workspaceId)
      .where('expiresAt', '>', sql<Date>`now()`)
      .returning(['action', sql<string>`payload::text`.as('payload')])
      .executeTakeFirst();
    if (!entry) throw notFound(CLIENT_MESSAGES.undoExpired);

    let restored: number;
    if (entry.action === 'delete') {
      // Back with their ids, dates and interactions; one whose e-mail another client took
      // in the meantime stays deleted (the unique index), and so do its interactions.
      const result = await sql<{ restored: string }>`
        WITH back AS (
          INSERT INTO clients (${CLIENT_COLUMNS})
          SELECT ${CLIENT_COLUMNS}
          FROM jsonb_populate_recordset(NULL::clients, ${entry.payload}::jsonb -> 'clients')
          WHERE ${recordFilter(access, 'clients', 'edit')}
          ON CONFLICT DO NOTHING
          RETURNING id
        ), notes AS (
          INSERT INTO client_interactions (${INTERACTION_COLUMNS})
          SELECT ${INTERACTION_COLUMNS}
          FROM jsonb_populate_recordset(NULL::client_interactions, ${entry.payload}::jsonb -> 'interactions')
          WHERE client_id IN (SELECT id FROM back)
        )
        SELECT count(*) AS restored FROM back`.execute(trx);
      restored = Number(result.rows[0]?.restored ?? 0);
    } else if (entry.action === 'createTask') {
      // The tasks the action created go, on clients the caller may still edit.
      const result = await sql`
        DELETE FROM client_tasks k USING clients c
        WHERE k.id IN (SELECT jsonb_array_elements_text(${entry.payload}::jsonb)::uuid)
          AND c.id = k.client_id AND ${recordFilter(access, 'clients', 'edit', 'c')}`.execute(trx);
      restored = Number(result.numAffectedRows ?? 0);
    } else {
      // Only the column the action changed: a status goes back as it came, without
      // touching updated_at or the indexes (decision 051).
      const set =
        entry.action === 'status'
          ? sql`status = p.status`
          : entry.action === 'assign'
            ? sql`user_id = p.user_id`
            : sql`tags = p.tags`;
      // Each client put back is announced as the action announced it (decision 079), the
      // status it had until now as its previous one: read in the UPDATE's own FROM (the
      // statement's snapshot is from before it), only when an endpoint wants the events.
      // The previous status rides along in RETURNING rather than in a join of CTEs: the
      // planner takes jsonb_to_recordset for 100 rows and joined 10,000 × 10,000 by
      // nested loops (a bulk undo with a webhook subscriber took 7 s on PGlite).
      const events = BULK_ACTION_EVENTS[entry.action] ?? [];
      const wanted =
        events.length > 0 && (await hasWebhookSubscribers(trx, access.workspaceId, events));
      const result = await sql<{ restored: string; changes: string | null }>`
        WITH p AS (
          SELECT p.*, now_.status AS current_status
          FROM jsonb_to_recordset(${entry.payload}::jsonb)
            AS p(id uuid, status text, tags text[], user_id text)
          JOIN clients now_ ON now_.id = p.id
        ), back AS (
          UPDATE clients c SET ${set} FROM p
          WHERE c.id = p.id AND ${recordFilter(access, 'clients', 'edit', 'c')}
          RETURNING c.id, p.current_status, p.status AS restored_status
        )
        SELECT count(*) AS restored,
          CASE WHEN ${wanted} THEN (SELECT jsonb_agg(jsonb_build_object('id', b.id, 'status', b.current_status))::text
            FROM back b
            WHERE ${entry.action !== 'status'} OR b.current_status IS DISTINCT FROM b.restored_status) END AS changes
        FROM back`.execute(trx);
      restored = Number(result.rows[0]?.restored ?? 0);
      const changes = result.rows[0]?.changes;
      if (changes) {
        await emitBulkEvents(trx, access.workspaceId, entry.action, sql`${changes}::jsonb`);
      }
    }
    if (restored > 0) {
      await publishBulkChange(trx, access, entry.action === 'delete' ? 'insert' : 'update');
    }
    return { restored };
  });
}

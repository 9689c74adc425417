// The bulk action "assign" (issue 20, decision 051): the named clients the caller may
// change get one owner (or none), as POST /clients/assign does for up to 500 — the same
// owner check, the same "Assigned to X by Y" note on each, one mail to the new owner
// (client-assignment.ts) — but set-based: the UPDATE, the notes and the undo copy are one
// statement, so "all 40,000 matching" is as safe as three.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/types';
import { recordFilter, type WorkspaceAccess } from '../../platform/access/workspace-access';
import { ASSIGNMENT_SUBJECT, type AssignmentNote, assignmentNote } from './client-assignment';
import { checkOwner } from './client-owners';

/** The checks before anything changes (an owner who is not an active member: 400). */
export async function prepareAssign(
  trx: Kysely<DB>,
  access: WorkspaceAccess,
  ownerId: string | null,
): Promise<AssignmentNote> {
  await checkOwner(trx, access.workspaceId, ownerId);
  return assignmentNote(trx, access.userId, ownerId);
}

/**
 * `changed` (clients that really change hands, with their name and previous owner), the
 * notes logged on them, and `previous` (the owners to put back on undo).
 */
export function assignStatement(
  access: WorkspaceAccess,
  ownerId: string | null,
  note: AssignmentNote,
  join: RawBuilder<unknown>,
): RawBuilder<unknown> {
  return sql`changed AS (
      UPDATE clients c SET user_id = ${ownerId} FROM target t
      WHERE ${join} AND ${recordFilter(access, 'clients', 'edit', 'c')}
        AND c.user_id IS DISTINCT FROM ${ownerId}
      RETURNING c.id, c.name, t.user_id AS previous_owner
    ), notes AS (
      INSERT INTO client_interactions (client_id, user_id, type, subject, content, outcome)
      SELECT id, ${access.userId}, 'note', ${ASSIGNMENT_SUBJECT}, ${note.content}, 'neutral'
      FROM changed
    ), previous AS (
      SELECT coalesce(jsonb_agg(jsonb_build_object('id', id, 'user_id', previous_owner)), '[]')
        AS payload FROM changed
    )`;
}

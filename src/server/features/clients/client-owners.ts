// Owners of clients (issue 18): their names for the views, and the check that a new
// owner is an active member of the workspace. Names come from the identity table
// `users`, which every feature may read.
import type { Kysely } from 'kysely';
import type { Client } from '../../../core/client-schemas';
import { WORKSPACE_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { badRequest } from '../../http/errors';
import { isActiveMember } from '../../platform/access/workspace-access';
import { type ClientRow, toClientView } from './client-view';
import { nextTasks } from './tasks/next-tasks';

/**
 * The names these users go by, by id: the display name of their profile, else their
 * account's name, else their username (the members list shows the same).
 */
export async function userNames(
  db: Kysely<DB>,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.userId', 'users.id')
    .select(['users.id', 'users.name', 'profiles.displayName', 'profiles.username'])
    .where('users.id', 'in', wanted)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      row.displayName?.trim() || row.name.trim() || row.username || 'A teammate',
    ]),
  );
}

/**
 * The API views of these rows, each with its owner's name and its next open task (one
 * query each for the page).
 */
export async function toClientViews(db: Kysely<DB>, rows: readonly ClientRow[]): Promise<Client[]> {
  const [names, tasks] = await Promise.all([
    userNames(
      db,
      rows.map((row) => row.userId),
    ),
    nextTasks(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) =>
    toClientView(
      row,
      row.userId ? (names.get(row.userId) ?? null) : null,
      tasks.get(row.id) ?? null,
    ),
  );
}

/** One row's view with its owner's name. */
export async function toClientViewWithOwner(db: Kysely<DB>, row: ClientRow): Promise<Client> {
  const [view] = await toClientViews(db, [row]);
  return view as Client;
}

/**
 * Refuses (400, on the ownerId field) an owner who is not an active member of the
 * workspace; null (unassigned) is always allowed.
 */
export async function checkOwner(
  db: Kysely<DB>,
  workspaceId: string,
  ownerId: string | null,
): Promise<void> {
  if (ownerId === null) return;
  if (!(await isActiveMember(db, workspaceId, ownerId))) {
    throw badRequest(WORKSPACE_MESSAGES.ownerNotMember, {
      ownerId: WORKSPACE_MESSAGES.ownerNotMember,
    });
  }
}

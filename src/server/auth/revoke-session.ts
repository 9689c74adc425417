import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { notFound } from '../http/errors';
import { publishChange } from '../platform/events/publish';

/** Signs one of the user's sessions out; another user's session answers 404. */
export async function revokeSession(
  db: Kysely<DB>,
  userId: string,
  sessionId: string,
): Promise<void> {
  const deleted = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw notFound('Session not found');
  await publishChange(db, userId, { entity: 'sessions', op: 'delete', id: sessionId });
}

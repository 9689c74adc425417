import type { Kysely } from 'kysely';
import type { SessionView } from '../../core/auth-schemas';
import type { DB } from '../db/types';
import { describeDevice } from './describe-device';

/**
 * The user's sessions that have not expired, newest first. The token (the bearer
 * secret of a session) never leaves the server; a session is named by its id.
 */
export async function listSessions(
  db: Kysely<DB>,
  userId: string,
  currentSessionId: string | null,
): Promise<SessionView[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'userAgent', 'ipAddress', 'createdAt', 'updatedAt'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', new Date())
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ipAddress: row.ipAddress,
    createdAt: toIso(row.createdAt),
    lastActiveAt: toIso(row.updatedAt),
    isCurrent: row.id === currentSessionId,
  }));
}

/** Kysely types a generated timestamp loosely; the driver gives a Date (or a string). */
function toIso(value: unknown): string {
  return new Date(value as Date | string).toISOString();
}

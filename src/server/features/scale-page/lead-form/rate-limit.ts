// At most a few contact form messages per visitor and page per hour, counted in the
// database so every server process sees the same count.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/types';

export const LEAD_FORM_LIMIT = 5;
export const LEAD_FORM_WINDOW = '1 hour';

export async function recentLeadSubmissions(
  db: Kysely<DB>,
  userId: string,
  visitorKey: string,
): Promise<number> {
  const row = await db
    .selectFrom('lead_form_submissions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('visitorKey', '=', visitorKey)
    .where('createdAt', '>', sql<Date>`now() - ${LEAD_FORM_WINDOW}::interval`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Counts one accepted message, under a lock on this visitor and page so two messages
 * sent at once cannot both take the last place. False when the limit is reached.
 */
export async function takeLeadSubmissionSlot(
  trx: Kysely<DB>,
  userId: string,
  visitorKey: string,
): Promise<boolean> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('lead_form'), hashtext(${`${userId}:${visitorKey}`}))`.execute(
    trx,
  );
  if ((await recentLeadSubmissions(trx, userId, visitorKey)) >= LEAD_FORM_LIMIT) return false;
  // Rows past the window are no use to anyone: each accepted message clears them.
  await trx
    .deleteFrom('lead_form_submissions')
    .where('createdAt', '<', sql<Date>`now() - ${LEAD_FORM_WINDOW}::interval`)
    .execute();
  await trx.insertInto('lead_form_submissions').values({ userId, visitorKey }).execute();
  return true;
}

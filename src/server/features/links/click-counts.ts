// What the analytics feature needs of links, asked here rather than read from the links
// table (decision 036): whose active links a batch of clicks names, raising their
// click_count (the spec's increment_click_count), and a user's links in page order.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types';

/**
 * The owners of those of `linkIds` that exist, are active links and inside their
 * schedule (the rest are left out, as /go refuses them). Call it inside a transaction.
 */
export async function activeLinkOwners(
  db: Kysely<DB>,
  linkIds: readonly string[],
): Promise<Map<string, string>> {
  if (linkIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('links')
    .select(['id', 'userId'])
    .where('id', 'in', [...new Set(linkIds)])
    .where('isActive', '=', true)
    .where('kind', '=', 'link')
    .where((eb) => eb.or([eb('showFrom', 'is', null), eb('showFrom', '<=', sql<Date>`now()`)]))
    .where((eb) => eb.or([eb('showUntil', 'is', null), eb('showUntil', '>', sql<Date>`now()`)]))
    // Held until the caller's transaction ends, so a link deleted meanwhile waits for the
    // clicks that name it (their foreign key would otherwise fail the whole batch).
    .forKeyShare()
    .execute();
  return new Map(rows.map((row) => [row.id, row.userId]));
}

/** Adds `counts` (link id → clicks) to the links' click_count, in one statement. */
export async function raiseClickCounts(
  db: Kysely<DB>,
  counts: ReadonlyMap<string, number>,
): Promise<void> {
  if (counts.size === 0) return;
  const json = JSON.stringify([...counts].map(([id, n]) => ({ id, n })));
  await sql`
    UPDATE links SET click_count = links.click_count + c.n
    FROM json_to_recordset(${json}::json) AS c(id uuid, n int)
    WHERE links.id = c.id
  `.execute(db);
}

/** A user's links (not section headers) in the order their page shows them (active or not). */
export function linksInOrder(
  db: Kysely<DB>,
  userId: string,
): Promise<{ id: string; title: string }[]> {
  return db
    .selectFrom('links')
    .select(['id', 'title'])
    .where('userId', '=', userId)
    .where('kind', '=', 'link')
    .orderBy('orderIndex')
    .orderBy('createdAt')
    .execute();
}

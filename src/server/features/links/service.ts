// Rules and queries of the links feature that other features may call.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

export type LinkTotals = { links: number; clicks: number };

/** How many links (section headers apart) the user has, and how often they were clicked in all. */
export async function countLinksAndClicks(db: Kysely<DB>, userId: string): Promise<LinkTotals> {
  return db
    .selectFrom('links')
    .where('userId', '=', userId)
    .where('kind', '=', 'link')
    .select((eb) => [
      eb.fn.countAll<number>().as('links'),
      eb.fn.coalesce(eb.fn.sum<number>('clickCount'), eb.lit(0)).as('clicks'),
    ])
    .executeTakeFirstOrThrow();
}

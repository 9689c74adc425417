// Loads what a Scale Page shows: the public profile whose username matches
// regardless of case, its active links and section headers in order (links only
// inside their schedule at `now`, and when that next changes), and where its Schedule button
// leads. Null when there is no such profile or it is not public — the page answers
// both the same way.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types';
import { listPageLinks } from '../links/public';
import { schedulePathOf } from '../scheduling/public';
import { loadPageAppearance } from './appearance/load-appearance';
import type { ScalePageData } from './scale-page-data';

export async function findScalePage(
  db: Kysely<DB>,
  username: string,
  now = Date.now(),
): Promise<ScalePageData | null> {
  const row = await db
    .selectFrom('profiles')
    .select([
      'userId',
      'username',
      'displayName',
      'bio',
      'avatarUrl',
      'tier',
      'whatsappNumber',
      'phoneNumber',
      'leadFormEnabled',
    ])
    // lower(username) is what the unique index covers, so this is an index lookup.
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .where('isPublic', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  const [links, schedulePath, appearance] = await Promise.all([
    listPageLinks(db, row.userId, now),
    schedulePathOf(db, row.userId),
    loadPageAppearance(db, row.userId),
  ]);
  return {
    profile: { ...row, schedulePath },
    links: links.items,
    nextChangeAt: links.nextChangeAt,
    ...(appearance ? { appearance } : {}),
  };
}

// A Scale Page owner written straight into the database (user, profile in a time zone,
// links), for the analytics tests that insert views and clicks themselves.
import type { Kysely } from 'kysely';
import type { DB } from '../../src/server/db/types';

export type PageOwner = { userId: string; links: string[] };

export async function insertPageOwner(
  db: Kysely<DB>,
  userId: string,
  timeZone: string,
  linkTitles: readonly string[],
): Promise<PageOwner> {
  await db
    .insertInto('users')
    .values({ id: userId, name: userId, email: `${userId}@example.com` })
    .execute();
  await db
    .insertInto('profiles')
    .values({ userId, username: userId, timezone: timeZone })
    .execute();
  const links = await db
    .insertInto('links')
    .values(linkTitles.map((title) => ({ userId, title, url: `https://example.com/${title}` })))
    .returning('id')
    .execute();
  return { userId, links: links.map((link) => link.id) };
}

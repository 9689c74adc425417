// A team organization by its slug, for its public page (issue 22): null for an unknown,
// deactivated or personal organization — the page answers all three with one 404.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

export type PublicTeam = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  logoUrl: string | null;
};

export async function findTeamBySlug(db: Kysely<DB>, slug: string): Promise<PublicTeam | null> {
  if (!/^[a-z0-9-]{1,100}$/i.test(slug)) return null;
  const row = await db
    .selectFrom('organizations')
    .select(['id', 'name', 'slug', 'description', 'logoUrl'])
    .where('slug', '=', slug.toLowerCase())
    .where('isActive', '=', true)
    .where('personalUserId', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/** The team organization's slug, for its settings (null for a personal workspace). */
export async function teamSlugOf(db: Kysely<DB>, organizationId: string): Promise<string | null> {
  const row = await db
    .selectFrom('organizations')
    .select('slug')
    .where('id', '=', organizationId)
    .where('personalUserId', 'is', null)
    .executeTakeFirst();
  return row?.slug ?? null;
}

/** An organization's name (a routed lead's mail names the team). */
export async function organizationNameOf(db: Kysely<DB>, organizationId: string): Promise<string> {
  const row = await db
    .selectFrom('organizations')
    .select('name')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return row.name;
}

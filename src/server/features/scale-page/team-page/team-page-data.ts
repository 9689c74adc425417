// What a team page shows (issue 22), loaded from the organization, its team page rows
// and the members who chose to appear.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { activeMemberNames } from '../../../platform/access/active-members';
import { findTeamBySlug, type PublicTeam } from '../../organizations/public';

export type TeamPageMember = {
  userId: string;
  name: string;
  avatarUrl: string | null;
  /** Their Scale Page, when it is public. */
  username: string | null;
};

export type TeamPageLink = { id: string; title: string; url: string };

export type TeamPageData = {
  team: PublicTeam;
  leadFormEnabled: boolean;
  links: TeamPageLink[];
  members: TeamPageMember[];
};

export async function findTeamPage(db: Kysely<DB>, slug: string): Promise<TeamPageData | null> {
  const team = await findTeamBySlug(db, slug);
  if (!team) return null;
  const [settings, links, shown, active] = await Promise.all([
    db
      .selectFrom('team_pages')
      .select('leadFormEnabled')
      .where('organizationId', '=', team.id)
      .executeTakeFirst(),
    db
      .selectFrom('team_page_links')
      .select(['id', 'title', 'url'])
      .where('organizationId', '=', team.id)
      .where('isActive', '=', true)
      .orderBy('position')
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('team_page_members as t')
      .innerJoin('profiles as p', 'p.userId', 't.userId')
      .select([
        't.userId',
        'p.displayName',
        'p.username',
        'p.avatarUrl',
        'p.isPublic',
        't.createdAt',
      ])
      .where('t.organizationId', '=', team.id)
      .orderBy('t.createdAt')
      .execute(),
    activeMemberNames(db, team.id),
  ]);
  // Only members still active appear: one who left keeps no place on the page.
  const names = new Map(active.map((member) => [member.userId, member]));
  const members = shown
    .filter((row) => names.has(row.userId))
    .map((row) => ({
      userId: row.userId,
      name: row.displayName?.trim() || names.get(row.userId)?.names[0] || row.username,
      avatarUrl: row.avatarUrl,
      username: row.isPublic ? row.username : null,
    }));
  return { team, leadFormEnabled: settings?.leadFormEnabled ?? true, links, members };
}

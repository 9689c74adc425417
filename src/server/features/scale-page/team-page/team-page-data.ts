// What a team page shows (issue 22), loaded from the organization, its team page rows
// and the members who chose to appear.
import type { Kysely } from 'kysely';
import { showsScaleBranding } from '../../../../core/plans';
import type { DB } from '../../../db/types';
import { activeMemberNames } from '../../../platform/access/active-members';
import { findTeamBySlug, type PublicTeam, workspaceSeats } from '../../organizations/public';
import { listPublicTeamEventTypes } from '../../scheduling/public';

export type TeamPageMember = {
  userId: string;
  name: string;
  avatarUrl: string | null;
  /** Their Scale Page, when it is public. */
  username: string | null;
};

export type TeamPageLink = { id: string; title: string; url: string };

/** A team event type as the page lists it: its booking page under /team/:orgSlug/. */
export type TeamEventTypeLink = { title: string; href: string; durationMinutes: number };

export type TeamPageData = {
  team: PublicTeam;
  leadFormEnabled: boolean;
  links: TeamPageLink[];
  members: TeamPageMember[];
  eventTypes: TeamEventTypeLink[];
  /** Scale's footer, by the owner's plan (decision 064: Business removes it). */
  showsBranding: boolean;
};

export async function findTeamPage(db: Kysely<DB>, slug: string): Promise<TeamPageData | null> {
  const team = await findTeamBySlug(db, slug);
  if (!team) return null;
  const [settings, links, shown, active, teamEventTypes, seats] = await Promise.all([
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
    listPublicTeamEventTypes(db, team.id),
    workspaceSeats(db, team.id),
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
  return {
    team,
    leadFormEnabled: settings?.leadFormEnabled ?? true,
    links,
    members,
    eventTypes: teamEventTypes.eventTypes.map((eventType) => ({
      title: eventType.name,
      href: eventType.path,
      durationMinutes: eventType.duration,
    })),
    showsBranding: showsScaleBranding(seats.ownerTier),
  };
}

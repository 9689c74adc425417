// One active team event type of an active team workspace, as the team booking page and
// its booking request need it (issue 22): the event type, its questions, and its hosts who
// are still active members (a host who left the team is skipped, never booked). Unknown
// team, deactivated team, personal workspace, unknown or inactive slug: 404.
import { type Kysely, sql } from 'kysely';
import { SCHEDULING_MESSAGES } from '../../../../core/messages';
import { publicLocationText } from '../../../../core/scheduling/meeting-location';
import type { PublicEventType, Question } from '../../../../core/scheduling-schemas';
import type { TeamKind } from '../../../../core/team-event-type-schemas';
import { parseTimeZone } from '../../../../core/time-zone';
import type { DB } from '../../../db/types';
import { notFound } from '../../../http/errors';
import {
  isActiveMemberSql,
  type PublicTeamWorkspace,
  publicTeamWorkspaceRows,
} from '../../../platform/access/team-workspaces';
import type { EventTypeRow } from '../event-types/event-type-view';

export type TeamHostRow = {
  userId: string;
  weight: number;
  timeZone: string;
  /** A connected calendar, whose busy cache the slots endpoint refreshes when stale. */
  hasCalendar: boolean;
};

type TeamHostJson = { userId: string; weight: number; timezone: string; calendar: boolean };

export type LoadedTeamEventType = {
  team: PublicTeamWorkspace;
  row: EventTypeRow;
  kind: TeamKind;
  /** In the host list's order; only active members of the team. */
  hosts: TeamHostRow[];
  questions: Question[];
  view: PublicEventType;
};

export async function loadPublicTeamEventType(
  db: Kysely<DB>,
  orgSlug: string,
  slug: string,
  /** questions: false when only the slots are asked for (one query fewer on a hot path). */
  { questions: withQuestions = true }: { questions?: boolean } = {},
): Promise<LoadedTeamEventType> {
  // The team, the event type and its hosts who are still active members of the team, in
  // host-list order, with whether each has a connected calendar: one query (the slots
  // endpoint is hot).
  const found = await db
    .selectFrom('scheduling_event_types as e')
    .innerJoin(publicTeamWorkspaceRows(db, orgSlug).as('t'), 't.id', 'e.workspaceId')
    .selectAll('e')
    .select(['t.name as teamName', 't.slug as teamSlug', 't.logoUrl as teamLogoUrl'])
    .select((eb) =>
      eb
        .selectFrom('scheduling_team_hosts as h')
        .innerJoin('profiles as p', 'p.userId', 'h.userId')
        .select(
          sql<TeamHostJson[] | null>`json_agg(json_build_object(
            'userId', h.user_id, 'weight', h.weight, 'timezone', p.timezone,
            'calendar', EXISTS (SELECT 1 FROM calendar_connections c WHERE c.user_id = h.user_id))
            ORDER BY h.position, h.user_id)`.as('hosts'),
        )
        .whereRef('h.eventTypeId', '=', 'e.id')
        .where(isActiveMemberSql(sql.ref('e.workspace_id'), sql.ref('h.user_id')))
        .as('hosts'),
    )
    .where('e.teamKind', 'is not', null)
    .where('e.slug', '=', slug)
    .where('e.isActive', '=', true)
    .executeTakeFirst();
  if (!found?.teamKind) throw notFound(SCHEDULING_MESSAGES.eventTypeNotFound);
  const { hosts: listed, teamName, teamSlug, teamLogoUrl, ...row } = found;
  const team: PublicTeamWorkspace = {
    id: row.workspaceId as string,
    name: teamName,
    slug: teamSlug,
    logoUrl: teamLogoUrl,
  };
  const questions = withQuestions
    ? await db
        .selectFrom('scheduling_questions')
        .select(['id', 'question', 'type', 'options', 'isRequired', 'orderIndex'])
        .where('eventTypeId', '=', row.id)
        .orderBy('orderIndex')
        .orderBy('id')
        .execute()
    : [];
  const hosts = (listed ?? []).map((host) => ({
    userId: host.userId,
    weight: host.weight,
    timeZone: parseTimeZone(host.timezone) ?? 'UTC',
    hasCalendar: host.calendar,
  }));
  return {
    team,
    row,
    kind: found.teamKind,
    hosts,
    questions,
    view: {
      // The page is the team's: its name and logo where a person's page shows theirs;
      // times are shown in the visitor's zone, the first host's when it cannot be read.
      host: {
        id: team.id,
        name: team.name,
        avatarUrl: team.logoUrl,
        timeZone: hosts[0]?.timeZone ?? 'UTC',
      },
      eventType: {
        id: row.id,
        name: row.name,
        slug: row.slug,
        description: row.description,
        location: publicLocationText(row.locationKind, row.location),
        locationKind: row.locationKind,
        color: row.color,
        duration: row.duration,
        requiresConfirmation: row.requiresConfirmation,
        dateRangeStart: row.dateRangeStart,
        dateRangeEnd: row.dateRangeEnd,
        questions,
      },
    },
  };
}

/** A team event type's hosts who are still active members, in the host list's order. */
export async function activeTeamHosts(
  db: Kysely<DB>,
  workspaceId: string,
  eventTypeId: string,
): Promise<TeamHostRow[]> {
  const listed = await db
    .selectFrom('scheduling_team_hosts as h')
    .innerJoin('profiles as p', 'p.userId', 'h.userId')
    .select(['h.userId', 'h.weight', 'p.timezone'])
    .select(
      sql<boolean>`EXISTS (SELECT 1 FROM calendar_connections c WHERE c.user_id = h.user_id)`.as(
        'hasCalendar',
      ),
    )
    .where('h.eventTypeId', '=', eventTypeId)
    .where(isActiveMemberSql(sql.val(workspaceId), sql.ref('h.user_id')))
    .orderBy('h.position')
    .orderBy('h.userId')
    .execute();
  return listed.map((host) => ({
    userId: host.userId,
    weight: host.weight,
    timeZone: parseTimeZone(host.timezone) ?? 'UTC',
    hasCalendar: Boolean(host.hasCalendar),
  }));
}

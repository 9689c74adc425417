// The Team tab's figures (issue 22, decision 066): each feature adds up its own part for
// the range in one aggregate query — clients (leads, first responses, wins), scheduling
// (bookings), analytics (Scale Page views and clicks), documents (views) — run side by
// side; here they become one row per member and one per local day.
import type { Kysely } from 'kysely';

import type {
  TeamAnalytics,
  TeamDay,
  TeamMemberFigures,
} from '../../../core/team-analytics-schemas';
import { addDays, daysInRange } from '../../../core/team-analytics-schemas';
import type { DB } from '../../db/types';
import { activeMemberNames } from '../../platform/access/active-members';
import type { TeamRange } from '../../platform/access/team-figures';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { teamPageFigures } from '../analytics/public';
import { assignmentHistory, teamClientFigures } from '../clients/public';
import { teamDocumentFigures } from '../documents/public';
import { teamBookingFigures } from '../scheduling/public';

type Counts = Omit<TeamDay, 'date'>;

const zero = (): Counts => ({
  leadsAssigned: 0,
  clientsWon: 0,
  bookingsHosted: 0,
  bookingsCanceled: 0,
  pageViews: 0,
  linkClicks: 0,
  documentViews: 0,
});

/** `access` has passed requireTeamFigures; `range` is a valid ZTeamAnalyticsQuery with its zone. */
export async function getTeamAnalytics(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  range: TeamRange,
): Promise<TeamAnalytics> {
  const members = await activeMemberNames(db, access.workspaceId);
  const [clients, bookings, pages, documents] = await Promise.all([
    teamClientFigures(db, access, range, assignmentHistory(access)),
    teamBookingFigures(db, access, range),
    teamPageFigures(
      db,
      members.map((member) => member.userId),
      range,
    ),
    teamDocumentFigures(db, access, range),
  ]);

  const perMember = new Map<string, Counts & { median: number | null; wonValue: number }>();
  const perDay = new Map<string, Counts>();
  const memberOf = (userId: string) => {
    let entry = perMember.get(userId);
    if (!entry) {
      entry = { ...zero(), median: null, wonValue: 0 };
      perMember.set(userId, entry);
    }
    return entry;
  };
  const add = (userId: string, date: string, key: keyof Counts, count: number) => {
    memberOf(userId)[key] += count;
    const day = perDay.get(date);
    if (day) day[key] += count; // a day outside the range cannot happen; ignored if it did
  };
  for (let i = 0; i < daysInRange(range.from, range.to); i++) {
    perDay.set(addDays(range.from, i), zero());
  }

  for (const row of clients) {
    if (row.kind === 'response') memberOf(row.userId).median = row.value;
    else if (row.kind === 'assigned') add(row.userId, row.date, 'leadsAssigned', row.count);
    else {
      add(row.userId, row.date, 'clientsWon', row.count);
      memberOf(row.userId).wonValue += row.value;
    }
  }
  for (const row of bookings) {
    add(row.userId, row.date, 'bookingsHosted', row.hosted);
    add(row.userId, row.date, 'bookingsCanceled', row.canceled);
  }
  for (const row of pages) {
    add(row.userId, row.date, 'pageViews', row.views);
    add(row.userId, row.date, 'linkClicks', row.clicks);
  }
  for (const row of documents) add(row.userId, row.date, 'documentViews', row.views);

  const names = new Map(
    members.map((member) => [member.userId, member.names[0] ?? member.email] as const),
  );
  const former = [...perMember.keys()].filter((userId) => !names.has(userId));
  for (const [userId, name] of await formerMemberNames(db, former)) names.set(userId, name);

  const ids = [...new Set([...members.map((member) => member.userId), ...former])];
  const rows: TeamMemberFigures[] = ids.map((userId) => {
    const figures = perMember.get(userId) ?? { ...zero(), median: null, wonValue: 0 };
    const { median, wonValue, ...counts } = figures;
    return {
      userId,
      name: names.get(userId) ?? userId,
      isFormerMember: former.includes(userId),
      ...counts,
      medianResponseSeconds: median === null ? null : Math.round(median),
      wonValueCents: Math.round(wonValue),
    };
  });
  rows.sort((a, b) => a.name.localeCompare(b.name));
  const series = [...perDay].map(([date, counts]) => ({ date, ...counts }));
  return { from: range.from, to: range.to, timeZone: range.timeZone, members: rows, series };
}

/** Names of people credited in the range who have since left the workspace. */
async function formerMemberNames(db: Kysely<DB>, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.userId', 'u.id')
    .select(['u.id', 'u.email', 'u.name', 'p.displayName'])
    .where('u.id', 'in', userIds)
    .execute();
  return new Map(
    rows.map((row) => [row.id, row.displayName?.trim() || row.name?.trim() || row.email] as const),
  );
}

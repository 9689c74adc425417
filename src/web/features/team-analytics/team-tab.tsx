// The dashboard's Team tab (issue 22): per member, over a date range, the leads assigned,
// the median first response, clients won and their value, bookings hosted and canceled,
// their Scale Page's views and clicks and their documents' views — a chart of the team's
// days, a sortable table and the table as CSV. Shown in a team workspace to those holding
// view_team_analytics; the server checks the same.
import { Download, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { TEAM_ANALYTICS_MESSAGES as M } from '@/core/messages';
import {
  addDays,
  type TeamAnalytics,
  teamAnalyticsCsv,
  todayIn,
  ZTeamAnalyticsQuery,
} from '@/core/team-analytics-schemas';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Skeleton } from '@/ui/skeleton';
import { LoadError } from '@/web/components/load-error';
import { type TeamRangeChoice, useTeamAnalytics } from './api/get-team-analytics';
import { TeamChart } from './team-chart';
import { TeamTable } from './team-table';

const PRESETS = [7, 30, 90] as const;

function browserToday(): string {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

function lastDays(days: number): TeamRangeChoice {
  const to = browserToday();
  return { from: addDays(to, 1 - days), to };
}

/** Nothing at all happened: the table would be all zeros. */
function isEmpty(data: TeamAnalytics): boolean {
  return data.series.every(
    (day) =>
      day.leadsAssigned + day.clientsWon + day.bookingsHosted + day.bookingsCanceled === 0 &&
      day.pageViews + day.linkClicks + day.documentViews === 0,
  );
}

function downloadCsv(data: TeamAnalytics) {
  const blob = new Blob([teamAnalyticsCsv(data.members)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `scale-team-${data.from}-to-${data.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function TeamTab() {
  const [draft, setDraft] = useState<TeamRangeChoice>(() => lastDays(30));
  const checked = ZTeamAnalyticsQuery.safeParse(draft);
  const problem = checked.success ? null : (checked.error.issues[0]?.message ?? M.badDate);
  const analytics = useTeamAnalytics(checked.success ? draft : null);
  const data = analytics.data;
  const preset = PRESETS.find((days) => {
    const range = lastDays(days);
    return range.from === draft.from && range.to === draft.to;
  });

  return (
    <section aria-labelledby="team-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="team-heading" className="text-lg font-semibold">
            {M.title}
          </h2>
          <p className="text-sm text-muted-foreground">
            {M.description}
            {data ? ` Days in ${data.timeZone}.` : ''}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={!data}
          onClick={() => data && downloadCsv(data)}
        >
          <Download aria-hidden="true" />
          {M.exportCsv}
        </Button>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <fieldset className="inline-flex rounded-lg border border-border p-0.5">
          <legend className="sr-only">Period</legend>
          {PRESETS.map((days) => (
            <button
              key={days}
              type="button"
              aria-pressed={preset === days}
              onClick={() => setDraft(lastDays(days))}
              className={cn(
                'min-h-9 rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                preset === days
                  ? 'bg-brand-600 text-white'
                  : 'text-muted-foreground hover:bg-accent',
              )}
            >
              {days} days
            </button>
          ))}
        </fieldset>
        <div className="grid gap-1">
          <Label htmlFor="team-from">{M.from}</Label>
          <Input
            id="team-from"
            type="date"
            className="w-40"
            value={draft.from}
            aria-invalid={problem !== null || undefined}
            aria-describedby={problem ? 'team-range-problem' : undefined}
            onChange={(event) => setDraft((range) => ({ ...range, from: event.target.value }))}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="team-to">{M.to}</Label>
          <Input
            id="team-to"
            type="date"
            className="w-40"
            value={draft.to}
            aria-invalid={problem !== null || undefined}
            aria-describedby={problem ? 'team-range-problem' : undefined}
            onChange={(event) => setDraft((range) => ({ ...range, to: event.target.value }))}
          />
        </div>
      </div>
      {problem ? (
        <p id="team-range-problem" role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}

      {analytics.isError && !data ? (
        <LoadError what="The team's figures" error={analytics.error} onRetry={analytics.refetch} />
      ) : null}

      {analytics.isPending && checked.success && !analytics.isError ? (
        <Card className="space-y-3 p-5" aria-busy="true">
          <span className="sr-only" role="status">
            {M.loading}
          </span>
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-24 w-full" />
        </Card>
      ) : null}

      {data && isEmpty(data) ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
            <UsersRound className="size-6" aria-hidden="true" />
          </span>
          <p className="text-sm text-muted-foreground">{M.empty}</p>
        </Card>
      ) : null}

      {data && !isEmpty(data) ? (
        <div className="space-y-4" aria-busy={analytics.isPlaceholderData || undefined}>
          <Card>
            <CardHeader>
              <CardTitle asHeading="h3">
                {data.from} – {data.to}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <TeamChart series={data.series} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle asHeading="h3">Members</CardTitle>
            </CardHeader>
            <CardContent className="px-2 sm:px-6">
              <TeamTable members={data.members} />
            </CardContent>
          </Card>
        </div>
      ) : null}
    </section>
  );
}

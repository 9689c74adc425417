// The overview's Recent Activity (issue 16): the user's latest leads, bookings, document
// views and imports, newest first, ten at a time with "Show more". Live: a new entry's
// announcement refetches the pages on screen (lib/live-updates.ts).
import type { ActivityEntry } from '@/core/activity';
import { ACTIVITY_MESSAGES as M } from '@/core/messages';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { Spinner } from '@/ui/spinner';
import { LoadError } from '@/web/components/load-error';
import { ActivityItem } from './activity-item';
import { useActivity } from './api/list-activity';

const HEADING_ID = 'recent-activity-heading';

function ActivityFeed() {
  const activity = useActivity();

  if (activity.isPending) {
    return (
      <div role="status" aria-label={M.loading} className="grid gap-4">
        {[0, 1, 2].map((index) => (
          <div key={index} className="flex gap-3">
            <Skeleton className="size-8 rounded-full" />
            <div className="grid flex-1 gap-1.5">
              <Skeleton className="h-4 w-full max-w-xs" />
              <Skeleton className="h-3 w-20" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (activity.isError && !activity.isFetchNextPageError) {
    return <LoadError what={M.loadFailed} error={activity.error} onRetry={activity.refetch} />;
  }

  // An import's entry is raised (and re-dated) by each batch: listed once, where it is now.
  const seen = new Set<string>();
  const entries: ActivityEntry[] = [];
  for (const entry of activity.data.pages.flatMap((page) => page.items)) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    entries.push(entry);
  }
  if (entries.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
        {M.empty}
      </p>
    );
  }

  return (
    <div className="grid gap-4">
      <ul aria-labelledby={HEADING_ID} className="divide-y divide-border">
        {entries.map((entry) => (
          <ActivityItem key={entry.id} entry={entry} />
        ))}
      </ul>
      {activity.isFetchNextPageError ? (
        <LoadError
          what={M.loadFailed}
          error={activity.error}
          onRetry={() => activity.fetchNextPage()}
        />
      ) : activity.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={activity.isFetchingNextPage}
          onClick={() => void activity.fetchNextPage()}
        >
          {activity.isFetchingNextPage ? <Spinner className="size-4" label={M.loading} /> : null}
          {M.showMore}
        </Button>
      ) : null}
    </div>
  );
}

export function RecentActivityCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle id={HEADING_ID}>{M.heading}</CardTitle>
        <CardDescription>{M.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ActivityFeed />
      </CardContent>
    </Card>
  );
}

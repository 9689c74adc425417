// The dashboard's analytics tab (issue 3): views, unique visitors, clicks and
// click-through rate over 7 / 30 / 90 days, a daily chart, clicks per link, top
// referrers, devices and browsers, and the same data as a CSV download.
import { ChartColumn, Download, Eye, MousePointerClick, Percent, Users } from 'lucide-react';
import { useState } from 'react';
import { ANALYTICS_MESSAGES } from '@/core/messages';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { Skeleton } from '@/ui/skeleton';
import { LoadError } from '@/web/components/load-error';
import { AnalyticsChart } from './analytics-chart';
import {
  ANALYTICS_RANGES,
  type Analytics,
  type AnalyticsRange,
  analyticsCsvUrl,
  useAnalytics,
} from './api/get-analytics';
import { BreakdownList } from './breakdown-list';

const NUMBER = new Intl.NumberFormat('en-US');

const TILES = [
  { label: 'Views', icon: Eye, value: (a: Analytics) => NUMBER.format(a.totals.views) },
  {
    label: 'Unique visitors',
    icon: Users,
    value: (a: Analytics) => NUMBER.format(a.totals.uniqueVisitors),
  },
  {
    label: 'Clicks',
    icon: MousePointerClick,
    value: (a: Analytics) => NUMBER.format(a.totals.clicks),
  },
  { label: 'Click-through rate', icon: Percent, value: (a: Analytics) => `${a.totals.ctr}%` },
] as const;

const DEVICE_LABELS: Record<string, string> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
};

export function AnalyticsTab() {
  const [range, setRange] = useState<AnalyticsRange>(30);
  const analytics = useAnalytics(range);
  const data = analytics.data;
  const isEmpty = data !== undefined && data.totals.views === 0 && data.totals.clicks === 0;

  return (
    <section aria-labelledby="analytics-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="analytics-heading" className="text-lg font-semibold">
            Analytics
          </h2>
          <p className="text-sm text-muted-foreground">
            Views and clicks of your Scale Page
            {data ? ` (days in ${data.timeZone})` : ''}.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <fieldset className="inline-flex rounded-lg border border-border p-0.5">
            <legend className="sr-only">Period</legend>
            {ANALYTICS_RANGES.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={range === value}
                onClick={() => setRange(value)}
                className={cn(
                  'rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  range === value
                    ? 'bg-brand-600 text-white'
                    : 'text-muted-foreground hover:bg-accent',
                )}
              >
                {value} days
              </button>
            ))}
          </fieldset>
          <Button asChild variant="outline" size="sm">
            <a href={analyticsCsvUrl(range)} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        </div>
      </div>

      {analytics.isError && !data ? (
        <LoadError what="Your analytics" error={analytics.error} onRetry={analytics.refetch} />
      ) : null}

      <ul
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
        aria-label="Totals"
        aria-busy={analytics.isPending || analytics.isPlaceholderData || undefined}
      >
        {TILES.map((tile) => (
          <li key={tile.label}>
            <Card className="h-full p-4 sm:p-5">
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-medium text-muted-foreground">{tile.label}</p>
                <tile.icon className="size-4 text-brand-600" aria-hidden="true" />
              </div>
              {data ? (
                <p className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
                  {tile.value(data)}
                </p>
              ) : (
                <Skeleton className="mt-2 h-8 w-16 sm:h-9" />
              )}
            </Card>
          </li>
        ))}
      </ul>

      {analytics.isPending ? (
        <Card className="p-5">
          <Skeleton className="h-72 w-full" />
        </Card>
      ) : null}

      {isEmpty ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
            <ChartColumn className="size-6" aria-hidden="true" />
          </span>
          <p className="text-sm text-muted-foreground">{ANALYTICS_MESSAGES.noVisitsYet}</p>
        </Card>
      ) : null}

      {data && !isEmpty ? (
        <>
          <Card>
            <CardHeader>
              <CardTitle asHeading="h3">Last {data.range} days</CardTitle>
            </CardHeader>
            <CardContent>
              <AnalyticsChart series={data.series} />
            </CardContent>
          </Card>
          <div className="grid gap-4 md:grid-cols-2">
            <BreakdownList
              title="Clicks per link"
              emptyText="No links yet"
              rows={data.links.map((link) => ({
                key: link.id,
                label: link.title,
                count: link.clicks,
              }))}
            />
            <BreakdownList
              title="Top referrers"
              emptyText="No views in this period"
              rows={data.referrers.map((row) => ({
                key: row.referrer,
                label: row.referrer,
                count: row.count,
              }))}
            />
            <BreakdownList
              title="Devices"
              emptyText="No views in this period"
              rows={data.devices.map((row) => ({
                key: row.device,
                label: DEVICE_LABELS[row.device] ?? row.device,
                count: row.count,
              }))}
            />
            <BreakdownList
              title="Browsers"
              emptyText="No views in this period"
              rows={data.browsers.map((row) => ({
                key: row.browser,
                label: row.browser,
                count: row.count,
              }))}
            />
          </div>
        </>
      ) : null}
    </section>
  );
}

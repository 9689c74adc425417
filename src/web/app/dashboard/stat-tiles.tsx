// The overview's four stat tiles (spec §2): Total Links, Total Clicks, Clients, Conversion.
import { ChartColumn, type LucideIcon, MousePointerClick, TrendingUp, Users } from 'lucide-react';
import { Card } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { LoadError } from '@/web/components/load-error';
import { type DashboardOverview, useOverview } from './api/get-overview';

type Tile = {
  label: string;
  icon: LucideIcon;
  value: (overview: DashboardOverview) => string;
  hint: (overview: DashboardOverview) => string | null;
};

const NUMBER = new Intl.NumberFormat('en-US');

const TILES: readonly Tile[] = [
  {
    label: 'Total Links',
    icon: ChartColumn,
    value: (o) => NUMBER.format(o.totalLinks),
    hint: (o) => (o.totalLinks === 0 ? 'No links yet' : null),
  },
  {
    label: 'Total Clicks',
    icon: MousePointerClick,
    value: (o) => NUMBER.format(o.totalClicks),
    hint: (o) => (o.totalClicks === 0 ? 'No clicks yet' : null),
  },
  {
    label: 'Clients',
    icon: Users,
    value: (o) => NUMBER.format(o.clients),
    hint: (o) => (o.clients === 0 ? 'No clients yet' : null),
  },
  {
    label: 'Conversion',
    icon: TrendingUp,
    value: (o) => o.conversion,
    hint: () => 'Closed won of all clients',
  },
];

export function StatTiles() {
  const overview = useOverview();

  if (overview.isError) {
    return <LoadError what="Your stats" error={overview.error} onRetry={overview.refetch} />;
  }

  return (
    <section aria-label="Stats" aria-busy={overview.isPending || undefined}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {TILES.map((tile) => (
          <li key={tile.label}>
            <Card className="h-full p-4 sm:p-5">
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-medium text-muted-foreground">{tile.label}</p>
                <tile.icon className="size-4 text-brand-600" aria-hidden="true" />
              </div>
              {overview.data ? (
                <>
                  <p className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
                    {tile.value(overview.data)}
                  </p>
                  <p className="mt-1 min-h-4 text-xs text-muted-foreground">
                    {tile.hint(overview.data)}
                  </p>
                </>
              ) : (
                <>
                  <Skeleton className="mt-2 h-8 w-16 sm:h-9" />
                  <Skeleton className="mt-1 h-4 w-24" />
                </>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

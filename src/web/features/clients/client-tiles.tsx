// The clients tab's five tiles (spec §2), over all of the user's clients.
import { type LucideIcon, Sparkles, Target, Trophy, Users, Wallet } from 'lucide-react';
import type { ClientSummary } from '@/core/client-schemas';
import { formatCents } from '@/core/clients';
import { Card } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';

const NUMBER = new Intl.NumberFormat('en-US');

const TILES: {
  label: string;
  icon: LucideIcon;
  value: (tiles: ClientSummary['tiles']) => string;
}[] = [
  { label: 'Total Clients', icon: Users, value: (t) => NUMBER.format(t.totalClients) },
  { label: 'New Leads', icon: Sparkles, value: (t) => NUMBER.format(t.newLeads) },
  { label: 'Qualified', icon: Target, value: (t) => NUMBER.format(t.qualified) },
  { label: 'Closed Won', icon: Trophy, value: (t) => NUMBER.format(t.closedWon) },
  { label: 'Pipeline Value', icon: Wallet, value: (t) => formatCents(t.pipelineValueCents) },
];

/** Without a summary yet, the tiles hold their place with skeletons. */
export function ClientTiles({ summary }: { summary: ClientSummary | undefined }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Client stats">
      {TILES.map((tile) => (
        <li key={tile.label} className="last:col-span-2 sm:last:col-span-1">
          <Card className="h-full p-4" role="group" aria-label={tile.label}>
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-medium text-muted-foreground">{tile.label}</p>
              <tile.icon className="size-4 text-brand-600" aria-hidden="true" />
            </div>
            {summary ? (
              <p className="mt-2 text-2xl font-bold tracking-tight" data-testid="tile-value">
                {tile.value(summary.tiles)}
              </p>
            ) : (
              <Skeleton className="mt-2 h-8 w-16" />
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

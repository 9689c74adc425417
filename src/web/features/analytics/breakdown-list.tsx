// A ranked list with a proportional bar per row: clicks per link, referrers,
// devices, browsers.
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';

export type BreakdownRow = { key: string; label: string; count: number };

const NUMBER = new Intl.NumberFormat('en-US');

export function BreakdownList({
  title,
  rows,
  emptyText,
}: {
  title: string;
  rows: BreakdownRow[];
  emptyText: string;
}) {
  const max = Math.max(1, ...rows.map((row) => row.count));
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h3">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <ul className="space-y-2" aria-label={title}>
            {rows.map((row) => (
              <li key={row.key} className="relative overflow-hidden rounded-md px-3 py-1.5">
                <span
                  aria-hidden="true"
                  className="absolute inset-y-0 left-0 bg-brand-100"
                  style={{ width: `${(row.count / max) * 100}%` }}
                />
                <span className="relative flex items-center justify-between gap-3 text-sm">
                  <span className="truncate">{row.label}</span>
                  <span className="font-semibold tabular-nums">{NUMBER.format(row.count)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

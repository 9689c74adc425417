// The table frame both admin lists share: a scrolling box on narrow screens, its
// loading and empty rows, and the "Load more" footer.
import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { errorMessage } from '@/web/lib/api';

export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full min-w-[48rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className="px-3 py-2 text-left font-medium whitespace-nowrap text-muted-foreground"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function AdminTableSkeleton({ columns }: { columns: number }) {
  return (
    <>
      {[0, 1, 2].map((row) => (
        <tr key={row} className="border-t border-border">
          <td colSpan={columns} className="px-3 py-3">
            <Skeleton className="h-5 w-full" />
          </td>
        </tr>
      ))}
      <tr className="sr-only">
        <td colSpan={columns} role="status">
          Loading…
        </td>
      </tr>
    </>
  );
}

export function AdminTableEmpty({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr className="border-t border-border">
      <td colSpan={columns} className="px-3 py-8 text-center text-muted-foreground">
        {children}
      </td>
    </tr>
  );
}

export function AdminListFooter({
  shown,
  total,
  noun,
  hasMore,
  isLoadingMore,
  loadMoreError,
  onLoadMore,
}: {
  shown: number;
  total: number;
  noun: string;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMoreError: unknown;
  onLoadMore: () => void;
}) {
  if (total === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
      <p>
        Showing {shown} of {total} {noun}
      </p>
      {loadMoreError ? (
        <p className="text-destructive" role="alert">
          {errorMessage(loadMoreError)}
        </p>
      ) : null}
      {hasMore ? (
        <Button variant="outline" size="sm" disabled={isLoadingMore} onClick={onLoadMore}>
          {isLoadingMore ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}

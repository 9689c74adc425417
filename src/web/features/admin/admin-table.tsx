// The frame both admin lists share: the search box over a table that scrolls on narrow
// screens, its loading, empty and failed states, and the "Load more" footer. Each tab
// brings its query, columns and rows.
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import type { AdminPage } from '@/core/admin-schemas';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { LoadError } from '@/web/components/load-error';
import { SearchBox } from '@/web/components/search-box';
import { errorMessage } from '@/web/lib/api';

export function AdminSearchTable<T extends { id: string }>({
  title,
  placeholder,
  columns,
  q,
  onSearch,
  list,
  renderRow,
  children,
}: {
  /** The section's and the table's name ("Users"); lower-cased in its sentences. */
  title: string;
  placeholder: string;
  columns: string[];
  q: string;
  onSearch: (q: string) => void;
  list: UseInfiniteQueryResult<InfiniteData<AdminPage<T>>>;
  renderRow: (item: T) => ReactNode;
  /** What the tab shows besides the list, such as its dialogs. */
  children?: ReactNode;
}) {
  const noun = title.toLowerCase();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <section aria-label={title} className="space-y-4">
      <SearchBox
        q={q}
        className="w-full sm:max-w-sm"
        label={`Search ${noun}`}
        placeholder={placeholder}
        onSearch={onSearch}
      />
      {list.isError && items.length === 0 ? (
        <LoadError what={`The ${noun}`} error={list.error} onRetry={list.refetch} />
      ) : (
        <>
          <AdminTable caption={title} columns={columns}>
            {list.isPending ? (
              <AdminTableSkeleton columns={columns.length} />
            ) : items.length === 0 ? (
              <AdminTableEmpty columns={columns.length}>
                {q ? `No ${noun} match “${q}”.` : `No ${noun} yet.`}
              </AdminTableEmpty>
            ) : (
              items.map((item) => <Fragment key={item.id}>{renderRow(item)}</Fragment>)
            )}
          </AdminTable>
          <AdminListFooter
            shown={items.length}
            total={total}
            noun={noun}
            hasMore={list.hasNextPage}
            isLoadingMore={list.isFetchingNextPage}
            loadMoreError={list.isFetchNextPageError ? list.error : null}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </>
      )}
      {children}
    </section>
  );
}

function AdminTable({
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

function AdminTableSkeleton({ columns }: { columns: number }) {
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

function AdminTableEmpty({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr className="border-t border-border">
      <td colSpan={columns} className="px-3 py-8 text-center text-muted-foreground">
        {children}
      </td>
    </tr>
  );
}

function AdminListFooter({
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

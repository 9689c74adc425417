// The list view (spec §2): a sortable table of the same clients, loaded page by page and
// virtualized (only the rows in view are in the page). Sort is kept in the URL and shared
// with the toolbar's sort control; a header sorts its own way first (names A–Z, amounts
// and dates highest/newest first), a second click turns it round.

import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Fragment, useEffect, useRef, useState } from 'react';
import type { ClientFilterUrl } from '@/core/client-filter-schemas';
import { clientOrder } from '@/core/client-order';
import type { Client, ClientOrder, ClientSort, SortDir } from '@/core/client-schemas';
import { CLIENT_STATUS_LABELS, formatCents } from '@/core/clients';
import type { CustomSortKey } from '@/core/custom-field-schemas';
import { WORKSPACE_MESSAGES } from '@/core/messages';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { LoadError } from '@/web/components/load-error';
import { useCurrentOrganization } from '@/web/features/organizations/public';
import { useCustomFields } from '@/web/features/settings/public';
import type { ClientListParams } from './api/client-keys';
import { useClientList } from './api/list-clients';
import { BulkActionsBar } from './bulk-actions-bar';
import {
  type BuiltInColumnKey,
  type CustomCell,
  customCell,
  customDir,
  customSortKey,
  type ListColumn,
  visibleColumns,
} from './columns/list-columns';
import { formatDateTime } from './format';
import { DueLabel } from './tasks/due-label';

const ROW_HEIGHT = 53;

function ColumnHeader({
  label,
  align,
  sort,
}: {
  label: string;
  align?: 'right' | undefined;
  sort: { dir: SortDir | null; onClick: () => void } | null;
}) {
  const align_ = align === 'right' ? 'text-right' : 'text-left';
  if (!sort) {
    return (
      <th
        scope="col"
        className={`px-3 py-2 font-medium whitespace-nowrap text-muted-foreground ${align_}`}
      >
        {label}
      </th>
    );
  }
  const Icon = sort.dir === null ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={sort.dir === null ? undefined : sort.dir === 'asc' ? 'ascending' : 'descending'}
      className={`px-3 py-2 font-medium whitespace-nowrap text-muted-foreground ${align_}`}
    >
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        onClick={sort.onClick}
      >
        {label}
        <Icon className="size-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}

/** A custom field's value; a URL is a link that opens apart and stops the row's click. */
function CustomCellView({ cell }: { cell: CustomCell }) {
  return (
    <td className="max-w-56 truncate px-3 py-3" data-testid="client-custom-cell">
      {cell.href ? (
        <a
          className="text-primary underline"
          href={cell.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => event.stopPropagation()}
        >
          {cell.text}
        </a>
      ) : (
        cell.text
      )}
    </td>
  );
}

export function ClientsTable({
  params,
  filterUrl,
  matchingTotal,
  cols,
  onSort,
  onCustomSort,
  onOpen,
}: {
  params: ClientListParams;
  /** The chosen columns (?cols=), or null for the default ones. */
  cols: string[] | null;
  /** The search and every filter, as a bulk "all matching" names them. */
  filterUrl: ClientFilterUrl;
  /**
   * The exact number of clients the list's filters match (the summary's columns): the
   * page's own total stops counting at 1,000 for the row filters (decision 055).
   */
  matchingTotal: number | undefined;
  onSort: (order: ClientOrder) => void;
  /** A custom column's header: its sort, and the direction when not the type's own. */
  onCustomSort: (sort: CustomSortKey, dir: SortDir | null) => void;
  onOpen: (client: Client) => void;
}) {
  const list = useClientList(params);
  const { currentId, allows } = useCurrentOrganization();
  const isTeam = currentId !== null;
  // Rows can be selected for the bulk actions by whoever may change clients here.
  const maySelect = allows('clients.edit');
  const [selected, setSelected] = useState<string[]>([]);
  // "Select all N matching" (issue 20): every client the filters take, not only those loaded.
  const [allMatching, setAllMatching] = useState(false);
  const clearSelection = () => {
    setSelected([]);
    setAllMatching(false);
  };
  const toggle = (id: string) => {
    setAllMatching(false);
    setSelected((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );
  };
  // Other filters match other clients: "all matching" no longer names what was chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the filters change
  useEffect(
    () => setAllMatching(false),
    [params.q, params.statuses.join(), params.owner, params.filters],
  );
  const fields = useCustomFields();
  const columns = visibleColumns(cols, fields.data ?? [], isTeam);
  // The name, the chosen columns, the selection box.
  const columnCount = 1 + columns.length + (maySelect ? 1 : 0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const clients = list.data?.pages.flatMap((page) => page.items) ?? [];
  const virtualizer = useVirtualizer({
    count: clients.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    getItemKey: (index) => clients[index]?.id ?? index,
    initialRect: { width: 1000, height: 600 },
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastShown >= clients.length - 20) {
      void fetchNextPage();
    }
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastShown, clients.length]);

  if (list.isError && clients.length === 0) {
    return <LoadError what="Your clients" error={list.error} onRetry={list.refetch} />;
  }

  function sortBy(sort: ClientSort) {
    if (!params.customSort && sort === params.sort)
      onSort({ sort, dir: params.dir === 'asc' ? 'desc' : 'asc' });
    else onSort(clientOrder(sort));
  }

  /** The header's sort state and what a click does, for any sortable column. */
  function headerSort(column: ListColumn): { dir: SortDir | null; onClick: () => void } | null {
    if (column.kind === 'custom') {
      const { field } = column;
      const key = customSortKey(field);
      const natural = customDir(field, undefined);
      const current =
        params.customSort?.sort === key ? customDir(field, params.customSort.dir) : null;
      const next = current === null ? natural : current === 'asc' ? 'desc' : 'asc';
      return {
        dir: current,
        onClick: () => onCustomSort(key, next === natural ? null : next),
      };
    }
    return column.column.sort ? builtInSort(column.column.sort) : null;
  }

  function builtInSort(sort: ClientSort) {
    return {
      dir: !params.customSort && params.sort === sort ? params.dir : null,
      onClick: () => sortBy(sort),
    };
  }

  function builtInCell(key: BuiltInColumnKey, client: Client) {
    switch (key) {
      case 'company':
        return <td className="max-w-48 truncate px-3 py-3">{client.company ?? '—'}</td>;
      case 'status':
        return (
          <td className="px-3 py-3">
            <Badge variant="secondary">{CLIENT_STATUS_LABELS[client.status]}</Badge>
          </td>
        );
      case 'estimated_value':
        return (
          <td className="px-3 py-3 text-right tabular-nums">
            {formatCents(client.estimatedValueCents)}
          </td>
        );
      case 'lead_score':
        return <td className="px-3 py-3 text-right tabular-nums">{client.leadScore ?? '—'}</td>;
      case 'last_contacted_at':
        return (
          <td className="px-3 py-3 whitespace-nowrap">{formatDateTime(client.lastContactedAt)}</td>
        );
      case 'updated_at':
        return <td className="px-3 py-3 whitespace-nowrap">{formatDateTime(client.updatedAt)}</td>;
      case 'next_task':
        return (
          <td className="px-3 py-3 whitespace-nowrap" data-testid="client-next-task">
            {client.nextTask ? (
              <DueLabel dueAt={client.nextTask.dueAt} overdue={client.nextTask.overdue} />
            ) : (
              '—'
            )}
          </td>
        );
      case 'owner':
        return (
          <td className="max-w-40 truncate px-3 py-3" data-testid="client-owner">
            {client.ownerName ?? WORKSPACE_MESSAGES.unassigned}
          </td>
        );
    }
  }

  const paddingTop = rows[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);

  const allShown = clients.length > 0 && clients.every((client) => selected.includes(client.id));
  const firstPage = list.data?.pages[0];
  const total = matchingTotal ?? firstPage?.total ?? 0;
  // Until the summary says, a full page of a row filter reads "50+" (decision 055).
  const totalText =
    matchingTotal === undefined && firstPage?.totalCapped
      ? `${total.toLocaleString('en-US')}+`
      : total.toLocaleString('en-US');
  return (
    <div className="grid gap-3">
      {selected.length > 0 ? (
        <BulkActionsBar
          selected={selected}
          matching={
            allMatching
              ? {
                  filters: filterUrl,
                  total,
                  totalText,
                }
              : undefined
          }
          onDone={clearSelection}
        />
      ) : null}
      {/* "All matching" names the clients by every filter, custom fields' too (decision 051). */}
      {allShown && (total > clients.length || list.hasNextPage) && !allMatching ? (
        <Button
          type="button"
          size="sm"
          variant="link"
          className="justify-self-start"
          onClick={() => setAllMatching(true)}
        >
          Select all {totalText} matching
        </Button>
      ) : null}
      <div
        ref={scrollRef}
        className="max-h-[calc(100dvh-14rem)] min-h-[200px] overflow-auto rounded-xl border border-border bg-card"
      >
        <table className="w-full min-w-[40rem] text-sm">
          <thead className="sticky top-0 z-10 bg-card shadow-[0_1px_0_var(--color-border)]">
            <tr>
              {maySelect ? (
                <th scope="col" className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    className="size-4"
                    aria-label="Select all loaded clients"
                    checked={allShown}
                    onChange={() => {
                      setAllMatching(false);
                      setSelected(allShown ? [] : clients.map((client) => client.id));
                    }}
                  />
                </th>
              ) : null}
              <ColumnHeader label="Name" sort={builtInSort('name')} />
              {columns.map((column) => (
                <ColumnHeader
                  key={column.kind === 'custom' ? column.field.id : column.column.key}
                  label={column.kind === 'custom' ? column.field.label : column.column.label}
                  align={column.kind === 'built-in' ? column.column.align : undefined}
                  sort={headerSort(column)}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {list.isPending ? (
              <tr>
                <td colSpan={columnCount} className="p-4 text-muted-foreground">
                  Loading…
                </td>
              </tr>
            ) : null}
            {paddingTop > 0 ? (
              <tr>
                <td colSpan={columnCount} style={{ height: paddingTop }} />
              </tr>
            ) : null}
            {rows.map((row) => {
              const client = clients[row.index];
              if (!client) return null;
              return (
                <tr
                  key={row.key}
                  data-index={row.index}
                  ref={virtualizer.measureElement}
                  data-testid="client-row"
                  className="cursor-pointer border-t border-border hover:bg-muted/60"
                  onClick={() => onOpen(client)}
                >
                  {maySelect ? (
                    <td className="px-3 py-3">
                      <input
                        type="checkbox"
                        className="size-4"
                        aria-label={`Select ${client.name}`}
                        checked={selected.includes(client.id)}
                        onClick={(event) => event.stopPropagation()}
                        onChange={() => toggle(client.id)}
                      />
                    </td>
                  ) : null}
                  <td className="max-w-56 truncate px-3 py-3 font-medium">
                    <button
                      type="button"
                      className="truncate rounded text-left hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpen(client);
                      }}
                    >
                      {client.name}
                    </button>
                  </td>
                  {columns.map((column) =>
                    column.kind === 'custom' ? (
                      <CustomCellView
                        key={column.field.id}
                        cell={customCell(column.field, client.customValues[column.field.id])}
                      />
                    ) : (
                      <Fragment key={column.column.key}>
                        {builtInCell(column.column.key, client)}
                      </Fragment>
                    ),
                  )}
                </tr>
              );
            })}
            {paddingBottom > 0 ? (
              <tr>
                <td colSpan={columnCount} style={{ height: paddingBottom }} />
              </tr>
            ) : null}
          </tbody>
        </table>
        {isFetchingNextPage ? (
          <p className="p-2 text-center text-xs text-muted-foreground">Loading more…</p>
        ) : null}
      </div>
    </div>
  );
}

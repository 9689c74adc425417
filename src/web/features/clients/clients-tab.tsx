// The dashboard's clients tab (spec §2 "Clients tab", issue 4): tiles, toolbar, the
// kanban or the list, the add/edit form and the detail panel. Its state lives in the URL.
import { Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { isNaturalOrder } from '@/core/client-order';
import { type ClientOrder, type ClientSummary, DEFAULT_CLIENT_SORT } from '@/core/client-schemas';
import { CLIENT_STATUSES, type ClientStatus } from '@/core/clients';
import { CLIENT_MESSAGES } from '@/core/messages';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { LoadError } from '@/web/components/load-error';
import { useClientSummary } from './api/client-summary';
import { useClientColumn, useClientList } from './api/list-clients';
import { startKanbanRequestsEarly, usePrefetchVisibleColumns } from './api/prefetch-columns';
import { ClientDetailSheet } from './client-detail-sheet';
import { ClientFormDialog } from './client-form-dialog';
import { ClientTiles } from './client-tiles';
import { useDefaultClientView } from './client-views-menu';
import { ClientsTable } from './clients-table';
import { ClientsToolbar } from './clients-toolbar';
import { CustomFieldFilters } from './custom-fields/custom-field-filters';
import { KanbanBoard } from './kanban-board';
import { filterUrlOf, useClientsParams } from './use-clients-params';

// When this chunk loads because the page opened on the clients tab, its data is needed
// next: ask for it now rather than after the session check and the first render.
startKanbanRequestsEarly();

function EmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text?: string;
  action?: { label: string; onClick: () => void };
}) {
  return (
    <Card className="grid justify-items-center gap-3 p-10 text-center">
      <Users className="size-8 text-brand-600" aria-hidden="true" />
      <p className="text-lg font-semibold">{title}</p>
      {text ? <p className="text-sm text-muted-foreground">{text}</p> : null}
      {action ? <Button onClick={action.onClick}>{action.label}</Button> : null}
    </Card>
  );
}

/** How many clients the search and the status filter match (from the column totals). */
function matchingCount(summary: ClientSummary, statuses: readonly ClientStatus[]): number {
  return summary.columns
    .filter((column) => statuses.length === 0 || statuses.includes(column.status))
    .reduce((sum, column) => sum + column.count, 0);
}

export function ClientsTab() {
  const [params, setParams] = useClientsParams();
  // Without any of the tab's parameters in the URL, my default saved view (issue 20).
  useDefaultClientView();
  const order = { sort: params.sort, dir: params.dir };
  // Every filter, the custom fields' too (decision 049), as one query string.
  const { filterQuery } = params;
  const summary = useClientSummary(params.q, params.owner, filterQuery);
  usePrefetchVisibleColumns(
    params.q,
    params.statuses,
    order,
    params.view === 'kanban',
    params.owner,
    filterQuery,
  );
  const [isAdding, setIsAdding] = useState(false);
  const openClient = (client: { id: string }) => setParams({ client: client.id });
  // The URL names only what differs from the default order and the sort's own direction.
  const setOrder = (next: ClientOrder) =>
    setParams({
      sort: next.sort === DEFAULT_CLIENT_SORT ? null : next.sort,
      dir: isNaturalOrder(next) ? null : next.dir,
    });

  const isKanban = params.view === 'kanban';
  // The first column's cards can arrive before the totals; the board then shows at once.
  const firstColumn = useClientColumn(
    params.statuses[0] ?? CLIENT_STATUSES[0],
    params.q,
    order,
    isKanban,
    params.owner,
    filterQuery,
  );
  const hasFirstCards = (firstColumn.data?.pages[0]?.items.length ?? 0) > 0;
  // The list's first page the same way: the table shows its rows while the summary (an
  // exact count per status, slower under row filters) is still being added up.
  const listParams = {
    q: params.q,
    statuses: params.statuses,
    owner: params.owner,
    filters: filterQuery,
    ...order,
    customSort: params.customSort,
  };
  const firstRows = useClientList(listParams, !isKanban);
  const hasFirstRows = (firstRows.data?.pages[0]?.items.length ?? 0) > 0;
  const data = summary.data;
  const isWaiting = !data && !(isKanban ? hasFirstCards : hasFirstRows);

  let view: ReactNode;
  if (summary.isError && !data) {
    view = <LoadError what="Your clients" error={summary.error} onRetry={summary.refetch} />;
  } else if (isWaiting) {
    view = (
      <p className="py-10 text-center text-sm text-muted-foreground" role="status">
        {CLIENT_MESSAGES.loadingClients}
      </p>
    );
  } else if (data?.tiles.totalClients === 0 && !params.owner) {
    // The tiles follow the owner filter: an owner with no clients is "none found", not an
    // empty workspace.
    view = (
      <EmptyState
        title={CLIENT_MESSAGES.noClientsYet}
        action={{ label: CLIENT_MESSAGES.addFirstClient, onClick: () => setIsAdding(true) }}
      />
    );
  } else if (data && !summary.isPlaceholderData && matchingCount(data, params.statuses) === 0) {
    view = (
      <EmptyState title={CLIENT_MESSAGES.noClientsFound} text={CLIENT_MESSAGES.adjustFilters} />
    );
  } else if (isKanban) {
    view = (
      <KanbanBoard
        q={params.q}
        owner={params.owner}
        filters={filterQuery}
        statusFilter={params.statuses}
        order={order}
        summary={data}
        onOpen={openClient}
      />
    );
  } else {
    view = (
      <ClientsTable
        params={listParams}
        cols={params.cols}
        // With the custom field filters, which a bulk "all matching" takes too (051).
        filterUrl={filterUrlOf(params)}
        matchingTotal={
          data && !summary.isPlaceholderData ? matchingCount(data, params.statuses) : undefined
        }
        onSort={setOrder}
        onCustomSort={(sort, dir) => setParams({ sort, dir })}
        onOpen={openClient}
      />
    );
  }

  const body =
    isWaiting || (summary.isError && !data) ? (
      view
    ) : (
      <>
        <ClientTiles summary={data} />
        <ClientsToolbar
          params={params}
          onChange={setParams}
          onOrder={setOrder}
          onAdd={() => setIsAdding(true)}
        />
        {isKanban ? null : <CustomFieldFilters />}
        {view}
      </>
    );

  return (
    <section aria-labelledby="clients-heading" className="grid gap-4">
      <h2 id="clients-heading" className="text-xl font-semibold tracking-tight">
        Client &amp; Lead Management
      </h2>
      {body}
      <ClientFormDialog open={isAdding} onOpenChange={setIsAdding} />
      <ClientDetailSheet clientId={params.client} onClose={() => setParams({ client: null })} />
    </section>
  );
}

// The optimistic half of a status change: the card moves to its new column — to where
// that column's order puts it — and the tiles, column totals, list rows and open panel
// follow before the server answers. A snapshot of every clients query is taken first so
// a failure puts all of it back.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { compareClients } from '@/core/client-order';
import type { Client, ClientOrder, ClientSummary } from '@/core/client-schemas';
import { type ClientStatus, OPEN_CLIENT_STATUSES } from '@/core/clients';
import { type ClientListParams, clientKeys } from './client-keys';
import type { ClientPages } from './list-clients';

export type ClientsSnapshot = [QueryKey, unknown][];

export async function snapshotClients(queryClient: QueryClient): Promise<ClientsSnapshot> {
  // A refetch landing after the optimistic move would put the card back in its old column.
  await queryClient.cancelQueries({ queryKey: clientKeys.all });
  return queryClient.getQueriesData({ queryKey: clientKeys.all });
}

export function restoreClients(queryClient: QueryClient, snapshot: ClientsSnapshot | undefined) {
  for (const [queryKey, data] of snapshot ?? []) queryClient.setQueryData(queryKey, data);
}

function withoutClient(data: ClientPages, id: string): { data: ClientPages; removed: boolean } {
  let removed = false;
  const pages = data.pages.map((page) => {
    const items = page.items.filter((item) => item.id !== id);
    if (items.length === page.items.length) return page;
    removed = true;
    return { ...page, items };
  });
  if (!removed) return { data, removed };
  return {
    removed,
    data: { ...data, pages: pages.map((page) => ({ ...page, total: page.total - 1 })) },
  };
}

/**
 * The client added where `order` puts it among the loaded cards. One that sorts after all
 * of them while more pages remain belongs to a page not loaded yet: only the totals grow.
 */
function withClientPlaced(data: ClientPages, client: Client, order: ClientOrder): ClientPages {
  if (data.pages.length === 0) return data;
  let isPlaced = false;
  const pages = data.pages.map((page, index) => {
    let items = page.items;
    if (!isPlaced) {
      const at = items.findIndex((item) => compareClients(client, item, order) < 0);
      const isLastComplete = index === data.pages.length - 1 && page.nextCursor === null;
      if (at >= 0 || isLastComplete) {
        items = at >= 0 ? items.toSpliced(at, 0, client) : [...items, client];
        isPlaced = true;
      }
    }
    return { ...page, items, total: page.total + 1 };
  });
  return { ...data, pages };
}

const isOpen = (status: ClientStatus) => OPEN_CLIENT_STATUSES.includes(status);

function tileCount(status: ClientStatus): 'newLeads' | 'qualified' | 'closedWon' | null {
  if (status === 'new_lead') return 'newLeads';
  if (status === 'qualified') return 'qualified';
  if (status === 'closed_won') return 'closedWon';
  return null;
}

function movedSummary(
  summary: ClientSummary,
  client: Client,
  to: ClientStatus,
  isInColumns: boolean,
): ClientSummary {
  const from = client.status;
  const value = client.estimatedValueCents;
  const tiles = { ...summary.tiles };
  const fromTile = tileCount(from);
  const toTile = tileCount(to);
  if (fromTile) tiles[fromTile] -= 1;
  if (toTile) tiles[toTile] += 1;
  if (isOpen(from) && !isOpen(to)) tiles.pipelineValueCents -= value;
  if (!isOpen(from) && isOpen(to)) tiles.pipelineValueCents += value;
  const columns = isInColumns
    ? summary.columns.map((column) => {
        if (column.status === from) {
          return { ...column, count: column.count - 1, valueCents: column.valueCents - value };
        }
        if (column.status === to) {
          return { ...column, count: column.count + 1, valueCents: column.valueCents + value };
        }
        return column;
      })
    : summary.columns;
  return { ...summary, tiles, columns };
}

/** Applies a status change to every cached clients query. */
export function moveClientInCaches(queryClient: QueryClient, client: Client, to: ClientStatus) {
  const moved: Client = { ...client, status: to, updatedAt: new Date().toISOString() };

  // Columns: out of the old one, into the new one where its order puts the card, for
  // every search the card was shown under.
  const searches = new Set<string>();
  for (const [queryKey, data] of queryClient.getQueriesData<ClientPages>({
    queryKey: clientKeys.columns,
  })) {
    if (!data) continue;
    const result = withoutClient(data, client.id);
    if (result.removed) {
      searches.add(String(queryKey[3]));
      queryClient.setQueryData(queryKey, result.data);
    }
  }
  for (const [queryKey, data] of queryClient.getQueriesData<ClientPages>({
    queryKey: clientKeys.columns,
  })) {
    if (data && queryKey[2] === to && searches.has(String(queryKey[3]))) {
      queryClient.setQueryData(queryKey, withClientPlaced(data, moved, queryKey[4] as ClientOrder));
    }
  }

  for (const [queryKey, data] of queryClient.getQueriesData<ClientPages>({
    queryKey: clientKeys.lists,
  })) {
    if (!data) continue;
    const params = queryKey[2] as ClientListParams;
    if (params.statuses.length > 0 && !params.statuses.includes(to)) {
      queryClient.setQueryData(queryKey, withoutClient(data, client.id).data);
      continue;
    }
    // Still listed: it may sort elsewhere now (by status, or by its new change time).
    const result = withoutClient(data, client.id);
    if (result.removed) {
      queryClient.setQueryData(queryKey, withClientPlaced(result.data, moved, params));
    }
  }

  for (const [queryKey, data] of queryClient.getQueriesData<ClientSummary>({
    queryKey: clientKeys.summaries,
  })) {
    if (!data) continue;
    const q = String(queryKey[2]);
    queryClient.setQueryData(queryKey, movedSummary(data, client, to, q === '' || searches.has(q)));
  }

  queryClient.setQueryData<Client>(clientKeys.detail(client.id), (current) =>
    current ? { ...current, status: to } : current,
  );
}

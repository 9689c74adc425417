// Live updates: one Server-Sent Events stream per signed-in browser tab. Each
// message names a changed row ({entity, op, id}); the queries keyed by that entity
// are invalidated and TanStack Query refetches the ones on screen.
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ME_QUERY_KEY } from './get-me';

export const EVENTS_URL = '/api/v1/events';

export type LiveEvent = {
  entity: string;
  op: 'insert' | 'update' | 'delete' | string;
  id: string;
};

/** Aggregates computed from other entities: a change to those entities must refresh them too. */
const DERIVED_QUERIES: Record<string, readonly QueryKey[]> = {
  links: [['dashboard']],
  // Click counts change without the links themselves changing (the public page keeps its cache).
  link_clicks: [['links'], ['dashboard']],
  // A deleted client or document takes the link off its Recent Activity entries.
  clients: [['dashboard'], ['activity']],
  // Logging an interaction moves the client's "last contacted".
  client_interactions: [['clients']],
  // A task moves its client's next task and the overview's "due today".
  client_tasks: [['clients'], ['dashboard']],
  // Bookings show their event type's name; a deleted event type takes its own availability
  // and date overrides.
  scheduling_event_types: [
    ['scheduling_bookings'],
    ['scheduling_availability'],
    ['scheduling_date_overrides'],
  ],
  // Plan usage lines count documents, links and projects; link and document view
  // counts move with each view; a project change moves what is shared with me, and a
  // document's change shows in the project sheets that list it.
  documents: [['usage'], ['projects'], ['activity']],
  document_tracking_links: [['documents'], ['usage']],
  document_views: [['documents'], ['document_tracking_links']],
  projects: [['documents'], ['usage']],
  profiles: [ME_QUERY_KEY],
  profile: [ME_QUERY_KEY],
};

const MAX_RETRY_DELAY_MS = 30_000;

function isLiveEvent(value: unknown): value is LiveEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return typeof event.entity === 'string' && typeof event.op === 'string';
}

export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  for (const queryKey of [[event.entity], ...(DERIVED_QUERIES[event.entity] ?? [])]) {
    refetchAfterChange(queryClient, queryKey);
  }
}

/**
 * Invalidates the queries under `queryKey`. A query still on its first fetch is not
 * restarted by TanStack Query (it joins the fetch in flight), and that fetch may have
 * read the rows before this change: such a query fetches once more when it lands.
 */
function refetchAfterChange(queryClient: QueryClient, queryKey: QueryKey): void {
  const firstFetches = queryClient
    .getQueryCache()
    .findAll({ queryKey })
    .filter((query) => query.state.fetchStatus === 'fetching' && query.state.data === undefined);
  void queryClient.invalidateQueries({ queryKey });
  for (const query of firstFetches) {
    void query.promise
      ?.catch(() => undefined)
      .then(() => queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true }));
  }
}

export function useLiveUpdates(isEnabled = true): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isEnabled || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryDelay = 1000;
    let hasConnectedBefore = false;
    let isStopped = false;

    const connect = () => {
      source = new EventSource(EVENTS_URL, { withCredentials: true });
      source.onopen = () => {
        retryDelay = 1000;
        // Events sent while we were disconnected are lost: refetch what is on screen.
        if (hasConnectedBefore) void queryClient.invalidateQueries();
        hasConnectedBefore = true;
      };
      source.onmessage = (message: MessageEvent<string>) => {
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          return;
        }
        if (isLiveEvent(data)) applyLiveEvent(queryClient, data);
      };
      source.onerror = () => {
        // EventSource retries dropped connections itself, but gives up for good
        // after an HTTP error (e.g. a 401 or 502 while the server restarts).
        if (source?.readyState !== EventSource.CLOSED || isStopped) return;
        source.close();
        retryTimer = setTimeout(connect, retryDelay);
        retryDelay = Math.min(retryDelay * 2, MAX_RETRY_DELAY_MS);
      };
    };

    connect();
    return () => {
      isStopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [isEnabled, queryClient]);
}

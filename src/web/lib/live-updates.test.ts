import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLiveEvent } from './live-updates';

const clients: QueryClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

/** A query on screen whose server answers slowly with what the "table" held when asked. */
function watchSlowQuery(table: { rows: string[] }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(queryClient);
  let release: () => void = () => {};
  const observer = new QueryObserver(queryClient, {
    queryKey: ['client_interactions', 'c-1'],
    queryFn: async () => {
      const answer = [...table.rows];
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return answer;
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  return { queryClient, observer, unsubscribe, release: () => release() };
}

describe('applyLiveEvent', () => {
  it('refetches a query whose first fetch read the rows before the change', async () => {
    const table = { rows: [] as string[] };
    const { queryClient, observer, unsubscribe, release } = watchSlowQuery(table);
    await Promise.resolve();

    // The row lands while the first answer (still empty) is on its way.
    table.rows.push('Met at the fair');
    applyLiveEvent(queryClient, { entity: 'client_interactions', op: 'insert', id: 'i-1' });
    release();
    await expect.poll(() => observer.getCurrentResult().data).toEqual([]);
    // The second fetch was started after the change.
    await expect
      .poll(() => {
        release();
        return observer.getCurrentResult().data;
      })
      .toEqual(['Met at the fair']);
    unsubscribe();
  });

  it('refetches queries derived from the changed entity', async () => {
    const queryClient = new QueryClient();
    clients.push(queryClient);
    queryClient.setQueryData(['dashboard'], { total: 1 });
    applyLiveEvent(queryClient, { entity: 'clients', op: 'insert', id: 'c-2' });
    expect(queryClient.getQueryState(['dashboard'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['links'])).toBeUndefined();
  });

  it('refetches Recent Activity on its own entries and when a client or document goes', () => {
    const queryClient = new QueryClient();
    clients.push(queryClient);
    for (const entity of ['activity', 'clients', 'documents']) {
      queryClient.setQueryData(['activity'], { pages: [], pageParams: [] });
      applyLiveEvent(queryClient, { entity, op: 'delete', id: 'x-1' });
      expect(queryClient.getQueryState(['activity'])?.isInvalidated, entity).toBe(true);
    }
    queryClient.setQueryData(['activity'], { pages: [], pageParams: [] });
    applyLiveEvent(queryClient, { entity: 'links', op: 'insert', id: 'l-1' });
    expect(queryClient.getQueryState(['activity'])?.isInvalidated).toBe(false);
  });
});

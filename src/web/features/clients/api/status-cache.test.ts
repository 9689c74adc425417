// The optimistic status change: the card leaves its column and tops the new one, the
// tiles, column totals and list rows follow, and a snapshot puts everything back.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Client, ClientSummary } from '@/core/client-schemas';
import { clientKeys } from './client-keys';
import type { ClientPages } from './list-clients';
import { moveClientInCaches, restoreClients, snapshotClients } from './status-cache';

function client(id: string, status: Client['status'], value = 0): Client {
  return {
    id,
    name: id,
    email: null,
    phone: null,
    company: null,
    position: null,
    status,
    leadSource: 'scale_page',
    leadScore: null,
    estimatedValueCents: value,
    expectedCloseDate: null,
    notes: null,
    tags: [],
    phones: [],
    emails: [],
    addresses: [],
    websites: [],
    lastContactedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

function pages(...items: Client[]): ClientPages {
  return { pages: [{ items, total: items.length, nextOffset: null }], pageParams: [0] };
}

function summary(): ClientSummary {
  return {
    tiles: { totalClients: 3, newLeads: 2, qualified: 1, closedWon: 0, pipelineValueCents: 600 },
    columns: [
      { status: 'new_lead', count: 2, valueCents: 500 },
      { status: 'qualified', count: 1, valueCents: 100 },
      { status: 'closed_won', count: 0, valueCents: 0 },
    ],
    limit: 50,
  };
}

function seeded() {
  const queryClient = new QueryClient();
  const ada = client('ada', 'new_lead', 400);
  queryClient.setQueryData(
    clientKeys.column('new_lead', ''),
    pages(ada, client('bob', 'new_lead', 100)),
  );
  queryClient.setQueryData(
    clientKeys.column('qualified', ''),
    pages(client('cy', 'qualified', 100)),
  );
  queryClient.setQueryData(clientKeys.column('closed_won', ''), pages());
  queryClient.setQueryData(clientKeys.summary(''), summary());
  queryClient.setQueryData(
    clientKeys.list({ q: '', status: null, sort: 'name', dir: 'asc' }),
    pages(ada),
  );
  queryClient.setQueryData(
    clientKeys.list({ q: '', status: 'new_lead', sort: 'name', dir: 'asc' }),
    pages(ada),
  );
  return { queryClient, ada };
}

const names = (data: ClientPages | undefined) =>
  data?.pages.flatMap((page) => page.items.map((item) => item.id));

describe('moveClientInCaches', () => {
  it('moves the card, the counts and the value at once', () => {
    const { queryClient, ada } = seeded();
    moveClientInCaches(queryClient, ada, 'qualified');

    expect(names(queryClient.getQueryData(clientKeys.column('new_lead', '')))).toEqual(['bob']);
    expect(names(queryClient.getQueryData(clientKeys.column('qualified', '')))).toEqual([
      'ada',
      'cy',
    ]);
    const after = queryClient.getQueryData<ClientSummary>(clientKeys.summary(''));
    expect(after?.tiles).toEqual({
      totalClients: 3,
      newLeads: 1,
      qualified: 2,
      closedWon: 0,
      pipelineValueCents: 600,
    });
    expect(after?.columns.slice(0, 2)).toEqual([
      { status: 'new_lead', count: 1, valueCents: 100 },
      { status: 'qualified', count: 2, valueCents: 500 },
    ]);
    // The unfiltered list shows the new status; a list filtered to the old one drops it.
    const list = queryClient.getQueryData<ClientPages>(
      clientKeys.list({ q: '', status: null, sort: 'name', dir: 'asc' }),
    );
    expect(list?.pages[0]?.items[0]?.status).toBe('qualified');
    expect(
      names(
        queryClient.getQueryData(
          clientKeys.list({ q: '', status: 'new_lead', sort: 'name', dir: 'asc' }),
        ),
      ),
    ).toEqual([]);
  });

  it('takes a closed deal out of the pipeline value', () => {
    const { queryClient, ada } = seeded();
    moveClientInCaches(queryClient, ada, 'closed_won');
    const after = queryClient.getQueryData<ClientSummary>(clientKeys.summary(''));
    expect(after?.tiles.pipelineValueCents).toBe(200);
    expect(after?.tiles.closedWon).toBe(1);
  });

  it('puts everything back from the snapshot', async () => {
    const { queryClient, ada } = seeded();
    const before = queryClient.getQueriesData({ queryKey: clientKeys.all });
    const snapshot = await snapshotClients(queryClient);
    moveClientInCaches(queryClient, ada, 'closed_won');
    restoreClients(queryClient, snapshot);
    expect(queryClient.getQueriesData({ queryKey: clientKeys.all })).toEqual(before);
  });
});

// The optimistic status change: the card leaves its column and lands in the new one where
// that column's order puts it, the tiles, column totals and list rows follow, and a
// snapshot puts everything back.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_ORDER } from '@/core/client-order';
import type { Client, ClientOrder, ClientSummary } from '@/core/client-schemas';
import { clientKeys } from './client-keys';
import type { ClientPages } from './list-clients';
import { moveClientInCaches, restoreClients, snapshotClients } from './status-cache';

function client(id: string, status: Client['status'], value = 0, name = id): Client {
  return {
    id,
    name,
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
    ownerId: null,
    ownerName: null,
    createdBy: null,
    customValues: {},
    nextTask: null,
  };
}

function pages(...items: Client[]): ClientPages {
  return {
    pages: [{ items, total: items.length, totalCapped: false, nextOffset: null, nextCursor: null }],
    pageParams: [undefined],
  };
}

const BY_DEFAULT = DEFAULT_CLIENT_ORDER;
const column = (status: Client['status'], order: ClientOrder = BY_DEFAULT) =>
  clientKeys.column(status, '', order);

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
  queryClient.setQueryData(column('new_lead'), pages(ada, client('bob', 'new_lead', 100)));
  queryClient.setQueryData(column('qualified'), pages(client('cy', 'qualified', 100)));
  queryClient.setQueryData(column('closed_won'), pages());
  queryClient.setQueryData(clientKeys.summary(''), summary());
  queryClient.setQueryData(
    clientKeys.list({ q: '', statuses: [], owner: '', sort: 'name', dir: 'asc' }),
    pages(ada),
  );
  queryClient.setQueryData(
    clientKeys.list({ q: '', statuses: ['new_lead'], owner: '', sort: 'name', dir: 'asc' }),
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

    expect(names(queryClient.getQueryData(column('new_lead')))).toEqual(['bob']);
    // Last activity: just changed, never contacted, so it tops the column.
    expect(names(queryClient.getQueryData(column('qualified')))).toEqual(['ada', 'cy']);
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
      clientKeys.list({ q: '', statuses: [], owner: '', sort: 'name', dir: 'asc' }),
    );
    expect(list?.pages[0]?.items[0]?.status).toBe('qualified');
    expect(
      names(
        queryClient.getQueryData(
          clientKeys.list({ q: '', statuses: ['new_lead'], owner: '', sort: 'name', dir: 'asc' }),
        ),
      ),
    ).toEqual([]);
  });

  it('puts the card where each column order puts it', () => {
    const { queryClient, ada } = seeded();
    const byName: ClientOrder = { sort: 'name', dir: 'asc' };
    const byValue: ClientOrder = { sort: 'estimated_value', dir: 'desc' };
    // The same card is on screen in two orders (e.g. before and after a sort change).
    queryClient.setQueryData(column('new_lead', byName), pages(ada));
    queryClient.setQueryData(column('new_lead', byValue), pages(ada));
    const abe = client('b-abe', 'qualified', 500, 'Abe');
    const zoe = client('a-zoe', 'qualified', 50, 'zoe');
    queryClient.setQueryData(column('qualified', byName), pages(abe, zoe));
    queryClient.setQueryData(column('qualified', byValue), pages(abe, zoe));
    // 400 cents, like another card: the id breaks the tie, in the order's direction as in SQL.
    const tied = client('0-tied', 'qualified', 400, 'Tied');
    queryClient.setQueryData(
      column('qualified', { sort: 'estimated_value', dir: 'asc' }),
      pages(zoe, tied, abe),
    );
    moveClientInCaches(queryClient, { ...ada, name: 'Mia' }, 'qualified');

    expect(names(queryClient.getQueryData(column('qualified', byName)))).toEqual([
      'b-abe',
      'ada',
      'a-zoe',
    ]);
    expect(names(queryClient.getQueryData(column('qualified', byValue)))).toEqual([
      'b-abe',
      'ada',
      'a-zoe',
    ]);
    expect(
      names(queryClient.getQueryData(column('qualified', { sort: 'estimated_value', dir: 'asc' }))),
    ).toEqual(['a-zoe', '0-tied', 'ada', 'b-abe']);
  });

  it('leaves a card that sorts past the loaded pages to the page that holds it', () => {
    const { queryClient, ada } = seeded();
    const byName: ClientOrder = { sort: 'name', dir: 'asc' };
    queryClient.setQueryData(column('new_lead', byName), pages(ada));
    const first: ClientPages = {
      pages: [
        {
          items: [client('abe', 'qualified', 0, 'Abe')],
          total: 40,
          totalCapped: false,
          nextOffset: 1,
          nextCursor: 'eyJvIjoxfQ',
        },
      ],
      pageParams: [undefined],
    };
    queryClient.setQueryData(column('qualified', byName), first);
    moveClientInCaches(queryClient, { ...ada, name: 'Zed' }, 'qualified');
    const after = queryClient.getQueryData<ClientPages>(column('qualified', byName));
    expect(names(after)).toEqual(['abe']);
    expect(after?.pages[0]?.total).toBe(41);
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

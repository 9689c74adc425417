// The clients list and summary through the typed client (issue 24): the same URL on the
// wire as the hand-built one before it — URLSearchParams' spelling, comma lists, and the
// filters' own query (custom field ones too) appended as the address bar has it.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const sent: Request[] = [];

beforeAll(() => {
  // The browser resolves the client's relative URLs against the page; Node needs a base.
  class PageRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://scale.test') : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push(request);
    return Response.json({ items: [], total: 0, nextOffset: null });
  });
});

afterEach(() => {
  sent.length = 0;
});

const load = async () => {
  vi.resetModules();
  return {
    ...(await import('./list-clients')),
    ...(await import('./client-summary')),
    ...(await import('@/web/lib/api')),
  };
};

const sentUrl = (index = 0) => {
  const url = new URL(sent[index]?.url ?? '');
  return `${url.pathname}${url.search}`;
};

describe('the clients requests', () => {
  it('asks for a page with the list’s query and the filters’ own, unchanged', async () => {
    const { listClients, setApiWorkspace } = await load();
    setApiWorkspace('org-1');
    await listClients({
      q: 'ann lee',
      statuses: ['new_lead', 'closed_won'],
      owner: 'mine',
      sort: 'name',
      dir: 'asc',
      after: 'eyJvIjo1MH0',
      filters: 'tags=vip%2Cnew&cf.f1.min=3',
    });
    expect(sentUrl()).toBe(
      '/api/v1/clients?q=ann+lee&status=new_lead%2Cclosed_won&owner=mine&sort=name&dir=asc&limit=50&after=eyJvIjo1MH0&tags=vip%2Cnew&cf.f1.min=3',
    );
    expect(sent[0]?.headers.get('X-Workspace-Id')).toBe('org-1');
    expect(sent[0]?.headers.get('Content-Type')).toBeNull();
    setApiWorkspace(null);
  });

  it('leaves empty values out and sends a custom field column’s sort', async () => {
    const { listClients } = await load();
    await listClients({
      q: '',
      owner: '',
      customSort: { sort: 'cf:f1', dir: undefined },
      limit: 10,
    });
    expect(sentUrl()).toBe('/api/v1/clients?sort=cf%3Af1&limit=10');
    await listClients({ q: 'ada', after: 'eyJvIjo1MH0', limit: 10 });
    expect(sentUrl(1)).toBe('/api/v1/clients?q=ada&limit=10&after=eyJvIjo1MH0');
  });

  it('asks for the summary with only the filters when there is no search', async () => {
    const { getClientSummary } = await load();
    await getClientSummary('', '', undefined, 'task=open');
    await getClientSummary('x', 'unassigned');
    expect(sentUrl(0)).toBe('/api/v1/clients/summary?task=open');
    expect(sentUrl(1)).toBe('/api/v1/clients/summary?q=x&owner=unassigned');
  });

  it('uses an early request once, then asks the server again', async () => {
    const { startPageEarly, listClients } = await load();
    const params = { q: '', statuses: ['contacted' as const], filters: 'tags=a' };
    startPageEarly(params);
    await listClients(params);
    expect(sent).toHaveLength(1);
    await listClients(params);
    expect(sent).toHaveLength(2);
    expect(sentUrl(1)).toBe(sentUrl(0));
  });
});

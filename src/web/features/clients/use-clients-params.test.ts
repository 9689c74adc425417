// The clients tab's URL state: the status filter (one status or several), and the one
// reader of the list's filters — the list, the board, the summary, the exports and a bulk
// "all matching" send what it reads, the custom fields' filters (decision 049) included,
// in one fixed order whatever the URL's.
import { describe, expect, it } from 'vitest';
import {
  type ClientsParams,
  filterUrlOf,
  readFilterQuery,
  readFilters,
  readStatusFilter,
  statusParam,
  toggleStatus,
} from './use-clients-params';
import { applyState, stateOf } from './view-state';

const statusesOf = (query: string) => readStatusFilter(new URLSearchParams(query));

describe('the status filter in the URL', () => {
  it('reads one status, as links from before issue 20 have it', () => {
    expect(statusesOf('tab=clients&status=closed_won')).toEqual(['closed_won']);
  });

  it("reads several, in the board's order, without repeats", () => {
    expect(statusesOf('status=closed_won,new_lead')).toEqual(['new_lead', 'closed_won']);
    expect(statusesOf('status=contacted, contacted,')).toEqual(['contacted']);
  });

  it('reads none (all statuses) when absent, empty or unknown, and drops unknown ones', () => {
    expect(statusesOf('tab=clients')).toEqual([]);
    expect(statusesOf('status=')).toEqual([]);
    expect(statusesOf('status=bogus,LEAD')).toEqual([]);
    expect(statusesOf('status=bogus,new_lead')).toEqual(['new_lead']);
  });

  it('writes the statuses as one comma-separated value, none as no parameter', () => {
    expect(statusParam(['closed_won', 'new_lead'])).toBe('new_lead,closed_won');
    expect(statusParam([])).toBeNull();
    expect(toggleStatus(['new_lead'], 'contacted')).toBe('new_lead,contacted');
    expect(toggleStatus(['new_lead', 'contacted'], 'new_lead')).toBe('contacted');
    expect(toggleStatus(['new_lead'], 'new_lead')).toBeNull();
  });

  it('hands the statuses to the exports and bulk "all matching"', () => {
    const params: ClientsParams = {
      q: 'acme',
      statuses: ['new_lead', 'contacted'],
      view: 'list',
      sort: 'name',
      dir: 'asc',
      client: null,
      owner: '',
      filters: { tags: 'vip' },
      filterQuery: 'tags=vip',
      cols: null,
      customSort: null,
    };
    expect(filterUrlOf(params)).toEqual({ tags: 'vip', q: 'acme', status: 'new_lead,contacted' });
    expect(filterUrlOf({ ...params, statuses: [] })).toEqual({ tags: 'vip', q: 'acme' });
  });

  it('is saved in a view and restored from it, unknown statuses left out', () => {
    const state = stateOf(new URLSearchParams('tab=clients&status=contacted,bogus,new_lead'));
    expect(state.filters).toEqual({ status: 'new_lead,contacted' });
    const restored = applyState(new URLSearchParams('tab=clients&status=closed_lost'), state);
    expect(readStatusFilter(restored)).toEqual(['new_lead', 'contacted']);
    expect(restored.get('tab')).toBe('clients');
  });
});

const FIELD = '0b7e6a52-5d0e-4c57-9d4f-3a1f2e9c8b11';
const OTHER = '9f3c1d20-7a64-4b2e-8f51-6c0d4e2a7b90';

describe('the list filters in the URL', () => {
  it('reads the built-in filters in their order, then the custom ones by name', () => {
    const url = new URLSearchParams(
      `cf.${OTHER}=yes&task=open&cf.${FIELD}.max=500&tags=vip&cf.${FIELD}.min=100&q=ada`,
    );
    expect(readFilters(url)).toEqual({
      tags: 'vip',
      task: 'open',
      [`cf.${FIELD}.max`]: '500',
      [`cf.${FIELD}.min`]: '100',
      [`cf.${OTHER}`]: 'yes',
    });
    expect(readFilterQuery(url)).toBe(
      `tags=vip&task=open&cf.${FIELD}.max=500&cf.${FIELD}.min=100&cf.${OTHER}=yes`,
    );
    // The same filters written in another order are the same query (one cache entry).
    const shuffled = new URLSearchParams(
      `tags=vip&cf.${FIELD}.min=100&cf.${OTHER}=yes&cf.${FIELD}.max=500&task=open`,
    );
    expect(readFilterQuery(shuffled)).toBe(readFilterQuery(url));
  });

  it('leaves out empty values, the status (the toolbar’s own) and parameters that are no filter', () => {
    const url = new URLSearchParams(
      `status=closed_won&tags=&cf.${FIELD}=&view=list&sort=name&client=abc&cfx=1&source=referral`,
    );
    expect(readFilters(url)).toEqual({ source: 'referral' });
    expect(readFilterQuery(new URLSearchParams('view=list'))).toBe('');
  });

  it('names the same clients for a bulk "all matching" and an export: search, owner, status and every filter', () => {
    const url = new URLSearchParams(`tags=vip&cf.${FIELD}.min=100`);
    const filters = readFilters(url);
    expect(
      filterUrlOf({
        q: 'ada & co',
        statuses: ['closed_won'],
        view: 'list',
        sort: 'name',
        dir: 'asc',
        client: null,
        owner: 'mine',
        filters,
        filterQuery: readFilterQuery(url),
        cols: null,
        customSort: null,
      }),
    ).toEqual({
      tags: 'vip',
      [`cf.${FIELD}.min`]: '100',
      q: 'ada & co',
      owner: 'mine',
      status: 'closed_won',
    });
  });
});

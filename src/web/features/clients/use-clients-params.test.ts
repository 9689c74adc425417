import { describe, expect, it } from 'vitest';
import {
  type ClientsParams,
  filterUrlOf,
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

// The one reader of the list's filters in the URL: the list, the board, the summary, the
// exports and a bulk "all matching" send what it reads, the custom fields' filters
// (decision 049) included, in one fixed order whatever the URL's.
import { describe, expect, it } from 'vitest';
import { filterUrlOf, readFilterQuery, readFilters } from './use-clients-params';

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
        status: 'closed_won',
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

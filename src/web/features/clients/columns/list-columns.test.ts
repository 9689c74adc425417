import { describe, expect, it } from 'vitest';
import { ZClientViewState } from '@/core/client-view-schemas';
import type { CustomField } from '@/core/custom-field-schemas';
import { applyState, stateOf } from '../view-state';
import {
  colsValue,
  customCell,
  parseCols,
  readCustomOrder,
  toggleColumn,
  visibleColumns,
} from './list-columns';

const FIELD = '0b9f3c52-6f4e-4a53-9a51-8f1c2d3e4f50';
const OTHER = '1c8e2b41-5e3d-4a42-8b40-7e0b1c2d3e4f';
const field = (type: CustomField['type'], options: CustomField['options'] = []): CustomField => ({
  id: FIELD,
  label: 'Industry',
  type,
  options,
  position: 0,
});

describe('the ?cols= parameter', () => {
  it('is absent for the default columns', () => {
    expect(parseCols(null)).toBeNull();
    expect(parseCols('')).toBeNull();
    expect(
      colsValue([
        'company',
        'status',
        'estimated_value',
        'lead_score',
        'last_contacted_at',
        'updated_at',
        'next_task',
        'owner',
      ]),
    ).toBeNull();
  });

  it('keeps known columns and field ids once, the name first, and drops the rest', () => {
    expect(
      parseCols(
        `status, ${FIELD},status,javascript:alert(1),<b>,${FIELD.toUpperCase().slice(0, 8)}`,
      ),
    ).toEqual(['name', 'status', FIELD]);
  });

  it('hiding every optional column leaves the name, not the defaults', () => {
    let cols = parseCols('name,company');
    const value = toggleColumn(cols, 'company');
    expect(value).toBe('name');
    cols = parseCols(value);
    expect(visibleColumns(cols, [], true)).toEqual([]);
  });

  it('showing a custom field adds its column after the built-in ones', () => {
    const value = toggleColumn(null, FIELD);
    expect(value).toContain(FIELD);
    const columns = visibleColumns(parseCols(value), [field('text')], false);
    expect(columns.at(-1)).toEqual({ kind: 'custom', field: field('text') });
    // A personal workspace has no owner column.
    expect(
      columns.some((column) => column.kind === 'built-in' && column.column.key === 'owner'),
    ).toBe(false);
  });

  it('does not draw the column of a field the workspace no longer has', () => {
    expect(visibleColumns(parseCols(`name,${OTHER}`), [field('text')], true)).toEqual([]);
  });
});

describe('a custom column sort', () => {
  it('reads sort=cf:<id> and its direction; other sorts are not custom', () => {
    expect(readCustomOrder(new URLSearchParams(`sort=cf:${FIELD}&dir=asc`))).toEqual({
      sort: `cf:${FIELD}`,
      dir: 'asc',
    });
    expect(readCustomOrder(new URLSearchParams(`sort=cf:${FIELD}&dir=up`))?.dir).toBeUndefined();
    expect(readCustomOrder(new URLSearchParams('sort=cf:nope'))).toBeNull();
    expect(readCustomOrder(new URLSearchParams('sort=name'))).toBeNull();
  });
});

describe('custom cells', () => {
  it('formats each type as people read it', () => {
    expect(customCell(field('currency'), 125_050).text).toBe('$1,250.50');
    expect(customCell(field('checkbox'), true).text).toBe('Yes');
    expect(customCell(field('checkbox'), false).text).toBe('No');
    expect(customCell(field('number'), 42).text).toBe('42');
    expect(customCell(field('date'), '2026-03-05').text).toMatch(/2026/);
    expect(customCell(field('text'), undefined).text).toBe('—');
    const options = [
      { id: 'a', label: 'Retail' },
      { id: 'b', label: 'Finance; banks' },
    ];
    expect(customCell(field('single_select', options), 'b').text).toBe('Finance; banks');
    expect(customCell(field('multi_select', options), ['a', 'b', 'gone']).text).toBe(
      'Retail, Finance; banks',
    );
  });

  it('links only http(s) addresses: never a javascript: href', () => {
    expect(customCell(field('url'), 'https://example.com/a')).toEqual({
      text: 'https://example.com/a',
      href: 'https://example.com/a',
    });
    for (const hostile of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:x',
      'data:text/html,x',
    ]) {
      expect(customCell(field('url'), hostile).href).toBeUndefined();
    }
  });
});

describe('a saved view and the URL', () => {
  it('keeps the custom filters, the custom sort and the columns, and brings them back', () => {
    const url = new URLSearchParams(
      `view=list&tags=vip&cf.${FIELD}=b&sort=cf:${FIELD}&dir=asc&cols=name,status,${FIELD}&client=x`,
    );
    const state = stateOf(url);
    expect(state).toEqual({
      filters: { tags: 'vip', [`cf.${FIELD}`]: 'b' },
      sort: `cf:${FIELD}`,
      dir: 'asc',
      view: 'list',
      cols: ['name', 'status', FIELD],
    });
    const other = new URLSearchParams(`tab=clients&cf.${OTHER}=x&cols=name&status=won`);
    const applied = applyState(other, state);
    expect(Object.fromEntries(applied)).toEqual({
      tab: 'clients',
      tags: 'vip',
      [`cf.${FIELD}`]: 'b',
      sort: `cf:${FIELD}`,
      dir: 'asc',
      view: 'list',
      cols: `name,status,${FIELD}`,
    });
  });

  it('a view without columns shows the default ones', () => {
    const applied = applyState(new URLSearchParams('cols=name'), { filters: {} });
    expect(applied.has('cols')).toBe(false);
  });

  it('a view may keep a custom column sort, never an arbitrary one', () => {
    expect(ZClientViewState.safeParse({ filters: {}, sort: `cf:${FIELD}` }).success).toBe(true);
    expect(ZClientViewState.safeParse({ filters: {}, sort: 'cf:drop table' }).success).toBe(false);
    expect(ZClientViewState.safeParse({ filters: {}, sort: 'salary' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { hasUsableColumn } from './csv-columns';
import { findTableStart, previewColumns, tableLayout } from './table-start';

const LINKEDIN = [
  ['Notes:'],
  [
    'When exporting your connection data, you may notice that some of the email addresses are missing.',
  ],
  ['First Name', 'Last Name', 'URL', 'Email Address', 'Company', 'Position', 'Connected On'],
  [
    'Ada',
    'Lovelace',
    'https://www.linkedin.com/in/ada',
    'ada@example.com',
    'Analytical Engines',
    'Countess',
    '25 Nov 2026',
  ],
  ['Grace', 'Hopper', 'https://www.linkedin.com/in/grace', '', 'Navy', 'Admiral', '24 Nov 2026'],
];

describe('finding where the table starts', () => {
  it('skips the preamble of a LinkedIn export and finds its header', () => {
    expect(findTableStart(LINKEDIN)).toEqual({ headerRow: 2, firstRowIsData: false });
    const columns = previewColumns(LINKEDIN, { headerRow: 2, firstRowIsData: false });
    expect(columns.map((column) => column.field?.kind ?? null)).toEqual([
      'firstName',
      'lastName',
      'website',
      'email',
      'company',
      'position',
      null,
    ]);
    expect(columns[0]?.samples).toEqual(['Ada', 'Grace']);
    expect(columns[3]?.samples).toEqual(['ada@example.com']);
  });

  it('skips a report title above the header', () => {
    const rows = [
      ['Customer report, November'],
      ['Name', 'Email', 'Phone'],
      ['Ada Lovelace', 'ada@example.com', '+1 415 555 2671'],
    ];
    expect(findTableStart(rows)).toEqual({ headerRow: 1, firstRowIsData: false });
  });

  it('takes a normal header on the first row', () => {
    const rows = [
      ['Name', 'Company'],
      ['Acme Company', 'Acme Corp'],
    ];
    expect(findTableStart(rows)).toEqual({ headerRow: 0, firstRowIsData: false });
  });

  it('sees a sheet without a header row and matches its columns by content', () => {
    const rows = [
      ['Ada Lovelace', 'ada@example.com', '+44 20 7946 0958', 'https://ada.example', '12'],
      ['Grace Hopper', 'grace@example.com', '(415) 555-2671', 'www.grace.example', '7'],
    ];
    const start = findTableStart(rows);
    expect(start).toEqual({ headerRow: 0, firstRowIsData: true });
    const layout = tableLayout(rows, start);
    expect(layout.headers).toEqual(['Column 1', 'Column 2', 'Column 3', 'Column 4', 'Column 5']);
    expect(layout.dataStart).toBe(0);
    expect(layout.columns).toEqual([
      { kind: 'name' },
      { kind: 'email', type: 'work' },
      { kind: 'phone', type: 'mobile' },
      { kind: 'website' },
      undefined,
    ]);
    expect(hasUsableColumn(layout.columns)).toBe(true);
  });

  it('keeps an unknown header as a header: nothing can name a client then', () => {
    const rows = [
      ['Foo', 'Bar'],
      ['x', 'y'],
    ];
    const start = findTableStart(rows);
    expect(start).toEqual({ headerRow: 0, firstRowIsData: false });
    expect(hasUsableColumn(tableLayout(rows, start).columns)).toBe(false);
  });

  it('answers the first row for nothing at all', () => {
    expect(findTableStart([])).toEqual({ headerRow: 0, firstRowIsData: false });
    expect(previewColumns([], { headerRow: 0, firstRowIsData: false })).toEqual([]);
  });
});

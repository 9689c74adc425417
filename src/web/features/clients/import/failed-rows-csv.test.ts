// The failed rows' download (issue 19): every row an import did not take, failed or
// refused by the plan's client limit, with its line, name and reason, in file order.
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '@/core/messages';
import { failedRowsCsv, rowsNotImported } from './failed-rows-csv';

const LIMIT = CLIENT_MESSAGES.clientLimit(50);

describe('the failed rows download', () => {
  it('lists the rows refused for the plan’s limit with the failed ones, by line', () => {
    const rows = rowsNotImported({
      failed: [
        { line: 3, name: '', reason: 'Name field is required' },
        { line: 9, name: 'Eve', reason: 'Enter a valid email address' },
      ],
      limited: {
        count: 2,
        used: 50,
        limit: 50,
        tier: 'free',
        rows: [
          { line: 7, name: 'Lead 5', reason: LIMIT },
          { line: 10, name: 'Lead 8', reason: LIMIT },
        ],
      },
    });
    expect(failedRowsCsv(rows)).toBe(
      [
        '"Line","Name","Reason"',
        '"3","","Name field is required"',
        `"7","Lead 5","${LIMIT}"`,
        '"9","Eve","Enter a valid email address"',
        `"10","Lead 8","${LIMIT}"`,
        '',
      ].join('\r\n'),
    );
  });

  it('holds only the limit-refused rows when none failed, and nothing without either', () => {
    const limited = { count: 1, used: 50, limit: 50, tier: 'free' };
    expect(
      rowsNotImported({
        failed: [],
        limited: { ...limited, rows: [{ line: 2, name: 'A', reason: LIMIT }] },
      }),
    ).toEqual([{ line: 2, name: 'A', reason: LIMIT }]);
    expect(rowsNotImported({ failed: [] })).toEqual([]);
  });

  it('quotes cells and keeps a name from running as a formula', () => {
    expect(
      failedRowsCsv([{ line: 4, name: '=HYPERLINK("http://evil.example")', reason: LIMIT }]),
    ).toBe(`"Line","Name","Reason"\r\n"4","'=HYPERLINK(""http://evil.example"")","${LIMIT}"\r\n`);
  });
});

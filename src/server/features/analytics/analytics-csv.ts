// The analytics tab's data as a CSV file: totals, then one block per table, each with
// its own header row. Cells that a spreadsheet would run as a formula are neutralised.
import type { Analytics } from './get-analytics';

/** A leading = + - @ (or tab / carriage return) makes spreadsheets evaluate a cell. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toAnalyticsCsv(analytics: Analytics): string {
  const rows: (string | number)[][] = [];
  const block = (header: string[], body: (string | number)[][]) => {
    if (rows.length > 0) rows.push([]);
    rows.push(header, ...body);
  };
  const { totals } = analytics;
  block(
    ['Range', 'Views', 'Unique visitors', 'Clicks', 'Click-through rate'],
    [
      [
        `Last ${analytics.range} days`,
        totals.views,
        totals.uniqueVisitors,
        totals.clicks,
        `${totals.ctr}%`,
      ],
    ],
  );
  block(
    ['Date', 'Views', 'Unique visitors', 'Clicks'],
    analytics.series.map((day) => [day.date, day.views, day.uniqueVisitors, day.clicks]),
  );
  block(
    ['Link', 'Clicks'],
    analytics.links.map((link) => [link.title, link.clicks]),
  );
  block(
    ['Referrer', 'Views'],
    analytics.referrers.map((row) => [row.referrer, row.count]),
  );
  block(
    ['Device', 'Views'],
    analytics.devices.map((row) => [row.device, row.count]),
  );
  block(
    ['Browser', 'Views'],
    analytics.browsers.map((row) => [row.browser, row.count]),
  );
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

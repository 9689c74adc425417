// The rows an import could not take, as a CSV the user downloads (line, name, reason):
// the failed ones and those the plan's client limit refused, in file order, so the file
// holds every row still to import once fixed or once the plan allows it.
import type { ImportFailure, ImportProgressLine } from '@/core/import/import-contact';

/** The failed and the limit-refused rows of an import's result, by line. */
export function rowsNotImported(
  result: Pick<Extract<ImportProgressLine, { type: 'done' }>, 'failed' | 'limited'>,
): ImportFailure[] {
  return [...result.failed, ...(result.limited?.rows ?? [])].sort((a, b) => a.line - b.line);
}

/** Quoted, and — like the clients export — a leading = + - @ cannot run as a formula. */
function cell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function failedRowsCsv(failed: readonly ImportFailure[]): string {
  const lines = [['Line', 'Name', 'Reason'], ...failed.map((f) => [f.line, f.name, f.reason])];
  return `${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Starts the browser's download of the failed rows. */
export function downloadFailedRows(failed: readonly ImportFailure[], sourceName: string) {
  // The BOM makes Excel read the file as UTF-8.
  const blob = new Blob([`\uFEFF${failedRowsCsv(failed)}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${sourceName.replace(/\.[^.]+$/, '')}-failed-rows.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

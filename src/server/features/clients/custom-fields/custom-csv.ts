// The export's custom columns (decision 049): one per field, headed by its label, after
// the built-in ones; each cell as customValueToText writes it (option labels, amounts
// with two decimals, yes/no), formula-looking text defused like every other cell.
import type { Client } from '../../../../core/client-schemas';
import { type CustomField, customValueToText } from '../../../../core/custom-field-schemas';
import { csvCell } from '../clients-csv';

export function customCsvHeaders(fields: readonly CustomField[]): string[] {
  return fields.map((field) => field.label);
}

/** `line` (a built-in row ending in CRLF) with the client's custom cells appended. */
export function withCustomCells(line: string, client: Client, fields: readonly CustomField[]) {
  if (fields.length === 0) return line;
  const cells = fields.map((field) =>
    csvCell(customValueToText(field, client.customValues[field.id])),
  );
  return `${line.slice(0, -2)},${cells.join(',')}\r\n`;
}

// A row's custom field cells (decision 054) read as their fields' types by the same
// rules as the form's values (customValueFromText, checkCustomValue): "1,250.50" a
// number, an amount in cents, yes/no/x a checkbox, option labels (any case) the option
// ids. Dates also take the formats the import reads for its own dates (parseDate). Pure:
// runs in the row checker's thread too.
import { type CustomField, customValueFromText } from '../../../../core/custom-field-schemas';
import { parseDate } from '../../../../core/import/contact-to-client';

export type CustomCells =
  | { ok: true; values: Record<string, unknown> }
  | { ok: false; reason: string };

/** The stored values of a row's custom cells, or the first refusal (the row then fails whole). */
export function readCustomCells(
  fields: readonly CustomField[],
  cells: Readonly<Record<string, string>> | undefined,
): CustomCells {
  const values: Record<string, unknown> = {};
  if (!cells) return { ok: true, values };
  for (const field of fields) {
    const cell = cells[field.id];
    if (cell === undefined) continue;
    const text = field.type === 'date' ? (parseDate(cell) ?? cell) : cell;
    const read = customValueFromText(field, text);
    if (!read) continue;
    if (!read.ok) return { ok: false, reason: read.message };
    if (read.value !== null) values[field.id] = read.value;
  }
  return { ok: true, values };
}

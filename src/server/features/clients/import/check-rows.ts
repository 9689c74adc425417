// The CPU side of an import, one batch of rows at a time: each contact read from the file
// is checked by the add form's rules (contactToClient) and turned into the JSON its
// INSERT reads (toBatchRow), or into a failure with its line and reason. No state and no
// database: the same function runs in the server's thread or in the row checker's worker.
import type { CustomField } from '../../../../core/custom-field-schemas';
import { type ContactOptions, contactToClient } from '../../../../core/import/contact-to-client';
import type { ImportFailure } from '../../../../core/import/import-contact';
import { type BatchRow, toBatchRow } from './batch-row';
import { readCustomCells } from './custom-cells';
import type { SourceRow } from './import-source';

/** contactToClient's options and the workspace's custom fields (plain data: copied to the thread). */
export type CheckOptions = ContactOptions & { customFields?: CustomField[] };

export type CheckedRows = { rows: BatchRow[]; failed: ImportFailure[] };

/**
 * `options`: what the whole import decided (the default phone country, the lead source
 * of rows without one, the workspace's custom fields), the same for every batch.
 */
export function checkRows(
  userId: string,
  sourceRows: readonly SourceRow[],
  options: CheckOptions = {},
): CheckedRows {
  const { customFields = [], ...contactOptions } = options;
  const rows: BatchRow[] = [];
  const failed: ImportFailure[] = [];
  for (const row of sourceRows) {
    if ('failure' in row) {
      failed.push({ line: row.line, name: row.name, reason: row.failure });
      continue;
    }
    const result = contactToClient(row.contact, contactOptions);
    if (!result.ok) {
      failed.push({ line: row.line, name: result.name, reason: result.reason });
      continue;
    }
    // A custom value the field refuses fails the whole row, as the form refuses it.
    const custom = readCustomCells(customFields, row.contact.custom);
    if (custom.ok) rows.push(toBatchRow(userId, row.line, result.client, custom.values));
    else failed.push({ line: row.line, name: result.client.name, reason: custom.reason });
  }
  return { rows, failed };
}

// The CPU side of an import, one batch of rows at a time: each contact read from the file
// is checked by the add form's rules (contactToClient) and turned into the JSON its
// INSERT reads (toBatchRow), or into a failure with its line and reason. No state and no
// database: the same function runs in the server's thread or in the row checker's worker.
import { contactToClient } from '../../../../core/import/contact-to-client';
import type { ImportFailure } from '../../../../core/import/import-contact';
import { type BatchRow, toBatchRow } from './batch-row';
import type { SourceRow } from './import-source';

export type CheckedRows = { rows: BatchRow[]; failed: ImportFailure[] };

export function checkRows(userId: string, sourceRows: readonly SourceRow[]): CheckedRows {
  const rows: BatchRow[] = [];
  const failed: ImportFailure[] = [];
  for (const row of sourceRows) {
    if ('failure' in row) {
      failed.push({ line: row.line, name: row.name, reason: row.failure });
      continue;
    }
    const result = contactToClient(row.contact);
    if (result.ok) rows.push(toBatchRow(userId, row.line, result.client));
    else failed.push({ line: row.line, name: result.name, reason: result.reason });
  }
  return { rows, failed };
}

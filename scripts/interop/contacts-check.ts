// One contact file through the app: read independently (vcard-reader.ts, sheet-reader.ts),
// imported through the one-shot endpoint with the automatic mapping, the stored clients
// read back through GET /clients and compared contact by contact, then deleted so the
// next file starts from an empty workspace.
import { readFileSync } from 'node:fs';
import {
  deleteClients,
  type ImportDone,
  importFile,
  listClients,
  type Refusal,
  type Session,
} from './app-session';
import { type ContactVerdict, compareContacts } from './compare-contacts';
import type { ExpectedContact } from './expected-contact';
import { readCsvFile, readSpreadsheetFile } from './sheet-reader';
import { readVcardFile } from './vcard-reader';

export type ContactFamily = 'vcf' | 'csv' | 'xls';

export type ContactFileResult = {
  file: string;
  family: ContactFamily;
  /** What the check's own reader found; `error` when it could not read the file. */
  reading: {
    contacts: number;
    /** Cards or rows with nothing to import them by (no name, company, e-mail or phone). */
    skipped: number;
    detail: string;
    error?: string;
  };
  /** What the app answered. */
  app:
    | { kind: 'done'; done: ImportDone; stored: number }
    | { kind: 'refused'; refusal: Refusal }
    | { kind: 'error'; message: string };
  verdicts: ContactVerdict[];
};

export function familyOf(name: string): ContactFamily | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension === 'vcf') return 'vcf';
  if (extension === 'csv') return 'csv';
  if (extension === 'xls' || extension === 'xlsx') return 'xls';
  return undefined;
}

function readIndependently(family: ContactFamily, bytes: Uint8Array) {
  if (family === 'vcf') {
    const reading = readVcardFile(bytes);
    return {
      contacts: reading.contacts,
      skipped: reading.empty,
      detail: `${reading.encoding}; ical.js read ${reading.readers.icaljs} card(s), the line reader ${reading.readers.lines}`,
    };
  }
  const reading = family === 'csv' ? readCsvFile(bytes) : readSpreadsheetFile(bytes);
  const where =
    reading.headerLine === null ? 'no header row' : `header on row ${reading.headerLine}`;
  const csv = family === 'csv' ? `${reading.encoding}, ${JSON.stringify(reading.delimiter)}; ` : '';
  return { contacts: reading.contacts, skipped: reading.unnamedRows, detail: `${csv}${where}` };
}

export async function checkContactFile(
  session: Session,
  path: string,
  name: string,
  family: ContactFamily,
): Promise<ContactFileResult> {
  const bytes = readFileSync(path);
  let contacts: ExpectedContact[] = [];
  let reading: ContactFileResult['reading'];
  try {
    const read = readIndependently(family, bytes);
    contacts = read.contacts;
    reading = { contacts: contacts.length, skipped: read.skipped, detail: read.detail };
  } catch (error) {
    reading = { contacts: 0, skipped: 0, detail: '', error: (error as Error).message };
  }

  const outcome = await importFile(session, name, bytes);
  const stored = await listClients(session);
  try {
    const verdicts = compareContacts(contacts, stored);
    const app: ContactFileResult['app'] =
      outcome.kind === 'done' ? { ...outcome, stored: stored.length } : outcome;
    return { file: name, family, reading, app, verdicts };
  } finally {
    await deleteClients(session, stored);
  }
}

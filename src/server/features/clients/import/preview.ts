// POST /clients/import/preview: what the mapping step shows before anything is imported
// (issue 19). Reads only what it needs — the first 256 KB of a CSV or a VCF, the whole
// workbook of an .xls/.xlsx (SheetJS needs all of it) — and stores nothing.
import type { CustomField } from '../../../../core/custom-field-schemas';
import { contactName } from '../../../../core/import/contact-to-client';
import { hasUsableColumn } from '../../../../core/import/csv-columns';
import type { ImportFormat } from '../../../../core/import/import-contact';
import {
  type ImportPreview,
  MAPPED_COLUMNS_MAX,
  PREVIEW_ROWS,
} from '../../../../core/import/import-options';
import { findTableStart, previewColumns } from '../../../../core/import/table-start';
import { VCardReader } from '../../../../core/import/vcard';
import { CLIENT_MESSAGES } from '../../../../core/messages';
import { badRequest } from '../../../http/errors';
import { readCsvHead } from './csv-source';
import type { ImportBody } from './import-body';
import { readSpreadsheet } from './spreadsheet-source';
import { decodeText, detectTextEncoding } from './text-decoding';
import { textLines } from './vcf-source';

/** The part of a text file the preview reads. */
export const PREVIEW_BYTES = 256 * 1024;
/** A cell shown in the preview is cut here: it is a glimpse, not the value imported. */
const PREVIEW_CELL_MAX = 200;

const shown = (rows: readonly (readonly string[])[]) =>
  rows.map((row) =>
    row.slice(0, MAPPED_COLUMNS_MAX).map((cell) => cell.slice(0, PREVIEW_CELL_MAX)),
  );

function tablePreview(
  format: Exclude<ImportFormat, 'vcf'>,
  head: string[][],
  total: number | undefined,
  customFields: CustomField[],
): ImportPreview {
  const rows = shown(head);
  const start = findTableStart(rows);
  const columns = previewColumns(rows, start, customFields);
  return {
    format,
    rows,
    ...start,
    columns,
    usable: hasUsableColumn(columns.map((column) => column.field)),
    ...(total === undefined ? {} : { total }),
    customFields,
  };
}

async function vcfPreview(body: ImportBody): Promise<ImportPreview> {
  const sample = await body.peek(PREVIEW_BYTES);
  const part = sample.subarray(0, PREVIEW_BYTES);
  const encoding = detectTextEncoding(part);
  const reader = new VCardReader();
  let cards = 0;
  const names: string[] = [];
  const count = (entries: ReturnType<VCardReader['push']>) => {
    for (const entry of entries) {
      cards++;
      if (names.length < PREVIEW_ROWS) {
        names.push(contactName(entry.contact).slice(0, PREVIEW_CELL_MAX));
      }
    }
  };
  let number = 0;
  const text = async function* () {
    yield part;
  };
  for await (const line of textLines(decodeText(text(), encoding))) {
    number++;
    count(reader.push(number === 1 ? line.replace(/^\uFEFF/, '') : line, number));
  }
  // A card cut at the end of the part read is not counted; a whole file ends as usual.
  const complete = part.length < PREVIEW_BYTES;
  if (complete) count(reader.end());
  if (cards === 0) throw badRequest(CLIENT_MESSAGES.noVcfData);
  return { format: 'vcf', cards, names, complete };
}

/** `customFields`: the workspace's, offered as targets and matched by label (decision 054). */
export async function previewImport(
  body: ImportBody,
  format: ImportFormat,
  customFields: CustomField[] = [],
): Promise<ImportPreview> {
  if (format === 'vcf') return vcfPreview(body);
  if (format === 'csv') {
    const { head, total } = await readCsvHead(body, PREVIEW_BYTES, PREVIEW_ROWS);
    if (head.length === 0) throw badRequest(CLIENT_MESSAGES.noCsvData);
    return tablePreview(format, head, total, customFields);
  }
  const rows = await readSpreadsheet(body, format);
  return tablePreview(
    format,
    rows.slice(0, PREVIEW_ROWS).map((row) => row.cells),
    rows.length,
    customFields,
  );
}

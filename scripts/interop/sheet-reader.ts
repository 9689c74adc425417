// The interop check's independent reading of a CSV or Excel file: csv-parse with the
// encoding and delimiter found here (not the app's), SheetJS for .xls/.xlsx (the first
// sheet, as a person opening the file sees it), the header row found as the first row
// with two recognisable header words (preamble lines above it skipped), and each row
// turned into what a person would expect on its client.
import * as XLSX from '@e965/xlsx';
import { parse } from 'csv-parse/sync';
import { decodeText } from './decode-text';
import type { ExpectedAddress, ExpectedContact, ExpectedValue } from './expected-contact';
import { classifyHeaders, type HeaderKind, looksLikeHeader, normalHeader } from './header-words';

export type SheetReading = {
  contacts: ExpectedContact[];
  /** Rows with no name, company, e-mail or phone cell. */
  unnamedRows: number;
  /** 1-based row of the header; null for a sheet without one. */
  headerLine: number | null;
  headers: string[];
  kinds: HeaderKind[];
  /** CSV only. */
  encoding?: string;
  delimiter?: string;
};

const DELIMITERS = [',', ';', '\t', '|'] as const;
const HEADER_SEARCH_ROWS = 30;

type CsvRows = string[][];

function parseCsv(text: string, delimiter: string, toLine?: number): CsvRows {
  return parse(text, {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    ...(toLine ? { to_line: toLine } : {}),
  }) as CsvRows;
}

/** The delimiter that splits the first lines into the most rows of one width (above 1). */
export function detectDelimiter(text: string): string {
  let best: { delimiter: string; score: number } = { delimiter: ',', score: 0 };
  for (const delimiter of DELIMITERS) {
    let rows: CsvRows;
    try {
      rows = parseCsv(text, delimiter, 20).filter((row) => row.some((cell) => cell.trim()));
    } catch {
      continue;
    }
    const widths = new Map<number, number>();
    for (const row of rows) widths.set(row.length, (widths.get(row.length) ?? 0) + 1);
    for (const [width, count] of widths) {
      if (width < 2) continue;
      // Rows of the same width first; a wider table wins a tie.
      const score = count * 1000 + width;
      if (score > best.score) best = { delimiter, score };
    }
  }
  return best.delimiter;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const isPhoneLike = (cell: string) =>
  /^[+()\d\s./-]+$/.test(cell) && cell.replace(/\D/g, '').length >= 7;
const isWordy = (cell: string) => /\p{L}/u.test(cell) && !cell.includes('@');

/** A sheet without a header row: e-mail and phone columns by their content, the first text column before them as the name. */
function kindsByContent(rows: readonly string[][]): HeaderKind[] {
  const width = Math.max(0, ...rows.map((row) => row.length));
  const kinds: HeaderKind[] = [];
  for (let column = 0; column < width; column++) {
    const cells = rows.map((row) => (row[column] ?? '').trim()).filter(Boolean);
    const share = (test: (cell: string) => boolean) =>
      cells.length ? cells.filter(test).length / cells.length : 0;
    if (share((cell) => EMAIL.test(cell)) >= 0.5) kinds.push('email');
    else if (share(isPhoneLike) >= 0.5) kinds.push('phone');
    else if (share(isWordy) >= 0.5) kinds.push('other');
    else kinds.push('ignored');
  }
  // Only a sheet with e-mails or phones is taken for a contact list.
  if (!kinds.includes('email') && !kinds.includes('phone')) return kinds;
  const firstText = kinds.indexOf('other');
  if (firstText >= 0) {
    kinds[firstText] = 'fullName';
    // Two one-word text columns side by side: first and last name.
    const next = firstText + 1;
    const oneWord = (i: number) =>
      rows.every((row) => !(row[i] ?? '').trim() || !/\s/.test((row[i] ?? '').trim()));
    if (kinds[next] === 'other' && oneWord(firstText) && oneWord(next)) {
      kinds[firstText] = 'first';
      kinds[next] = 'last';
    }
  }
  return kinds;
}

/** Several values in one cell: Google's " ::: ", or e-mails separated by ; or ,. */
function splitValues(kind: HeaderKind, cell: string): string[] {
  const parts = cell.split(/\s*:::\s*/);
  if (kind === 'email') return parts.flatMap((part) => part.split(/[\s;,]+/)).filter(Boolean);
  return parts.filter(Boolean);
}

/** The part of an address header that names which address it is: "Address 1", "home", "". */
function addressGroup(header: string): string {
  const dash = /^(.*?)\s+-\s+/.exec(header);
  if (dash?.[1]) return normalHeader(dash[1]);
  const words = normalHeader(header).split(' ');
  const part = words.findIndex((word) =>
    /^(address|street|city|town|zip|zipcode|postal|post|postcode|state|province|region|country|po|extended|strasse|ort|stadt|plz|postleitzahl|land|rue|adresse|ville|code|pays|via|indirizzo|citta|cap|calle|direccion|ciudad|pais|straat|plaats)$/.test(
      word,
    ),
  );
  return words.slice(0, Math.max(0, part)).join(' ');
}

const NAME_KINDS = new Set<HeaderKind>([
  'fullName',
  'first',
  'middle',
  'last',
  'company',
  'email',
  'phone',
]);

export function rowToContact(
  headers: readonly string[],
  kinds: readonly HeaderKind[],
  cells: readonly string[],
  where: string,
): ExpectedContact | undefined {
  const cell = (i: number) => (cells[i] ?? '').trim();
  const of = (kind: HeaderKind) =>
    kinds.flatMap((k, i) =>
      k === kind && cell(i) ? [{ header: headers[i] ?? '', value: cell(i) }] : [],
    );
  if (!kinds.some((kind, i) => NAME_KINDS.has(kind) && cell(i))) return undefined;

  const values: ExpectedValue[] = [];
  const valueKinds: [HeaderKind, ExpectedValue['kind']][] = [
    ['email', 'email'],
    ['phone', 'phone'],
    ['website', 'website'],
    ['company', 'company'],
    ['position', 'position'],
    ['note', 'note'],
  ];
  for (const [headerKind, kind] of valueKinds) {
    const seen = new Set<string>();
    for (const { header, value } of of(headerKind)) {
      splitValues(headerKind, value).forEach((part, n) => {
        // "pager" in a phone column is no number a reader could dial.
        if (kind === 'phone' && part.replace(/\D/g, '').length < 3) return;
        const key = kind === 'phone' ? part.replace(/\D/g, '') : part.toLowerCase();
        if (seen.has(key)) return;
        seen.add(key);
        values.push({ kind, label: n === 0 ? header : `${header} (${n + 1})`, value: part });
      });
    }
  }

  const groups = new Map<string, ExpectedAddress>();
  for (const { header, value } of of('address')) {
    const key = addressGroup(header);
    const group = groups.get(key) ?? { label: '', parts: [] };
    group.parts.push({ label: header, value });
    groups.set(key, group);
  }

  const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
  const first = of('first')[0]?.value ?? '';
  const middle = of('middle')[0]?.value ?? '';
  const last = of('last')[0]?.value ?? '';
  const personNames = [
    ...of('fullName').map((f) => f.value),
    join(first, middle, last),
    join(first, last),
  ].filter(Boolean);
  const email = values.find((v) => v.kind === 'email')?.value;
  const phone = values.find((v) => v.kind === 'phone')?.value;
  const company = values.find((v) => v.kind === 'company')?.value;
  const fallback = company ?? email ?? phone;
  return {
    where,
    names: personNames.length > 0 ? [...new Set(personNames)] : fallback ? [fallback] : [],
    nameIsPhone: personNames.length === 0 && !company && !email && phone !== undefined,
    values,
    addresses: [...groups.values()],
  };
}

/** The number of filled cells most rows have (up to their last filled cell). */
function typicalWidth(rows: readonly string[][]): number {
  const counts = new Map<number, number>();
  for (const row of rows.slice(0, 200)) {
    const width = row.reduce((last, cell, i) => (cell ? i + 1 : last), 0);
    if (width > 0) counts.set(width, (counts.get(width) ?? 0) + 1);
  }
  let best = 0;
  let bestCount = 0;
  for (const [width, count] of counts) {
    if (count > bestCount || (count === bestCount && width > best))
      [best, bestCount] = [width, count];
  }
  return best;
}

/** Rows (CSV records or sheet rows, 1-based in `where`) to contacts: the header found, every named row after it read. */
export function readTable(rows: readonly string[][]): SheetReading {
  const trimmed = rows.map((row) => row.map((cell) => String(cell ?? '').trim()));
  const headerIndex = trimmed
    .slice(0, HEADER_SEARCH_ROWS)
    .findIndex((row) => looksLikeHeader(row, typicalWidth(trimmed)));
  const headers = headerIndex >= 0 ? (trimmed[headerIndex] ?? []) : [];
  const dataStart = headerIndex >= 0 ? headerIndex + 1 : 0;
  const data = trimmed.slice(dataStart);
  const kinds =
    headerIndex >= 0
      ? classifyHeaders(headers)
      : kindsByContent(data.filter((row) => row.some(Boolean)));
  const labels =
    headerIndex >= 0
      ? headers
      : kinds.map((_, i) => `column ${String.fromCharCode(65 + (i % 26))}`);

  const reading: SheetReading = {
    contacts: [],
    unnamedRows: 0,
    headerLine: headerIndex >= 0 ? headerIndex + 1 : null,
    headers: labels,
    kinds,
  };
  data.forEach((row, i) => {
    if (!row.some(Boolean)) return;
    const contact = rowToContact(labels, kinds, row, `row ${dataStart + i + 1}`);
    if (contact) reading.contacts.push(contact);
    else reading.unnamedRows++;
  });
  return reading;
}

export function readCsvFile(bytes: Uint8Array): SheetReading {
  const { text, encoding } = decodeText(bytes);
  const delimiter = detectDelimiter(text);
  return { ...readTable(parseCsv(text, delimiter)), encoding, delimiter };
}

export function readSpreadsheetFile(bytes: Uint8Array): SheetReading {
  const workbook = XLSX.read(bytes, { type: 'buffer', dense: true });
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet) return readTable([]);
  const rows = XLSX.utils.sheet_to_json<string[]>(sheet, {
    header: 1,
    raw: false,
    defval: '',
    blankrows: true,
  });
  return readTable(rows);
}

// What every import format reads a row or a card into before it becomes a client:
// loose text exactly as found in the file, so the one mapper (contact-to-client.ts)
// applies the same rules to CSV, Excel and VCF.
import type { AddressType, EmailType, PhoneType } from '../clients';

export type ImportPhone = { number: string; type: PhoneType; isDefault?: boolean };
export type ImportEmail = { address: string; type: EmailType; isDefault?: boolean };
export type ImportAddress = {
  line1?: string;
  line2?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
  type: AddressType;
  isDefault?: boolean;
};
export type ImportWebsite = { url: string; label?: string; isDefault?: boolean };

export type ImportContact = {
  name?: string;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  company?: string;
  position?: string;
  notes?: string;
  tags: string[];
  /** As written in the file, e.g. "$1,500.50". */
  estimatedValue?: string;
  leadScore?: string;
  leadSource?: string;
  expectedCloseDate?: string;
  /** A status as written ("Qualified", "closed_won"); absent: a new lead. */
  status?: string;
  /** A member's name or e-mail as written in an owner column; the server resolves it. */
  owner?: string;
  /** When the client was created / last contacted, as written (our export: ISO timestamps). */
  createdAt?: string;
  lastContactedAt?: string;
  phones: ImportPhone[];
  emails: ImportEmail[];
  addresses: ImportAddress[];
  websites: ImportWebsite[];
  /** Custom field id → the cell's text as written; the server reads it as the field's type. */
  custom?: Record<string, string>;
};

export function emptyContact(): ImportContact {
  return { tags: [], phones: [], emails: [], addresses: [], websites: [] };
}

/** One input unit that failed, as the import's result lists it. */
export type ImportFailure = { line: number; name: string; reason: string };

/** The NDJSON lines POST /api/v1/clients/import answers with. */
export type ImportProgressLine =
  | { type: 'progress'; processed: number; total: number | null }
  | {
      type: 'done';
      total: number;
      /** New clients created. */
      imported: number;
      /** Existing clients updated from their duplicate row ("update" mode). */
      updated?: number;
      /** Rows left out as duplicates of stored clients ("skip" mode). */
      skipped?: number;
      failed: ImportFailure[];
      /**
       * Rows refused because the plan holds no more clients, with the plan's usage; `rows`
       * names them with the limit's message (the failed rows' download lists them too),
       * within the cap the failed rows' list has.
       */
      limited?: { count: number; used: number; limit: number; tier: string; rows: ImportFailure[] };
    }
  | { type: 'error'; message: string };

export const IMPORT_EXTENSIONS = ['csv', 'xls', 'xlsx', 'vcf'] as const;
export type ImportFormat = (typeof IMPORT_EXTENSIONS)[number];
/** What the file picker offers. */
export const IMPORT_ACCEPT = '.csv,.xls,.xlsx,.vcf';
const MB = 1024 * 1024;
/**
 * The largest file each format may be. CSV and vCard files are read row by row as they
 * arrive, so memory stays flat at any size: a million-row export fits (HubSpot takes
 * 512 MB). A spreadsheet is read whole, so it stays small (decision 011).
 */
export const IMPORT_MAX_BYTES: Record<ImportFormat, number> = {
  csv: 512 * MB,
  vcf: 512 * MB,
  xls: 50 * MB,
  xlsx: 50 * MB,
};

/** The format named by a file name's extension, or undefined for anything else. */
export function importFormatOf(filename: string): ImportFormat | undefined {
  const match = /\.([a-z0-9]+)$/i.exec(filename.trim());
  const extension = match?.[1]?.toLowerCase();
  return IMPORT_EXTENSIONS.find((format) => format === extension);
}

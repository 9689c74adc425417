// The import's two requests and their shapes (issue 19): the mapping step first asks
// POST /api/v1/clients/import/preview?filename=… what the file holds (the detected
// header row, the first rows, each column's automatic match); the import itself,
// POST /api/v1/clients/import?filename=…, takes the choices made there as query
// parameters. Without them it matches the columns automatically, as it always did.
import { z } from 'zod';
import { DEFAULT_LEAD_SOURCE, LEAD_SOURCES } from '../clients';
import { ZCustomField } from '../custom-field-schemas';
import { isPhoneCountry } from '../phone-country';
import { ZColumnField } from './column-fields';

/** What happens to a row whose e-mail or phone belongs to a client of the workspace. */
export const DUPLICATE_MODES = ['skip', 'update', 'create'] as const;
export type DuplicateMode = (typeof DUPLICATE_MODES)[number];
export const DUPLICATE_MODE_LABELS: Readonly<Record<DuplicateMode, string>> = {
  skip: 'Skip them',
  update: 'Update the existing client',
  create: 'Create them anyway',
};
export const DEFAULT_DUPLICATE_MODE: DuplicateMode = 'skip';

/** The preview lists this many rows from the top of the sheet (preamble and header included). */
export const PREVIEW_ROWS = 12;
/** A mapping longer than this is not a contact sheet. */
export const MAPPED_COLUMNS_MAX = 500;

const ZFlag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

/** The query parameters of POST /clients/import beside `filename`; every one optional. */
export const ZImportOptionsQuery = z.object({
  /** Index, among the sheet's non-blank rows, of the row the table starts at (header or first data row). */
  headerRow: z.coerce.number().int().min(0).max(1000).optional(),
  /** "1": the table has no header row; `headerRow` is its first contact. */
  firstRowIsData: ZFlag.optional(),
  /** JSON: one entry per column, a ColumnField or null for "don't import". */
  columns: z
    .string()
    .max(100_000)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'columns must be a JSON array' });
        return z.NEVER;
      }
    })
    .pipe(z.array(ZColumnField.nullable()).max(MAPPED_COLUMNS_MAX))
    .optional(),
  /** Given to rows without a lead source of their own. */
  leadSource: z.enum(LEAD_SOURCES).default(DEFAULT_LEAD_SOURCE),
  duplicates: z.enum(DUPLICATE_MODES).default(DEFAULT_DUPLICATE_MODE),
  /**
   * ISO 3166 country (e.g. "DE") in which numbers without a country code are read; the
   * web sends the profile's setting, else the browser's region. Absent: the profile's.
   */
  country: z
    .string()
    .transform((code) => code.toUpperCase())
    .refine(isPhoneCountry, 'country must be a two-letter ISO 3166 code of a country')
    .optional(),
});
export type ImportOptions = z.output<typeof ZImportOptionsQuery>;

/** The file's name tells its format (.csv, .xls, .xlsx, .vcf). */
const ZFileName = z.string().max(1000);
/** Every query parameter of POST /clients/import, as the OpenAPI document lists them. */
export const ZImportQuery = ZImportOptionsQuery.extend({ filename: ZFileName });
/** The query of POST /clients/import/preview. */
export const ZImportPreviewQuery = z.object({ filename: ZFileName });

/** What a refused option says, by parameter: the name and what it takes. */
export const IMPORT_OPTION_ERRORS: Readonly<Record<keyof ImportOptions, string>> = {
  headerRow: 'headerRow must be a row number from 0 to 1000',
  firstRowIsData: 'firstRowIsData must be 1, 0, true or false',
  columns: `columns must be a JSON array of at most ${MAPPED_COLUMNS_MAX} column fields, each a field or null`,
  leadSource: `leadSource must be one of: ${LEAD_SOURCES.join(', ')}`,
  duplicates: `duplicates must be one of: ${DUPLICATE_MODES.join(', ')}`,
  country: 'country must be a two-letter ISO 3166 code',
};

export const ZPreviewColumn = z
  .object({
    /** The header's text, or "Column 3" when the table has no header row. */
    header: z.string().describe('The header’s text, or "Column 3" when the table has none'),
    /** The automatic match; null when the column is left out. */
    field: ZColumnField.nullable().describe('The automatic match; null when left out'),
    /** The column's first non-blank values under the header. */
    samples: z.array(z.string()),
  })
  .meta({ id: 'ImportPreviewColumn' });
export type PreviewColumn = z.infer<typeof ZPreviewColumn>;

export const ZImportPreview = z
  .discriminatedUnion('format', [
    z.object({
      format: z.enum(['csv', 'xls', 'xlsx']),
      /** The sheet's first non-blank rows as text, preamble and header included. */
      rows: z.array(z.array(z.string())),
      /** Detected: index in `rows` where the table starts. */
      headerRow: z.number().int().describe('Detected: index in `rows` where the table starts'),
      /** Detected: the table has no header row (its first row is a contact). */
      firstRowIsData: z.boolean(),
      columns: z.array(ZPreviewColumn),
      /** Whether a name, company, e-mail or phone column was found. */
      usable: z.boolean().describe('Whether a name, company, e-mail or phone column was found'),
      /** The sheet's non-blank rows, when the preview read the whole file (else absent). */
      total: z.number().int().optional(),
      /** The workspace's custom fields: more targets for a column (decision 054). */
      customFields: z.array(ZCustomField),
    }),
    z.object({
      format: z.literal('vcf'),
      /** Cards in the part of the file read for the preview. */
      cards: z.number().int(),
      /** The first cards' names as they will be imported. */
      names: z.array(z.string()),
      /** Whether `cards` counts the whole file (else only its first part). */
      complete: z.boolean().optional(),
    }),
  ])
  .meta({ id: 'ImportPreview' });
export type ImportPreview = z.infer<typeof ZImportPreview>;

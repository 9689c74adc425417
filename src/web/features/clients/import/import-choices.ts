// The mapping step's state (issue 19): the preview the server answered, and what the
// user changed — the header row, "the first row is data", each column's field, the lead
// source for rows without one and what to do with duplicates. Pure: the columns are
// recomputed here with the same core functions the server uses, so picking another
// header row needs no second request.
import { DEFAULT_LEAD_SOURCE, type LeadSource } from '@/core/clients';
import type { CustomField } from '@/core/custom-field-schemas';
import {
  COLUMN_FIELD_CHOICES,
  type ColumnField,
  columnFieldKey,
} from '@/core/import/column-fields';
import { hasUsableColumn } from '@/core/import/csv-columns';
import {
  DEFAULT_DUPLICATE_MODE,
  type DuplicateMode,
  type ImportPreview,
  type PreviewColumn,
} from '@/core/import/import-options';
import { previewColumns, tableLayout } from '@/core/import/table-start';

export type TablePreview = Exclude<ImportPreview, { format: 'vcf' }>;

export type ImportChoices = {
  preview: ImportPreview;
  headerRow: number;
  firstRowIsData: boolean;
  /** The automatic match per column (for the header row chosen). */
  detected: PreviewColumn[];
  /** What each column is imported as; null: not imported. */
  fields: (ColumnField | null)[];
  leadSource: LeadSource;
  duplicates: DuplicateMode;
};

export function initialChoices(preview: ImportPreview): ImportChoices {
  const base = {
    preview,
    leadSource: DEFAULT_LEAD_SOURCE,
    duplicates: DEFAULT_DUPLICATE_MODE,
  };
  if (preview.format === 'vcf') {
    return { ...base, headerRow: 0, firstRowIsData: false, detected: [], fields: [] };
  }
  return {
    ...base,
    headerRow: preview.headerRow,
    firstRowIsData: preview.firstRowIsData,
    detected: preview.columns,
    fields: preview.columns.map((column) => column.field),
  };
}

/** Another header row (or "the first row is data"): the columns are matched afresh. */
export function withTableStart(
  choices: ImportChoices,
  headerRow: number,
  firstRowIsData: boolean,
): ImportChoices {
  if (choices.preview.format === 'vcf') return choices;
  const detected = previewColumns(
    choices.preview.rows,
    { headerRow, firstRowIsData },
    choices.preview.customFields,
  );
  return {
    ...choices,
    headerRow,
    firstRowIsData,
    detected,
    fields: detected.map((column) => column.field),
  };
}

/** The select's value for a field ('' for "Don't import"). */
export function fieldKey(field: ColumnField | null): string {
  return field ? columnFieldKey(field) : '';
}

/**
 * The field a select value stands for: the automatic match when it is chosen again (it
 * may carry a slot, "Phone 2"), else the plain choice of that key, else one of the
 * workspace's custom fields (`custom:<id>`).
 */
export function fieldForKey(
  key: string,
  detected: ColumnField | null,
  customFields: readonly Pick<CustomField, 'id'>[] = [],
): ColumnField | null {
  if (key === '') return null;
  if (detected && columnFieldKey(detected) === key) return detected;
  const builtIn = COLUMN_FIELD_CHOICES.find((choice) => columnFieldKey(choice) === key);
  if (builtIn) return builtIn;
  const custom = customFields.find((field) => `custom:${field.id}` === key);
  return custom ? { kind: 'custom', fieldId: custom.id } : null;
}

export function isUsable(choices: ImportChoices): boolean {
  return choices.preview.format === 'vcf' || hasUsableColumn(choices.fields);
}

/** Whether First/Middle/Last name columns will be joined into the client's name. */
export function combinesNames(fields: readonly (ColumnField | null)[]): boolean {
  const parts = fields.filter(
    (field) =>
      field?.kind === 'firstName' || field?.kind === 'middleName' || field?.kind === 'lastName',
  );
  return parts.length >= 2;
}

/** The rows the import will read, when the preview saw the whole file; else undefined. */
export function rowsToImport(choices: ImportChoices): number | undefined {
  const { preview } = choices;
  if (preview.format === 'vcf') return preview.complete ? preview.cards : undefined;
  if (preview.total === undefined) return undefined;
  const { dataStart } = tableLayout(preview.rows, {
    headerRow: choices.headerRow,
    firstRowIsData: choices.firstRowIsData,
  });
  return Math.max(0, preview.total - dataStart);
}

/** The import's query parameters for these choices (beside `filename`). */
export function importQuery(
  choices: ImportChoices,
  country?: string | null,
): Record<string, string> {
  const query: Record<string, string> = {
    leadSource: choices.leadSource,
    duplicates: choices.duplicates,
  };
  if (country) query.country = country;
  if (choices.preview.format !== 'vcf') {
    query.headerRow = String(choices.headerRow);
    query.firstRowIsData = choices.firstRowIsData ? '1' : '0';
    query.columns = JSON.stringify(choices.fields);
  }
  return query;
}

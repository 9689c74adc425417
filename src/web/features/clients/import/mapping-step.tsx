// The import's mapping step (issue 19): what the file holds and how it will be read —
// the header row (preamble lines skipped), "the first row is data", each column's
// match (editable, or "Don't import"), the lead source for rows without one, and what
// to do with duplicates — before "Import N rows". A VCF shows its cards instead of
// columns. The column table scrolls sideways inside the dialog on a phone.
import { useId } from 'react';
import { LEAD_SOURCE_LABELS, LEAD_SOURCES, type LeadSource } from '@/core/clients';
import {
  COLUMN_FIELD_CHOICES,
  columnFieldKey,
  columnFieldLabel,
} from '@/core/import/column-fields';
import { DUPLICATE_MODE_LABELS, DUPLICATE_MODES } from '@/core/import/import-options';
import { IMPORT_MESSAGES } from '@/core/messages';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import {
  combinesNames,
  fieldForKey,
  fieldKey,
  type ImportChoices,
  isUsable,
  rowsToImport,
  type TablePreview,
  withTableStart,
} from './import-choices';

const count = new Intl.NumberFormat('en-US');
const DONT_IMPORT = "Don't import";

/** "Row 3: First Name, Last Name, URL…" — a row as the header select lists it. */
function rowLabel(row: readonly string[], index: number): string {
  const text = row.filter((cell) => cell.trim() !== '').join(', ');
  return `Row ${index + 1}: ${text.length > 60 ? `${text.slice(0, 59)}…` : text}`;
}

function TableStartFields({
  preview,
  choices,
  onChange,
}: {
  preview: TablePreview;
  choices: ImportChoices;
  onChange(next: ImportChoices): void;
}) {
  const headerId = useId();
  const dataId = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor={headerId}>
          {choices.firstRowIsData ? 'First row of the table' : 'Header row'}
        </Label>
        <Select
          id={headerId}
          value={String(choices.headerRow)}
          onChange={(event) =>
            onChange(withTableStart(choices, Number(event.target.value), choices.firstRowIsData))
          }
        >
          {preview.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the file
            <option key={index} value={index}>
              {rowLabel(row, index)}
            </option>
          ))}
        </Select>
      </div>
      <label htmlFor={dataId} className="flex min-h-10 items-center gap-2 text-sm">
        <input
          id={dataId}
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={choices.firstRowIsData}
          onChange={(event) =>
            onChange(withTableStart(choices, choices.headerRow, event.target.checked))
          }
        />
        The first row is data
      </label>
    </div>
  );
}

function ColumnTable({
  choices,
  onChange,
}: {
  choices: ImportChoices;
  onChange(next: ImportChoices): void;
}) {
  if (choices.detected.length === 0) {
    return <p className="text-sm text-muted-foreground">This row has no columns.</p>;
  }
  // The workspace's custom fields are targets too (decision 054); a VCF has no columns.
  const customFields = choices.preview.format === 'vcf' ? [] : choices.preview.customFields;
  return (
    // The table keeps its width; on a phone it scrolls sideways inside the dialog.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard
    <section className="-mx-1 overflow-x-auto px-1" tabIndex={0} aria-label="Columns">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              Column
            </th>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              First values
            </th>
            <th scope="col" className="py-1.5 font-medium">
              Import as
            </th>
          </tr>
        </thead>
        <tbody>
          {choices.detected.map((column, index) => {
            const field = choices.fields[index] ?? null;
            const detected = column.field;
            // The automatic match may be finer than the choices ("Phone 2 type"): listed too.
            const extra =
              detected &&
              detected.kind !== 'custom' &&
              !COLUMN_FIELD_CHOICES.some(
                (choice) => columnFieldKey(choice) === columnFieldKey(detected),
              )
                ? detected
                : null;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions in the row
              <tr key={index} className="border-t border-border align-top">
                <th scope="row" className="max-w-40 py-2 pr-3 font-medium break-words">
                  {column.header}
                </th>
                <td className="max-w-48 py-2 pr-3 text-muted-foreground">
                  {column.samples.length > 0 ? (
                    column.samples.map((sample, at) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: samples may repeat
                      <span key={at} className="block truncate" title={sample}>
                        {sample}
                      </span>
                    ))
                  ) : (
                    <span className="italic">empty</span>
                  )}
                </td>
                <td className="w-56 py-2">
                  <Select
                    aria-label={`Import “${column.header}” as`}
                    value={fieldKey(field)}
                    onChange={(event) => {
                      const fields = [...choices.fields];
                      fields[index] = fieldForKey(event.target.value, detected, customFields);
                      onChange({ ...choices, fields });
                    }}
                  >
                    <option value="">{DONT_IMPORT}</option>
                    {extra ? (
                      <option value={columnFieldKey(extra)}>{columnFieldLabel(extra)}</option>
                    ) : null}
                    {COLUMN_FIELD_CHOICES.map((choice) => (
                      <option key={columnFieldKey(choice)} value={columnFieldKey(choice)}>
                        {columnFieldLabel(choice)}
                      </option>
                    ))}
                    {customFields.length > 0 ? (
                      <optgroup label="Custom fields">
                        {customFields.map((custom) => (
                          <option key={custom.id} value={`custom:${custom.id}`}>
                            {custom.label}
                          </option>
                        ))}
                      </optgroup>
                    ) : null}
                  </Select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function RowChoices({
  choices,
  onChange,
}: {
  choices: ImportChoices;
  onChange(next: ImportChoices): void;
}) {
  const sourceId = useId();
  const duplicatesName = useId();
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={sourceId}>Lead source for rows without one</Label>
        <Select
          id={sourceId}
          value={choices.leadSource}
          onChange={(event) =>
            onChange({ ...choices, leadSource: event.target.value as LeadSource })
          }
        >
          {LEAD_SOURCES.map((source) => (
            <option key={source} value={source}>
              {LEAD_SOURCE_LABELS[source]}
            </option>
          ))}
        </Select>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Duplicates (same e-mail or phone)</legend>
        {DUPLICATE_MODES.map((mode) => (
          <label key={mode} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={duplicatesName}
              value={mode}
              className="mt-0.5 size-4 accent-brand-600"
              checked={choices.duplicates === mode}
              onChange={() => onChange({ ...choices, duplicates: mode })}
            />
            <span>
              <span className="font-medium">{DUPLICATE_MODE_LABELS[mode]}</span>
              <span className="block text-muted-foreground">
                {IMPORT_MESSAGES.duplicateHelp[mode]}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}

export function MappingStep({
  fileName,
  choices,
  onChange,
  onImport,
  onBack,
}: {
  fileName: string;
  choices: ImportChoices;
  onChange(next: ImportChoices): void;
  onImport(): void;
  onBack(): void;
}) {
  const { preview } = choices;
  const usable = isUsable(choices);
  const rows = rowsToImport(choices);
  const noun = preview.format === 'vcf' ? 'contact' : 'row';
  const action =
    rows === undefined
      ? `Import all ${noun}s`
      : `Import ${count.format(rows)} ${rows === 1 ? noun : `${noun}s`}`;
  return (
    <div className="grid min-w-0 gap-5">
      <p className="text-sm break-words text-muted-foreground">{fileName}</p>
      {preview.format === 'vcf' ? (
        <div className="grid gap-1 text-sm">
          <p>
            {preview.complete
              ? `${count.format(preview.cards)} ${preview.cards === 1 ? 'contact card' : 'contact cards'}`
              : `${count.format(preview.cards)}+ contact cards`}
          </p>
          {preview.names.length > 0 ? (
            <ul className="list-inside list-disc text-muted-foreground">
              {preview.names.map((name, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat
                <li key={index} className="truncate">
                  {name || 'Without a name'}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <>
          <TableStartFields preview={preview} choices={choices} onChange={onChange} />
          <ColumnTable choices={choices} onChange={onChange} />
          {combinesNames(choices.fields) ? (
            <p className="text-sm text-muted-foreground">
              First, middle and last name are combined into the client's name.
            </p>
          ) : null}
          {!usable ? <Alert variant="destructive">{IMPORT_MESSAGES.noUsableColumn}</Alert> : null}
        </>
      )}
      <RowChoices choices={choices} onChange={onChange} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack}>
          Choose another file
        </Button>
        <Button onClick={onImport} disabled={!usable}>
          {action}
        </Button>
      </div>
    </div>
  );
}

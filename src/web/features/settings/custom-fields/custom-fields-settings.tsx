// Settings > Custom fields (decision 049): the current workspace's fields, in order, with
// add, edit (label, a select's options), delete (confirmed: values go too) and move
// up/down. Everyone who may view clients sees the list; only those who may edit the
// workspace's settings (everyone in Personal) get the controls — the server checks again.
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { CUSTOM_FIELD_TYPES, type CustomField, isSelect } from '@/core/custom-field-schemas';
import { CUSTOM_FIELD_MESSAGES as M } from '@/core/messages';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { LoadError } from '@/web/components/load-error';
import { useCurrentOrganization } from '@/web/features/organizations/public';
import { isApiError } from '@/web/lib/api';
import {
  type CustomFieldInput,
  useCreateCustomField,
  useCustomFields,
  useDeleteCustomField,
  useReorderCustomFields,
  useUpdateCustomField,
} from './api';

type Draft = {
  label: string;
  type: CustomField['type'];
  options: { id?: string; label: string }[];
};

function FieldEditor({ field, onDone }: { field?: CustomField; onDone: () => void }) {
  const id = useId();
  const create = useCreateCustomField();
  const update = useUpdateCustomField();
  const [draft, setDraft] = useState<Draft>({
    label: field?.label ?? '',
    type: field?.type ?? 'text',
    options: field?.options.map((option) => ({ ...option })) ?? [],
  });
  const pending = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const fieldErrors = isApiError(error) ? (error.fields ?? {}) : {};
  const selects = isSelect(draft.type);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      label: draft.label,
      ...(selects ? { options: draft.options.filter((option) => option.label.trim() !== '') } : {}),
    } satisfies CustomFieldInput;
    if (field) update.mutate({ id: field.id, ...body }, { onSuccess: onDone });
    else create.mutate({ ...body, type: draft.type }, { onSuccess: onDone });
  };
  const setOption = (index: number, label: string) =>
    setDraft((d) => ({
      ...d,
      options: d.options.map((option, i) => (i === index ? { ...option, label } : option)),
    }));

  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-lg border p-3"
      aria-label={field ? M.edit : M.add}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor={`${id}-label`}>{M.label}</Label>
          <Input
            id={`${id}-label`}
            value={draft.label}
            maxLength={60}
            autoFocus
            aria-invalid={fieldErrors.label ? true : undefined}
            onChange={(event) => setDraft((d) => ({ ...d, label: event.target.value }))}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-type`}>{M.type}</Label>
          <Select
            id={`${id}-type`}
            value={draft.type}
            disabled={field !== undefined}
            onChange={(event) =>
              setDraft((d) => ({
                ...d,
                type: event.target.value as Draft['type'],
                options: d.options.length > 0 ? d.options : [{ label: '' }],
              }))
            }
          >
            {CUSTOM_FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {M.typeNames[type]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {selects ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{M.options}</legend>
          {draft.options.map((option, index) => (
            <div key={option.id ?? `new-${index}`} className="flex gap-2">
              <Input
                aria-label={M.optionLabel(index + 1)}
                value={option.label}
                maxLength={60}
                onChange={(event) => setOption(index, event.target.value)}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={M.removeOption(option.label || String(index + 1))}
                onClick={() =>
                  setDraft((d) => ({ ...d, options: d.options.filter((_, i) => i !== index) }))
                }
              >
                <X aria-hidden="true" />
              </Button>
            </div>
          ))}
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setDraft((d) => ({ ...d, options: [...d.options, { label: '' }] }))}
          >
            <Plus aria-hidden="true" />
            {M.addOption}
          </Button>
        </fieldset>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {M.save}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function FieldRow({
  field,
  index,
  count,
  mayEdit,
  onMove,
}: {
  field: CustomField;
  index: number;
  count: number;
  mayEdit: boolean;
  onMove: (from: number, to: number) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCustomField();
  if (editing) return <FieldEditor field={field} onDone={() => setEditing(false)} />;
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-lg border px-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{field.label}</p>
        <p className="text-sm text-muted-foreground">
          {M.typeNames[field.type]}
          {field.options.length > 0 ? ` · ${field.options.map((o) => o.label).join(', ')}` : ''}
        </p>
      </div>
      {mayEdit ? (
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={M.moveUp(field.label)}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={M.moveDown(field.label)}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`${M.edit}: ${field.label}`}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button variant="ghost" size="icon" aria-label={`${M.delete}: ${field.label}`}>
                <Trash2 aria-hidden="true" />
              </Button>
            }
            title={M.delete}
            description={M.deleteConfirm(field.label)}
            error={remove.error?.message ?? null}
            confirmLabel={M.delete}
            pendingLabel={M.delete}
            confirmVariant="destructive"
            isPending={remove.isPending}
            onConfirm={() => remove.mutate(field.id, { onSuccess: () => setConfirming(false) })}
          />
        </div>
      ) : null}
    </li>
  );
}

export function CustomFieldsSettings() {
  const fields = useCustomFields();
  const reorder = useReorderCustomFields();
  const { allows } = useCurrentOrganization();
  const mayEdit = allows('settings.edit');
  const [adding, setAdding] = useState(false);

  const move = (from: number, to: number) => {
    const ids = (fields.data ?? []).map((field) => field.id);
    const [moved] = ids.splice(from, 1);
    if (moved === undefined) return;
    ids.splice(to, 0, moved);
    reorder.mutate(ids);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{M.sectionTitle}</CardTitle>
        <CardDescription>{M.sectionHint}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {!mayEdit ? <Alert variant="info">{M.noPermission}</Alert> : null}
        {fields.isPending ? (
          <div
            role="status"
            aria-busy="true"
            aria-label="Loading the custom fields"
            className="space-y-2"
          >
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : fields.isError ? (
          <LoadError what={M.sectionTitle} error={fields.error} onRetry={fields.refetch} />
        ) : fields.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{M.empty}</p>
        ) : (
          <ul className="space-y-2" aria-label={M.sectionTitle}>
            {fields.data.map((field, index) => (
              <FieldRow
                key={field.id}
                field={field}
                index={index}
                count={fields.data.length}
                mayEdit={mayEdit}
                onMove={move}
              />
            ))}
          </ul>
        )}
        {reorder.error ? (
          <p role="alert" className="text-sm text-destructive">
            {reorder.error.message}
          </p>
        ) : null}
        {mayEdit ? (
          adding ? (
            <FieldEditor onDone={() => setAdding(false)} />
          ) : (
            <Button variant="outline" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              {M.add}
            </Button>
          )
        ) : null}
      </CardContent>
    </Card>
  );
}

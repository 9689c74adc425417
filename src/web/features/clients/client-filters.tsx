// The clients' Filters control (issue 20): a dialog to set the filters, the active ones
// as removable chips, and "Clear all". Every filter lives in the URL under its readable
// name (?tags=a,b&source=referral&value_min=1000&not_contacted=30&task=overdue), so a
// reload or a shared link shows the same list, board or table alike.
import { Filter, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  CLIENT_FILTER_PARAMS,
  type ClientFilterParam,
  splitList,
  TASK_FILTERS,
  type TaskFilter,
  ZClientFilterQuery,
} from '@/core/client-filter-schemas';
import {
  CLIENT_STATUS_LABELS,
  type ClientStatus,
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
} from '@/core/clients';
import { FILTER_MESSAGES } from '@/core/messages';
import { Button } from '@/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/ui/dialog';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';

type Filters = Partial<Record<ClientFilterParam, string>>;
type Changes = Partial<Record<ClientFilterParam, string | null>>;

const TASK_LABELS: Record<TaskFilter, string> = {
  open: FILTER_MESSAGES.taskOpen,
  overdue: FILTER_MESSAGES.taskOverdue,
  none: FILTER_MESSAGES.taskNone,
};

/** One chip per active filter (ranges as one chip), each with what removes it. */
function chipsOf(
  filters: Filters,
  statuses: readonly ClientStatus[],
): { key: string; label: string; clears: ClientFilterParam[] }[] {
  const chips: { key: string; label: string; clears: ClientFilterParam[] }[] = [];
  // The statuses are chosen in the toolbar's own menu, and shown and removed here too.
  if (statuses.length > 0)
    chips.push({
      key: 'status',
      label: `${FILTER_MESSAGES.status}: ${statuses.map((status) => CLIENT_STATUS_LABELS[status]).join(', ')}`,
      clears: ['status'],
    });
  if (filters.tags)
    chips.push({
      key: 'tags',
      label: `${FILTER_MESSAGES.tags}: ${splitList(filters.tags).join(', ')}`,
      clears: ['tags'],
    });
  if (filters.source) {
    const names = splitList(filters.source).map(
      (source) => LEAD_SOURCE_LABELS[source as keyof typeof LEAD_SOURCE_LABELS] ?? source,
    );
    chips.push({
      key: 'source',
      label: `${FILTER_MESSAGES.source}: ${names.join(', ')}`,
      clears: ['source'],
    });
  }
  const range = (key: string, label: string, from: ClientFilterParam, to: ClientFilterParam) => {
    const start = filters[from];
    const end = filters[to];
    if (!start && !end) return;
    const text = start && end ? `${start} – ${end}` : start ? `≥ ${start}` : `≤ ${end}`;
    chips.push({ key, label: `${label}: ${text}`, clears: [from, to] });
  };
  range('value', FILTER_MESSAGES.value, 'value_min', 'value_max');
  range('close', FILTER_MESSAGES.closeDate, 'close_from', 'close_to');
  range('created', FILTER_MESSAGES.created, 'created_from', 'created_to');
  if (filters.not_contacted)
    chips.push({
      key: 'not_contacted',
      label: FILTER_MESSAGES.notContactedChip(Number(filters.not_contacted)),
      clears: ['not_contacted'],
    });
  if (filters.task && filters.task in TASK_LABELS)
    chips.push({ key: 'task', label: TASK_LABELS[filters.task as TaskFilter], clears: ['task'] });
  return chips;
}

function FiltersDialog({
  open,
  onOpenChange,
  filters,
  onApply,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: Filters;
  onApply: (changes: Changes) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<Filters>(filters);
  const [error, setError] = useState<string | null>(null);
  const set = (name: ClientFilterParam, value: string) =>
    setDraft((current) => ({ ...current, [name]: value }));
  const sources = new Set(splitList(draft.source ?? ''));
  const toggleSource = (source: string) => {
    const next = new Set(sources);
    if (next.has(source)) next.delete(source);
    else next.add(source);
    set('source', [...next].join(','));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entries = Object.entries(draft).filter(([, value]) => value && value.trim() !== '');
    // The server's own rules, checked before the URL changes.
    const parsed = ZClientFilterQuery.safeParse(Object.fromEntries(entries));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    const changes: Changes = {};
    for (const name of CLIENT_FILTER_PARAMS) {
      if (name === 'status') continue;
      changes[name] = draft[name]?.trim() || null;
    }
    onApply(changes);
    onOpenChange(false);
  };

  const field = (name: ClientFilterParam, label: string, type = 'text', extra = {}) => (
    <div className="grid gap-1">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        type={type}
        value={draft[name] ?? ''}
        onChange={(event) => set(name, event.target.value)}
        {...extra}
      />
    </div>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setDraft(filters);
          setError(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{FILTER_MESSAGES.filters}</DialogTitle>
          <DialogDescription>{FILTER_MESSAGES.addFilter}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          {field('tags', `${FILTER_MESSAGES.tags} (a, b)`)}
          <fieldset className="grid gap-1">
            <legend className="text-sm font-medium">{FILTER_MESSAGES.source}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {LEAD_SOURCES.map((source) => (
                <label key={source} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={sources.has(source)}
                    onChange={() => toggleSource(source)}
                  />
                  {LEAD_SOURCE_LABELS[source]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid grid-cols-2 gap-3">
            {field('value_min', FILTER_MESSAGES.valueMin, 'text', { inputMode: 'decimal' })}
            {field('value_max', FILTER_MESSAGES.valueMax, 'text', { inputMode: 'decimal' })}
            {field('close_from', `${FILTER_MESSAGES.closeDate}: ${FILTER_MESSAGES.from}`, 'date')}
            {field('close_to', `${FILTER_MESSAGES.closeDate}: ${FILTER_MESSAGES.to}`, 'date')}
            {field('created_from', `${FILTER_MESSAGES.created}: ${FILTER_MESSAGES.from}`, 'date')}
            {field('created_to', `${FILTER_MESSAGES.created}: ${FILTER_MESSAGES.to}`, 'date')}
          </div>
          {field('not_contacted', FILTER_MESSAGES.notContacted, 'text', { inputMode: 'numeric' })}
          <div className="grid gap-1">
            <Label htmlFor={`${id}-task`}>{FILTER_MESSAGES.task}</Label>
            <Select
              id={`${id}-task`}
              value={draft.task ?? ''}
              onChange={(event) => set('task', event.target.value)}
            >
              <option value="">{FILTER_MESSAGES.any}</option>
              {TASK_FILTERS.map((task) => (
                <option key={task} value={task}>
                  {TASK_LABELS[task]}
                </option>
              ))}
            </Select>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit">{FILTER_MESSAGES.apply}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The Filters button, and the active filters (the statuses too) as chips with "Clear all". */
export function ClientFilters({
  filters,
  statuses,
  onChange,
}: {
  filters: Filters;
  statuses: readonly ClientStatus[];
  onChange: (changes: Changes) => void;
}) {
  const [open, setOpen] = useState(false);
  const chips = chipsOf(filters, statuses);
  // The button counts what its dialog sets (the statuses have their own menu).
  const inDialog = chips.filter((chip) => chip.key !== 'status').length;
  const clearAll = () => onChange(Object.fromEntries(CLIENT_FILTER_PARAMS.map((n) => [n, null])));
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Filter aria-hidden="true" />
        {FILTER_MESSAGES.filters}
        {inDialog > 0 ? ` (${inDialog})` : ''}
      </Button>
      {chips.length > 0 ? (
        <ul className="flex flex-wrap items-center gap-2" aria-label="Active filters">
          {chips.map((chip) => (
            <li
              key={chip.key}
              className="inline-flex max-w-full items-center gap-1 rounded-full border bg-muted px-3 py-1 text-sm"
            >
              <span className="truncate">{chip.label}</span>
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-background focus-visible:outline-2"
                aria-label={FILTER_MESSAGES.removeFilter(chip.label)}
                onClick={() => onChange(Object.fromEntries(chip.clears.map((n) => [n, null])))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
          <li>
            <Button type="button" variant="ghost" size="sm" onClick={clearAll}>
              {FILTER_MESSAGES.clearAll}
            </Button>
          </li>
        </ul>
      ) : null}
      <FiltersDialog open={open} onOpenChange={setOpen} filters={filters} onApply={onChange} />
    </div>
  );
}

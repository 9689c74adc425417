// "Date overrides" (issue 21): one set's dates with other hours or none (the host's own,
// or an event type's, which win over the host's for that event type), from today on:
// the list with its loading, error and empty states, and add, edit and delete.
import { CalendarOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import type { DateOverride } from '@/core/scheduling-schemas';
import { TEAM_DATE_OVERRIDE_MESSAGES as TD } from '@/core/team-event-type-schemas';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { useCurrentOrganization } from '@/web/features/organizations/public';
import { errorMessage } from '@/web/lib/api';
import {
  useDateOverrides,
  useDeleteDateOverride,
  useSaveDateOverride,
} from '../api/date-overrides';
import { ConfirmDialog } from '../confirm-dialog';
import { formatTimeRange } from '../format';
import {
  useDeleteTeamDateOverride,
  useSaveTeamDateOverride,
  useTeamDateOverrides,
} from '../team-event-types/api/team-date-overrides-api';
import { DateOverrideForm, type OverrideSave } from './date-override-form';

/** An override as either list answers it (a team event type's carries its zone). */
type ListedOverride = DateOverride & { timeZone?: string };

/** '2027-05-04' → 'Tue, May 4, 2027' (a calendar date: no zone moves it). */
function formatDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
}

export function overrideDates(override: ListedOverride): string {
  return override.startDate === override.endDate
    ? formatDay(override.startDate)
    : `${formatDay(override.startDate)} – ${formatDay(override.endDate)}`;
}

function overrideHours(override: ListedOverride): string {
  const zone = override.timeZone ? ` (${TD.inZone(override.timeZone)})` : '';
  if (override.windows.length === 0) return `${M.unavailableAllDay}${zone}`;
  return override.windows.map((w) => formatTimeRange(w.startTime, w.endTime)).join(', ') + zone;
}

/** The host's own overrides, or a personal event type's. */
export function DateOverrides({ eventTypeId }: { eventTypeId: string | null }) {
  const save = useSaveDateOverride();
  return (
    <DateOverridesList
      overrides={useDateOverrides(eventTypeId)}
      remove={useDeleteDateOverride()}
      save={{
        isPending: save.isPending,
        submit: (id, draft, done) => save.mutate({ id, input: { eventTypeId, ...draft } }, done),
      }}
    />
  );
}

/** A team event type's overrides (decision 077): for every host, in a zone chosen here. */
export function TeamDateOverrides({ eventTypeId }: { eventTypeId: string }) {
  const save = useSaveTeamDateOverride(eventTypeId);
  return (
    <DateOverridesList
      withZone
      overrides={useTeamDateOverrides(eventTypeId)}
      remove={useDeleteTeamDateOverride(eventTypeId)}
      save={{
        isPending: save.isPending,
        submit: (id, draft, done) =>
          save.mutate({ id, input: { ...draft, timeZone: draft.timeZone ?? '' } }, done),
      }}
    />
  );
}

function DateOverridesList({
  overrides,
  remove,
  save,
  withZone = false,
}: {
  overrides: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: ListedOverride[] | undefined;
    refetch: () => unknown;
  };
  remove: {
    isPending: boolean;
    error: Error | null;
    reset: () => void;
    mutate: (id: string, options: { onSuccess: () => void }) => void;
  };
  save: OverrideSave;
  withZone?: boolean;
}) {
  const [form, setForm] = useState<'add' | ListedOverride | null>(null);
  const [deleting, setDeleting] = useState<ListedOverride | null>(null);
  const canEdit = useCurrentOrganization().allows('scheduling.edit');

  let list: React.ReactNode;
  if (overrides.isPending) {
    list = (
      <div className="grid gap-2" role="status" aria-label="Loading date overrides">
        <Skeleton className="h-11 w-full" />
      </div>
    );
  } else if (overrides.isError) {
    list = (
      <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
        <span>{M.loadDateOverridesFailed(errorMessage(overrides.error))}</span>
        <Button size="sm" variant="outline" onClick={() => void overrides.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (!overrides.data || overrides.data.length === 0) {
    list = (
      <div className="flex items-start gap-2 rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
        <CalendarOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          <span className="font-medium text-foreground">{M.noDateOverrides}.</span>{' '}
          {M.noDateOverridesHint}
        </p>
      </div>
    );
  } else {
    list = (
      <ul
        className="divide-y divide-border rounded-lg border border-border"
        aria-label={M.dateOverrides}
      >
        {overrides.data.map((override) => {
          const label = overrideDates(override);
          return (
            <li
              key={override.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2"
              data-testid="date-override"
            >
              <span className="min-w-48 flex-1 text-sm font-medium">{label}</span>
              <span className="text-sm">{overrideHours(override)}</span>
              {canEdit ? (
                <span className="flex">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit date override ${label}`}
                    onClick={() => setForm(override)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-destructive"
                    aria-label={`Delete date override ${label}`}
                    onClick={() => {
                      remove.reset();
                      setDeleting(override);
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="grid gap-3">
      {list}
      {canEdit && form === null ? (
        <div>
          <Button variant="outline" onClick={() => setForm('add')}>
            <Plus aria-hidden="true" />
            Add date override
          </Button>
        </div>
      ) : null}
      {form !== null ? (
        <DateOverrideForm
          key={form === 'add' ? 'add' : form.id}
          save={save}
          withZone={withZone}
          {...(form === 'add' ? {} : { editing: form })}
          onDone={() => setForm(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete date override"
        description={M.deleteDateOverrideConfirm}
        confirmLabel="Delete"
        isPending={remove.isPending}
        error={remove.error}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      />
    </div>
  );
}

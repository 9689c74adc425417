// The team workspace's event types (issue 22), under the personal ones on the Event Types
// tab: the list with its empty, loading and error states, the create/edit dialog and the
// delete confirmation. Without scheduling edit the list is shown, not changed.
import { Plus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { TEAM_EVENT_TYPE_MESSAGES as M, type TeamEventType } from '@/core/team-event-type-schemas';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { useCurrentOrganization } from '@/web/features/organizations/public';
import { errorMessage } from '@/web/lib/api';
import { ConfirmDialog } from '../confirm-dialog';
import { useDeleteTeamEventType, useTeamEventTypes } from './api/team-event-types-api';
import { TeamEventTypeFormDialog } from './team-event-type-form-dialog';
import { TeamEventTypeRow } from './team-event-type-row';

type FormState = { open: false } | { open: true; eventType?: TeamEventType };

export function TeamEventTypesPanel() {
  const current = useCurrentOrganization();
  const eventTypes = useTeamEventTypes();
  const remove = useDeleteTeamEventType();
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<TeamEventType | null>(null);
  const canEdit = current.allows('scheduling.edit');

  let list: React.ReactNode;
  if (eventTypes.isPending) {
    list = (
      <div className="grid gap-3" role="status" aria-label="Loading team event types">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else if (eventTypes.isError) {
    list = (
      <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
        <span>{M.loadFailed(errorMessage(eventTypes.error))}</span>
        <Button size="sm" variant="outline" onClick={() => void eventTypes.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (eventTypes.data.length === 0) {
    list = (
      <Card className="grid justify-items-center gap-3 p-10 text-center">
        <UsersRound className="size-8 text-brand-600" aria-hidden="true" />
        <p className="text-lg font-semibold">{M.noTeamEventTypes}</p>
        <p className="text-sm text-muted-foreground">{M.noTeamEventTypesHint}</p>
      </Card>
    );
  } else {
    list = (
      <ul className="grid grid-cols-1 gap-3" aria-label={M.heading}>
        {eventTypes.data.map((eventType) => (
          <TeamEventTypeRow
            key={eventType.id}
            eventType={eventType}
            onEdit={canEdit ? () => setForm({ open: true, eventType }) : undefined}
            onDelete={
              canEdit
                ? () => {
                    remove.reset();
                    setDeleting(eventType);
                  }
                : undefined
            }
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="grid grid-cols-1 gap-4" aria-labelledby="team-event-types-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="team-event-types-heading" className="text-lg font-semibold">
            {M.heading}
          </h2>
          <p className="text-sm text-muted-foreground">{M.intro}</p>
        </div>
        {canEdit ? (
          <Button onClick={() => setForm({ open: true })}>
            <Plus aria-hidden="true" />
            {M.create}
          </Button>
        ) : null}
      </div>
      {list}
      <TeamEventTypeFormDialog
        open={form.open}
        eventType={form.open ? form.eventType : undefined}
        orgSlug={current.organization?.slug ?? ''}
        onOpenChange={(open) => {
          if (!open) setForm({ open: false });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'team event type'}?`}
        description={deleting ? M.deleteConfirm(deleting.name) : ''}
        confirmLabel="Delete Team Event Type"
        isPending={remove.isPending}
        error={remove.error}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(`${deleting.name} deleted`);
              setDeleting(null);
            },
          });
        }}
      />
    </section>
  );
}

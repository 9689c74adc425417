// Create or edit a team event type (issue 22): the personal event type's form (its fields
// are the team schema's too) with the kind and the hosts added; it closes only after a
// successful save, and the server's messages for the kind and hosts stand at them.
import { useId, useState } from 'react';
import {
  TEAM_DATE_OVERRIDE_MESSAGES as D,
  TEAM_EVENT_TYPE_MESSAGES as M,
  type TeamEventType,
  type TeamKind,
} from '@/core/team-event-type-schemas';
import { FormDialog } from '@/web/components/form/form-dialog';
import { useWorkspaceMembers, type WorkspaceMember } from '@/web/features/organizations/public';
import { isApiError } from '@/web/lib/api';
import { TeamDateOverrides } from '../availability/date-overrides';
import { EventTypeForm } from '../event-types/event-type-form';
import {
  EMPTY_EVENT_TYPE_FORM,
  eventTypeToFormValues,
} from '../event-types/event-type-form-values';
import { useSaveTeamEventType } from './api/team-event-types-api';
import { type HostDraft, HostsEditor, hostsInput } from './hosts-editor';

/** The server's messages that belong to the kind and host fields. */
function teamFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.fields) return {};
  return Object.fromEntries(
    Object.entries(error.fields).filter(([key]) => key === 'kind' || key.startsWith('hosts')),
  );
}

export function TeamEventTypeFormDialog({
  open,
  eventType,
  orgSlug,
  onOpenChange,
}: {
  open: boolean;
  /** The team event type to edit; absent to create one. */
  eventType?: TeamEventType;
  orgSlug: string;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      wide
      open={open}
      onOpenChange={onOpenChange}
      title={eventType ? M.edit : M.create}
      description={eventType ? `Change how ${eventType.name} can be booked.` : M.intro}
    >
      {open ? (
        <TeamEventTypeForm
          key={eventType?.id ?? 'new'}
          eventType={eventType}
          orgSlug={orgSlug}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
      {open && eventType ? (
        // Outside the event type's form (a form of its own), saved on its own (decision 077).
        <section
          className="mt-6 grid gap-2 border-t border-border pt-4"
          aria-labelledby={`dates-${eventType.id}`}
        >
          <h3 id={`dates-${eventType.id}`} className="text-base font-semibold">
            {D.heading}
          </h3>
          <p className="text-sm text-muted-foreground">{D.intro}</p>
          <TeamDateOverrides eventTypeId={eventType.id} />
        </section>
      ) : open ? (
        <p className="mt-4 text-sm text-muted-foreground">{D.saveFirst}</p>
      ) : null}
    </FormDialog>
  );
}

function TeamEventTypeForm({
  eventType,
  orgSlug,
  onDone,
}: {
  eventType?: TeamEventType;
  orgSlug: string;
  onDone: () => void;
}) {
  const idPrefix = useId();
  const save = useSaveTeamEventType();
  const workspace = useWorkspaceMembers();
  const { members } = workspace;
  const [kind, setKind] = useState<TeamKind>(eventType?.kind ?? 'round_robin');
  const [hosts, setHosts] = useState<HostDraft[]>(
    eventType?.hosts.map((host) => ({ userId: host.userId, weight: String(host.weight) })) ?? [],
  );
  // The last refusal's messages for these fields: the red box leaves them out, and the
  // hosts' message goes from view once the hosts change.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [hostsChanged, setHostsChanged] = useState(false);
  const shown = hostsChanged
    ? Object.fromEntries(Object.entries(errors).filter(([key]) => key !== 'hosts'))
    : errors;
  // A host who left the workspace still shows (by the name the event type carries) so
  // they can be taken off.
  const choices: WorkspaceMember[] = [
    ...members,
    ...(eventType?.hosts ?? [])
      .filter((host) => !members.some((member) => member.userId === host.userId))
      .map((host) => ({ userId: host.userId, name: host.name })),
  ];

  return (
    <EventTypeForm
      isNew={!eventType}
      initial={eventType ? eventTypeToFormValues(eventType) : EMPTY_EVENT_TYPE_FORM}
      bookingPathPrefix={`/team/${orgSlug}/`}
      submitLabel={eventType ? 'Save Changes' : 'Create Team Event Type'}
      shownElsewhere={errors}
      extraFields={
        <HostsEditor
          idPrefix={idPrefix}
          kind={kind}
          hosts={hosts}
          members={choices}
          membersState={{
            isLoading: workspace.isLoading,
            error: workspace.error,
            onRetry: workspace.retry,
          }}
          errors={shown}
          onKindChange={setKind}
          onHostsChange={(next) => {
            setHosts(next);
            setHostsChanged(true);
          }}
        />
      }
      onSubmit={async (input) => {
        setErrors({});
        setHostsChanged(false);
        try {
          await save.mutateAsync({
            id: eventType?.id ?? null,
            input: { ...input, kind, hosts: hostsInput(kind, hosts) },
          });
        } catch (error) {
          setErrors(teamFieldErrors(error));
          throw error;
        }
        onDone();
      }}
      onCancel={onDone}
    />
  );
}

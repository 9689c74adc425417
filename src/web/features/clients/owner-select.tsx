// The client's owner in the detail panel (issue 18): changes at once, like the status;
// the change is logged on the client and mails the new owner (server side). Team
// workspaces only; read-only for someone who may not change the client.
import { useId } from 'react';
import type { Client } from '@/core/client-schemas';
import { WORKSPACE_MESSAGES } from '@/core/messages';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { useWorkspaceMembers } from '@/web/features/organizations/public';
import { errorMessage } from '@/web/lib/api';
import { useUpdateClient } from './api/save-client';

const UNASSIGNED = '';

export function OwnerSelect({ client, mayEdit }: { client: Client; mayEdit: boolean }) {
  const id = useId();
  const { isTeam, members } = useWorkspaceMembers();
  const update = useUpdateClient();
  if (!isTeam) return null;
  const listed = members.some((member) => member.userId === client.ownerId);
  return (
    <div className="grid min-w-44 flex-1 gap-1.5">
      <Label htmlFor={id}>Owner</Label>
      <Select
        id={id}
        value={client.ownerId ?? UNASSIGNED}
        disabled={!mayEdit || update.isPending}
        onChange={(event) =>
          update.mutate({
            id: client.id,
            changes: { ownerId: event.target.value === UNASSIGNED ? null : event.target.value },
          })
        }
      >
        <option value={UNASSIGNED}>{WORKSPACE_MESSAGES.unassigned}</option>
        {client.ownerId && !listed ? (
          <option value={client.ownerId}>{client.ownerName ?? 'Another member'}</option>
        ) : null}
        {members.map((member) => (
          <option key={member.userId} value={member.userId}>
            {member.name}
          </option>
        ))}
      </Select>
      {update.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(update.error)}
        </p>
      ) : null}
    </div>
  );
}

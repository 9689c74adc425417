// Removing a member asks first (spec §6 "Removal asks confirmation"); the same dialog
// lets a member leave the organization themselves.
import { LogOut, UserMinus } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ORG_MESSAGES, WORKSPACE_MESSAGES } from '@/core/messages';
import { CLIENTS_TO_UNASSIGNED } from '@/core/organization-schemas';
import type { OrganizationDetail } from '@/core/organizations';
import { Button } from '@/ui/button';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useCurrentOrganization } from '../current-organization';
import { useMembers } from './api/list-members';
import { useRemoveMember } from './api/remove-member';
import { toastFailure } from './toast-failure';

type RemoveMemberDialogProps = {
  organization: OrganizationDetail;
  memberId: string;
  /** The member's name, or the organization's when leaving. */
  name: string;
  /** The caller's own membership: "Leave organization". */
  isSelf?: boolean;
};

export function RemoveMemberDialog({
  organization,
  memberId,
  name,
  isSelf = false,
}: RemoveMemberDialogProps) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveMember(organization.id);
  const { setCurrentId } = useCurrentOrganization();
  // Who takes over their clients (issue 18): nothing is deleted with a member.
  const [clientsTo, setClientsTo] = useState(CLIENTS_TO_UNASSIGNED);
  const members = useMembers(organization.id, open);
  const heirs = (members.data?.members ?? []).filter(
    (member) => member.status === 'active' && member.id !== memberId,
  );
  const clientsToId = useId();

  const confirm = () =>
    remove.mutate(
      { memberId, clientsTo },
      {
        onSuccess: () => {
          setOpen(false);
          if (isSelf) {
            toast.success(ORG_MESSAGES.leftOrganization(organization.name));
            setCurrentId(null);
          } else {
            toast.success(ORG_MESSAGES.memberRemoved(name));
          }
        },
        onError: (error) => toastFailure(ORG_MESSAGES.removeMemberFailed, error),
      },
    );

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        isSelf ? (
          <Button variant="outline" size="sm">
            <LogOut aria-hidden="true" />
            Leave organization
          </Button>
        ) : (
          <Button
            variant="outline"
            size="sm"
            className="text-destructive"
            aria-label={`Remove ${name}`}
          >
            <UserMinus aria-hidden="true" />
            Remove
          </Button>
        )
      }
      title={isSelf ? `Leave ${organization.name}?` : `Remove ${name}?`}
      description={
        isSelf
          ? 'You will lose access to this organization until someone invites you again.'
          : `${name} will lose access to ${organization.name} at once.`
      }
      confirmLabel={isSelf ? 'Leave organization' : 'Remove member'}
      pendingLabel="Please wait…"
      isPending={remove.isPending}
      onConfirm={confirm}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={clientsToId}>
          {isSelf ? 'Who takes over your clients?' : `Who takes over ${name}'s clients?`}
        </Label>
        <Select
          id={clientsToId}
          value={clientsTo}
          onChange={(event) => setClientsTo(event.target.value)}
        >
          <option value={CLIENTS_TO_UNASSIGNED}>{WORKSPACE_MESSAGES.unassigned}</option>
          {heirs.map((member) => (
            <option key={member.id} value={member.userId}>
              {member.displayName || member.email}
            </option>
          ))}
        </Select>
        <p className="text-xs text-muted-foreground">
          Their clients, documents and meetings stay in {organization.name}.
        </p>
      </div>
    </ConfirmDialog>
  );
}

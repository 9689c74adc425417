// Removing a member asks first (spec §6 "Removal asks confirmation"); the same dialog
// lets a member leave the organization themselves.
import { LogOut, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ORG_MESSAGES } from '@/core/messages';
import type { OrganizationDetail } from '@/core/organizations';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useCurrentOrganization } from '../current-organization';
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

  const confirm = () =>
    remove.mutate(memberId, {
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
    });

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
    />
  );
}

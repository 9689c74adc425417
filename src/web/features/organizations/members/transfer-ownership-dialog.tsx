// "Make Owner" (spec §6): the owner hands the organization to an active member after
// the spec's confirmation; they stay on as an Admin.
import { Crown } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ORG_MESSAGES } from '@/core/messages';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useTransferOwnership } from './api/transfer-ownership';
import { toastFailure } from './toast-failure';

export function TransferOwnershipDialog({
  organizationId,
  memberId,
  name,
}: {
  organizationId: string;
  memberId: string;
  name: string;
}) {
  const [open, setOpen] = useState(false);
  const transfer = useTransferOwnership(organizationId);

  const confirm = () =>
    transfer.mutate(memberId, {
      onSuccess: () => {
        setOpen(false);
        toast.success(ORG_MESSAGES.ownershipTransferred(name));
      },
      onError: (error) => toastFailure(ORG_MESSAGES.transferFailed, error),
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm" aria-label={`Make Owner: ${name}`}>
          <Crown aria-hidden="true" />
          Make Owner
        </Button>
      }
      title="Make Owner"
      description={ORG_MESSAGES.transferConfirm(name)}
      confirmLabel="Transfer ownership"
      pendingLabel="Transferring…"
      confirmVariant="default"
      isPending={transfer.isPending}
      onConfirm={confirm}
    />
  );
}

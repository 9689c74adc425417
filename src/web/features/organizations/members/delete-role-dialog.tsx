// Deleting a custom role asks first; the server refuses while members still hold it.
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ORG_MESSAGES } from '@/core/messages';
import type { RoleView } from '@/core/organizations';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { errorMessage } from '@/web/lib/api';
import { useDeleteRole } from './api/delete-role';

export function DeleteRoleDialog({
  organizationId,
  role,
}: {
  organizationId: string;
  role: RoleView;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteRole(organizationId);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(isOpen) => {
        setOpen(isOpen);
        if (isOpen) remove.reset();
      }}
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="text-destructive"
          aria-label={`Delete role ${role.name}`}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title={`Delete the role ${role.name}?`}
      description={
        role.memberCount + role.invitationCount > 0
          ? ORG_MESSAGES.roleInUse
          : 'Nobody holds this role.'
      }
      error={remove.isError ? errorMessage(remove.error) : null}
      confirmLabel="Delete role"
      pendingLabel="Deleting…"
      isPending={remove.isPending}
      onConfirm={() =>
        remove.mutate(role.id, {
          onSuccess: () => {
            setOpen(false);
            toast.success(ORG_MESSAGES.roleDeleted);
          },
        })
      }
    />
  );
}

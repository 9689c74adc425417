// Deleting a client asks first (spec §8), in a dialog rather than window.confirm.
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Client } from '@/core/client-schemas';
import { CLIENT_MESSAGES } from '@/core/messages';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { errorMessage } from '@/web/lib/api';
import { useDeleteClient } from './api/delete-client';

export function DeleteClientDialog({
  client,
  onDeleted,
}: {
  client: Client;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteClient();

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm" className="text-destructive">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title={`Delete ${client.name}?`}
      description={CLIENT_MESSAGES.deleteConfirm}
      error={remove.isError ? errorMessage(remove.error) : null}
      confirmLabel="Delete Client"
      pendingLabel="Deleting…"
      isPending={remove.isPending}
      onConfirm={() =>
        remove.mutate(client.id, {
          onSuccess: () => {
            setOpen(false);
            toast.success(CLIENT_MESSAGES.clientDeleted);
            onDeleted();
          },
        })
      }
    />
  );
}

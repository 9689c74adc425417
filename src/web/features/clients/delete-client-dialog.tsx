// Deleting a client asks first (spec §8), in a dialog rather than window.confirm.
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Client } from '@/core/client-schemas';
import { CLIENT_MESSAGES } from '@/core/messages';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/web/components/ui/dialog';
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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-destructive">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog" hideClose>
        <DialogHeader>
          <DialogTitle>Delete {client.name}?</DialogTitle>
          <DialogDescription>{CLIENT_MESSAGES.deleteConfirm}</DialogDescription>
        </DialogHeader>
        {remove.isError ? (
          <p className="text-sm text-destructive" role="alert">
            {errorMessage(remove.error)}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(client.id, {
                onSuccess: () => {
                  setOpen(false);
                  toast.success(CLIENT_MESSAGES.clientDeleted);
                  onDeleted();
                },
              })
            }
          >
            {remove.isPending ? 'Deleting…' : 'Delete Client'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

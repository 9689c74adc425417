// Asks before a destructive action (spec §5: deletions ask first), in a dialog rather
// than window.confirm; it stays open with the server's message when the action fails.
// Scheduling's wording of the shared dialog: "Keep" the slot or booking, "Working…".
import type { ComponentProps } from 'react';
import { ConfirmDialog as SharedConfirmDialog } from '@/web/components/confirm-dialog';
import { errorMessage } from '@/web/lib/api';

type ConfirmDialogProps = Omit<
  ComponentProps<typeof SharedConfirmDialog>,
  'error' | 'cancelLabel' | 'pendingLabel'
> & { error: unknown };

export function ConfirmDialog({ error, ...props }: ConfirmDialogProps) {
  return (
    <SharedConfirmDialog
      {...props}
      error={error ? errorMessage(error) : null}
      cancelLabel="Keep"
      pendingLabel="Working…"
    />
  );
}

// Delete with a confirmation: a link (and its clicks' counter) cannot be brought back.
import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { Button, buttonVariants } from '@/ui/button';

export function DeleteLinkButton({
  title,
  isHeader = false,
  disabled,
  onConfirm,
}: {
  title: string;
  /** A section header: only its title goes. */
  isHeader?: boolean;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" size="icon" disabled={disabled} aria-label={`Delete ${title}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border border-border bg-card p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">
            {isHeader ? 'Delete this section header?' : 'Delete this link?'}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm break-words text-muted-foreground">
            {isHeader
              ? `“${title}” will be removed from your Scale Page; the links under it stay.`
              : `“${title}” will be removed from your Scale Page, together with its image and click count. This cannot be undone.`}
          </AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonVariants({ variant: 'destructive' })}
              onClick={onConfirm}
            >
              Delete
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

// The "are you sure?" dialog before something that cannot be taken back: a title, what
// will happen, Cancel and the action. It stays open with the message when that fails,
// unless the description already says those very words (form-errors.ts).
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/dialog';
import { formLevelMessage } from '@/web/lib/form-errors';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; none when the caller opens it. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** More to show above the message and buttons, such as what is at stake. */
  children?: ReactNode;
  error?: string | null;
  cancelLabel?: string;
  confirmLabel: string;
  pendingLabel: string;
  confirmVariant?: ComponentProps<typeof Button>['variant'];
  isPending: boolean;
  onConfirm: () => void;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  error,
  cancelLabel = 'Cancel',
  confirmLabel,
  pendingLabel,
  confirmVariant = 'destructive',
  isPending,
  onConfirm,
}: ConfirmDialogProps) {
  const shownError = formLevelMessage(error, {
    description: typeof description === 'string' ? description : null,
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent role="alertdialog" hideClose>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {shownError ? (
          <p className="text-sm text-destructive" role="alert">
            {shownError}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">{cancelLabel}</Button>
          </DialogClose>
          <Button variant={confirmVariant} disabled={isPending} onClick={onConfirm}>
            {isPending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

// The frame of the organization's small form dialogs (invite a member, create or edit a
// role): title and description, the server's or the schema's problem above the fields
// unless a field already shows it beside its input, then Cancel and the submit button,
// which waits while the request is in flight.
import type { ReactNode } from 'react';
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
import { FormAlert } from '@/web/components/form-alert';

export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  problem,
  fieldErrors,
  submitLabel,
  pendingLabel,
  isPending,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it. */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  problem: string | null;
  /** The messages the fields show; the problem is not repeated above them. */
  fieldErrors?: Readonly<Record<string, string | undefined>>;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onSubmit: () => void;
  /** The fields. */
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
          className="space-y-4"
        >
          <FormAlert message={problem} fieldErrors={fieldErrors} />
          {children}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isPending}>
              {isPending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

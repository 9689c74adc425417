// The side panel of one record, open while an id is chosen. Its body mounts only then, so
// the record's query runs for the chosen id alone; closing hands control back to the list.
import type { ReactNode } from 'react';
import { Sheet, SheetContent } from '@/ui/sheet';

export function DetailSheet({
  id,
  onClose,
  children,
}: {
  id: string | null;
  onClose: () => void;
  children: (id: string) => ReactNode;
}) {
  return (
    <Sheet open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent aria-describedby={undefined}>{id ? children(id) : null}</SheetContent>
    </Sheet>
  );
}

// A kanban card's menu (issue 20): "Add task" opens the panel's task form in a dialog.
// Pointer and key events stop here, so opening the menu neither lifts the card to drag
// it nor opens the client's panel.
import { EllipsisVertical, ListPlus } from 'lucide-react';
import { type SyntheticEvent, useState } from 'react';
import type { Client } from '@/core/client-schemas';
import { Button } from '@/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/ui/dropdown-menu';
import { AddTaskDialog } from './add-task-dialog';

const stop = (event: SyntheticEvent) => event.stopPropagation();

export function CardTaskMenu({ client }: { client: Client }) {
  const [isAdding, setIsAdding] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only keeps the card's drag and open handlers from seeing the menu's events
    <span onPointerDown={stop} onClick={stop} onKeyDown={stop} className="contents">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="-my-1 -mr-1 size-7 shrink-0"
            aria-label={`Actions for ${client.name}`}
          >
            <EllipsisVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setIsAdding(true)}>
            <ListPlus aria-hidden="true" />
            Add task
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <AddTaskDialog client={client} open={isAdding} onOpenChange={setIsAdding} />
    </span>
  );
}

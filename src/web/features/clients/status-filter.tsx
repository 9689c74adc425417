// The clients' status filter (issue 20): one or several statuses ticked in a menu, kept
// in the URL as ?status=a,b (decision 050); the board shows only their columns, the list
// only their clients. The menu stays open while ticking, like the Columns menu, and is
// used by keyboard as any menu (arrows, Space, Escape).
import { ChevronDown } from 'lucide-react';
import { CLIENT_STATUS_LABELS, CLIENT_STATUSES, type ClientStatus } from '@/core/clients';
import { CLIENT_MESSAGES, FILTER_MESSAGES } from '@/core/messages';
import { Button } from '@/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/ui/dropdown-menu';
import { toggleStatus } from './use-clients-params';

export function StatusFilter({
  statuses,
  onChange,
}: {
  statuses: readonly ClientStatus[];
  /** The new ?status= value; null for all statuses. */
  onChange: (status: string | null) => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          type="button"
          variant="outline"
          className="w-full justify-between font-normal sm:w-44"
        >
          <span className="truncate">
            {FILTER_MESSAGES.statusButton(statuses.map((status) => CLIENT_STATUS_LABELS[status]))}
          </span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="max-h-[min(24rem,70dvh)] max-w-[calc(100vw-2rem)] overflow-y-auto"
      >
        <DropdownMenuLabel>{FILTER_MESSAGES.filterByStatus}</DropdownMenuLabel>
        {CLIENT_STATUSES.map((status) => (
          <DropdownMenuCheckboxItem
            key={status}
            checked={statuses.includes(status)}
            // Kept open: several statuses are often chosen at once.
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={() => onChange(toggleStatus(statuses, status))}
          >
            {CLIENT_STATUS_LABELS[status]}
          </DropdownMenuCheckboxItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={statuses.length === 0} onSelect={() => onChange(null)}>
          {CLIENT_MESSAGES.allStatus}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

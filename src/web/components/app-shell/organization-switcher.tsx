// The header's organization switcher (spec §2). Organizations arrive in a later
// issue; until then it shows the personal workspace and the way to create one.
import { Building, ChevronsUpDown, Plus, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';

const PERSONAL_WORKSPACE = 'Personal workspace';

export function OrganizationSwitcher() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="max-w-48 gap-1.5 px-2 text-muted-foreground hover:text-foreground"
          aria-label={`Switch organization (current: ${PERSONAL_WORKSPACE})`}
        >
          <Building aria-hidden="true" />
          <span className="hidden truncate sm:inline">{PERSONAL_WORKSPACE}</span>
          <ChevronsUpDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">
          Organizations
        </DropdownMenuLabel>
        <DropdownMenuCheckboxItem checked onSelect={(event) => event.preventDefault()}>
          <UserRound aria-hidden="true" />
          {PERSONAL_WORKSPACE}
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/organizations/new">
            <Plus aria-hidden="true" />
            Create New Organization
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

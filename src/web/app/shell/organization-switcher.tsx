// The header's organization switcher (spec §2): the personal workspace and the user's
// active organizations, the current one checked and named on the button; the choice
// is kept across reloads. A platform admin's current organization shows even when
// they are not a member of it.
import { Building, ChevronsUpDown, Plus, RotateCw, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { ORG_MESSAGES, WORKSPACE_MESSAGES } from '@/core/messages';
import type { OrganizationSummary } from '@/core/organizations';
import { useOrganizations } from '@/web/features/organizations/api/organization-queries';
import { useCurrentOrganization } from '@/web/features/organizations/current-organization';
import { OrganizationAvatar } from '@/web/features/organizations/organization-avatar';
import { Button } from '../../../ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';

// Issue 18: every user's workspace of one is shown as "Personal".
const PERSONAL_WORKSPACE = WORKSPACE_MESSAGES.personal;

export function OrganizationSwitcher() {
  const organizations = useOrganizations();
  const { currentId, setCurrentId, organization } = useCurrentOrganization();

  const listed = organizations.data ?? [];
  const current: Pick<OrganizationSummary, 'id' | 'name' | 'logoUrl'> | undefined =
    listed.find((org) => org.id === currentId) ?? organization;
  const entries =
    current && !listed.some((org) => org.id === current.id) ? [current, ...listed] : listed;
  const currentName = currentId === null ? PERSONAL_WORKSPACE : (current?.name ?? 'Organization');

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="min-w-0 max-w-48 gap-1.5 px-2 text-muted-foreground hover:text-foreground"
        >
          {/* The name is the hidden text: the logo's initials are a picture, not a label,
              and the visible name (wide screens only) is part of it. */}
          <span className="sr-only">Switch organization (current: {currentName})</span>
          {current ? (
            <span aria-hidden="true">
              <OrganizationAvatar
                name={current.name}
                logoUrl={current.logoUrl}
                className="size-5"
              />
            </span>
          ) : (
            <Building aria-hidden="true" />
          )}
          <span
            aria-hidden="true"
            className="hidden truncate sm:inline"
            data-testid="current-organization"
          >
            {currentName}
          </span>
          <ChevronsUpDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">
          Organizations
        </DropdownMenuLabel>
        <DropdownMenuCheckboxItem
          checked={currentId === null}
          onCheckedChange={() => setCurrentId(null)}
        >
          <UserRound aria-hidden="true" />
          {PERSONAL_WORKSPACE}
        </DropdownMenuCheckboxItem>
        {entries.map((org) => (
          <DropdownMenuCheckboxItem
            key={org.id}
            checked={org.id === currentId}
            onCheckedChange={() => setCurrentId(org.id)}
          >
            {/* The name follows: the logo's own text would only repeat it. */}
            <span aria-hidden="true">
              <OrganizationAvatar name={org.name} logoUrl={org.logoUrl} className="size-5" />
            </span>
            <span className="truncate">{org.name}</span>
          </DropdownMenuCheckboxItem>
        ))}
        {organizations.isPending ? (
          <DropdownMenuItem disabled>Loading organizations…</DropdownMenuItem>
        ) : null}
        {organizations.isError ? (
          <DropdownMenuItem
            onSelect={(event) => {
              event.preventDefault();
              void organizations.refetch();
            }}
          >
            <RotateCw aria-hidden="true" />
            <span className="text-destructive">{ORG_MESSAGES.fetchOrganizationsFailed}</span>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/organizations/new">
            <Plus aria-hidden="true" />
            {ORG_MESSAGES.createNew}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

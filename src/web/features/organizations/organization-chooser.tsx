// For someone with organizations but none chosen: pick the one to manage (the same
// choice as the header switcher).
import { ChevronRight, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ORG_MESSAGES } from '@/core/messages';
import type { OrganizationSummary } from '@/core/organizations';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { useCurrentOrganization } from './current-organization';
import { OrganizationAvatar } from './organization-avatar';

export function OrganizationChooser({ organizations }: { organizations: OrganizationSummary[] }) {
  const { setCurrentId } = useCurrentOrganization();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Choose an organization</CardTitle>
        <CardDescription>
          You are working in your personal workspace. Pick the organization to manage.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul aria-label="Your organizations" className="divide-y divide-border rounded-lg border">
          {organizations.map((organization) => (
            <li key={organization.id}>
              <button
                type="button"
                onClick={() => setCurrentId(organization.id)}
                className="flex w-full items-center gap-3 px-3 py-3 text-left outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span aria-hidden="true">
                  <OrganizationAvatar
                    name={organization.name}
                    logoUrl={organization.logoUrl}
                    className="size-9 text-sm"
                  />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{organization.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {organization.roleName ?? 'Member'} · {organization.slug}
                  </span>
                </span>
                <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <Button asChild variant="outline">
          <Link to="/organizations/new">
            <Plus aria-hidden="true" />
            {ORG_MESSAGES.createNew}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

// /organizations (spec §2 Organizations): "Organization Management" for the current
// organization, tabs Settings, Members and Create New kept in ?tab=. Someone with no
// organization gets the create form; someone with some but none chosen, a chooser. A
// platform admin's banner says, in one place, where every organization is (/admin):
// "not in any organization" would contradict its "full access to all organizations".
import { Building2, Globe, Plus, Settings, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ORG_MESSAGES } from '@/core/messages';
import type { OrganizationDetail } from '@/core/organizations';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { TeamTab } from '@/web/features/lead-routing/public';
import { useMe } from '@/web/lib/get-me';
import { useTabParam } from '@/web/lib/use-tab-param';
import { AdminBadge } from './admin-badge';
import { useOrganization, useOrganizations } from './api/organization-queries';
import { CreateOrganizationForm } from './create-organization-form';
import { useCurrentOrganization } from './current-organization';
import { MembersTab } from './members/members-tab';
import { OrganizationAvatar } from './organization-avatar';
import { OrganizationChooser } from './organization-chooser';
import { OrganizationLoadError } from './organization-load-error';
import { OrganizationSettingsForm } from './organization-settings-form';

const TABS = ['settings', 'members', 'team', 'create'] as const;
type OrganizationTab = (typeof TABS)[number];

function isOrganizationTab(value: string | null): value is OrganizationTab {
  return (TABS as readonly (string | null)[]).includes(value);
}

export function OrganizationsPage() {
  const me = useMe();
  const isPlatformAdmin = me.data?.profile.isPlatformAdmin === true;
  return (
    <>
      <div className="mb-6 space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight">{ORG_MESSAGES.title}</h1>
          {isPlatformAdmin ? <AdminBadge /> : null}
        </div>
        {isPlatformAdmin ? <AdminBanner /> : null}
      </div>
      <OrganizationsContent isPlatformAdmin={isPlatformAdmin} />
    </>
  );
}

function AdminBanner() {
  const organizations = useOrganizations();
  // Until the list is known, say no more than the banner itself.
  const hasOwn = organizations.data ? organizations.data.length > 0 : undefined;
  return (
    <Alert variant="info" className="space-y-2">
      <p>{ORG_MESSAGES.adminBanner}</p>
      {hasOwn === undefined ? null : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p>{ORG_MESSAGES.adminAllOrganizations(hasOwn)}</p>
          <Button asChild size="sm" variant="outline">
            <Link to="/admin?tab=organizations">{ORG_MESSAGES.adminOrganizationsLink}</Link>
          </Button>
        </div>
      )}
    </Alert>
  );
}

function OrganizationsContent({ isPlatformAdmin }: { isPlatformAdmin: boolean }) {
  const organizations = useOrganizations();
  const { currentId } = useCurrentOrganization();
  const detail = useOrganization(currentId);

  if (currentId !== null) {
    if (detail.isPending) return <LoadingOrganization />;
    if (detail.isError) {
      return (
        <OrganizationLoadError
          message={ORG_MESSAGES.fetchOrganizationFailed}
          onRetry={detail.refetch}
        />
      );
    }
    return <OrganizationTabs organization={detail.data} />;
  }

  if (organizations.isPending) return <LoadingOrganization />;
  if (organizations.isError) {
    return (
      <OrganizationLoadError
        message={ORG_MESSAGES.fetchOrganizationsFailed}
        onRetry={organizations.refetch}
      />
    );
  }
  if (organizations.data.length > 0)
    return <OrganizationChooser organizations={organizations.data} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{ORG_MESSAGES.createNew}</CardTitle>
        {/* An admin's banner already says where the organizations are. */}
        {isPlatformAdmin ? null : (
          <CardDescription>{ORG_MESSAGES.noOrganizationYet}</CardDescription>
        )}
      </CardHeader>
      <CardContent>
        <CreateOrganizationForm />
      </CardContent>
    </Card>
  );
}

function LoadingOrganization() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading organizations" className="space-y-4">
      <Skeleton className="h-10 w-72" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function OrganizationTabs({ organization }: { organization: OrganizationDetail }) {
  const [tab, selectTab] = useTabParam(isOrganizationTab, 'settings');

  return (
    <>
      <div className="mb-4 flex min-w-0 items-center gap-3">
        <OrganizationAvatar
          name={organization.name}
          logoUrl={organization.logoUrl}
          className="size-10 text-base"
        />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold">{organization.name}</p>
          <p className="truncate text-sm text-muted-foreground">
            {organization.isActive ? organization.slug : ORG_MESSAGES.organizationInactive}
          </p>
        </div>
      </div>
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Organization sections">
          <TabsTrigger value="settings">
            <Settings aria-hidden="true" />
            Settings
          </TabsTrigger>
          <TabsTrigger value="members">
            <Users aria-hidden="true" />
            Members
          </TabsTrigger>
          <TabsTrigger value="team">
            <Globe aria-hidden="true" />
            Team page &amp; leads
          </TabsTrigger>
          <TabsTrigger value="create">
            <Plus aria-hidden="true" />
            Create New
          </TabsTrigger>
        </TabsList>
        <TabsContent value="settings">
          <OrganizationSettingsForm organization={organization} />
        </TabsContent>
        <TabsContent value="members">
          <MembersTab organization={organization} />
        </TabsContent>
        <TabsContent value="team">
          <TeamTab organizationId={organization.id} permissions={organization.permissions} />
        </TabsContent>
        <TabsContent value="create">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Building2 className="size-5 text-muted-foreground" aria-hidden="true" />
                {ORG_MESSAGES.createNew}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <CreateOrganizationForm />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </>
  );
}

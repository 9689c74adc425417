// /admin (issue 6): the platform administrators' page — every user (plan tier, admin
// flag) and every organization (open, deactivate, activate). Anyone else meets the
// app's not-found view, so the page gives no hint that it exists; the server answers
// them 404 as well.
import { Building2, Users } from 'lucide-react';
import { PageSpinner } from '@/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { LoadError } from '@/web/components/load-error';
import { NotFoundView } from '@/web/components/not-found-view';
import { useMe } from '@/web/lib/get-me';
import { AdminOrganizationsTab } from './admin-organizations-tab';
import { AdminUsersTab } from './admin-users-tab';
import { isAdminTab, useAdminParams } from './use-admin-params';

export function AdminPage() {
  const me = useMe();
  const { tab, q, setTab, setQuery } = useAdminParams();

  if (me.isPending) return <PageSpinner />;
  if (me.isError) return <LoadError what="Your account" error={me.error} onRetry={me.refetch} />;
  if (!me.data.profile.isPlatformAdmin) return <NotFoundView />;

  return (
    <>
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight">Platform administration</h1>
        <p className="text-sm text-muted-foreground">
          Every account and organization on Scale: plan tiers, administrators, and which
          organizations are active.
        </p>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          if (isAdminTab(value)) setTab(value);
        }}
      >
        <TabsList aria-label="Administration sections" className="w-fit max-w-full">
          <TabsTrigger value="users">
            <Users aria-hidden="true" />
            Users
          </TabsTrigger>
          <TabsTrigger value="organizations">
            <Building2 aria-hidden="true" />
            Organizations
          </TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <AdminUsersTab q={q} onSearch={setQuery} />
        </TabsContent>
        <TabsContent value="organizations">
          <AdminOrganizationsTab q={q} onSearch={setQuery} />
        </TabsContent>
      </Tabs>
    </>
  );
}

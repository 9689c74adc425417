// /dashboard (spec §2): optional debug panels, then the six tabs; the active tab
// is read from ?tab= and written back with the history entry replaced.
import { Settings } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { CLIENT_MESSAGES, TEAM_ANALYTICS_MESSAGES } from '@/core/messages';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { useCurrentOrganization } from '@/web/features/organizations/public';
import { isDevelopmentMode } from '@/web/lib/app-env';
import { useMe } from '@/web/lib/get-me';
import { useTabParam } from '@/web/lib/use-tab-param';
import {
  DASHBOARD_TABS,
  DEFAULT_TAB,
  isDashboardTab,
  TAB_ICONS,
  TAB_LABELS,
  visibleTabs,
} from './dashboard-tabs';
import { DebugPanels } from './debug-panels';
import { OverviewTab } from './overview-tab';

// The analytics tab carries the chart library: loaded only when that tab opens.
const AnalyticsTab = lazy(async () => ({
  default: (await import('@/web/features/analytics/analytics-tab')).AnalyticsTab,
}));

// The clients tab (kanban, drag and drop, forms) is its own chunk; the router loads it
// with this page when the address opens that tab.
const ClientsTab = lazy(async () => ({
  default: (await import('@/web/features/clients/clients-tab')).ClientsTab,
}));

// The Tasks tab (issue 20) is its own chunk too.
const TasksTab = lazy(async () => ({
  default: (await import('@/web/features/clients/tasks/tasks-tab')).TasksTab,
}));

// The Team tab (issue 22) draws charts too: its own chunk, for team workspaces only.
const TeamTab = lazy(async () => ({
  default: (await import('@/web/features/team-analytics/team-tab')).TeamTab,
}));

// The documents tab (uploads, share links, page-time charts) is its own chunk.
const DocumentsTab = lazy(async () => ({
  default: (await import('@/web/features/documents/documents-tab')).DocumentsTab,
}));

// The scheduling manager (its own chunk) is the same one /scheduling shows.
const SchedulingManager = lazy(async () => ({
  default: (await import('@/web/features/scheduling/scheduling-manager')).SchedulingManager,
}));

export function DashboardPage() {
  const [chosenTab, selectTab] = useTabParam(isDashboardTab, DEFAULT_TAB);
  const me = useMe();
  // A tab whose area the caller may not view in this workspace is not offered, and its
  // address shows the overview instead (issue 18).
  const workspace = useCurrentOrganization();
  const tabs = workspace.isLoading
    ? [...DASHBOARD_TABS]
    : visibleTabs(workspace.allows, workspace.currentId !== null);
  const tab = tabs.includes(chosenTab) ? chosenTab : DEFAULT_TAB;
  const showDebug = isDevelopmentMode() || me.data?.profile.isPlatformAdmin === true;

  return (
    <>
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight">Dashboard</h1>
        <p className="text-sm text-muted-foreground">
          Your Scale Page, clients and schedule in one place.
        </p>
      </div>
      {showDebug ? <DebugPanels /> : null}
      <Tabs value={tab} onValueChange={selectTab}>
        {/* Below 640 px the tabs sit in a grid of four columns, icon over label, all
            in view: a strip scrolling sideways hid Analytics, Documents and Settings on a phone. */}
        <TabsList aria-label="Dashboard sections" className="grid grid-cols-4 sm:flex">
          {tabs.map((value) => {
            const Icon = TAB_ICONS[value];
            return (
              <TabsTrigger
                key={value}
                value={value}
                className="h-auto min-h-11 min-w-0 flex-col gap-1 px-1 py-1.5 text-xs sm:h-9 sm:min-h-0 sm:flex-row sm:gap-1.5 sm:px-3 sm:py-0 sm:text-sm"
              >
                <Icon aria-hidden="true" />
                {TAB_LABELS[value]}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab onSelectTab={selectTab} />
        </TabsContent>
        <TabsContent value="analytics">
          <Suspense
            fallback={
              <div className="flex justify-center py-10">
                <Spinner className="size-6" label="Loading analytics" />
              </div>
            }
          >
            <AnalyticsTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="team">
          <Suspense
            fallback={
              <div className="flex justify-center py-10">
                <Spinner className="size-6" label={TEAM_ANALYTICS_MESSAGES.loading} />
              </div>
            }
          >
            <TeamTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="clients">
          <Suspense
            fallback={
              <p className="py-10 text-center text-sm text-muted-foreground" role="status">
                {CLIENT_MESSAGES.loadingClients}
              </p>
            }
          >
            <ClientsTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="tasks">
          <Suspense
            fallback={
              <div className="flex justify-center py-10">
                <Spinner className="size-6" label="Loading tasks" />
              </div>
            }
          >
            <TasksTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="scheduling">
          <Suspense
            fallback={
              <div className="flex justify-center py-10">
                <Spinner className="size-6" label="Loading scheduling" />
              </div>
            }
          >
            <SchedulingManager />
          </Suspense>
        </TabsContent>
        <TabsContent value="documents">
          <Suspense
            fallback={
              <div className="flex justify-center py-10">
                <Spinner className="size-6" label="Loading documents" />
              </div>
            }
          >
            <DocumentsTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="settings">
          <Card className="mx-auto max-w-xl">
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Settings className="size-4 text-brand-600" aria-hidden="true" />
                Settings
              </CardTitle>
              <CardDescription>
                Your profile, account security, notification preferences and organization.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild>
                <Link to="/settings">Open Settings</Link>
              </Button>
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </>
  );
}

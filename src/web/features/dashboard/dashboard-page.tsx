// /dashboard (spec §2): optional debug panels, then the six tabs; the active tab
// is read from ?tab= and written back with the history entry replaced.
import { FolderOpen, Settings } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ComingSoon } from '@/web/components/coming-soon';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { AnalyticsTab } from '@/web/features/analytics/analytics-tab';
import { isDevelopmentMode } from '@/web/lib/app-env';
import { useMe } from '@/web/lib/get-me';
import {
  DASHBOARD_TABS,
  type DashboardTab,
  DEFAULT_TAB,
  isDashboardTab,
  TAB_ICONS,
  TAB_LABELS,
} from './dashboard-tabs';
import { DebugPanels } from './debug-panels';
import { OverviewTab } from './overview-tab';

const PLACEHOLDERS: Record<
  'clients' | 'scheduling' | 'documents',
  { title: string; text: string }
> = {
  clients: {
    title: 'Client & Lead Management',
    text: 'Track every lead from first contact to closed deal on a kanban board or a list.',
  },
  scheduling: {
    title: 'Scheduling',
    text: 'Event types, weekly availability and bookings from your public booking page.',
  },
  documents: {
    title: 'Documents',
    text: 'Share documents with tracked links and see when they are viewed.',
  },
};

export function DashboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const me = useMe();
  const param = searchParams.get('tab');
  const tab: DashboardTab = isDashboardTab(param) ? param : DEFAULT_TAB;
  const showDebug = isDevelopmentMode() || me.data?.profile.isPlatformAdmin === true;

  const selectTab = (next: DashboardTab) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <>
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight">Dashboard</h1>
        <p className="text-sm text-muted-foreground">
          Your Scale Page, clients and schedule in one place.
        </p>
      </div>
      {showDebug ? <DebugPanels /> : null}
      <Tabs
        value={tab}
        onValueChange={(value) => {
          if (isDashboardTab(value)) selectTab(value);
        }}
      >
        <TabsList aria-label="Dashboard sections">
          {DASHBOARD_TABS.map((value) => {
            const Icon = TAB_ICONS[value];
            return (
              <TabsTrigger key={value} value={value}>
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
          <AnalyticsTab />
        </TabsContent>
        {(['clients', 'scheduling', 'documents'] as const).map((value) => (
          <TabsContent key={value} value={value}>
            <ComingSoon
              feature={PLACEHOLDERS[value].title}
              description={PLACEHOLDERS[value].text}
              icon={value === 'documents' ? FolderOpen : TAB_ICONS[value]}
            />
          </TabsContent>
        ))}
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

// The overview tab: profile card, share card, stat tiles, links, Recent Activity and
// Quick Actions (spec §2), then the quick navigation.
import { Building, CalendarDays, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { LinksCard } from '@/web/features/links/links-card';
import { AppearanceEditor } from '@/web/features/scale-page/public';
import { ShareCard } from '@/web/features/scale-page/share-card';
import type { DashboardTab } from './dashboard-tabs';
import { DueTodayLink } from './due-today-link';
import { ProfileCard } from './profile-card';
import { QuickNavigationCard } from './quick-navigation-card';
import { RecentActivityCard } from './recent-activity-card';
import { StatTiles } from './stat-tiles';

export function OverviewTab({ onSelectTab }: { onSelectTab: (tab: DashboardTab) => void }) {
  return (
    <div className="space-y-6">
      <ProfileCard />
      <ShareCard />
      <StatTiles />
      <DueTodayLink />
      <LinksCard appearance={<AppearanceEditor />} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <RecentActivityCard />
        <Card>
          <CardHeader>
            <CardTitle>Quick Actions</CardTitle>
            <CardDescription>Common tasks, one click away.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-2">
            <Button asChild variant="outline" className="justify-start">
              <Link to="/settings">
                <Settings aria-hidden="true" />
                Edit your profile
              </Link>
            </Button>
            <Button asChild variant="outline" className="justify-start">
              <Link to="/scheduling">
                <CalendarDays aria-hidden="true" />
                Set up scheduling
              </Link>
            </Button>
            <Button asChild variant="outline" className="justify-start">
              <Link to="/organizations">
                <Building aria-hidden="true" />
                Manage organizations
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
      <QuickNavigationCard onSelectTab={onSelectTab} />
    </div>
  );
}

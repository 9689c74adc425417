// The overview tab: profile card, stat tiles, and the placeholder cards of spec §2.
import { Building, CalendarDays, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { LinksCard } from '@/web/features/links/links-card';
import { ShareCard } from '@/web/features/share/share-card';
import type { DashboardTab } from './dashboard-tabs';
import { ProfileCard } from './profile-card';
import { QuickNavigationCard } from './quick-navigation-card';
import { StatTiles } from './stat-tiles';

export function OverviewTab({ onSelectTab }: { onSelectTab: (tab: DashboardTab) => void }) {
  return (
    <div className="space-y-6">
      <ProfileCard />
      <ShareCard />
      <StatTiles />
      <LinksCard />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Recent Activity</CardTitle>
            <CardDescription>What happened on your Scale Page lately.</CardDescription>
          </CardHeader>
          <CardContent>
            <p className="rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
              No recent activity yet. New leads, bookings and document views will show up here.
            </p>
          </CardContent>
        </Card>
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

// The quick-navigation card (spec §2): the six dashboard tabs as shortcuts.
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { useCurrentOrganization } from '@/web/features/organizations/public';
import { type DashboardTab, TAB_ICONS, TAB_LABELS, visibleTabs } from './dashboard-tabs';

export function QuickNavigationCard({ onSelectTab }: { onSelectTab: (tab: DashboardTab) => void }) {
  const { allows, currentId } = useCurrentOrganization();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Navigation</CardTitle>
        <CardDescription>Jump to any part of your dashboard.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {visibleTabs(allows, currentId !== null).map((tab) => {
            const Icon = TAB_ICONS[tab];
            return (
              <li key={tab}>
                <Button
                  variant="outline"
                  className="w-full justify-start"
                  onClick={() => onSelectTab(tab)}
                >
                  <Icon aria-hidden="true" />
                  {TAB_LABELS[tab]}
                </Button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

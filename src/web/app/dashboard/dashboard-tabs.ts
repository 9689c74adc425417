// The dashboard's tabs (spec §2; Tasks from issue 20, Team from issue 22), in order; `?tab=`
// holds the active one.
import {
  CalendarDays,
  ChartColumn,
  FileText,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  Settings,
  Users,
  UsersRound,
} from 'lucide-react';
import type { Action } from '@/core/access';

export const DASHBOARD_TABS = [
  'overview',
  'clients',
  'tasks',
  'scheduling',
  'analytics',
  'team',
  'documents',
  'settings',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DEFAULT_TAB: DashboardTab = 'overview';

export const TAB_LABELS: Record<DashboardTab, string> = {
  overview: 'Overview',
  clients: 'Clients',
  tasks: 'Tasks',
  scheduling: 'Scheduling',
  analytics: 'Analytics',
  team: 'Team',
  documents: 'Documents',
  settings: 'Settings',
};

export const TAB_ICONS: Record<DashboardTab, LucideIcon> = {
  overview: LayoutDashboard,
  clients: Users,
  tasks: ListChecks,
  scheduling: CalendarDays,
  analytics: ChartColumn,
  team: UsersRound,
  documents: FileText,
  settings: Settings,
};

/** The action a tab needs (issue 18): without view in its area it is not shown. */
export const TAB_ACTIONS: Partial<Record<DashboardTab, Action>> = {
  clients: 'clients.view',
  tasks: 'clients.view',
  scheduling: 'scheduling.view',
  documents: 'documents.view',
  team: 'team.analytics',
};

/** Tabs that exist only in a team workspace: a personal one has no team to measure. */
const TEAM_ONLY: readonly DashboardTab[] = ['team'];

/** The tabs the caller may open in the current workspace, in order. */
export function visibleTabs(
  allows: (action: Action) => boolean,
  isTeamWorkspace = false,
): DashboardTab[] {
  return DASHBOARD_TABS.filter((tab) => {
    if (TEAM_ONLY.includes(tab) && !isTeamWorkspace) return false;
    const action = TAB_ACTIONS[tab];
    return !action || allows(action);
  });
}

export function isDashboardTab(value: string | null): value is DashboardTab {
  return value !== null && (DASHBOARD_TABS as readonly string[]).includes(value);
}

export function tabHref(tab: DashboardTab): string {
  return `/dashboard?tab=${tab}`;
}

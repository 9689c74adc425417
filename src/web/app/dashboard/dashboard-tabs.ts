// The dashboard's tabs (spec §2; Tasks from issue 20), in order; `?tab=` holds the active one.
import {
  CalendarDays,
  ChartColumn,
  FileText,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  Settings,
  Users,
} from 'lucide-react';
import type { Action } from '@/core/access';

export const DASHBOARD_TABS = [
  'overview',
  'clients',
  'tasks',
  'scheduling',
  'analytics',
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
  documents: 'Documents',
  settings: 'Settings',
};

export const TAB_ICONS: Record<DashboardTab, LucideIcon> = {
  overview: LayoutDashboard,
  clients: Users,
  tasks: ListChecks,
  scheduling: CalendarDays,
  analytics: ChartColumn,
  documents: FileText,
  settings: Settings,
};

/** The action a tab needs (issue 18): without view in its area it is not shown. */
export const TAB_ACTIONS: Partial<Record<DashboardTab, Action>> = {
  clients: 'clients.view',
  tasks: 'clients.view',
  scheduling: 'scheduling.view',
  documents: 'documents.view',
};

/** The tabs the caller may open in the current workspace, in order. */
export function visibleTabs(allows: (action: Action) => boolean): DashboardTab[] {
  return DASHBOARD_TABS.filter((tab) => {
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

// The dashboard's six tabs (spec §2), in order; `?tab=` holds the active one.
import {
  CalendarDays,
  ChartColumn,
  FileText,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  Users,
} from 'lucide-react';

export const DASHBOARD_TABS = [
  'overview',
  'clients',
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
  scheduling: 'Scheduling',
  analytics: 'Analytics',
  documents: 'Documents',
  settings: 'Settings',
};

export const TAB_ICONS: Record<DashboardTab, LucideIcon> = {
  overview: LayoutDashboard,
  clients: Users,
  scheduling: CalendarDays,
  analytics: ChartColumn,
  documents: FileText,
  settings: Settings,
};

export function isDashboardTab(value: string | null): value is DashboardTab {
  return value !== null && (DASHBOARD_TABS as readonly string[]).includes(value);
}

export function tabHref(tab: DashboardTab): string {
  return `/dashboard?tab=${tab}`;
}

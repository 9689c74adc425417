// /settings: side navigation (Profile, Security, Notifications, and Organization when an
// organization is chosen and the user may view its settings, spec §2) and the chosen section.
import {
  Bell,
  Building2,
  CreditCard,
  KeyRound,
  ListPlus,
  Shield,
  User,
  Webhook,
} from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { can } from '@/core/access';
import { cn } from '@/ui/cn';
import { Skeleton } from '@/ui/skeleton';
import { LoadError } from '@/web/components/load-error';
import { NotFoundView } from '@/web/components/not-found-view';
import { ApiKeysSection } from '@/web/features/api-keys/public';
import { useCurrentOrganization } from '@/web/features/organizations/public';
import { WebhooksTab } from '@/web/features/webhooks/public';
import { useProfileSettings } from './api/get-profile-settings';
import { CustomFieldsSettings } from './custom-fields/custom-fields-settings';
import { NotificationsSection } from './notifications-section';
import { OrganizationSection } from './organization-section';
import { PlanSection } from './plan-section';
import { ProfileSection } from './profile-section';
import { SecuritySection } from './security-section';

const SECTIONS = [
  { path: '/settings', label: 'Profile', icon: User },
  { path: '/settings/security', label: 'Security', icon: Shield },
  { path: '/settings/notifications', label: 'Notifications', icon: Bell },
  // The user's plan, usage and upgrades (issue 22); every upsell leads here.
  { path: '/settings/plan', label: 'Plan', icon: CreditCard },
  { path: '/settings/organization', label: 'Organization', icon: Building2 },
  // The current workspace's client fields (decision 049), Personal included.
  { path: '/settings/custom-fields', label: 'Custom fields', icon: ListPlus },
  // The current workspace's API keys (issue 24, decision 071), for who may edit its settings.
  { path: '/settings/api', label: 'API', icon: KeyRound },
  // The current workspace's webhooks (decision 072), for who may edit its settings.
  { path: '/settings/webhooks', label: 'Webhooks', icon: Webhook },
] as const;

export function SettingsPage() {
  const { pathname } = useLocation();
  const { organization, allows } = useCurrentOrganization();
  const path = pathname.replace(/\/+$/, '') || '/settings';
  const section = SECTIONS.find((candidate) => candidate.path === path);
  if (!section) return <NotFoundView />;
  // Opened by address without the right, the section itself says "Access Denied".
  const listed = SECTIONS.filter(
    ({ label }) =>
      (label !== 'Organization' ||
        (organization !== undefined && can(organization.permissions, 'settings.view'))) &&
      // API keys and webhooks: for who may edit the workspace's settings (Personal: its owner).
      ((label !== 'API' && label !== 'Webhooks') || allows('settings.edit')),
  );

  return (
    <>
      <h1 className="mb-6 text-2xl font-bold tracking-tight">Settings</h1>
      <div className="flex flex-col gap-6 md:flex-row">
        <nav aria-label="Settings" className="md:w-52 md:shrink-0">
          <ul className="flex gap-1 overflow-x-auto md:flex-col">
            {listed.map(({ path: to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground',
                      isActive && 'bg-muted text-foreground',
                    )
                  }
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          {section.label === 'Security' ? (
            <SecuritySection />
          ) : section.label === 'Organization' ? (
            <OrganizationSection />
          ) : section.label === 'Plan' ? (
            <PlanSection />
          ) : section.label === 'Custom fields' ? (
            <CustomFieldsSettings />
          ) : section.label === 'API' ? (
            <ApiKeysSection />
          ) : section.label === 'Webhooks' ? (
            <WebhooksTab />
          ) : (
            <ProfileSettingsSection section={section.label} />
          )}
        </div>
      </div>
    </>
  );
}

function ProfileSettingsSection({ section }: { section: 'Profile' | 'Notifications' }) {
  const profile = useProfileSettings();
  if (profile.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading your settings" className="space-y-4">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (profile.isError) {
    return <LoadError what="Your settings" error={profile.error} onRetry={profile.refetch} />;
  }
  return section === 'Profile' ? (
    <ProfileSection profile={profile.data} />
  ) : (
    <NotificationsSection profile={profile.data} />
  );
}

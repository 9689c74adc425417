// The routes /settings, /scheduling, /organizations and /organizations/new until
// their features are built.
import { Building, CalendarDays, Plus, Settings } from 'lucide-react';
import { ComingSoonPage } from './coming-soon-page';

export function SettingsPlaceholderPage() {
  return (
    <ComingSoonPage
      title="Settings"
      feature="Profile, security and notifications"
      description="Edit your profile, change your password or email, and choose which notifications you get."
      icon={Settings}
    />
  );
}

export function SchedulingPlaceholderPage() {
  return (
    <ComingSoonPage
      title="Scheduling"
      feature="Scheduling manager"
      description="Create event types, set your weekly availability and manage your bookings."
      icon={CalendarDays}
    />
  );
}

export function OrganizationsPlaceholderPage() {
  return (
    <ComingSoonPage
      title="Organization Management"
      feature="Organizations"
      description="Invite your team, assign roles and manage your organization's settings."
      icon={Building}
    />
  );
}

export function NewOrganizationPlaceholderPage() {
  return (
    <ComingSoonPage
      title="Create Organization"
      feature="New organization"
      description="Create an organization to work with your team on shared clients and templates."
      icon={Plus}
    />
  );
}

// The routes /organizations and /organizations/new until their feature is built.
import { Building, Plus } from 'lucide-react';
import { ComingSoonPage } from './coming-soon-page';

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

// Settings > Organization (spec §2): the current organization's profile form, or
// "Access Denied" without org:settings:view.
import { ORG_MESSAGES } from '@/core/messages';
import { Alert } from '@/ui/alert';
import { Skeleton } from '@/ui/skeleton';
import {
  OrganizationLoadError,
  OrganizationSettingsForm,
  useCurrentOrganization,
  useOrganization,
} from '@/web/features/organizations/public';

export function OrganizationSection() {
  const { currentId } = useCurrentOrganization();
  const organization = useOrganization(currentId);

  if (currentId === null) {
    return (
      <Alert variant="info">
        You are working in your personal workspace. Choose an organization in the header to see its
        settings.
      </Alert>
    );
  }
  if (organization.isPending) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading the organization"
        className="space-y-4"
      >
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (organization.isError) {
    return (
      <OrganizationLoadError
        message={ORG_MESSAGES.fetchOrganizationFailed}
        onRetry={organization.refetch}
      />
    );
  }
  return <OrganizationSettingsForm organization={organization.data} />;
}

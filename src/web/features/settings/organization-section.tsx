// Settings > Organization (spec §2): the current organization's profile form, or
// "Access Denied" without org:settings:view.

import { can } from '@/core/access';
import { ORG_MESSAGES, PLAN_MESSAGES } from '@/core/messages';
import { PLAN_PAGE_PATH, PLANS, seatsLine } from '@/core/plans';
import { Alert } from '@/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
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
  const detail = organization.data;
  return (
    <div className="space-y-6">
      <OrganizationSettingsForm organization={detail} />
      {can(detail.permissions, 'settings.view') ? (
        <Card>
          <CardHeader>
            <CardTitle asHeading="h3">Seats</CardTitle>
          </CardHeader>
          <CardContent className="space-y-1 text-sm">
            <p className="text-base font-semibold" data-testid="organization-seats">
              {seatsLine(detail.ownerTier, detail.seats)}
            </p>
            <p className="text-muted-foreground">
              {PLAN_MESSAGES.seatsHint} The owner is on the {PLANS[detail.ownerTier].name} plan.
            </p>
            {detail.isOwner && detail.ownerTier !== 'business' ? (
              <p>
                <a
                  href={`${PLAN_PAGE_PATH}?choose=business`}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {PLAN_MESSAGES.upgradeLink}
                </a>
              </p>
            ) : null}
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

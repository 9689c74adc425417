// The organization page's "Team page & leads" tab (issue 22): the team page's settings
// for every member, and lead routing for who may see the organization's settings.
import { can } from '@/core/access';
import { RoutingCard } from './routing-card';
import { TeamPageCard } from './team-page-card';

export function TeamTab({
  organizationId,
  permissions,
}: {
  organizationId: string;
  permissions: readonly string[];
}) {
  return (
    <div className="space-y-6">
      <TeamPageCard organizationId={organizationId} />
      {can(permissions, 'settings.view') ? (
        <RoutingCard organizationId={organizationId} canEdit={can(permissions, 'settings.edit')} />
      ) : null}
    </div>
  );
}

// The Members tab of /organizations (spec §2, §6): the team with its roles and statuses,
// pending invitations, and the roles themselves. Buttons follow the caller's permissions;
// the server checks every action again.
import { ShieldAlert } from 'lucide-react';
import { can } from '@/core/access';
import { ORG_MESSAGES } from '@/core/messages';
import type { OrganizationDetail } from '@/core/organizations';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { MembersCard } from './members-card';
import { RemoveMemberDialog } from './remove-member-dialog';
import { RolesCard } from './roles-card';

export function MembersTab({ organization }: { organization: OrganizationDetail }) {
  if (!can(organization.permissions, 'members.view')) {
    return <MembersAccessDenied organization={organization} />;
  }
  return (
    <div className="space-y-6">
      <MembersCard organization={organization} />
      <RolesCard organization={organization} />
    </div>
  );
}

function MembersAccessDenied({ organization }: { organization: OrganizationDetail }) {
  const canLeave = organization.memberId !== null && !organization.isOwner;
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2">
          <ShieldAlert className="size-5 text-destructive" aria-hidden="true" />
          <CardTitle>{ORG_MESSAGES.accessDenied}</CardTitle>
        </div>
        <CardDescription>
          You don't have permission to view the members of this organization.
        </CardDescription>
      </CardHeader>
      {canLeave && organization.memberId ? (
        <CardContent>
          <RemoveMemberDialog
            organization={organization}
            memberId={organization.memberId}
            name={organization.name}
            isSelf
          />
        </CardContent>
      ) : null}
    </Card>
  );
}

// The team list: members (owner first) and the invitations still waiting for an answer.
// An invited person appears once, under the pending invitations with its resend and
// revoke (the server leaves them out of the members), and each count is its own list's.
import { can } from '@/core/access';
import type { OrganizationDetail } from '@/core/organizations';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { LoadError } from '@/web/components/load-error';
import { InviteMemberDialog } from '../invitations/invite-member-dialog';
import { PendingInvitationRow } from '../invitations/pending-invitation-row';
import { useMembers } from './api/list-members';
import { useRoles } from './api/list-roles';
import { MemberRow } from './member-row';

export function MembersCard({ organization }: { organization: OrganizationDetail }) {
  const members = useMembers(organization.id);
  const roles = useRoles(organization.id);
  const permissions = organization.permissions;
  const canManage = can(permissions, 'members.manage');
  const canInvite = can(permissions, 'members.invite');
  const canTransfer = organization.isOwner || organization.viaPlatformAdmin;

  const invitations = members.data?.invitations ?? [];
  const memberCount = members.data?.members.length ?? 0;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>Members</CardTitle>
          <CardDescription>
            {members.data
              ? `${memberCount} ${memberCount === 1 ? 'member' : 'members'} in ${organization.name}${
                  invitations.length > 0
                    ? ` · ${invitations.length} pending ${invitations.length === 1 ? 'invitation' : 'invitations'}`
                    : ''
                }`
              : `The people in ${organization.name}`}
          </CardDescription>
        </div>
        {canInvite ? (
          <InviteMemberDialog
            organizationId={organization.id}
            roles={roles.data}
            permissions={permissions}
          />
        ) : null}
      </CardHeader>
      <CardContent className="space-y-6">
        {members.isPending ? (
          <div role="status" aria-label="Loading members" className="space-y-3">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-16 w-full rounded-lg" />
            ))}
          </div>
        ) : members.isError ? (
          <LoadError what="Members" error={members.error} onRetry={members.refetch} />
        ) : (
          <>
            {members.data.members.length === 0 ? (
              <p className="text-sm text-muted-foreground">No members yet.</p>
            ) : (
              <ul
                aria-label="Members"
                className="divide-y divide-border rounded-lg border border-border"
              >
                {members.data.members.map((member) => (
                  <MemberRow
                    key={member.id}
                    organization={organization}
                    member={member}
                    roles={roles.data}
                    canManage={canManage}
                    canTransfer={canTransfer}
                  />
                ))}
              </ul>
            )}
            {canInvite || invitations.length > 0 ? (
              <section aria-labelledby="pending-invitations-heading" className="space-y-3">
                <h3 id="pending-invitations-heading" className="text-sm font-semibold">
                  Pending invitations
                </h3>
                {invitations.length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    No pending invitations.
                    {canInvite ? ' Invite someone by e-mail to add them to the team.' : ''}
                  </p>
                ) : (
                  <ul
                    aria-label="Pending invitations"
                    className="divide-y divide-border rounded-lg border border-border"
                  >
                    {invitations.map((invitation) => (
                      <PendingInvitationRow
                        key={invitation.id}
                        organizationId={organization.id}
                        invitation={invitation}
                        canInvite={canInvite}
                      />
                    ))}
                  </ul>
                )}
              </section>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

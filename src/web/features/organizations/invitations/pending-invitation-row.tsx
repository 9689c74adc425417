// A pending invitation: the address (and the name of its account, when it has one), the
// role offered and who invited, with resend and revoke. Listed until accepted or revoked.
import { Mail } from 'lucide-react';
import type { InvitationView } from '@/core/organizations';
import { MemberStatusBadge } from '../members/member-status-badge';
import { InvitationActions } from './invitation-actions';

export function PendingInvitationRow({
  organizationId,
  invitation,
  canInvite,
}: {
  organizationId: string;
  invitation: InvitationView;
  canInvite: boolean;
}) {
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted">
          <Mail className="size-4 text-muted-foreground" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="truncate">{invitation.inviteeName ?? invitation.email}</span>
            <MemberStatusBadge status="invited" />
          </p>
          {invitation.inviteeName ? (
            <p className="truncate text-sm text-muted-foreground">{invitation.email}</p>
          ) : null}
          <InvitationActions
            organizationId={organizationId}
            invitation={invitation}
            canInvite={canInvite}
          />
        </div>
      </div>
      <span className="text-sm text-muted-foreground sm:text-right">
        {invitation.roleName}
        {invitation.invitedByName ? (
          <span className="block text-xs">invited by {invitation.invitedByName}</span>
        ) : null}
      </span>
    </li>
  );
}

// Re-send (a new link and expiry) or revoke a pending invitation.
import { toast } from 'sonner';
import { ORG_MESSAGES } from '@/core/messages';
import type { InvitationView } from '@/core/organizations';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { toastFailure } from '../members/toast-failure';
import { useResendInvitation } from './api/resend-invitation';
import { useRevokeInvitation } from './api/revoke-invitation';
import { expiryText } from './invitation-dates';

export function InvitationActions({
  organizationId,
  invitation,
  canInvite,
}: {
  organizationId: string;
  invitation: InvitationView;
  canInvite: boolean;
}) {
  const resend = useResendInvitation(organizationId);
  const revoke = useRevokeInvitation(organizationId);
  const isBusy = resend.isPending || revoke.isPending;

  return (
    <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      {invitation.isExpired ? (
        <Badge variant="destructive">{expiryText(invitation)}</Badge>
      ) : (
        <span>{expiryText(invitation)}</span>
      )}
      {canInvite ? (
        <>
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0 text-xs"
            disabled={isBusy}
            aria-label={`Resend the invitation to ${invitation.email}`}
            onClick={() =>
              resend.mutate(invitation.id, {
                onSuccess: () => toast.success(ORG_MESSAGES.invitationResent(invitation.email)),
                onError: (error) => toastFailure(ORG_MESSAGES.inviteFailed, error),
              })
            }
          >
            Resend
          </Button>
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0 text-xs text-destructive"
            disabled={isBusy}
            aria-label={`Revoke the invitation to ${invitation.email}`}
            onClick={() =>
              revoke.mutate(invitation.id, {
                onSuccess: () => toast.success(ORG_MESSAGES.invitationRevoked(invitation.email)),
                onError: (error) => toastFailure('Failed to revoke invitation', error),
              })
            }
          >
            Revoke
          </Button>
        </>
      ) : null}
    </div>
  );
}

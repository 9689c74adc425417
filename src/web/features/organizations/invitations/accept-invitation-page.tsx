// /invitations/:token, the link in the invitation mail. Public: the invitee may have no
// account yet, so signed out it leads to sign-in or sign-up and back here; signed in
// with the invited address it joins the organization and opens its members tab.
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ORG_MESSAGES } from '@/core/messages';
import type { InvitationPreview } from '@/core/organizations';
import { Alert } from '@/ui/alert';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { LoadError } from '@/web/components/load-error';
import { AuthLayout } from '@/web/features/auth/public';
import { errorMessage, isApiError } from '@/web/lib/api';
import { authClient, refreshSession } from '@/web/lib/auth-client';
import { rememberCurrentOrganization } from '../current-organization';
import { useAcceptInvitation } from './api/accept-invitation';
import { isInvitationPreviewKey, useInvitationPreview } from './api/get-invitation-preview';

export function AcceptInvitationPage() {
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);
  const session = authClient.useSession();

  useEffect(() => {
    document.title = 'Invitation · Scale';
  }, []);

  if (preview.isPending || session.isPending) {
    return (
      <InvitationLayout>
        <div role="status" aria-label="Loading the invitation" className="space-y-4">
          <Skeleton className="mx-auto size-14 rounded-full" />
          <Skeleton className="h-7 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      </InvitationLayout>
    );
  }
  if (preview.isError) {
    const isUnknown = isApiError(preview.error) && [400, 404].includes(preview.error.status);
    return (
      <InvitationLayout>
        {isUnknown ? (
          <ClosedInvitation
            title={ORG_MESSAGES.invitationNotFound}
            text="This invitation link is not valid. Check that you opened the whole link, or ask for a new invitation."
          />
        ) : (
          <LoadError what="The invitation" error={preview.error} onRetry={preview.refetch} />
        )}
      </InvitationLayout>
    );
  }

  const invitation = preview.data;
  return (
    <InvitationLayout>
      <InvitationHeading invitation={invitation} />
      {invitation.state === 'replaced' ? (
        <ClosedInvitation title="Invitation link replaced" text={ORG_MESSAGES.invitationReplaced} />
      ) : invitation.state === 'expired' ? (
        <ClosedInvitation title="Invitation expired" text={ORG_MESSAGES.invitationExpired} />
      ) : invitation.state === 'revoked' ? (
        <ClosedInvitation
          title="Invitation revoked"
          text={`${ORG_MESSAGES.invitationRevokedForVisitor} Ask ${invitation.organizationName} for a new one if you still need access.`}
        />
      ) : invitation.state === 'accepted' ? (
        <ClosedInvitation
          title="Invitation already accepted"
          text={ORG_MESSAGES.invitationUsed}
          action={
            session.data ? (
              <Button asChild variant="outline">
                <Link to="/organizations">Open your organizations</Link>
              </Button>
            ) : null
          }
        />
      ) : session.data ? (
        session.data.user.email.toLowerCase() === invitation.email.toLowerCase() ? (
          <AcceptAsInvitee token={token} userId={session.data.user.id} />
        ) : (
          <WrongAccount invitation={invitation} email={session.data.user.email} />
        )
      ) : (
        <SignedOutChoices token={token} invitation={invitation} />
      )}
    </InvitationLayout>
  );
}

function InvitationLayout({ children }: { children: ReactNode }) {
  return <AuthLayout className="space-y-6 text-center">{children}</AuthLayout>;
}

function InvitationHeading({ invitation }: { invitation: InvitationPreview }) {
  const inviter = invitation.inviterName?.trim() || 'Someone';
  return (
    <div className="flex flex-col items-center gap-3">
      <Avatar
        name={invitation.organizationName}
        src={invitation.organizationLogoUrl}
        className="size-14 text-lg"
      />
      <h1 className="text-xl font-bold tracking-tight">
        {inviter} invited you to join {invitation.organizationName} as {invitation.roleName}
      </h1>
      <p className="text-sm text-muted-foreground">Sent to {invitation.email}</p>
    </div>
  );
}

function ClosedInvitation({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className="space-y-3">
      {/* The page's only heading when the invitation cannot be used: its main one. */}
      <h1 className="text-xl font-bold tracking-tight">{title}</h1>
      <p className="text-sm text-muted-foreground">{text}</p>
      {action}
      <p>
        <Link to="/" className="text-sm font-medium text-brand-700 hover:underline">
          Go to Scale
        </Link>
      </p>
    </div>
  );
}

/** /auth in the given mode, coming back here afterwards with the invited address filled in. */
function authLink(mode: 'signin' | 'signup', token: string, email: string): string {
  const params = new URLSearchParams({
    mode,
    redirect: `/invitations/${encodeURIComponent(token)}`,
    email,
  });
  return `/auth?${params.toString()}`;
}

function SignedOutChoices({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const signIn = authLink('signin', token, invitation.email);
  const signUp = authLink('signup', token, invitation.email);
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        {invitation.hasAccount
          ? 'Sign in with that address to accept the invitation.'
          : 'Create your Scale account with that address to accept the invitation.'}
      </p>
      <div className="flex flex-col gap-2">
        <Button asChild variant={invitation.hasAccount ? 'default' : 'outline'}>
          <Link to={signIn}>Sign in to accept</Link>
        </Button>
        <Button asChild variant={invitation.hasAccount ? 'outline' : 'default'}>
          <Link to={signUp}>Create account</Link>
        </Button>
      </div>
    </div>
  );
}

function AcceptAsInvitee({ token, userId }: { token: string; userId: string }) {
  const accept = useAcceptInvitation(token);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const join = () =>
    accept.mutate(undefined, {
      onSuccess: ({ organization }) => {
        rememberCurrentOrganization(userId, organization.id);
        // Accepting verified the address: the header and settings read it from /me.
        void queryClient.invalidateQueries({ queryKey: ['me'] });
        refreshSession();
        toast.success(ORG_MESSAGES.invitationAccepted(organization.name));
        navigate('/organizations?tab=members');
      },
    });

  return (
    <div className="space-y-3">
      {accept.isError ? <Alert variant="destructive">{errorMessage(accept.error)}</Alert> : null}
      <Button className="w-full" disabled={accept.isPending} onClick={join}>
        {accept.isPending ? 'Joining…' : 'Accept invitation'}
      </Button>
    </div>
  );
}

function WrongAccount({ invitation, email }: { invitation: InvitationPreview; email: string }) {
  const queryClient = useQueryClient();
  const [isSigningOut, setSigningOut] = useState(false);

  // Stays on this page: signed out, it offers signing in with the invited address.
  const signOut = async () => {
    setSigningOut(true);
    await authClient.signOut().catch(() => undefined);
    // The next account on this browser must not see this one's cached data; the
    // invitation itself is public and still shown.
    queryClient.removeQueries({
      predicate: (query) => !isInvitationPreviewKey(query.queryKey),
    });
    refreshSession();
    setSigningOut(false);
  };

  return (
    <div className="space-y-3">
      <Alert variant="destructive">{ORG_MESSAGES.invitationOtherEmail(invitation.email)}</Alert>
      <p className="text-sm text-muted-foreground">You are signed in as {email}.</p>
      <Button
        variant="outline"
        className="w-full"
        disabled={isSigningOut}
        onClick={() => void signOut()}
      >
        Sign out
      </Button>
    </div>
  );
}

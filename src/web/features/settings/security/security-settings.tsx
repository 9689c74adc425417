// The Security section of /settings (spec §2 "Settings", §5): password, e-mail,
// two-factor authentication and sessions. Rendered by the settings page.
import { useSearchParams } from 'react-router';
import { Alert } from '@/ui/alert';
import { Skeleton } from '@/ui/skeleton';
import { errorMessage } from '@/web/lib/api';
import { useSecurityStatus } from './api/get-security-status';
import { ChangeEmailCard } from './change-email-card';
import { ChangePasswordCard } from './change-password-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

export function SecuritySettings() {
  const status = useSecurityStatus();
  const [searchParams] = useSearchParams();

  return (
    <div className="space-y-6">
      <EmailLinkResult result={searchParams.get('email')} error={searchParams.get('error')} />
      {status.isPending ? (
        <div className="space-y-4" role="status" aria-label="Loading security settings">
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </div>
      ) : status.isError ? (
        <Alert variant="destructive">{errorMessage(status.error)}</Alert>
      ) : status.data.hasPassword ? (
        <>
          <ChangePasswordCard />
          <ChangeEmailCard currentEmail={status.data.email} />
          <TwoFactorCard isEnabled={status.data.twoFactorEnabled} />
        </>
      ) : (
        <Alert>
          You sign in with {status.data.email} through Google or single sign-on, so there is no
          password here to change; your provider manages your password and e-mail.
        </Alert>
      )}
      <SessionsCard />
    </div>
  );
}

/** Where the link of an e-mail change lands: ?email=changed, or ?error=… from better-auth. */
function EmailLinkResult({ result, error }: { result: string | null; error: string | null }) {
  if (error) {
    return (
      <Alert variant="destructive">
        This email confirmation link is invalid or has expired. Please request the change again.
      </Alert>
    );
  }
  if (result === 'changed') {
    return <Alert variant="success">Your new email address is confirmed and now in use.</Alert>;
  }
  return null;
}

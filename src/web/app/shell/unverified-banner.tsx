// A quiet reminder on every signed-in page while the account's address is unverified
// (issue 16): accounts made before sign-up required the mailed link, or people who signed
// in with their password before opening it. One button sends the link again; dismissing
// hides it for this browser tab's session.
import { MailWarning, X } from 'lucide-react';
import { useState } from 'react';
import { VERIFY_MESSAGES } from '@/core/messages';
import { authErrorMessage } from '@/web/features/auth/auth-error-message';
import { authClient } from '@/web/lib/auth-client';
import { Button } from '../../../ui/button';

const DISMISSED_KEY = 'scale.verify-banner-dismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function UnverifiedBanner() {
  const session = authClient.useSession();
  const [isDismissed, setDismissed] = useState(wasDismissed);
  const [status, setStatus] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const user = session.data?.user;
  if (!user || user.emailVerified || isDismissed) return null;

  const resend = async () => {
    setSending(true);
    try {
      const result = await authClient.sendVerificationEmail({
        email: user.email,
        callbackURL: `${window.location.pathname}${window.location.search}`,
      });
      setStatus(
        result.error ? authErrorMessage(result.error) : VERIFY_MESSAGES.bannerSent(user.email),
      );
    } finally {
      setSending(false);
    }
  };

  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private modes may refuse storage: the banner then hides until the next load.
    }
    setDismissed(true);
  };

  return (
    <section
      aria-label="E-mail verification"
      className="border-b border-border bg-muted/60 text-sm text-muted-foreground"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 sm:px-6">
        <MailWarning className="size-4 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1 break-words" role="status">
          {status ?? VERIFY_MESSAGES.bannerText(user.email)}
        </p>
        {status ? null : (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="min-h-6 p-0"
            disabled={isSending}
            onClick={() => void resend()}
          >
            {VERIFY_MESSAGES.bannerResend}
          </Button>
        )}
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={VERIFY_MESSAGES.bannerDismiss}
          onClick={dismiss}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}

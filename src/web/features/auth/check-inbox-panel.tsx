// After sign-up (issue 16): the account is finished by the link mailed to the address.
// Sign-up answers every address alike (a taken one too, whose owner is mailed instead),
// so this panel is all anyone sees — it never says whether the address had an account.
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { VERIFY_MESSAGES } from '@/core/messages';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { authClient } from '@/web/lib/auth-client';
import { authErrorMessage } from './auth-error-message';

export function CheckInboxPanel({
  email,
  callbackURL,
  onBack,
}: {
  email: string;
  /** Where the link lands once opened (the page the visitor was headed for). */
  callbackURL: string;
  onBack: () => void;
}) {
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [isSending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      const result = await authClient.sendVerificationEmail({ email, callbackURL });
      setNotice(
        result.error
          ? { kind: 'error', text: authErrorMessage(result.error) }
          : { kind: 'success', text: VERIFY_MESSAGES.linkResent },
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="check-inbox-title" className="space-y-5 text-center">
      <MailCheck className="mx-auto size-10 text-brand-600" aria-hidden="true" />
      <h1 id="check-inbox-title" className="text-2xl font-bold tracking-tight">
        {VERIFY_MESSAGES.checkInboxTitle}
      </h1>
      <p className="break-words">{VERIFY_MESSAGES.checkInbox(email)}</p>
      <p className="text-sm text-muted-foreground">{VERIFY_MESSAGES.checkInboxHint}</p>
      {notice ? (
        <Alert variant={notice.kind === 'error' ? 'destructive' : 'success'}>{notice.text}</Alert>
      ) : null}
      <div className="flex flex-col gap-2">
        <Button type="button" disabled={isSending} onClick={() => void resend()}>
          {VERIFY_MESSAGES.resendLink}
        </Button>
        <Button type="button" variant="outline" onClick={onBack}>
          {VERIFY_MESSAGES.useAnotherAddress}
        </Button>
      </div>
    </section>
  );
}

// The verification link lands on the page the person was headed for with ?verified=1
// (server: auth/verification-landing.ts), and better-auth adds &error=… when the link
// was expired or forged. Mounted at the router's root, so any page says which it was,
// once, and the address loses the flags.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { VERIFY_MESSAGES } from '@/core/messages';

export function VerificationLanding() {
  const [searchParams, setSearchParams] = useSearchParams();
  const isLanding = searchParams.get('verified') === '1';
  const error = searchParams.get('error');

  useEffect(() => {
    if (!isLanding) return;
    if (error) toast.error(VERIFY_MESSAGES.linkInvalid);
    else toast.success(VERIFY_MESSAGES.verified);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('verified');
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [isLanding, error, setSearchParams]);

  return null;
}

// The second step of signing in with two-factor authentication on: the 6-digit code
// from the authenticator app, or one of the backup codes.
import { type FormEvent, useState } from 'react';
import { MESSAGES, SECURITY_MESSAGES } from '@/core/messages';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Spinner } from '@/ui/spinner';
import { type SecondFactor, verifySecondFactor } from './api/verify-two-factor';

type TwoFactorStepProps = {
  /** Called once the session exists. */
  onSignedIn: () => Promise<unknown>;
  onCancel: () => void;
};

export function TwoFactorStep({ onSignedIn, onCancel }: TwoFactorStepProps) {
  const [kind, setKind] = useState<SecondFactor>('totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '') return;
    setSubmitting(true);
    setError(null);
    try {
      const problem = await verifySecondFactor(kind, code);
      if (problem) {
        setError(problem);
        return;
      }
      await onSignedIn();
    } catch {
      setError(MESSAGES.unexpected);
    } finally {
      setSubmitting(false);
    }
  };

  const switchKind = () => {
    setKind(kind === 'totp' ? 'backup' : 'totp');
    setCode('');
    setError(null);
  };

  return (
    <div className="space-y-6">
      <div className="space-y-2 text-center">
        <h1 className="text-2xl font-bold tracking-tight">Two-factor authentication</h1>
        <p className="text-sm text-muted-foreground">
          {kind === 'totp' ? SECURITY_MESSAGES.twoFactorPrompt : SECURITY_MESSAGES.backupCodePrompt}
        </p>
      </div>

      {error ? <Alert variant="destructive">{error}</Alert> : null}

      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="two-factor-code">
            {kind === 'totp' ? 'Authentication code' : 'Backup code'}
          </Label>
          <Input
            id="two-factor-code"
            autoFocus
            autoComplete="one-time-code"
            inputMode={kind === 'totp' ? 'numeric' : 'text'}
            maxLength={kind === 'totp' ? 7 : 20}
            placeholder={kind === 'totp' ? '123456' : 'xxxxx-xxxxx'}
            value={code}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting || code.trim() === ''}>
          {isSubmitting ? <Spinner className="size-4 text-current" label="Please wait" /> : null}
          Verify
        </Button>
      </form>

      <div className="flex flex-col items-center gap-2 text-sm">
        <button
          type="button"
          onClick={switchKind}
          className="font-medium text-brand-700 hover:underline"
        >
          {kind === 'totp' ? 'Use a backup code instead' : 'Use your authenticator app instead'}
        </button>
        <button type="button" onClick={onCancel} className="text-muted-foreground hover:underline">
          Back to sign in
        </button>
      </div>
    </div>
  );
}

// Two-factor authentication with an authenticator app: enrol (password, QR code and
// secret, a first code, backup codes) and turn off (password).
import { type FormEvent, useState } from 'react';
import { SECURITY_MESSAGES } from '@/core/messages';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { useDisableTwoFactor } from './api/disable-two-factor';
import { type TwoFactorEnrolment, useEnableTwoFactor } from './api/enable-two-factor';
import { useGenerateBackupCodes } from './api/generate-backup-codes';
import { useVerifyTwoFactorSetup } from './api/verify-two-factor-setup';
import { BackupCodes } from './backup-codes';
import { FormField } from './form-field';
import { QrCode } from './qr-code';

type Step =
  | { name: 'idle' }
  | { name: 'scan'; enrolment: TwoFactorEnrolment }
  | { name: 'codes'; codes: string[] };

export function TwoFactorCard({ isEnabled }: { isEnabled: boolean }) {
  const [step, setStep] = useState<Step>({ name: 'idle' });

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>Two-factor authentication</CardTitle>
          <Badge variant={isEnabled ? 'success' : 'secondary'}>{isEnabled ? 'On' : 'Off'}</Badge>
        </div>
        <CardDescription>
          Ask for a code from an authenticator app (Google Authenticator, 1Password, Authy…) after
          your password when you sign in.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {step.name === 'scan' ? (
          <ScanStep
            enrolment={step.enrolment}
            onVerified={() => setStep({ name: 'codes', codes: step.enrolment.backupCodes })}
          />
        ) : step.name === 'codes' ? (
          <>
            <Alert variant="success">{SECURITY_MESSAGES.twoFactorEnabled}</Alert>
            {/* Shown after enrolment and after generating new codes alike. */}
            <BackupCodes codes={step.codes} />
            <Button type="button" onClick={() => setStep({ name: 'idle' })}>
              Done
            </Button>
          </>
        ) : isEnabled ? (
          <ManageForm onNewCodes={(codes) => setStep({ name: 'codes', codes })} />
        ) : (
          <EnableForm onStarted={(enrolment) => setStep({ name: 'scan', enrolment })} />
        )}
      </CardContent>
    </Card>
  );
}

function EnableForm({ onStarted }: { onStarted: (enrolment: TwoFactorEnrolment) => void }) {
  const [password, setPassword] = useState('');
  const mutation = useEnableTwoFactor();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(password, { onSuccess: onStarted });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="max-w-md space-y-4"
      aria-label="Set up two-factor authentication"
    >
      {mutation.error ? <Alert variant="destructive">{mutation.error.message}</Alert> : null}
      <FormField
        id="two-factor-enable-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        isInvalid={Boolean(mutation.error)}
      />
      <Button type="submit" disabled={mutation.isPending || password === ''}>
        {mutation.isPending ? (
          <Spinner className="size-4 text-current" label="Please wait" />
        ) : null}
        Set up two-factor authentication
      </Button>
    </form>
  );
}

function ScanStep({
  enrolment,
  onVerified,
}: {
  enrolment: TwoFactorEnrolment;
  onVerified: () => void;
}) {
  const [code, setCode] = useState('');
  const mutation = useVerifyTwoFactorSetup();
  const secret = new URL(enrolment.totpURI).searchParams.get('secret') ?? '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(code, { onSuccess: onVerified });
  };

  return (
    <div className="space-y-4">
      <p className="text-sm">
        Scan this QR code with your authenticator app, or type the secret key into it. Then enter
        the 6-digit code it shows.
      </p>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <QrCode value={enrolment.totpURI} label="QR code for your authenticator app" />
        <div className="space-y-1">
          <p className="text-sm font-medium">Secret key</p>
          <code
            data-testid="two-factor-secret"
            className="block break-all rounded-md bg-muted px-2 py-1 font-mono text-sm"
          >
            {secret.match(/.{1,4}/g)?.join(' ')}
          </code>
        </div>
      </div>
      <form noValidate onSubmit={submit} className="max-w-md space-y-4" aria-label="Verify code">
        {mutation.error ? <Alert variant="destructive">{mutation.error.message}</Alert> : null}
        <FormField
          id="two-factor-setup-code"
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder="123456"
          value={code}
          onChange={setCode}
          isInvalid={Boolean(mutation.error)}
        />
        <Button type="submit" disabled={mutation.isPending || code.trim() === ''}>
          {mutation.isPending ? (
            <Spinner className="size-4 text-current" label="Verifying" />
          ) : null}
          Verify and turn on
        </Button>
      </form>
    </div>
  );
}

/** With two-factor on: new backup codes, or turning it off; both need the password. */
function ManageForm({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const [password, setPassword] = useState('');
  const disable = useDisableTwoFactor();
  const regenerate = useGenerateBackupCodes();
  const error = disable.error ?? regenerate.error;
  const isPending = disable.isPending || regenerate.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    disable.mutate(password, { onSuccess: () => setPassword('') });
  };

  const newCodes = () => {
    disable.reset();
    regenerate.mutate(password, { onSuccess: ({ backupCodes }) => onNewCodes(backupCodes) });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="max-w-md space-y-4"
      aria-label="Manage two-factor authentication"
    >
      {error ? <Alert variant="destructive">{error.message}</Alert> : null}
      <FormField
        id="two-factor-manage-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        isInvalid={Boolean(error)}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={isPending || password === ''}
          onClick={newCodes}
        >
          Generate new backup codes
        </Button>
        <Button type="submit" variant="destructive" disabled={isPending || password === ''}>
          {disable.isPending ? (
            <Spinner className="size-4 text-current" label="Please wait" />
          ) : null}
          Turn off two-factor authentication
        </Button>
      </div>
    </form>
  );
}

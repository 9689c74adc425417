// /auth/reset-password?token=…: the page the reset e-mail links to.
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '@/core/messages';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { authClient } from '@/web/lib/auth-client';
import { authErrorMessage } from './auth-error-message';
import { AuthLayout } from './auth-layout';
import { validateNewPassword } from './auth-validation';
import { PasswordField } from './password-field';

const INVALID_LINK = 'This password reset link is invalid or has expired.';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const hasLinkError = !token || searchParams.has('error');

  return (
    <AuthLayout>
      <div className="space-y-6">
        {hasLinkError ? (
          <>
            <h1 className="text-center text-2xl font-bold tracking-tight">Reset your password</h1>
            <Alert variant="destructive">{INVALID_LINK}</Alert>
            <Button asChild className="w-full">
              <Link to="/auth/forgot-password">Request a new link</Link>
            </Button>
          </>
        ) : (
          <ResetPasswordForm token={token} />
        )}
      </div>
    </AuthLayout>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isDone, setDone] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateNewPassword(password, confirmPassword);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const result = await authClient.resetPassword({ newPassword: password, token });
      if (result.error) {
        setError(
          result.error.code === 'INVALID_TOKEN' ? INVALID_LINK : authErrorMessage(result.error),
        );
        return;
      }
      setDone(true);
    } catch {
      setError(MESSAGES.unexpected);
    } finally {
      setSubmitting(false);
    }
  };

  if (isDone) {
    return (
      <div className="space-y-6 text-center">
        <h1 className="text-2xl font-bold tracking-tight">You're all set</h1>
        <Alert variant="success">
          Your password has been reset. Sign in with your new password.
        </Alert>
        <Button asChild className="w-full">
          <Link to="/auth">Sign in</Link>
        </Button>
      </div>
    );
  }

  return (
    <>
      <div className="space-y-2 text-center">
        <h1 className="text-2xl font-bold tracking-tight">Choose a new password</h1>
        <p className="text-sm text-muted-foreground">Use at least 8 characters.</p>
      </div>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <PasswordField
          id="reset-password"
          label="New Password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          isInvalid={error === MESSAGES.passwordTooShort}
        />
        <PasswordField
          id="reset-confirm-password"
          label="Confirm Password"
          value={confirmPassword}
          onChange={setConfirmPassword}
          autoComplete="new-password"
          isInvalid={error === MESSAGES.passwordsDoNotMatch}
        />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="size-4 text-current" label="Please wait" /> : null}
          Reset Password
        </Button>
      </form>
    </>
  );
}

// /auth/forgot-password: asks for a reset link. The answer is the same whether or
// not the address has an account, so the form cannot be used to probe for accounts.
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@/core/messages';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Spinner } from '@/ui/spinner';
import { authClient } from '@/web/lib/auth-client';
import { authErrorMessage } from './auth-error-message';
import { AuthLayout } from './auth-layout';
import { isValidEmail } from './auth-validation';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(MESSAGES.invalidEmail);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const address = email.trim();
      const result = await authClient.requestPasswordReset({
        email: address,
        redirectTo: '/auth/reset-password',
      });
      if (result.error) {
        setError(authErrorMessage(result.error));
        return;
      }
      setSentTo(address);
    } catch {
      setError(MESSAGES.unexpected);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout>
      <div className="space-y-6">
        <div className="space-y-2 text-center">
          <h1 className="text-2xl font-bold tracking-tight">Forgot your password?</h1>
          <p className="text-sm text-muted-foreground">
            Enter your email address and we will send you a link to choose a new password.
          </p>
        </div>
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        {sentTo ? (
          <Alert variant="success">
            If an account exists for {sentTo}, a link to reset your password is on its way. Check
            your inbox.
          </Alert>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor="forgot-email">Email</Label>
              <Input
                id="forgot-email"
                type="email"
                autoComplete="email"
                inputMode="email"
                value={email}
                aria-invalid={error === MESSAGES.invalidEmail || undefined}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? (
                <Spinner className="size-4 text-current" label="Please wait" />
              ) : null}
              Send reset link
            </Button>
          </form>
        )}
        <p className="text-center text-sm">
          <Link to="/auth" className="font-medium text-brand-700 hover:underline">
            Back to sign in
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}

// /auth (spec §2): sign in or sign up with e-mail and password or a social provider.
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { MESSAGES } from '@/core/messages';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { PageSpinner, Spinner } from '@/ui/spinner';
import { authClient } from '@/web/lib/auth-client';
import { useAuthProviders } from './api/get-auth-providers';
import { needsSecondFactor } from './api/verify-two-factor';
import { authErrorMessage } from './auth-error-message';
import { AuthLayout } from './auth-layout';
import { validateCredentials } from './auth-validation';
import { browserTimeZone } from './browser-time-zone';
import { CheckInboxPanel } from './check-inbox-panel';
import { PasswordField } from './password-field';
import { redirectTarget } from './redirect-target';
import { SocialButtons } from './social-buttons';
import {
  lastSocialProvider,
  type SocialProvider,
  socialSignInErrorMessage,
} from './social-sign-in';
import { TwoFactorStep } from './two-factor-step';

type Mode = 'signin' | 'signup';

const COPY: Record<Mode, { intro: string; submit: string; toggle: string }> = {
  signin: {
    intro: 'Sign in to access your Scale Page and CRM',
    submit: 'Sign In',
    toggle: MESSAGES.authNeedAccount,
  },
  signup: {
    intro: 'Create your account and start building your Scale Page',
    submit: 'Sign Up',
    toggle: MESSAGES.authHaveAccount,
  },
};

export function AuthPage() {
  const session = authClient.useSession();
  const [searchParams] = useSearchParams();
  // Kept here, not in AuthPanel: the session re-read after the password step shows
  // the spinner for a moment, which unmounts the panel.
  const [isAwaitingSecondFactor, setAwaitingSecondFactor] = useState(false);
  // Set once sign-up answered: the address the link went to (kept here for the same reason).
  const [sentTo, setSentTo] = useState<string | null>(null);
  const landing = redirectTarget(searchParams) ?? '/dashboard';
  if (sentTo && !session.data) {
    return (
      <AuthLayout>
        <CheckInboxPanel email={sentTo} callbackURL={landing} onBack={() => setSentTo(null)} />
      </AuthLayout>
    );
  }
  if (isAwaitingSecondFactor && !session.data) {
    return (
      <AuthLayout>
        <TwoFactorStep
          onSignedIn={() => session.refetch()}
          onCancel={() => setAwaitingSecondFactor(false)}
        />
      </AuthLayout>
    );
  }
  if (session.isPending) return <PageSpinner label="Checking your session" />;
  if (session.data) return <Navigate to={redirectTarget(searchParams) ?? '/dashboard'} replace />;
  return (
    <AuthLayout>
      <AuthPanel
        onSecondFactor={() => setAwaitingSecondFactor(true)}
        onSignUpSent={setSentTo}
        landing={landing}
      />
    </AuthLayout>
  );
}

type Field = 'email' | 'password' | 'confirmPassword';

function fieldOf(message: string): Field | null {
  if (message === MESSAGES.invalidEmail) return 'email';
  if (message === MESSAGES.passwordTooShort) return 'password';
  if (message === MESSAGES.passwordsDoNotMatch) return 'confirmPassword';
  return null;
}

function AuthPanel({
  onSecondFactor,
  onSignUpSent,
  landing,
}: {
  onSecondFactor: () => void;
  /** Sign-up answered: the mailed link finishes it (no session, whoever owns the address). */
  onSignUpSent: (email: string) => void;
  /** Where the mailed link lands: the page that sent the visitor here, or the dashboard. */
  landing: string;
}) {
  const session = authClient.useSession();
  const providers = useAuthProviders();
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>(
    searchParams.get('mode') === 'signup' ? 'signup' : 'signin',
  );
  // An invitation link sends the invited address along (?email=).
  const [email, setEmail] = useState(() => searchParams.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [isUrlErrorDismissed, setUrlErrorDismissed] = useState(false);

  const urlError = socialErrorFromUrl(
    searchParams,
    providers.data?.oidc?.name,
    providers.isPending,
  );
  const shownError = error ?? (isUrlErrorDismissed ? null : urlError);
  const invalidField = error ? fieldOf(error) : null;
  const copy = COPY[mode];

  const showError = (message: string) => {
    setUrlErrorDismissed(true);
    setNotice(null);
    setError(message);
  };

  const toggleMode = () => {
    setMode(mode === 'signin' ? 'signup' : 'signin');
    setConfirmPassword('');
    setError(null);
    setNotice(null);
    setUrlErrorDismissed(true);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateCredentials({
      email,
      password,
      confirmPassword: mode === 'signup' ? confirmPassword : undefined,
    });
    if (problem) {
      showError(problem);
      return;
    }
    setSubmitting(true);
    setError(null);
    setUrlErrorDismissed(true);
    try {
      const address = email.trim();
      if (mode === 'signin') {
        const result = await authClient.signIn.email({ email: address, password });
        if (result.error) return showError(authErrorMessage(result.error));
        // Two-factor authentication is on: no session yet, the code comes first.
        if (needsSecondFactor(result.data)) return onSecondFactor();
      } else {
        // `timezone` is ours, not better-auth's: the server reads it from the body to
        // set the new profile's time zone, so it travels outside the typed fields.
        const body = {
          email: address,
          password,
          name: address.split('@')[0] ?? address,
          timezone: browserTimeZone(),
          // Where the mailed link lands (the server falls back to the dashboard).
          callbackURL: landing,
        };
        const result = await authClient.signUp.email(body);
        if (result.error) return showError(authErrorMessage(result.error));
        onSignUpSent(address);
        return;
      }
      // Re-read the session now; AuthPage then sends the user to /dashboard.
      await session.refetch();
    } catch {
      showError(MESSAGES.unexpected);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="space-y-6">
      <div className="space-y-2 text-center">
        <h1 className="text-2xl font-bold tracking-tight">{MESSAGES.authWelcome} Scale</h1>
        <p className="text-sm text-muted-foreground">{copy.intro}</p>
      </div>

      {shownError ? <Alert variant="destructive">{shownError}</Alert> : null}
      {notice ? <Alert variant="success">{notice}</Alert> : null}

      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="auth-email">Email</Label>
          <Input
            id="auth-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            aria-invalid={invalidField === 'email' || undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <PasswordField
          id="auth-password"
          label="Password"
          value={password}
          onChange={setPassword}
          autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
          isInvalid={invalidField === 'password'}
        />
        {mode === 'signup' ? (
          <PasswordField
            id="auth-confirm-password"
            label="Confirm Password"
            value={confirmPassword}
            onChange={setConfirmPassword}
            autoComplete="new-password"
            isInvalid={invalidField === 'confirmPassword'}
          />
        ) : (
          <p className="text-right text-sm">
            <Link to="/auth/forgot-password" className="font-medium text-brand-700 hover:underline">
              Forgot password?
            </Link>
          </p>
        )}
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="size-4 text-current" label="Please wait" /> : null}
          {copy.submit}
        </Button>
      </form>

      {providers.data ? (
        <SocialButtons
          providers={providers.data}
          onError={showError}
          returnTo={redirectTarget(searchParams)}
        />
      ) : null}

      <p className="text-center text-sm">
        <button
          type="button"
          onClick={toggleMode}
          className="font-medium text-brand-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-ring"
        >
          {copy.toggle}
        </button>
      </p>
    </div>
  );
}

/** The message for /auth?error=… after a social sign-in came back with an error. */
function socialErrorFromUrl(
  searchParams: URLSearchParams,
  oidcName: string | undefined,
  isProvidersPending: boolean,
): string | null {
  const error = searchParams.get('error');
  if (!error) return null;
  const param = searchParams.get('provider');
  const provider: SocialProvider | null =
    param === 'google' || param === 'oidc' ? param : lastSocialProvider();
  // Wait for the provider's display name rather than flash the generic text first.
  if (provider === 'oidc' && isProvidersPending) return null;
  return socialSignInErrorMessage(provider, oidcName);
}

// Social sign-in: Google or the configured OIDC provider. The browser leaves for
// the provider and comes back to /dashboard (or the page that sent the visitor to sign
// in, such as an invitation), or to /auth?provider=…&error=… .
import { MESSAGES } from '@/core/messages';
import { authClient } from '@/web/lib/auth-client';
import { rememberTimeZoneForSocialSignIn } from './browser-time-zone';

export type SocialProvider = 'google' | 'oidc';

/** The provider of the last attempt, for errors that come back without ?provider=. */
const LAST_PROVIDER_KEY = 'scale:social-provider';

export async function startSocialSignIn(provider: SocialProvider, returnTo: string | null = null) {
  rememberTimeZoneForSocialSignIn();
  try {
    sessionStorage.setItem(LAST_PROVIDER_KEY, provider);
  } catch {
    // Private modes may refuse storage; the ?provider= parameter still says it.
  }
  return authClient.signIn.social({
    // The server registers the OIDC provider under the id "oidc" (genericOAuth).
    provider: provider as 'google',
    callbackURL: returnTo ?? '/dashboard',
    // A failed attempt keeps the way back, so the next try still returns there.
    errorCallbackURL: `/auth?provider=${provider}${returnTo ? `&redirect=${encodeURIComponent(returnTo)}` : ''}`,
  });
}

export function lastSocialProvider(): SocialProvider | null {
  try {
    const value = sessionStorage.getItem(LAST_PROVIDER_KEY);
    return value === 'google' || value === 'oidc' ? value : null;
  } catch {
    return null;
  }
}

/** The red-box text after a failed social sign-in (spec §8). */
export function socialSignInErrorMessage(
  provider: SocialProvider | null,
  oidcName: string | undefined,
): string {
  if (provider === 'google') return MESSAGES.socialSignInFailed('Google');
  if (provider === 'oidc' && oidcName) return MESSAGES.socialSignInFailed(oidcName);
  return MESSAGES.unexpected;
}

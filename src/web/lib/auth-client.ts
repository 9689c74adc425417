// The better-auth client. Generic OIDC providers need no client plugin in
// better-auth 1.7: the server's genericOAuth plugin registers them as social
// providers, so they sign in through `signIn.social` like Google.
import { createAuthClient } from 'better-auth/react';

export const authClient = createAuthClient({
  baseURL: window.location.origin,
  // The session is also re-read when the tab regains focus (better-auth's default).
});

export type AuthSession = typeof authClient.$Infer.Session;

/** Makes every useSession() re-read the session, e.g. after the API answered 401. */
export function refreshSession(): void {
  authClient.$store.notify('$sessionSignal');
}

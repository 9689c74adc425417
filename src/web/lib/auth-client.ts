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

/**
 * Starts reading the session now, before the component that asks for it has loaded: the
 * signed-in pages' route calls it beside loading their chunks, so the session is on its
 * way while they arrive instead of after they have rendered. useSession() then finds the
 * request under way or its answer fresh. This listener lets go once the answer is in.
 */
export function startSessionCheck(): void {
  const session = authClient.$store.atoms.session;
  const stop = session?.listen((state: { isPending: boolean }) => {
    if (!state.isPending) stop?.();
  });
}

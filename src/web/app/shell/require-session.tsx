// Guards the signed-in routes: a spinner while the session loads, /auth (history
// replaced) for a signed-out visitor — or, on the pages the spec gives their own
// signed-out screen, "Authentication required" in place.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { authClient } from '@/web/lib/auth-client';
import { Button } from '../../../ui/button';
import { PageSpinner } from '../../../ui/spinner';
import { AuthRequired } from './auth-required';

/** Path prefix -> the page name shown above "Authentication required". */
const SIGNED_OUT_SCREENS: Record<string, string> = { '/scheduling': 'Scheduling' };

function signedOutScreen(pathname: string): string | undefined {
  const prefix = Object.keys(SIGNED_OUT_SCREENS).find(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
  return prefix ? SIGNED_OUT_SCREENS[prefix] : undefined;
}

export function RequireSession({ children }: { children: ReactNode }) {
  const session = authClient.useSession();
  const { pathname } = useLocation();
  if (session.isPending) return <PageSpinner label="Loading your session" />;
  if (session.data) return children;
  // A server that cannot be reached is not a signed-out visitor: let them retry.
  if (session.error && session.error.status >= 500) {
    return (
      <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-2xl font-bold">We could not check your session</h1>
        <p className="text-muted-foreground">The server did not answer. Please try again.</p>
        <Button onClick={() => void session.refetch()}>Try again</Button>
      </main>
    );
  }
  const page = signedOutScreen(pathname);
  if (page) return <AuthRequired page={page} />;
  return <Navigate to="/auth" replace />;
}

// Guards the signed-in routes: a spinner while the session loads, /auth (history
// replaced) for a signed-out visitor.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { authClient } from '@/web/lib/auth-client';
import { Button } from '../ui/button';
import { PageSpinner } from '../ui/spinner';

export function RequireSession({ children }: { children: ReactNode }) {
  const session = authClient.useSession();
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
  return <Navigate to="/auth" replace />;
}

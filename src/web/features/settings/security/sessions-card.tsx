// The account's active sessions (device, when signed in, this one marked) and
// signing the others out.
import { LogOut, Monitor } from 'lucide-react';
import { toast } from 'sonner';
import { SECURITY_MESSAGES } from '@/core/messages';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { errorMessage } from '@/web/lib/api';
import { useSessions } from './api/get-sessions';
import { useRevokeOtherSessions } from './api/revoke-other-sessions';
import { useRevokeSession } from './api/revoke-session';

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function SessionsCard() {
  const sessions = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  const revokeOne = useRevokeSession();
  const hasOthers = (sessions.data ?? []).some((session) => !session.isCurrent);

  const signOutOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: () => toast.success(SECURITY_MESSAGES.otherSessionsSignedOut, { duration: 3000 }),
      onError: (error) => toast.error(errorMessage(error)),
    });

  const signOutOne = (id: string) =>
    revokeOne.mutate(id, {
      onSuccess: () => toast.success(SECURITY_MESSAGES.sessionSignedOut, { duration: 3000 }),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Active sessions</CardTitle>
        <CardDescription>The browsers and devices signed in to your account.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {sessions.isPending ? (
          <div className="space-y-2" role="status" aria-label="Loading sessions">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : sessions.isError ? (
          <Alert variant="destructive">{errorMessage(sessions.error)}</Alert>
        ) : sessions.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No active sessions.</p>
        ) : (
          <ul
            className="divide-y divide-border rounded-lg border border-border"
            aria-label="Sessions"
          >
            {sessions.data.map((session) => (
              <li key={session.id} className="flex items-center gap-3 p-3">
                <Monitor className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2 text-sm font-medium">
                    {session.device}
                    {session.isCurrent ? <Badge variant="success">This device</Badge> : null}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    Signed in {DATE_TIME.format(new Date(session.createdAt))}
                    {session.ipAddress ? ` · ${session.ipAddress}` : ''}
                  </p>
                </div>
                {session.isCurrent ? null : (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={revokeOne.isPending}
                    onClick={() => signOutOne(session.id)}
                    aria-label={`Sign out ${session.device}`}
                  >
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        <Button
          type="button"
          variant="outline"
          disabled={!hasOthers || revokeOthers.isPending}
          onClick={signOutOthers}
        >
          <LogOut /> Sign out of other sessions
        </Button>
      </CardContent>
    </Card>
  );
}

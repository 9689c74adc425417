// The Scale Page address: Pro and Business choose it; Free sees theirs and what
// upgrading gives (spec §9 "Free has a random Scale Page URL. Pro has a custom URL").
import { type FormEvent, useState } from 'react';
import { canChangeUsername, type ProfileSettings, ZUsername } from '@/core/profile-schemas';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { errorMessage } from '@/web/lib/api';
import { useChangeUsername } from './api/change-username';
import { useFlashMessage } from './use-flash-message';

export function CustomUrlCard({ profile }: { profile: ProfileSettings }) {
  const origin = window.location.origin;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Custom URL</CardTitle>
        <CardDescription>The address of your Scale Page.</CardDescription>
      </CardHeader>
      <CardContent>
        {canChangeUsername(profile.tier) ? (
          <UsernameForm profile={profile} origin={origin} />
        ) : (
          <div className="space-y-3">
            <p className="text-sm">
              Your Scale Page:{' '}
              <span className="font-medium text-brand-700">
                {origin}/{profile.username}
              </span>
            </p>
            <div className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm">
              <p className="flex items-center gap-2 font-medium">
                <Badge>Pro</Badge> Choose your own Scale Page URL
              </p>
              <p className="mt-1 text-muted-foreground">
                Free pages get a random address. Upgrade to Pro or Business to pick a memorable one
                like {origin}/your-name, and get detailed analytics.
              </p>
              <Button asChild size="sm" className="mt-3">
                {/* A server-rendered marketing page, not a route of this app. */}
                <a href="/pricing">See plans</a>
              </Button>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function UsernameForm({ profile, origin }: { profile: ProfileSettings; origin: string }) {
  const [username, setUsername] = useState(profile.username);
  const [error, setError] = useState<string | null>(null);
  const change = useChangeUsername();
  const flash = useFlashMessage();

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = ZUsername.safeParse(username);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid username');
      return;
    }
    change.mutate(
      { username: parsed.data },
      {
        onSuccess: (saved) => {
          setUsername(saved.username);
          flash.show('Your Scale Page URL was changed');
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  }

  return (
    <form className="space-y-3" onSubmit={submit} noValidate>
      <Label htmlFor="settings-username">Username</Label>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted-foreground">{origin}/</span>
        <Input
          id="settings-username"
          className="max-w-xs"
          value={username}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setUsername(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Change URL'}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        3-30 lowercase letters, numbers, hyphens or underscores. Your old address stops working.
      </p>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      {flash.message ? <Alert variant="success">{flash.message}</Alert> : null}
    </form>
  );
}

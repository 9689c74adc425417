// The overview's profile card (spec §2): avatar, display name or username, bio, "/username".
import { Link } from 'react-router';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { LoadError } from '@/web/components/load-error';
import { useMe } from '@/web/lib/get-me';

export function ProfileCard() {
  const me = useMe();

  if (me.isPending) {
    return (
      <Card aria-busy="true" aria-label="Loading your profile">
        <CardContent className="flex items-center gap-4 pt-5 sm:pt-6">
          <Skeleton className="size-16 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-4 w-full max-w-sm" />
          </div>
        </CardContent>
      </Card>
    );
  }

  if (me.isError) {
    return <LoadError what="Your profile" error={me.error} onRetry={me.refetch} />;
  }

  const { profile } = me.data;
  const name = profile.displayName?.trim() || profile.username;
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-center sm:pt-6">
        <Avatar name={name} src={profile.avatarUrl} className="size-16 text-xl" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg font-semibold">{name}</h2>
          <p className="text-sm font-medium text-brand-700">/{profile.username}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {profile.bio?.trim() || 'No bio yet. Tell visitors what you do in Settings.'}
          </p>
        </div>
        <Button asChild variant="outline" size="sm" className="self-start sm:self-center">
          <Link to="/settings">Edit profile</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

// What a signed-out visitor of a page that asks for sign-in in place sees (spec §2
// Scheduling): "Authentication required" and a Sign In button to /auth.
import { LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';
import { SCHEDULING_MESSAGES } from '@/core/messages';
import { Button } from '../../../ui/button';

export function AuthRequired({ page }: { page: string }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
        <LockKeyhole className="size-6" aria-hidden="true" />
      </span>
      <p className="text-sm font-medium text-muted-foreground">{page}</p>
      <h1 className="text-2xl font-bold">{SCHEDULING_MESSAGES.authRequired}</h1>
      <p className="text-muted-foreground">Sign in to see this page.</p>
      <Button asChild>
        <Link to="/auth">{SCHEDULING_MESSAGES.signIn}</Link>
      </Button>
    </main>
  );
}

import { Link } from 'react-router';
import { Button } from '../../ui/button';

/** Unknown addresses inside the app (the server answers other unknown paths itself). */
export function NotFoundView() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-4 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="mt-3 text-muted-foreground">
        The page you're looking for doesn't exist or has moved.
      </p>
      <Button asChild className="mt-6">
        <Link to="/dashboard">Go to your dashboard</Link>
      </Button>
    </main>
  );
}

// The router's error screen: a failed lazy chunk (after a deploy) or a render error
// offers a reload instead of a blank page.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../ui/button';
import { NotFoundView } from './not-found-view';

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-bold tracking-tight">Something went wrong</h1>
      <p className="mt-3 text-muted-foreground">
        An unexpected error occurred. Reloading the page usually fixes it.
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </main>
  );
}

// The error state of a view whose data failed to load: what could not be loaded, the
// reason, and a way to try again.
import { errorMessage } from '@/web/lib/api';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';

export function LoadError({
  what,
  error,
  onRetry,
}: {
  /** Completes "… could not be loaded", e.g. "Your links". */
  what: string;
  error: unknown;
  onRetry: () => unknown;
}) {
  return (
    <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
      <span>
        {what} could not be loaded: {errorMessage(error)}
      </span>
      <Button size="sm" variant="outline" onClick={() => void onRetry()}>
        Try again
      </Button>
    </Alert>
  );
}

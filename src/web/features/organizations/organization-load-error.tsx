// The spec's failure text for an organization read (§8), with a way to try again.
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';

export function OrganizationLoadError({
  message,
  onRetry,
}: {
  message: string;
  onRetry: () => unknown;
}) {
  return (
    <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
      <span>{message}</span>
      <Button size="sm" variant="outline" onClick={() => void onRetry()}>
        Try again
      </Button>
    </Alert>
  );
}

// The viewer's error screen (spec §2, §8 Document page): "Document Not Found", the
// reason, and "Go Home"; a retry only where trying again can help.
import { FileX2 } from 'lucide-react';
import { DOCUMENT_MESSAGES as M } from '@/core/messages';
import { Button } from '@/ui/button';
import { useViewerTitle } from './use-viewer-title';

export function DocumentErrorView({
  message,
  onRetry,
}: {
  message: string;
  onRetry?: () => unknown;
}) {
  useViewerTitle(M.notFoundTitle);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-4 text-center">
      <FileX2 className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{M.notFoundTitle}</h1>
      <p role="alert" className="mt-3 text-muted-foreground">
        {message}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <Button variant="outline" onClick={() => void onRetry()}>
            Try again
          </Button>
        ) : null}
        <Button asChild>
          {/* The home page is server-rendered, not a route of this app. */}
          <a href="/">{M.goHome}</a>
        </Button>
      </div>
    </main>
  );
}

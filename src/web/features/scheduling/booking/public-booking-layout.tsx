// The frame of the public booking pages: no app header (visitors are not signed in), a
// centred column that fits a 375 px phone and widens on a desktop.
import type { ReactNode } from 'react';
import { Wordmark } from '@/web/components/wordmark';
import { cn } from '@/web/lib/cn';

export function PublicBookingLayout({
  children,
  wide = false,
}: {
  children: ReactNode;
  /** The wizard uses two columns on a desktop. */
  wide?: boolean;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <main
        className={cn(
          'mx-auto flex w-full flex-1 flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10',
          wide ? 'max-w-5xl' : 'max-w-2xl',
        )}
      >
        {children}
      </main>
      <footer className="flex justify-center py-6 text-muted-foreground">
        <a href="/" aria-label="Scale home" className="opacity-70 hover:opacity-100">
          <Wordmark className="text-sm" />
        </a>
      </footer>
    </div>
  );
}

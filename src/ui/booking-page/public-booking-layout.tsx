// The frame of the public booking pages: no app header (visitors are not signed in), a
// centred column that fits a 375 px phone and widens on a desktop.
import type { ReactNode } from 'react';
import { cn } from '@/ui/cn';
import { Wordmark } from '@/ui/wordmark';

export function PublicBookingLayout({
  children,
  wide = false,
  isLoading = false,
  branded = true,
}: {
  children: ReactNode;
  /** The wizard uses two columns on a desktop. */
  wide?: boolean;
  /**
   * The page's content is still on its way: the footer waits for it, or it would show
   * under the short placeholder and then jump down (a layout shift the visitor sees).
   */
  isLoading?: boolean;
  /** Scale's footer; a Business host's pages go without it (decision 064). */
  branded?: boolean;
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
      {isLoading || !branded ? null : (
        <footer className="flex justify-center py-6 text-muted-foreground">
          <a href="/" aria-label="Scale home" className="hover:text-foreground">
            <Wordmark className="text-sm" />
          </a>
        </footer>
      )}
    </div>
  );
}

// The frame of the sign-in pages: the wordmark back to the home page and one card.
import type { ReactNode } from 'react';
import { cn } from '@/ui/cn';
import { Wordmark } from '@/ui/wordmark';

/** `className` adds to the card, e.g. the invitation page's centred stack. */
export function AuthLayout({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-background">
      <header className="mx-auto w-full max-w-md px-4 pt-8 sm:pt-12">
        <a href="/" className="inline-flex rounded-md text-foreground">
          <Wordmark />
        </a>
      </header>
      <main className="mx-auto w-full max-w-md flex-1 px-4 py-6 sm:py-8">
        <div
          className={cn('rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8', className)}
        >
          {children}
        </div>
      </main>
    </div>
  );
}

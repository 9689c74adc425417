import { cn } from '@/ui/cn';

/**
 * The product wordmark: an inline SVG mark (no image request, no layout shift) and the
 * name. `large` on the marketing pages' header and footer, the default in the app.
 */
export function Wordmark({ className, large = false }: { className?: string; large?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold tracking-tight', className)}>
      <svg
        viewBox="0 0 32 32"
        width={large ? 28 : 26}
        height={large ? 28 : 26}
        aria-hidden="true"
        className="shrink-0"
      >
        <rect width="32" height="32" rx="9" className="fill-brand-600" />
        <path
          d="M10 20.5c1.4 1.6 3.5 2.5 6 2.5 3.2 0 5.5-1.6 5.5-4.2 0-2.4-1.8-3.5-5-4.2-2.6-.6-3.6-1.1-3.6-2.3 0-1.1 1.1-1.9 2.9-1.9 1.7 0 3 .6 4 1.6"
          fill="none"
          stroke="white"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
      </svg>
      <span className={large ? 'text-xl' : 'text-lg'}>Scale</span>
    </span>
  );
}

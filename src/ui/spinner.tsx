import { LoaderCircle } from 'lucide-react';
import { cn } from '@/ui/cn';

type SpinnerProps = { className?: string; label?: string };

/** An animated loading indicator announced to screen readers as a status. */
export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle
        className={cn('size-5 animate-spin text-brand-600', className)}
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in the viewport, for whole-page loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-8" label={label} />
    </div>
  );
}

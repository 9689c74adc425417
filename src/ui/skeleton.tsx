import type { ComponentProps } from 'react';
import { cn } from '@/ui/cn';

/** A grey placeholder of the content's size, so loading does not shift the layout. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200', className)}
      {...props}
    />
  );
}

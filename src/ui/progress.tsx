import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/ui/cn';

/** value is 0–max; leave it null for an indeterminate bar (total not known yet). */
export function Progress({
  className,
  value,
  max = 100,
  ...props
}: ComponentProps<typeof ProgressPrimitive.Root>) {
  const percent = value == null ? null : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <ProgressPrimitive.Root
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      value={value}
      max={max}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          'h-full bg-primary transition-[width] duration-200',
          percent == null && 'w-1/3 animate-pulse',
        )}
        style={percent == null ? undefined : { width: `${percent}%` }}
      />
    </ProgressPrimitive.Root>
  );
}

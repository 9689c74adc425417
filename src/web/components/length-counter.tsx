// "12/500" beside a text field's label, red once past the limit; read out as it changes.
import type { ComponentProps } from 'react';
import { cn } from '@/ui/cn';

type LengthCounterProps = ComponentProps<'span'> & { length: number; max: number };

export function LengthCounter({ length, max, className, ...props }: LengthCounterProps) {
  return (
    <span
      className={cn(
        'text-xs tabular-nums text-muted-foreground',
        length > max && 'text-destructive',
        className,
      )}
      aria-live="polite"
      {...props}
    >
      {length}/{max}
    </span>
  );
}

// The wizard's three steps (spec §2), the current one marked for sight and for screen readers.
import { Check } from 'lucide-react';
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import { cn } from '@/ui/cn';

export const BOOKING_STEPS = [M.stepSelect, M.stepInformation, M.stepConfirm] as const;
export type BookingStep = 0 | 1 | 2;

export function StepIndicator({ step }: { step: BookingStep }) {
  return (
    <nav aria-label="Booking steps">
      <ol className="flex items-center gap-2 sm:gap-3">
        {BOOKING_STEPS.map((label, index) => {
          const isDone = index < step;
          const isCurrent = index === step;
          return (
            <li
              key={label}
              aria-current={isCurrent ? 'step' : undefined}
              className={cn(
                'flex min-w-0 items-center gap-2',
                // On a phone the current step takes the room its name needs.
                isCurrent ? 'flex-1' : 'flex-none sm:flex-1',
              )}
            >
              <span
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                  isCurrent && 'border-primary bg-primary text-primary-foreground',
                  isDone && 'border-primary bg-brand-50 text-brand-700',
                  !isCurrent && !isDone && 'border-input text-muted-foreground',
                )}
                aria-hidden="true"
              >
                {isDone ? <Check className="size-4" /> : index + 1}
              </span>
              <span
                className={cn(
                  'truncate text-xs sm:text-sm',
                  isCurrent ? 'font-semibold text-foreground' : 'text-muted-foreground',
                  !isCurrent && 'max-sm:sr-only',
                )}
              >
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

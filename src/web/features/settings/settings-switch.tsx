// A labelled on/off switch (Radix Switch: a button with role="switch" and aria-checked).
import { Switch as SwitchPrimitive } from 'radix-ui';
import { useId } from 'react';
import { cn } from '@/ui/cn';

type SettingsSwitchProps = {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange(checked: boolean): void;
  className?: string;
};

export function SettingsSwitch({
  label,
  description,
  checked,
  disabled,
  onCheckedChange,
  className,
}: SettingsSwitchProps) {
  const id = useId();
  return (
    <div
      className={cn(
        'flex items-start justify-between gap-4 py-3',
        disabled && 'opacity-60',
        className,
      )}
    >
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
      <SwitchPrimitive.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={description ? `${id}-description` : undefined}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-slate-300 transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed data-[state=checked]:bg-primary"
      >
        <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
      </SwitchPrimitive.Root>
    </div>
  );
}

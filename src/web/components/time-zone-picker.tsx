// The one time-zone control (settings, scheduling availability, the public booking page):
// a searchable combobox over ~400 IANA zones (WAI-ARIA APG "editable combobox with list
// autocomplete", decision 030) instead of a <select> nobody can search. Typing filters by
// name or UTC offset, arrows move, Enter picks, Escape closes; the browser's own zone is
// listed first. The list is built when the control is first reached for (focus, pointer),
// not with the page: a phone would otherwise create ~400 options before the first tap.
import { ChevronDown, Globe } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cn } from '@/ui/cn';
import {
  detectTimeZone,
  searchTimeZones,
  type TimeZoneOption,
  timeZoneLabel,
  timeZoneOptions,
} from '@/web/lib/time-zones';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';

/** How far PageUp and PageDown move through the list. */
const PAGE = 10;

type TimeZonePickerProps = {
  id: string;
  label: string;
  value: string;
  onChange: (timeZone: string) => void;
  /** The browser's zone, listed first; read from the browser when not given. */
  detected?: string;
  disabled?: boolean;
  /** The field's message (e.g. the server's "Choose a time zone from the list"). */
  error?: string;
  /** Ids of hints that describe the control. */
  describedBy?: string;
  className?: string;
};

export function TimeZonePicker({
  id,
  label,
  value,
  onChange,
  detected,
  disabled,
  error,
  describedBy,
  className,
}: TimeZonePickerProps) {
  const listId = `${id}-listbox`;
  const optionId = useId();
  const [isReached, setReached] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  /** The option the arrows are on; null for the first match. */
  const [activeZone, setActiveZone] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const known = useMemo(
    () => (isReached ? timeZoneOptions('UTC', detected ?? detectTimeZone()) : []),
    [isReached, detected],
  );
  // Built again only for a zone the browser does not list (an alias such as Asia/Calcutta).
  const options = useMemo(
    () =>
      !isReached || known.some((option) => option.zone === value)
        ? known
        : timeZoneOptions(value, detected ?? detectTimeZone()),
    [isReached, known, value, detected],
  );
  const matches = useMemo(() => searchTimeZones(options, query), [options, query]);
  const activeIndex = isOpen
    ? Math.max(
        matches.findIndex((option) => option.zone === activeZone),
        0,
      )
    : -1;
  const active: TimeZoneOption | undefined = matches[activeIndex];
  const activeId = active ? `${optionId}-${activeIndex}` : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  /** Opens on the chosen zone, or on the first match of what is typed. */
  const open = (nextQuery: string) => {
    setReached(true);
    setQuery(nextQuery);
    setOpen(true);
    setActiveZone(nextQuery ? null : value);
  };

  const close = () => {
    setOpen(false);
    setQuery('');
  };

  const choose = (option: TimeZoneOption) => {
    close();
    if (option.zone !== value) onChange(option.zone);
    // The chosen name shows selected: typing again starts a new search, not an edit of it.
    requestAnimationFrame(() => inputRef.current?.select());
  };

  const move = (by: number) => {
    if (!isOpen) return open('');
    const next = matches[Math.min(Math.max(activeIndex + by, 0), matches.length - 1)];
    if (next) setActiveZone(next.zone);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      PageDown: PAGE,
      PageUp: -PAGE,
    };
    const by = moves[event.key];
    if (by !== undefined) {
      event.preventDefault();
      move(event.altKey && event.key === 'ArrowDown' ? 0 : by);
      return;
    }
    if (!isOpen) return;
    if (event.key === 'Enter') {
      // Picks instead of submitting the form around it.
      event.preventDefault();
      if (active) choose(active);
    } else if (event.key === 'Escape') {
      // Closes the list; the chosen zone stays.
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      close();
    }
  };

  const errorId = `${id}-error`;
  const described = [error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id} className="flex items-center gap-1.5">
        <Globe className="size-4 text-muted-foreground" aria-hidden="true" />
        {label}
      </Label>
      <div className="relative">
        <Input
          ref={inputRef}
          id={id}
          role="combobox"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          disabled={disabled}
          placeholder="Search by city or offset, e.g. Berlin or +01:00"
          className="pr-9"
          value={isOpen ? query : timeZoneLabel(value)}
          onFocus={(event) => {
            setReached(true);
            event.target.select();
          }}
          onPointerEnter={() => setReached(true)}
          onClick={() => (isOpen ? close() : open(''))}
          onChange={(event) => open(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <div
          id={listId}
          role="listbox"
          aria-label="Time zones"
          hidden={!isOpen || matches.length === 0}
          className="absolute z-50 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-border bg-card p-1 shadow-lg"
          // Scrolling the list with its bar must not blur the input (which closes it).
          onMouseDown={(event) => event.preventDefault()}
        >
          {isOpen
            ? matches.map((option, index) => (
                // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: the focus stays in the input (aria-activedescendant), whose keys pick an option; a click is the pointer's way
                <div
                  key={option.zone}
                  id={`${optionId}-${index}`}
                  role="option"
                  aria-selected={option.zone === value}
                  className={cn(
                    'flex cursor-pointer items-baseline justify-between gap-3 rounded-md px-2 py-1.5 text-sm',
                    index === activeIndex && 'bg-muted',
                    option.zone === value && 'font-medium',
                  )}
                  onMouseMove={() => setActiveZone(option.zone)}
                  onClick={() => choose(option)}
                >
                  <span className="min-w-0 break-words">
                    {option.label}
                    {option.isDetected ? (
                      <span className="ml-2 text-xs text-brand-700">(detected)</span>
                    ) : null}
                  </span>
                  <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                    UTC{option.offset}
                  </span>
                </div>
              ))
            : null}
        </div>
        {isOpen && matches.length === 0 ? (
          <p className="absolute z-50 mt-1 w-full rounded-lg border border-border bg-card px-3 py-2 text-sm text-muted-foreground shadow-lg">
            No time zone matches “{query.trim()}”.
          </p>
        ) : null}
      </div>
      {/* Read out as the list narrows, so a screen reader hears what typing found. */}
      <p className="sr-only" aria-live="polite">
        {isOpen && query.trim()
          ? `${matches.length} ${matches.length === 1 ? 'time zone' : 'time zones'} found`
          : ''}
      </p>
      {error ? (
        <p id={errorId} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// A list section of the client panel (interactions, tasks): its heading, a loading line,
// the error with a way to try again, the empty line, the items in a box that scrolls
// past 24rem, and below them what the section adds (its form).
import type { UseQueryResult } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { LoadError } from '@/web/components/load-error';

export function PanelList<T extends { id: string }>({
  title,
  noun,
  listLabel,
  query,
  item,
  children,
}: {
  title: string;
  /** Plural, lower case: "Loading tasks…", "The tasks could not be loaded", "No tasks yet." */
  noun: string;
  listLabel: string;
  query: UseQueryResult<T[]>;
  item: (entry: T) => ReactNode;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-base font-semibold">
        {title}
      </h3>
      {query.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading {noun}…
        </p>
      ) : query.isError ? (
        <LoadError what={`The ${noun}`} error={query.error} onRetry={query.refetch} />
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No {noun} yet.</p>
      ) : (
        <ul className="grid max-h-96 gap-2 overflow-auto" aria-label={listLabel}>
          {query.data.map(item)}
        </ul>
      )}
      {children}
    </section>
  );
}

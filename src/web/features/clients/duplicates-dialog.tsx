// "Duplicates" in the clients toolbar (issue 20): a count of the pairs found, and a
// dialog listing them with why each looks like one person; "Review" opens the merge
// step, and after a merge the survivor's panel opens.
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { DUPLICATE_MESSAGES, type DuplicatePair } from '@/core/client-duplicates';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { errorMessage } from '@/web/lib/api';
import { useDuplicates } from './api/duplicates';
import { MergeClientsView } from './merge-clients-view';

function PairList({
  pairs,
  total,
  onReview,
}: {
  pairs: DuplicatePair[];
  total: number;
  onReview: (pair: DuplicatePair) => void;
}) {
  if (pairs.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-muted-foreground">{DUPLICATE_MESSAGES.none}</p>
    );
  }
  return (
    <div className="grid gap-2">
      <ul className="grid gap-2" aria-label="Possible duplicates">
        {pairs.map((pair) => (
          <li
            key={`${pair.older.id}-${pair.newer.id}`}
            className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium break-words">
                {pair.older.name} <span className="text-muted-foreground">and</span>{' '}
                {pair.newer.name}
              </p>
              {pair.reasons.map((reason) => (
                <p
                  key={`${reason.kind}-${reason.value}`}
                  className="break-words text-muted-foreground"
                >
                  {DUPLICATE_MESSAGES.reason(reason)}
                </p>
              ))}
            </div>
            <Button
              size="sm"
              variant="outline"
              aria-label={`${DUPLICATE_MESSAGES.review} ${pair.older.name} and ${pair.newer.name}`}
              onClick={() => onReview(pair)}
            >
              {DUPLICATE_MESSAGES.review}
            </Button>
          </li>
        ))}
      </ul>
      {total > pairs.length ? (
        <p className="text-xs text-muted-foreground">
          Showing {pairs.length} of {total}; merge these to see the rest.
        </p>
      ) : null}
    </div>
  );
}

export function DuplicatesButton({ onOpenClient }: { onOpenClient: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const [reviewing, setReviewing] = useState<DuplicatePair | null>(null);
  const duplicates = useDuplicates();
  const total = duplicates.data?.total ?? 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void duplicates.refetch();
        else setReviewing(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Copy aria-hidden="true" />
          {DUPLICATE_MESSAGES.button}
          {total > 0 ? (
            <Badge variant="warning" aria-label={`${total} found`}>
              {total}
            </Badge>
          ) : null}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {reviewing ? DUPLICATE_MESSAGES.mergeTitle : DUPLICATE_MESSAGES.title}
          </DialogTitle>
          <DialogDescription>
            {reviewing
              ? 'Pick the value to keep for each field that differs. Every phone, e-mail, address, website, tag and interaction of both is kept.'
              : 'Clients that share an e-mail, a phone, or a name at the same company.'}
          </DialogDescription>
        </DialogHeader>
        {reviewing ? (
          <MergeClientsView
            pair={reviewing}
            onBack={() => setReviewing(null)}
            onMerged={(survivor) => {
              setReviewing(null);
              setOpen(false);
              onOpenClient(survivor.id);
            }}
          />
        ) : duplicates.isError ? (
          <div className="grid gap-2">
            <Alert variant="destructive">
              {DUPLICATE_MESSAGES.loadFailed}: {errorMessage(duplicates.error)}
            </Alert>
            <Button variant="outline" onClick={() => void duplicates.refetch()}>
              Try again
            </Button>
          </div>
        ) : !duplicates.data ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner /> {DUPLICATE_MESSAGES.loading}
          </p>
        ) : (
          <PairList pairs={duplicates.data.pairs} total={total} onReview={setReviewing} />
        )}
      </DialogContent>
    </Dialog>
  );
}

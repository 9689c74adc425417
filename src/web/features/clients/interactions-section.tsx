// The panel's interactions (spec §2, §5): newest first in a list of at most 24rem that
// scrolls, and the form to log a new one.
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/web/components/load-error';
import { useAddInteraction, useInteractions } from './api/interactions';
import { InteractionForm } from './interaction-form';
import { InteractionItem } from './interaction-item';
import { FollowUpChoice } from './tasks/follow-up-choice';

export function InteractionsSection({
  clientId,
  clientName,
}: {
  clientId: string;
  /** For the follow-up task offered once one is logged (issue 20). */
  clientName: string;
}) {
  const interactions = useInteractions(clientId);
  const add = useAddInteraction(clientId);
  const [offerFollowUp, setOfferFollowUp] = useState(false);

  return (
    <section aria-labelledby="interactions-heading" className="grid gap-3">
      <h3 id="interactions-heading" className="text-base font-semibold">
        Interactions
      </h3>
      {interactions.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading interactions…
        </p>
      ) : interactions.isError ? (
        <LoadError
          what="The interactions"
          error={interactions.error}
          onRetry={interactions.refetch}
        />
      ) : interactions.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No interactions yet.</p>
      ) : (
        <ul className="grid max-h-96 gap-2 overflow-auto" aria-label="Interaction history">
          {interactions.data.map((interaction) => (
            <InteractionItem key={interaction.id} interaction={interaction} />
          ))}
        </ul>
      )}
      <div className="rounded-xl border border-border p-3">
        <h4 className="mb-2 text-sm font-medium">Log an interaction</h4>
        <InteractionForm
          submitLabel="Add Interaction"
          onSubmit={async (input) => {
            await add.mutateAsync(input);
            setOfferFollowUp(true);
          }}
        />
      </div>
      {offerFollowUp ? (
        <FollowUpChoice
          clientId={clientId}
          clientName={clientName}
          onDone={() => setOfferFollowUp(false)}
        />
      ) : null}
    </section>
  );
}

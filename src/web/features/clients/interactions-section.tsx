// The panel's interactions (spec §2, §5): newest first in a list of at most 24rem that
// scrolls, and the form to log a new one.
import { useState } from 'react';
import { useAddInteraction, useInteractions } from './api/interactions';
import { InteractionForm } from './interaction-form';
import { InteractionItem } from './interaction-item';
import { PanelList } from './panel-list';
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
    <PanelList
      title="Interactions"
      noun="interactions"
      listLabel="Interaction history"
      query={interactions}
      item={(interaction) => <InteractionItem key={interaction.id} interaction={interaction} />}
    >
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
    </PanelList>
  );
}

// One logged interaction: type, subject, content, outcome and time; edit and delete.
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Interaction } from '@/core/client-schemas';
import { INTERACTION_TYPE_LABELS } from '@/core/clients';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { errorMessage } from '@/web/lib/api';
import { useDeleteInteraction, useUpdateInteraction } from './api/interactions';
import { formatDateTime } from './format';
import { InteractionForm, OUTCOME_LABELS } from './interaction-form';

const OUTCOME_VARIANTS = {
  positive: 'success',
  negative: 'destructive',
  neutral: 'secondary',
} as const;

export function InteractionItem({ interaction }: { interaction: Interaction }) {
  const [isEditing, setIsEditing] = useState(false);
  const update = useUpdateInteraction(interaction.clientId);
  const remove = useDeleteInteraction(interaction.clientId);
  const title = interaction.subject ?? INTERACTION_TYPE_LABELS[interaction.type];

  if (isEditing) {
    return (
      <li className="rounded-lg border border-border p-3" aria-label={`Edit ${title}`}>
        <InteractionForm
          initial={{
            type: interaction.type,
            subject: interaction.subject ?? '',
            content: interaction.content,
            outcome: interaction.outcome,
          }}
          submitLabel="Save"
          onSubmit={async (changes) => {
            await update.mutateAsync({ id: interaction.id, changes });
            setIsEditing(false);
          }}
          onCancel={() => setIsEditing(false)}
        />
      </li>
    );
  }

  return (
    <li className="grid gap-1 rounded-lg border border-border p-3" data-testid="interaction">
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{INTERACTION_TYPE_LABELS[interaction.type]}</Badge>
        <Badge variant={OUTCOME_VARIANTS[interaction.outcome]}>
          {OUTCOME_LABELS[interaction.outcome]}
        </Badge>
        <time className="text-xs text-muted-foreground" dateTime={interaction.createdAt}>
          {formatDateTime(interaction.createdAt)}
        </time>
        <div className="ml-auto flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Edit interaction ${title}`}
            onClick={() => setIsEditing(true)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Delete interaction ${title}`}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(interaction.id, {
                onError: (error) => toast.error(errorMessage(error)),
              })
            }
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      {interaction.subject ? <p className="font-medium">{interaction.subject}</p> : null}
      <p className="text-sm whitespace-pre-wrap">{interaction.content}</p>
    </li>
  );
}

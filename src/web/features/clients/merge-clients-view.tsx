// The merge step of the Duplicates dialog (issue 20): both clients side by side (stacked
// on a phone), one radio group per field whose values differ, what the survivor keeps
// from both, and "Merge". The older client survives; the user picks its values.
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { DUPLICATE_MESSAGES, type DuplicatePair } from '@/core/client-duplicates';
import type { Client } from '@/core/client-schemas';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { errorMessage } from '@/web/lib/api';
import { useMergeClients } from './api/duplicates';
import { useClient } from './api/get-client';
import { useInteractions } from './api/interactions';
import {
  type CustomChoices,
  defaultChoices,
  differingFields,
  type MergeChoices,
  type NotesChoice,
  unionCount,
} from './merge-choices';
import { CustomMergeFields } from './merge-custom-fields';
import { MergeRadioGroup } from './merge-radio-group';

export function MergeClientsView({
  pair,
  onBack,
  onMerged,
}: {
  pair: DuplicatePair;
  onBack: () => void;
  onMerged: (survivor: Client) => void;
}) {
  const keep = useClient(pair.older.id);
  const other = useClient(pair.newer.id);
  if (keep.isError || other.isError) {
    return (
      <div className="grid gap-3">
        <Alert variant="destructive">{errorMessage(keep.error ?? other.error)}</Alert>
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
      </div>
    );
  }
  if (!keep.data || !other.data) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner /> Loading both clients...
      </p>
    );
  }
  return <MergeForm keep={keep.data} other={other.data} onBack={onBack} onMerged={onMerged} />;
}

function MergeForm({
  keep,
  other,
  onBack,
  onMerged,
}: {
  keep: Client;
  other: Client;
  onBack: () => void;
  onMerged: (survivor: Client) => void;
}) {
  const [choices, setChoices] = useState<MergeChoices>(() => defaultChoices(keep, other));
  // Filled in once the workspace's fields are loaded (CustomMergeFields); until then, and
  // for a field left out, the server applies the same defaults.
  const [customChoices, setCustomChoices] = useState<CustomChoices>({});
  const merge = useMergeClients();
  const keepNotes = useInteractions(keep.id);
  const otherNotes = useInteractions(other.id);
  const baseId = useId();
  const fields = differingFields(keep, other);
  const interactions =
    keepNotes.data && otherNotes.data ? keepNotes.data.length + otherNotes.data.length : null;
  const tags = new Set([...keep.tags, ...other.tags]);
  const kept = [
    `${unionCount(keep.emails, other.emails, (e) => e.address.toLowerCase())} e-mails`,
    `${unionCount(keep.phones, other.phones, (p) => p.number.replace(/\D/g, '') || p.number)} phones`,
    `${unionCount(keep.addresses, other.addresses, (a) => JSON.stringify(a).toLowerCase())} addresses`,
    `${unionCount(keep.websites, other.websites, (w) => w.url.toLowerCase())} websites`,
    `${tags.size} tags${tags.size ? ` (${[...tags].join(', ')})` : ''}`,
    interactions === null ? 'their interactions' : `${interactions} interactions`,
  ];

  const submit = () => {
    const fieldsSent = Object.fromEntries(
      Object.entries(choices).filter(([, value]) => value !== undefined),
    );
    merge.mutate(
      {
        keepId: keep.id,
        input: { otherId: other.id, fields: fieldsSent, customFields: customChoices },
      },
      {
        onSuccess: (survivor) => {
          toast.success(DUPLICATE_MESSAGES.merged(survivor.name));
          onMerged(survivor);
        },
      },
    );
  };

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <p>
          <span className="font-medium">Keeps:</span> {keep.name}
          <span className="block text-muted-foreground">
            Created {new Date(keep.createdAt).toLocaleDateString()}
          </span>
        </p>
        <p>
          <span className="font-medium">Merged in and deleted:</span> {other.name}
          <span className="block text-muted-foreground">
            Created {new Date(other.createdAt).toLocaleDateString()}
          </span>
        </p>
      </div>
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">Their fields are the same.</p>
      ) : (
        fields.map((spec) => {
          const name = `${baseId}-${spec.field}`;
          const options: { value: NotesChoice; text: string }[] = [
            { value: 'this', text: spec.show(keep) || '(empty)' },
            { value: 'other', text: spec.show(other) || '(empty)' },
          ];
          if (spec.field === 'notes' && keep.notes && other.notes) {
            options.push({ value: 'both', text: 'Both notes, one after the other' });
          }
          return (
            <MergeRadioGroup
              key={spec.field}
              name={name}
              label={spec.label}
              options={options}
              value={choices[spec.field]}
              onChange={(value) => setChoices({ ...choices, [spec.field]: value })}
              preserveLines
            />
          );
        })
      )}
      <CustomMergeFields
        keep={keep}
        other={other}
        choices={customChoices}
        onChange={setCustomChoices}
      />
      <div className="rounded-lg bg-muted p-3 text-sm">
        <p className="font-medium">Kept from both</p>
        <p className="text-muted-foreground">{kept.join(' · ')}</p>
      </div>
      {merge.isError ? <Alert variant="destructive">{errorMessage(merge.error)}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" disabled={merge.isPending}>
          {merge.isPending ? DUPLICATE_MESSAGES.merging : DUPLICATE_MESSAGES.merge}
        </Button>
      </div>
    </form>
  );
}

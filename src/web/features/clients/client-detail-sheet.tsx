// The detail side panel (spec §2): every field, the status dropdown (changes at once),
// edit, delete, message templates and the interactions.
import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import type { Client } from '@/core/client-schemas';
import { CLIENT_STATUS_LABELS, CLIENT_STATUSES, type ClientStatus } from '@/core/clients';
import { Button } from '@/ui/button';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/ui/sheet';
import { LoadError } from '@/web/components/load-error';
import { AssignmentLine } from '@/web/features/lead-routing/public';
import { mayChangeRecord, useCurrentOrganization } from '@/web/features/organizations/public';
import { UseTemplateMenu } from '@/web/features/templates/public';
import { useMe } from '@/web/lib/get-me';
import { useChangeClientStatus } from './api/change-client-status';
import { useClient } from './api/get-client';
import { ClientFields } from './client-fields';
import { ClientFormDialog } from './client-form-dialog';
import { CustomValuesSection } from './custom-fields/custom-values-section';
import { DeleteClientDialog } from './delete-client-dialog';
import { InteractionsSection } from './interactions-section';
import { OwnerSelect } from './owner-select';
import { TasksSection } from './tasks/tasks-section';

function ClientDetail({ client, onClose }: { client: Client; onClose: () => void }) {
  const id = useId();
  const changeStatus = useChangeClientStatus();
  const [isEditing, setIsEditing] = useState(false);
  const { levels } = useCurrentOrganization();
  const me = useMe();
  // The server decides; this keeps the buttons to what it will allow (issue 18).
  const mayEdit = mayChangeRecord(levels, 'clients', me.data?.user.id, client);

  return (
    <>
      <SheetHeader>
        <SheetTitle>{client.name}</SheetTitle>
        <SheetDescription>
          {[client.position, client.company].filter(Boolean).join(' at ') || 'Client details'}
        </SheetDescription>
      </SheetHeader>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-44 flex-1 gap-1.5">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <Select
            id={`${id}-status`}
            value={client.status}
            disabled={!mayEdit}
            onChange={(event) =>
              changeStatus.mutate({ client, status: event.target.value as ClientStatus })
            }
          >
            {CLIENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {CLIENT_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
        <OwnerSelect client={client} mayEdit={mayEdit} />
        <div className="basis-full">
          <AssignmentLine clientId={client.id} />
        </div>
        {mayEdit ? (
          <>
            <Button variant="outline" size="sm" onClick={() => setIsEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <UseTemplateMenu client={client} />
            <DeleteClientDialog client={client} onDeleted={onClose} />
          </>
        ) : null}
      </div>
      <ClientFields client={client} />
      <CustomValuesSection client={client} mayEdit={mayEdit} />
      <TasksSection client={client} mayEdit={mayEdit} />
      <InteractionsSection clientId={client.id} clientName={client.name} />
      <ClientFormDialog open={isEditing} client={client} onOpenChange={setIsEditing} />
    </>
  );
}

export function ClientDetailSheet({
  clientId,
  onClose,
}: {
  clientId: string | null;
  onClose: () => void;
}) {
  const client = useClient(clientId);

  return (
    <Sheet open={clientId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent>
        {client.data ? (
          <ClientDetail client={client.data} onClose={onClose} />
        ) : client.isError ? (
          <>
            <SheetTitle>Client</SheetTitle>
            <SheetDescription className="sr-only">
              This client could not be loaded.
            </SheetDescription>
            <LoadError what="This client" error={client.error} onRetry={client.refetch} />
          </>
        ) : (
          <>
            <SheetTitle>Client</SheetTitle>
            <SheetDescription>Loading client…</SheetDescription>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}

// The add/edit form in a dialog. Closing it only happens after a successful save, so a
// refused or failed save keeps what was typed.
import type { Client, ClientCreateInput } from '@/core/client-schemas';
import { FormDialog } from '@/web/components/form/form-dialog';
import { useCreateClient, useUpdateClient } from './api/save-client';
import { ClientForm } from './client-form';
import { clientToFormValues, EMPTY_CLIENT_FORM } from './client-form-values';

export function ClientFormDialog({
  open,
  client,
  onOpenChange,
}: {
  open: boolean;
  /** The client to edit; absent to add one. */
  client?: Client;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateClient();
  const update = useUpdateClient();

  const close = () => onOpenChange(false);

  async function save(input: ClientCreateInput) {
    if (client) await update.mutateAsync({ id: client.id, changes: input });
    else await create.mutateAsync(input);
    close();
  }

  return (
    <FormDialog
      wide
      open={open}
      onOpenChange={onOpenChange}
      title={client ? 'Edit Client' : 'Add Client'}
      description={
        client
          ? `Change the details of ${client.name}.`
          : 'A new lead or customer for your pipeline.'
      }
    >
      <ClientForm
        key={client?.id ?? 'new'}
        mode={client ? 'edit' : 'create'}
        initial={client ? clientToFormValues(client) : EMPTY_CLIENT_FORM}
        storedCustomValues={client?.customValues}
        onSubmit={save}
        onCancel={close}
      />
    </FormDialog>
  );
}

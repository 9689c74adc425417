// Asks before an organization is deactivated (its members lose it at once) or
// activated again; stays open with the server's message when that fails.
import type { AdminOrganizationView } from '@/core/admin-schemas';
import { ConfirmDialog } from '@/web/components/confirm-dialog';

export function ConfirmActiveDialog({
  organization,
  isPending,
  error,
  onConfirm,
  onCancel,
}: {
  organization: AdminOrganizationView | null;
  isPending: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const isDeactivating = organization?.isActive !== false;
  const action = isDeactivating ? 'Deactivate' : 'Activate';
  return (
    <ConfirmDialog
      open={organization !== null}
      onOpenChange={(open) => (open ? null : onCancel())}
      title={
        <>
          {action} {organization?.name}?
        </>
      }
      description={
        isDeactivating
          ? 'Its members lose access at once: it leaves their organization switcher and its pages answer “not found” until it is activated again.'
          : 'Its members get their access back, with the roles they had.'
      }
      error={error}
      confirmLabel={action}
      pendingLabel="Working…"
      confirmVariant={isDeactivating ? 'destructive' : 'default'}
      isPending={isPending}
      onConfirm={onConfirm}
    />
  );
}

// The admin page's Organizations tab: every organization, searchable by name or slug;
// each can be opened (made the current organization) and deactivated or activated.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { AdminOrganizationView } from '@/core/admin-schemas';
import { ORG_MESSAGES } from '@/core/messages';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { useCurrentOrganization } from '@/web/features/organizations/public';
import { errorMessage } from '@/web/lib/api';
import { AdminSearchTable } from './admin-table';
import { useAdminOrganizations, useSetOrganizationActive } from './api/admin-organizations';
import { ConfirmActiveDialog } from './confirm-active-dialog';
import { formatDate } from './format-date';

const COLUMNS = ['Name', 'Slug', 'Owner', 'Members', 'Status', 'Created', 'Actions'];

export function AdminOrganizationsTab({
  q,
  onSearch,
}: {
  q: string;
  onSearch: (q: string) => void;
}) {
  const organizations = useAdminOrganizations(q);
  const setActive = useSetOrganizationActive();
  const { setCurrentId } = useCurrentOrganization();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<AdminOrganizationView | null>(null);

  const open = (organization: AdminOrganizationView) => {
    setCurrentId(organization.id);
    navigate('/organizations');
  };

  const confirm = () => {
    if (!confirming) return;
    const isActive = !confirming.isActive;
    setActive.mutate(
      { organizationId: confirming.id, isActive },
      {
        onSuccess: (saved) => {
          toast.success(
            isActive
              ? ORG_MESSAGES.organizationActivated(saved.name)
              : ORG_MESSAGES.organizationDeactivated(saved.name),
          );
          setConfirming(null);
        },
      },
    );
  };

  return (
    <AdminSearchTable
      title="Organizations"
      placeholder="Search by name or slug"
      columns={COLUMNS}
      q={q}
      onSearch={onSearch}
      list={organizations}
      renderRow={(organization) => (
        <OrganizationRow
          organization={organization}
          onOpen={() => open(organization)}
          onToggleActive={() => {
            setActive.reset();
            setConfirming(organization);
          }}
        />
      )}
    >
      <ConfirmActiveDialog
        organization={confirming}
        isPending={setActive.isPending}
        error={setActive.error ? errorMessage(setActive.error) : null}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </AdminSearchTable>
  );
}

function OrganizationRow({
  organization,
  onOpen,
  onToggleActive,
}: {
  organization: AdminOrganizationView;
  onOpen: () => void;
  onToggleActive: () => void;
}) {
  return (
    <tr className="border-t border-border" data-testid="admin-organization-row">
      <td className="max-w-56 truncate px-3 py-2 font-medium">{organization.name}</td>
      <td className="max-w-40 truncate px-3 py-2 font-mono text-xs">{organization.slug}</td>
      <td className="max-w-56 truncate px-3 py-2">{organization.ownerEmail ?? '—'}</td>
      <td className="px-3 py-2 text-right tabular-nums">{organization.memberCount}</td>
      <td className="px-3 py-2">
        {organization.isActive ? (
          <Badge variant="success">Active</Badge>
        ) : (
          <Badge variant="destructive">Deactivated</Badge>
        )}
      </td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDate(organization.createdAt)}</td>
      <td className="px-3 py-2">
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-label={`Open ${organization.name}`}
            onClick={onOpen}
          >
            Open
          </Button>
          <Button
            size="sm"
            variant={organization.isActive ? 'destructive' : 'secondary'}
            aria-label={`${organization.isActive ? 'Deactivate' : 'Activate'} ${organization.name}`}
            onClick={onToggleActive}
          >
            {organization.isActive ? 'Deactivate' : 'Activate'}
          </Button>
        </div>
      </td>
    </tr>
  );
}

// The admin page's Organizations tab: every organization, searchable by name or slug;
// each can be opened (made the current organization) and deactivated or activated.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ORG_MESSAGES } from '@/core/messages';
import type { AdminOrganizationView } from '@/core/organizations';
import { LoadError } from '@/web/components/load-error';
import { SearchBox } from '@/web/components/search-box';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { useCurrentOrganization } from '@/web/features/organizations/current-organization';
import { errorMessage } from '@/web/lib/api';
import { AdminListFooter, AdminTable, AdminTableEmpty, AdminTableSkeleton } from './admin-table';
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
  const items = organizations.data?.pages.flatMap((page) => page.items) ?? [];
  const total = organizations.data?.pages[0]?.total ?? 0;

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
    <section aria-label="Organizations" className="space-y-4">
      <SearchBox
        q={q}
        className="w-full sm:max-w-sm"
        label="Search organizations"
        placeholder="Search by name or slug"
        onSearch={onSearch}
      />
      {organizations.isError && items.length === 0 ? (
        <LoadError
          what="The organizations"
          error={organizations.error}
          onRetry={organizations.refetch}
        />
      ) : (
        <>
          <AdminTable caption="Organizations" columns={COLUMNS}>
            {organizations.isPending ? (
              <AdminTableSkeleton columns={COLUMNS.length} />
            ) : items.length === 0 ? (
              <AdminTableEmpty columns={COLUMNS.length}>
                {q ? `No organizations match “${q}”.` : 'No organizations yet.'}
              </AdminTableEmpty>
            ) : (
              items.map((organization) => (
                <tr
                  key={organization.id}
                  className="border-t border-border"
                  data-testid="admin-organization-row"
                >
                  <td className="max-w-56 truncate px-3 py-2 font-medium">{organization.name}</td>
                  <td className="max-w-40 truncate px-3 py-2 font-mono text-xs">
                    {organization.slug}
                  </td>
                  <td className="max-w-56 truncate px-3 py-2">{organization.ownerEmail ?? '—'}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{organization.memberCount}</td>
                  <td className="px-3 py-2">
                    {organization.isActive ? (
                      <Badge variant="success">Active</Badge>
                    ) : (
                      <Badge variant="destructive">Deactivated</Badge>
                    )}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {formatDate(organization.createdAt)}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Open ${organization.name}`}
                        onClick={() => open(organization)}
                      >
                        Open
                      </Button>
                      <Button
                        size="sm"
                        variant={organization.isActive ? 'destructive' : 'secondary'}
                        aria-label={`${organization.isActive ? 'Deactivate' : 'Activate'} ${organization.name}`}
                        onClick={() => {
                          setActive.reset();
                          setConfirming(organization);
                        }}
                      >
                        {organization.isActive ? 'Deactivate' : 'Activate'}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))
            )}
          </AdminTable>
          <AdminListFooter
            shown={items.length}
            total={total}
            noun="organizations"
            hasMore={organizations.hasNextPage}
            isLoadingMore={organizations.isFetchingNextPage}
            loadMoreError={organizations.isFetchNextPageError ? organizations.error : null}
            onLoadMore={() => void organizations.fetchNextPage()}
          />
        </>
      )}
      <ConfirmActiveDialog
        organization={confirming}
        isPending={setActive.isPending}
        error={setActive.error ? errorMessage(setActive.error) : null}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}

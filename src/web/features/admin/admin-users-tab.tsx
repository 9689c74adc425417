// The admin page's Users tab: every account, searchable by e-mail, username or display
// name; each row sets the plan tier and the platform-admin flag, saved at once.
import { toast } from 'sonner';
import type { AdminUserView } from '@/core/admin-schemas';
import { ORG_MESSAGES } from '@/core/messages';
import { isPlanTier, PLAN_TIERS, PLANS } from '@/core/plans';
import { Badge } from '@/ui/badge';
import { Select } from '@/ui/select';
import { errorMessage } from '@/web/lib/api';
import { useMe } from '@/web/lib/get-me';
import { AdminSwitch } from './admin-switch';
import { AdminSearchTable } from './admin-table';
import { useAdminUsers, useUpdateAdminUser } from './api/admin-users';
import { formatDate } from './format-date';

const COLUMNS = [
  'Email',
  'Username',
  'Display name',
  'Plan',
  'Platform admin',
  'Organizations',
  'Joined',
];

export function AdminUsersTab({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const users = useAdminUsers(q);
  const me = useMe();

  return (
    <AdminSearchTable
      title="Users"
      placeholder="Search by email, username or name"
      columns={COLUMNS}
      q={q}
      onSearch={onSearch}
      list={users}
      renderRow={(user) => <UserRow user={user} isSelf={user.id === me.data?.user.id} />}
    />
  );
}

function UserRow({ user, isSelf }: { user: AdminUserView; isSelf: boolean }) {
  const update = useUpdateAdminUser();
  const save = (changes: Parameters<typeof update.mutate>[0]['changes']) =>
    update.mutate(
      { userId: user.id, changes },
      {
        onSuccess: () => toast.success(ORG_MESSAGES.userUpdated),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <tr className="border-t border-border" data-testid="admin-user-row">
      <td className="max-w-64 truncate px-3 py-2 font-medium">
        {user.email}
        {isSelf ? (
          <Badge variant="secondary" className="ml-2">
            You
          </Badge>
        ) : null}
      </td>
      <td className="max-w-40 truncate px-3 py-2">{user.username}</td>
      <td className="max-w-48 truncate px-3 py-2">{user.displayName ?? '—'}</td>
      <td className="px-3 py-2">
        <Select
          aria-label={`Plan of ${user.email}`}
          className="w-32"
          value={user.tier}
          disabled={update.isPending}
          onChange={(event) => {
            if (isPlanTier(event.target.value)) save({ tier: event.target.value });
          }}
        >
          {PLAN_TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {PLANS[tier].name}
            </option>
          ))}
        </Select>
      </td>
      <td className="px-3 py-2">
        <AdminSwitch
          checked={user.isPlatformAdmin}
          disabled={isSelf || update.isPending}
          label={`Platform admin: ${user.email}`}
          title={isSelf ? ORG_MESSAGES.cannotRevokeOwnAdmin : undefined}
          onCheckedChange={(isPlatformAdmin) => save({ isPlatformAdmin })}
        />
      </td>
      <td className="px-3 py-2 text-right tabular-nums">{user.organizationCount}</td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDate(user.createdAt)}</td>
    </tr>
  );
}

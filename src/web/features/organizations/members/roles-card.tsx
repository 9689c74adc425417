// The roles of the organization and what each grants. System roles are shared and
// read-only; people who manage members also shape the organization's own roles.
import { can, DATA_AREAS, levelsFrom } from '@/core/access';
import type { OrganizationDetail, RoleView } from '@/core/organizations';
import { mayGrant, PERMISSION_NAMES, type PermissionName } from '@/core/permissions';
import { Badge } from '@/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { LoadError } from '@/web/components/load-error';
import { useRoles } from './api/list-roles';
import { DeleteRoleDialog } from './delete-role-dialog';
import { areaLevelText } from './level-text';
import { PERMISSION_LABELS } from './permission-groups';
import { RoleFormDialog } from './role-form-dialog';
import { LEVEL_KEY_NAMES } from './role-levels';

export function RolesCard({ organization }: { organization: OrganizationDetail }) {
  const roles = useRoles(organization.id);
  const canManage = can(organization.permissions, 'roles.manage');

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>Roles</CardTitle>
          <CardDescription>What each role may do in {organization.name}.</CardDescription>
        </div>
        {canManage ? (
          <RoleFormDialog
            organizationId={organization.id}
            editing={null}
            callerPermissions={organization.permissions}
          />
        ) : null}
      </CardHeader>
      <CardContent>
        {roles.isPending ? (
          <div role="status" aria-label="Loading roles" className="space-y-3">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-14 w-full rounded-lg" />
            ))}
          </div>
        ) : roles.isError ? (
          <LoadError what="Roles" error={roles.error} onRetry={roles.refetch} />
        ) : roles.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No roles yet.</p>
        ) : (
          <ul aria-label="Roles" className="divide-y divide-border rounded-lg border border-border">
            {roles.data.map((role) => (
              <RoleItem
                key={role.id}
                organizationId={organization.id}
                role={role}
                canManage={canManage}
                callerPermissions={organization.permissions}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function RoleItem({
  organizationId,
  role,
  canManage,
  callerPermissions,
}: {
  organizationId: string;
  role: RoleView;
  canManage: boolean;
  callerPermissions: readonly PermissionName[];
}) {
  const holders = [
    `${role.memberCount} ${role.memberCount === 1 ? 'member' : 'members'}`,
    role.invitationCount > 0
      ? `${role.invitationCount} pending ${role.invitationCount === 1 ? 'invitation' : 'invitations'}`
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span>{role.name}</span>
          {role.isSystemRole ? <Badge variant="secondary">System</Badge> : null}
          <span className="text-xs font-normal text-muted-foreground">{holders}</span>
        </p>
        <RolePermissions role={role} />
      </div>
      {canManage && !role.isSystemRole && mayGrant(callerPermissions, role.permissions) ? (
        <div className="flex shrink-0 gap-2">
          <RoleFormDialog
            organizationId={organizationId}
            editing={role}
            callerPermissions={callerPermissions}
          />
          <DeleteRoleDialog organizationId={organizationId} role={role} />
        </div>
      ) : null}
    </li>
  );
}

function RolePermissions({ role }: { role: RoleView }) {
  if (role.permissions.length === PERMISSION_NAMES.length) {
    return <p className="text-xs text-muted-foreground">All permissions</p>;
  }
  // The data keys as levels ("Clients: view all, edit own"), then the organization keys.
  const levels = levelsFrom(role.permissions);
  const areas = DATA_AREAS.filter((area) => levels[area].view !== 'none');
  const keys = PERMISSION_NAMES.filter(
    (name) => !LEVEL_KEY_NAMES.has(name) && role.permissions.includes(name),
  );
  if (areas.length === 0 && keys.length === 0) {
    return <p className="text-xs text-muted-foreground">No permissions</p>;
  }
  return (
    <ul aria-label={`Permissions of ${role.name}`} className="flex flex-wrap gap-1">
      {areas.map((area) => (
        <li key={area}>
          <Badge variant="secondary">{areaLevelText(levels, area)}</Badge>
        </li>
      ))}
      {keys.map((name) => (
        <li key={name}>
          <Badge variant="secondary" title={name}>
            {PERMISSION_LABELS[name]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

// The §6 permission keys named for the role editor and the roles list, and the
// organization keys grouped.
import type { PermissionName } from '@/core/permissions';

export const PERMISSION_LABELS: Record<PermissionName, string> = {
  view_clients: 'View clients',
  edit_clients: 'Edit clients',
  view_documents: 'View documents',
  edit_documents: 'Edit documents',
  view_scheduling: 'View scheduling',
  edit_scheduling: 'Edit scheduling',
  view_clients_own: 'View own clients',
  edit_clients_own: 'Edit own clients',
  view_documents_own: 'View own documents',
  edit_documents_own: 'Edit own documents',
  view_scheduling_own: 'View own scheduling',
  edit_scheduling_own: 'Edit own scheduling',
  see_unassigned_clients: 'Sees unassigned clients',
  'org:settings:view': 'See organization settings',
  'org:settings:edit': 'Edit organization settings',
  'org:settings:advanced': 'Advanced settings',
  'org:members:view': 'See the team',
  'org:members:invite': 'Invite members',
  'manage:members': 'Manage members and roles',
  'update:organizations': 'Update the organization',
  view_team_analytics: 'See team analytics',
};

/**
 * The organization keys, ticked one by one. The data keys (clients, documents,
 * scheduling) are levels, chosen in the role editor's matrix (level-matrix.tsx).
 */
export const PERMISSION_GROUPS: { title: string; permissions: PermissionName[] }[] = [
  {
    title: 'Organization',
    permissions: [
      'org:settings:view',
      'org:settings:edit',
      'org:settings:advanced',
      'update:organizations',
    ],
  },
  {
    title: 'Members',
    permissions: ['org:members:view', 'org:members:invite', 'manage:members'],
  },
  {
    title: 'Team analytics',
    permissions: ['view_team_analytics'],
  },
];

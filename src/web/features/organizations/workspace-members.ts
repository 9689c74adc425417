// The current workspace's active members, for choosing a client's owner and filtering by
// it (issue 18). Empty in the personal workspace (nobody else is in it) and for a role
// that may not see the team — owners then show by the name each client carries.
import { can } from '@/core/access';
import { useCurrentOrganization } from './current-organization';
import { useMembers } from './members/api/list-members';

export type WorkspaceMember = { userId: string; name: string };

export function useWorkspaceMembers(): {
  isTeam: boolean;
  members: WorkspaceMember[];
  /** True while a list the caller may see is still loading. */
  isLoading: boolean;
  /** Why the list could not be loaded, for screens that choose from it. */
  error: Error | null;
  retry: () => void;
} {
  const { currentId, organization } = useCurrentOrganization();
  const mayList = organization !== undefined && can(organization.permissions, 'members.view');
  const members = useMembers(currentId ?? '', currentId !== null && mayList);
  return {
    isTeam: currentId !== null,
    isLoading: members.isLoading,
    error: members.error,
    retry: () => void members.refetch(),
    members: (members.data?.members ?? [])
      .filter((member) => member.status === 'active')
      .map((member) => ({ userId: member.userId, name: member.displayName || member.email })),
  };
}

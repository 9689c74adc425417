// Query keys of the members tab. They sit under ['organizations', id], the prefix the
// server's live updates invalidate, so another admin's change shows up here too.
import { ORGANIZATIONS_QUERY_KEY } from '../../api/organization-queries';

export const memberKeys = {
  members: (organizationId: string) => [...ORGANIZATIONS_QUERY_KEY, organizationId, 'members'],
  roles: (organizationId: string) => [...ORGANIZATIONS_QUERY_KEY, organizationId, 'roles'],
};

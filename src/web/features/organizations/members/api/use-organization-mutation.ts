// A mutation that changes an organization. Membership, roles and ownership all feed the
// caller's permissions and the header switcher, so success refreshes every
// organization query rather than guessing which ones moved.
import { type MutationFunction, useMutation, useQueryClient } from '@tanstack/react-query';
import { ORGANIZATIONS_QUERY_KEY } from '../../api/organization-queries';

export function useOrganizationMutation<TResult, TVariables>(
  mutationFn: MutationFunction<TResult, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: leaving or losing access makes the refetch fail and unmount the
    // caller, whose own onSuccess (the toast) must still run first.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_QUERY_KEY });
    },
  });
}

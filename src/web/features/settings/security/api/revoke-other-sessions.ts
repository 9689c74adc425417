// POST /api/v1/me/sessions/revoke-others: signs out every session but this one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '@/web/lib/api-client';
import { SESSIONS_QUERY_KEY } from './get-sessions';

export function revokeOtherSessions(): Promise<void> {
  return answer(api.POST('/api/v1/me/sessions/revoke-others'));
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

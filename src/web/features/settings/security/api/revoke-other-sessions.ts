// POST /api/v1/me/sessions/revoke-others: signs out every session but this one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api';
import { SESSIONS_QUERY_KEY } from './get-sessions';

export function revokeOtherSessions(): Promise<void> {
  return apiFetch<void>('/me/sessions/revoke-others', { method: 'POST' });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

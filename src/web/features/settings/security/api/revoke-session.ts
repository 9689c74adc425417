// DELETE /api/v1/me/sessions/:id: signs one session out.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api';
import { SESSIONS_QUERY_KEY } from './get-sessions';

export function revokeSession(id: string): Promise<void> {
  return apiFetch<void>(`/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

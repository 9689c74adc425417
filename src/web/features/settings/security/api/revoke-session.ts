// DELETE /api/v1/me/sessions/:id: signs one session out.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '@/web/lib/api-client';
import { SESSIONS_QUERY_KEY } from './get-sessions';

export function revokeSession(id: string): Promise<void> {
  return answer(api.DELETE('/api/v1/me/sessions/{id}', { params: { path: { id } } }));
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

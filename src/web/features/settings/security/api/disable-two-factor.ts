// POST /api/auth/two-factor/disable (better-auth): needs the password.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authAction } from './auth-action';
import { SECURITY_QUERY_KEY } from './get-security-status';
import { SESSIONS_QUERY_KEY } from './get-sessions';

export function disableTwoFactor(password: string): Promise<unknown> {
  return authAction('/two-factor/disable', { password });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    },
  });
}

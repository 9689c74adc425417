// POST /api/auth/two-factor/verify-totp (better-auth) while signed in: the first code
// from the app turns two-factor authentication on.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { normalizeTotpCode } from '@/core/security-schemas';
import { authAction } from './auth-action';
import { SECURITY_QUERY_KEY } from './get-security-status';
import { SESSIONS_QUERY_KEY } from './get-sessions';

export function verifyTwoFactorSetup(code: string): Promise<unknown> {
  return authAction('/two-factor/verify-totp', { code: normalizeTotpCode(code) });
}

export function useVerifyTwoFactorSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactorSetup,
    onSuccess: async () => {
      // better-auth replaces the session when the setting changes.
      await queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    },
  });
}

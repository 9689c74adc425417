// POST /api/auth/change-password (better-auth): checks the current password, and
// signs every other session out (spec issue 3: changing the password ends them).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authAction } from './auth-action';
import { SESSIONS_QUERY_KEY } from './get-sessions';

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return authAction('/change-password', { ...input, revokeOtherSessions: true });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

// POST /api/auth/two-factor/generate-backup-codes (better-auth): needs the password;
// the new codes replace the old ones, which stop working.
import { useMutation } from '@tanstack/react-query';
import { authAction } from './auth-action';

export function generateBackupCodes(password: string): Promise<{ backupCodes: string[] }> {
  return authAction<{ backupCodes: string[] }>('/two-factor/generate-backup-codes', { password });
}

export function useGenerateBackupCodes() {
  return useMutation({ mutationFn: generateBackupCodes });
}

// POST /api/auth/two-factor/enable (better-auth): checks the password and starts an
// enrolment: a new secret (as an otpauth:// URI) and backup codes. Two-factor
// authentication is only on once a code from the app is verified.
import { useMutation } from '@tanstack/react-query';
import { authAction } from './auth-action';

export type TwoFactorEnrolment = { totpURI: string; backupCodes: string[] };

export function enableTwoFactor(password: string): Promise<TwoFactorEnrolment> {
  return authAction<TwoFactorEnrolment>('/two-factor/enable', { password });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}

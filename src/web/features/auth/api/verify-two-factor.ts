// POST /api/auth/two-factor/verify-totp and /verify-backup-code: the second step of a
// sign-in when two-factor authentication is on. better-auth knows the pending sign-in
// from a short-lived cookie its first step set; a right code creates the session.
import { authClient } from '@/web/lib/auth-client';
import { authErrorMessage } from '../auth-error-message';

export type SecondFactor = 'totp' | 'backup';

const PATHS: Record<SecondFactor, string> = {
  totp: '/two-factor/verify-totp',
  backup: '/two-factor/verify-backup-code',
};

/** Resolves with null when the code was accepted, else with the message to show. */
export async function verifySecondFactor(kind: SecondFactor, code: string): Promise<string | null> {
  const result = await authClient.$fetch(PATHS[kind], {
    method: 'POST',
    body: { code: code.replace(/\s+/g, '') },
  });
  return result.error ? authErrorMessage(result.error) : null;
}

/** What better-auth's sign-in answers instead of a session when a code is needed. */
export function needsSecondFactor(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'twoFactorRedirect' in data;
}

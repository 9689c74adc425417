// POST /api/auth/change-email (better-auth, guarded by our current-password check):
// mails a link to the new address; following it makes the switch.
import { useMutation } from '@tanstack/react-query';
import type { TChangeEmailRequest } from '@/core/security-schemas';
import { authAction } from './auth-action';

/** Where the link in the mail lands once the new address is confirmed. */
export const EMAIL_CHANGED_CALLBACK = '/settings/security?email=changed';

export function changeEmail(input: Omit<TChangeEmailRequest, 'callbackURL'>): Promise<unknown> {
  return authAction('/change-email', { ...input, callbackURL: EMAIL_CHANGED_CALLBACK });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}

// The account security forms' rules (spec §5 "Password change", "Email change"),
// shared by the server (which enforces them) and the settings page (which checks the
// same rules before sending, with the same messages).
import { z } from 'zod';
import { MESSAGES, SECURITY_MESSAGES } from './messages';

export const MIN_PASSWORD_LENGTH = 8;

export const ZChangePasswordForm = z
  .object({
    currentPassword: z
      .string({ error: SECURITY_MESSAGES.currentPasswordRequired })
      .min(1, SECURITY_MESSAGES.currentPasswordRequired),
    newPassword: z.string().min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort),
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

/** The body of better-auth's POST /api/auth/change-email as we accept it. */
export const ZChangeEmailRequest = z
  .object({
    newEmail: z
      .string({ error: MESSAGES.invalidEmail })
      .trim()
      .pipe(z.email(MESSAGES.invalidEmail)),
    confirmEmail: z.string({ error: MESSAGES.emailsDoNotMatch }).trim(),
    password: z
      .string({ error: SECURITY_MESSAGES.currentPasswordRequired })
      .min(1, SECURITY_MESSAGES.currentPasswordRequired),
    callbackURL: z.string().optional(),
  })
  .refine((form) => form.newEmail.toLowerCase() === form.confirmEmail.toLowerCase(), {
    message: MESSAGES.emailsDoNotMatch,
    path: ['confirmEmail'],
  });
export type TChangeEmailRequest = z.infer<typeof ZChangeEmailRequest>;

/** A 6-digit code from an authenticator app, spaces allowed as apps show them. */
export function normalizeTotpCode(code: string): string {
  return code.replace(/\s+/g, '');
}

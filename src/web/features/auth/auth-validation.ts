// Client-side checks run before any request, with the spec's messages (§5).
import { MESSAGES } from '@/core/messages';

export const MIN_PASSWORD_LENGTH = 8;

// Deliberately loose: one "@", something on each side, a dot in the domain. The
// server has the last word; this only catches typos before a round trip.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

export type CredentialsInput = {
  email: string;
  password: string;
  /** Present in sign-up mode only. */
  confirmPassword?: string;
};

/** The first problem with the input, or null when it may be sent. */
export function validateCredentials(input: CredentialsInput): string | null {
  if (!isValidEmail(input.email)) return MESSAGES.invalidEmail;
  return validateNewPassword(input.password, input.confirmPassword);
}

export function validateNewPassword(password: string, confirmPassword?: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return MESSAGES.passwordTooShort;
  if (confirmPassword !== undefined && password !== confirmPassword) {
    return MESSAGES.passwordsDoNotMatch;
  }
  return null;
}

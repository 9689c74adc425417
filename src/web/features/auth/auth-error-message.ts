// Turns what better-auth answers into the text of the red box (spec §8): the
// provider's message when there is one, else the generic one.
import { MESSAGES, SERVER_MESSAGES } from '@/core/messages';

export type BetterAuthError = { message?: string; status?: number } | null | undefined;

export function authErrorMessage(error: BetterAuthError): string {
  if (error?.message) return error.message;
  if (error?.status === 429) return SERVER_MESSAGES.tooManyRequests;
  return MESSAGES.unexpected;
}

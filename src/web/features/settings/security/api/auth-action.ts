// Calls one of better-auth's endpoints under /api/auth and throws its message on
// failure, so forms can use TanStack Query mutations like for the JSON API.
import { MESSAGES, SERVER_MESSAGES } from '@/core/messages';
import { authClient } from '@/web/lib/auth-client';

export async function authAction<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const result = await authClient.$fetch<T>(path, { method: 'POST', body });
  if (result.error) {
    const { message, status } = result.error;
    if (message) throw new Error(message);
    throw new Error(status === 429 ? SERVER_MESSAGES.tooManyRequests : MESSAGES.unexpected);
  }
  return result.data as T;
}

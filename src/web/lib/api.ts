// What every API call shares: the ApiError carrying the server's one error shape
// ({ error: { code, message, fields? } }), its messages, and the current workspace the
// typed client (api-client.ts) names in each request.

export const UNEXPECTED_ERROR = 'An unexpected error occurred';
export const NETWORK_ERROR = 'Could not reach the server. Check your connection and try again.';

export type ApiErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string> };
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Whether an answer's body is the server's one error shape. */
export function isErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'message' in error;
}

/**
 * The workspace every API call names (issue 18: the `X-Workspace-Id` header); null is the
 * personal workspace, which the server takes when the header is absent. The header
 * switcher's provider sets it before its children render.
 */
let currentWorkspaceId: string | null = null;

export function setApiWorkspace(workspaceId: string | null): void {
  currentWorkspaceId = workspaceId;
}

export function apiWorkspace(): string | null {
  return currentWorkspaceId;
}

/** A download link's URL naming the current workspace (links cannot send headers). */
export function workspaceUrl(path: string): string {
  if (!currentWorkspaceId) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}workspace=${encodeURIComponent(currentWorkspaceId)}`;
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return UNEXPECTED_ERROR;
}

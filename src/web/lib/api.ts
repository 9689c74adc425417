// The fetch wrapper for the JSON API under /api/v1. Failures become an ApiError
// carrying the server's one error shape: { error: { code, message, fields? } }.

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

function isErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'message' in error;
}

type RequestOptions = Omit<RequestInit, 'body'> & { body?: unknown };

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

/** Requests `/api/v1${path}` and returns the parsed JSON (undefined for 204). */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (!currentWorkspaceId) return requestJson<T>(`/api/v1${path}`, options);
  return requestJson<T>(`/api/v1${path}`, {
    ...options,
    headers: {
      'X-Workspace-Id': currentWorkspaceId,
      ...(options.headers as Record<string, string>),
    },
  });
}

/** The same behaviour for a path outside /api/v1 (health probes). */
export async function requestJson<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const { body, headers, ...rest } = options;
  const hasBody = body !== undefined && !(body instanceof FormData);
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        Accept: 'application/json',
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: hasBody ? JSON.stringify(body) : (body as FormData | undefined),
    });
  } catch (error) {
    // An aborted query is not a network failure; let TanStack Query see the abort.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', NETWORK_ERROR);
  }

  if (response.status === 204) return undefined as T;
  const parsed: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isErrorBody(parsed)) {
      const { code, message, fields } = parsed.error;
      throw new ApiError(response.status, code, message || UNEXPECTED_ERROR, fields);
    }
    throw new ApiError(response.status, 'internal', UNEXPECTED_ERROR);
  }
  return parsed as T;
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return UNEXPECTED_ERROR;
}

// Opened straight at /dashboard?tab=clients, the kanban's first requests (the summary and
// the columns that fit on the screen) start as soon as this code loads — alongside the
// session check and the app's first render instead of after them. Each answer is used
// once, by the first query that asks for that path; later fetches go to the server.
import { apiFetch, apiWorkspace } from '@/web/lib/api';

/** Each early answer with the workspace it was asked in (issue 18). */
const early = new Map<string, { workspace: string | null; request: Promise<unknown> }>();

export function startEarly(path: string): void {
  const request = apiFetch<unknown>(path);
  // Not signed in, or the server failed: the query then asks again the normal way.
  request.catch(() => early.delete(path));
  early.set(path, { workspace: apiWorkspace(), request });
}

/**
 * The early request for `path`, once, if it was asked in the workspace now current (one
 * chosen in the header is only known after the session loads); or a fresh one.
 */
export function fetchOnce<T>(path: string, signal?: AbortSignal): Promise<T> {
  const entry = early.get(path);
  early.delete(path);
  const request = entry && entry.workspace === apiWorkspace() ? entry.request : undefined;
  if (request) {
    return request.then(
      (answer) => answer as T,
      () => apiFetch<T>(path, { signal }),
    );
  }
  return apiFetch<T>(path, { signal });
}

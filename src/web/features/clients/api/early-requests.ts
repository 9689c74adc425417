// Opened straight at /dashboard?tab=clients, the kanban's first requests (the summary and
// the columns that fit on the screen) start as soon as this code loads — alongside the
// session check and the app's first render instead of after them. Each answer is used
// once, by the first query that asks for that path; later fetches go to the server.
import { apiFetch } from '@/web/lib/api';

const early = new Map<string, Promise<unknown>>();

export function startEarly(path: string): void {
  const request = apiFetch<unknown>(path);
  // Not signed in, or the server failed: the query then asks again the normal way.
  request.catch(() => early.delete(path));
  early.set(path, request);
}

/** The early request for `path`, once; or a fresh one. */
export function fetchOnce<T>(path: string, signal?: AbortSignal): Promise<T> {
  const request = early.get(path);
  if (request) {
    early.delete(path);
    return request.then(
      (answer) => answer as T,
      () => apiFetch<T>(path, { signal }),
    );
  }
  return apiFetch<T>(path, { signal });
}

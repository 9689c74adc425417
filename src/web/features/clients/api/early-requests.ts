// Opened straight at /dashboard?tab=clients, the kanban's first requests (the summary and
// the columns that fit on the screen) start as soon as this code loads — alongside the
// session check and the app's first render instead of after them. Each answer is used
// once, by the first query that asks for that URL; later fetches go to the server.
import { apiWorkspace } from '@/web/lib/api';

export type EarlyRequests<T> = {
  /** Sends `request` now and keeps its answer for the first `once` with the same key. */
  start(key: string, request: () => Promise<T>): void;
  /**
   * The early answer for `key`, once, if it was asked in the workspace now current (one
   * chosen in the header is only known after the session loads); or a fresh `request`.
   */
  once(key: string, request: () => Promise<T>): Promise<T>;
};

/** The early requests of one endpoint, keyed by their URL (path and query). */
export function earlyRequests<T>(): EarlyRequests<T> {
  /** Each early answer with the workspace it was asked in (issue 18). */
  const early = new Map<string, { workspace: string | null; request: Promise<T> }>();
  return {
    start(key, request) {
      const answer = request();
      // Not signed in, or the server failed: the query then asks again the normal way.
      answer.catch(() => early.delete(key));
      early.set(key, { workspace: apiWorkspace(), request: answer });
    },
    once(key, request) {
      const entry = early.get(key);
      early.delete(key);
      const answer = entry && entry.workspace === apiWorkspace() ? entry.request : undefined;
      return answer ? answer.catch(() => request()) : request();
    },
  };
}

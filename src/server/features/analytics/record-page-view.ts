// Counts a view of a Scale Page, reported by the page itself (the view beacon, or the
// <noscript> pixel without JavaScript), so the page's HTML can be served without any
// per-visit work. Fire-and-forget: the view is buffered and written in a batch, and
// nothing here can fail the visit.
import type { AppDeps } from '../../http/types';
import { analyticsRecorder } from './analytics-recorder';
import { describeVisit, type VisitRequest } from './describe-visit';

export function recordPageView(
  deps: Pick<AppDeps, 'config' | 'database'>,
  input: {
    username: string;
    /** Where the visitor came from: the page's document.referrer; null when unknown. */
    referrer: string | null;
    request: VisitRequest;
    peerAddress?: string;
  },
): void {
  try {
    const visit = describeVisit(deps, input.request, input.peerAddress, input.referrer);
    if (visit) analyticsRecorder(deps).recordView({ ...visit, username: input.username });
  } catch (error) {
    console.warn('Could not record a page view:', error);
  }
}

// Counts a view of a Scale Page (called by the public page for each real view).
// Fire-and-forget: the view is buffered and written in a batch, and nothing here can
// fail the page.
import type { AppDeps } from '../../http/types';
import { analyticsRecorder } from './analytics-recorder';
import { describeVisit, type VisitRequest } from './describe-visit';

export function recordPageView(
  deps: AppDeps,
  input: { userId: string; request: VisitRequest; peerAddress?: string },
): void {
  try {
    const visit = describeVisit(deps, input.request, input.peerAddress);
    if (visit) analyticsRecorder(deps).recordView({ ...visit, userId: input.userId });
  } catch (error) {
    console.warn('Could not record a page view:', error);
  }
}

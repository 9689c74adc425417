// Counts a click on a Scale Page link (from the beacon or the /go redirect). Whether
// the link exists and is active is checked when the batch is written, so the beacon
// answers at once and an unknown link is simply not counted.
import type { AppDeps } from '../../http/types';
import { analyticsRecorder } from './analytics-recorder';
import { describeVisit } from './describe-visit';

export function recordLinkClick(
  deps: Pick<AppDeps, 'config' | 'database'>,
  input: { linkId: string; request: Request; peerAddress?: string },
): void {
  try {
    const visit = describeVisit(deps, input.request, input.peerAddress);
    if (visit) analyticsRecorder(deps).recordClick({ ...visit, linkId: input.linkId });
  } catch (error) {
    console.warn('Could not record a link click:', error);
  }
}

// Records the visit to a shared document: a first beacon as the viewer opens (issue 23:
// a killed tab still counts), then time per page while visible, sent every 15 s as a
// running total, and once more, final, when the page is hidden or closed (spec §2).
import { useEffect, useRef } from 'react';
import { sendViewBeacon } from './api/send-view-beacon';
import { ViewTimeTracker } from './view-time-tracker';
import { randomUuid, visitorId } from './visitor-id';

const SEND_EVERY_MS = 15_000;
const REFERRER_MAX = 2048;

export function useViewTracking({
  username,
  code,
  roomDocumentId,
  page,
  isEnabled,
}: {
  username: string;
  code: string;
  /** The document read through a data room's link: its views are recorded per document. */
  roomDocumentId?: string;
  /** The page on screen. */
  page: number;
  /** Counting starts once the document is shown. */
  isEnabled: boolean;
}) {
  const trackerRef = useRef<ViewTimeTracker | null>(null);
  const pageRef = useRef(page);
  pageRef.current = page;

  useEffect(() => {
    if (!isEnabled) return;
    const tracker = new ViewTimeTracker(
      pageRef.current,
      document.visibilityState === 'visible',
      performance.now(),
    );
    trackerRef.current = tracker;
    const viewKey = randomUuid();
    const visitor = visitorId();
    const referrer = document.referrer.slice(0, REFERRER_MAX);
    let lastSent = '';

    const send = (isFinal: boolean, isOpening = false) => {
      const totals = tracker.totals(performance.now());
      // The first beacon goes as the viewer opens (issue 23): the view counts even if the
      // tab is killed before anything else is sent; later ones carry time.
      if (totals.totalSeconds <= 0 && !isOpening) return;
      // Hidden then closed fires both events; the same totals twice say nothing new.
      const signature = JSON.stringify([totals, isFinal]);
      if (signature === lastSent) return;
      lastSent = signature;
      sendViewBeacon({
        username,
        code,
        ...(roomDocumentId ? { documentId: roomDocumentId } : {}),
        viewKey,
        visitorId: visitor,
        referrer,
        isFinal,
        ...totals,
      });
    };

    const onVisibilityChange = () => {
      const isVisible = document.visibilityState === 'visible';
      tracker.setVisible(isVisible, performance.now());
      if (!isVisible) send(true);
    };
    const onPageHide = () => {
      tracker.setVisible(false, performance.now());
      send(true);
    };
    send(false, true);
    const interval = window.setInterval(() => send(false), SEND_EVERY_MS);
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', onPageHide);
      trackerRef.current = null;
      // Leaving the viewer inside the app ends the visit too.
      send(true);
    };
  }, [isEnabled, username, code, roomDocumentId]);

  useEffect(() => {
    trackerRef.current?.setPage(page, performance.now());
  }, [page]);
}

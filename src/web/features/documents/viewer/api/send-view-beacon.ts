// POST /api/v1/track/document-view: one visit's running totals, sent as a beacon so it
// still leaves when the tab closes. Failures are only logged (spec §8 Document page).
import type { z } from 'zod';
import type { ZDocumentViewBeacon } from '@/core/document-schemas';

export type DocumentViewBeacon = z.input<typeof ZDocumentViewBeacon>;

const BEACON_URL = '/api/v1/track/document-view';

export function sendViewBeacon(beacon: DocumentViewBeacon) {
  const body = JSON.stringify(beacon);
  // text/plain keeps the beacon a "simple" request: no preflight, nothing to refuse it.
  const queued =
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(BEACON_URL, new Blob([body], { type: 'text/plain' }));
  if (queued) return;
  fetch(BEACON_URL, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'text/plain' },
    credentials: 'same-origin',
    keepalive: true,
  }).catch((error: unknown) => console.warn('The document view could not be recorded', error));
}

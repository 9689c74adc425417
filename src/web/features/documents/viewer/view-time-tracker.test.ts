import { describe, expect, it } from 'vitest';
import { ViewTimeTracker } from './view-time-tracker';

describe('ViewTimeTracker', () => {
  it('adds the time to the page that was shown', () => {
    const tracker = new ViewTimeTracker(1, true, 0);
    tracker.setPage(2, 4_000);
    tracker.setPage(3, 6_500);
    expect(tracker.totals(7_000)).toEqual({
      pageSeconds: { '1': 4, '2': 2.5, '3': 0.5 },
      totalSeconds: 7,
    });
  });

  it('counts nothing while the page is hidden', () => {
    const tracker = new ViewTimeTracker(1, true, 0);
    tracker.setVisible(false, 2_000);
    tracker.setPage(2, 60_000);
    tracker.setVisible(true, 600_000);
    expect(tracker.totals(603_000)).toEqual({
      pageSeconds: { '1': 2, '2': 3 },
      totalSeconds: 5,
    });
  });

  it('starts hidden when the tab opened in the background', () => {
    const tracker = new ViewTimeTracker(1, false, 0);
    expect(tracker.totals(10_000)).toEqual({ pageSeconds: {}, totalSeconds: 0 });
  });

  it('returns to a page and keeps adding to it, listing pages in order', () => {
    const tracker = new ViewTimeTracker(3, true, 0);
    tracker.setPage(1, 1_000);
    tracker.setPage(3, 2_000);
    const totals = tracker.totals(3_000);
    expect(Object.keys(totals.pageSeconds)).toEqual(['1', '3']);
    expect(totals).toEqual({ pageSeconds: { '1': 1, '3': 2 }, totalSeconds: 3 });
  });

  it('leaves out a page only glanced at for less than a twentieth of a second', () => {
    const tracker = new ViewTimeTracker(1, true, 0);
    tracker.setPage(2, 1_000);
    tracker.setPage(3, 1_040);
    expect(tracker.totals(2_000).pageSeconds).toEqual({ '1': 1, '3': 1 });
  });

  it('ignores a clock that goes backwards', () => {
    const tracker = new ViewTimeTracker(1, true, 5_000);
    expect(tracker.totals(4_000)).toEqual({ pageSeconds: {}, totalSeconds: 0 });
  });
});

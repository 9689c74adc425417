// Seconds a visitor spends on each page of a shared document, counted only while the
// page is visible, so a tab left in the background does not read as attention.

export type ViewTotals = {
  /** Seconds by page number ("1", "2", …), tenths kept; pages never shown are absent. */
  pageSeconds: Record<string, number>;
  /** The sum of the pages' seconds: the time the document was actually in view. */
  totalSeconds: number;
};

export class ViewTimeTracker {
  private readonly seconds = new Map<number, number>();
  private page: number;
  private isVisible: boolean;
  private since: number;

  /** `now` in milliseconds (performance.now()). */
  constructor(page: number, isVisible: boolean, now: number) {
    this.page = page;
    this.isVisible = isVisible;
    this.since = now;
  }

  setPage(page: number, now: number) {
    this.accrue(now);
    this.page = page;
  }

  setVisible(isVisible: boolean, now: number) {
    this.accrue(now);
    this.isVisible = isVisible;
  }

  totals(now: number): ViewTotals {
    this.accrue(now);
    const pageSeconds: Record<string, number> = {};
    let total = 0;
    for (const [page, seconds] of [...this.seconds].sort(([a], [b]) => a - b)) {
      const rounded = tenths(seconds);
      if (rounded <= 0) continue;
      pageSeconds[String(page)] = rounded;
      total += rounded;
    }
    return { pageSeconds, totalSeconds: tenths(total) };
  }

  private accrue(now: number) {
    const elapsed = Math.max(0, now - this.since) / 1000;
    this.since = now;
    if (!this.isVisible || elapsed === 0) return;
    this.seconds.set(this.page, (this.seconds.get(this.page) ?? 0) + elapsed);
  }
}

function tenths(seconds: number): number {
  return Math.round(seconds * 10) / 10;
}

// Counters in this process's memory, for PGlite (one process per data folder, so this
// process sees every request). Entries of windows that ended are dropped once a window.
import type { CounterStore } from './rate-limiter';

/** How often expired counters are dropped. */
const SWEEP_INTERVAL_MS = 60_000;

type Counter = { start: number; windowMs: number; hits: number; previous: number };

export function createMemoryStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, Counter>();
  let lastSweep = now();

  const sweep = (at: number) => {
    if (at - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = at;
    // A counter whose window ended before the previous one began weighs nothing any more.
    for (const [key, counter] of counters) {
      if (counter.start < at - 2 * counter.windowMs) counters.delete(key);
    }
  };

  return {
    async hit({ bucket, windowSeconds }, clientKey) {
      const at = now();
      const windowMs = windowSeconds * 1000;
      sweep(at);
      const start = Math.floor(at / windowMs) * windowMs;
      const key = `${bucket}\n${clientKey}`;
      const counter = counters.get(key);
      if (counter?.start === start) {
        counter.hits += 1;
      } else {
        const previous = counter?.start === start - windowMs ? counter.hits : 0;
        counters.set(key, { start, windowMs, hits: 1, previous });
      }
      const { hits, previous } = counters.get(key) as Counter;
      return { current: hits, previous, elapsedSeconds: (at - start) / 1000 };
    },
  };
}

// The loop of every background job the server starts (task and booking reminders, the
// calendar sync, the embedded database's vacuum): one pass at start — what came due while
// no server ran is done now, not an interval later — then the next an interval after the
// previous one ended, so passes never overlap. Several processes may each run one: the
// passes themselves claim their work (SKIP LOCKED), the loop knows nothing of it.

export type RepeatingJob = {
  /** Starts the loop; does nothing when intervalMs <= 0 or it already runs. */
  start(): void;
  /** Stops the loop and waits for the pass in progress, if any. */
  stop(): Promise<void>;
  /** True once stop() was called (until a new start): a long pass ends early. */
  isStopping(): boolean;
};

export function repeatingJob({
  intervalMs,
  pass,
  failure,
}: {
  intervalMs: number;
  pass: () => Promise<unknown>;
  /** What the warning of a failed pass begins with, e.g. "Task reminders could not be sent:". */
  failure: string;
}): RepeatingJob {
  let isRunning = false;
  let isStopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  function tick() {
    if (!isRunning) return;
    running = pass()
      .catch((error) =>
        console.warn(failure, error instanceof Error ? error.message : String(error)),
      )
      .finally(() => {
        running = undefined;
        if (isRunning) timer = setTimeout(tick, intervalMs).unref();
      });
  }

  return {
    start() {
      if (isRunning || intervalMs <= 0) return;
      isRunning = true;
      isStopping = false;
      tick();
    },
    async stop() {
      isRunning = false;
      isStopping = true;
      clearTimeout(timer);
      await running;
    },
    isStopping: () => isStopping,
  };
}

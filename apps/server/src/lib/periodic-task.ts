/**
 * When a portal's scheduled work first runs after start-up: once it has answered its first pages, which
 * on PGlite's one connection would otherwise wait behind that work's queries.
 */
export const AFTER_START_MS = 2_000;

export type PeriodicTask = {
  /** Clears the timers and waits for a run under way. */
  stop: () => Promise<void>;
};

/**
 * Runs `task` now (or after `firstRunAfterMs`) and then every `intervalMs`, never two runs at once. A
 * failed run goes to `onError` and the next one comes as planned; the timers do not keep the process
 * alive.
 */
export function runPeriodically(
  task: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
  { firstRunAfterMs = 0 } = {},
): PeriodicTask {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = task()
      .then(() => {}, onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  const first = firstRunAfterMs > 0 ? setTimeout(run, firstRunAfterMs) : null;
  first?.unref();
  if (!first) run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (first) clearTimeout(first);
      await running;
    },
  };
}

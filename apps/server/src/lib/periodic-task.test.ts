import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runPeriodically } from './periodic-task';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a periodic task', () => {
  it('runs now and at each interval, never two runs at once, and goes on after a failure', async () => {
    const finish: (() => void)[] = [];
    let runs = 0;
    const errors: unknown[] = [];
    const task = runPeriodically(
      () => {
        runs++;
        if (runs === 2) return Promise.reject(new Error('down'));
        return new Promise<void>((resolve) => finish.push(resolve));
      },
      1000,
      (error) => errors.push(error),
    );
    expect(runs).toBe(1);
    // the first run is still under way: the interval does not start another
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    finish.shift()!();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(errors).toEqual([new Error('down')]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3);

    let stopped = false;
    const stopping = task.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    // stop waits for the run under way
    expect(stopped).toBe(false);
    finish.shift()!();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('can wait before its first run', async () => {
    let runs = 0;
    const task = runPeriodically(
      async () => void runs++,
      60_000,
      () => {},
      { firstRunAfterMs: 1000 },
    );
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(2);
    await task.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});

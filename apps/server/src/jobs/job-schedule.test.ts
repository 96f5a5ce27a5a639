import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/test-app';
import { type JobQueue, createJobQueue } from './job-queue';

let t: TestApp;
const processes: JobQueue[] = [];
/** The minute of each run of the scheduled job, by any process. */
const runs: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // two serving processes' queues on one database, each with its workers and its clock
  for (let i = 0; i < 2; i++) {
    const jobs = createJobQueue(t.ctx.database, { retryDelaySeconds: 1 });
    await jobs.install();
    jobs.every('test.tick', '* * * * *', async () => {
      runs.push(Math.floor(Date.now() / 60_000));
    });
    processes.push(jobs);
  }
  for (const jobs of processes) await jobs.start(t.app.log);
});
afterAll(async () => {
  for (const jobs of processes) await jobs.stop();
  await t.close();
});

describe('a scheduled job', () => {
  it('runs once for each time of its schedule, whatever the number of processes', async () => {
    const deadline = Date.now() + 30_000;
    while (runs.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(runs.length).toBeGreaterThan(0);
    // long enough for the other process's clock and workers to have looked too
    await new Promise((r) => setTimeout(r, 8_000));
    expect(new Set(runs).size).toBe(runs.length);
  }, 60_000);
});

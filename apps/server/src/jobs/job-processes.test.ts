import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/test-app';
import { type JobQueue, createJobQueue } from './job-queue';

let t: TestApp;
const processes: JobQueue[] = [];
/** The minute of each run of the scheduled job, by any process. */
const runs: number[] = [];
/** The process that ran each sent job. */
const sent: { note: string; by: number }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // two serving processes' queues on one database, each with its workers and its clock
  for (let i = 0; i < 2; i++) {
    const jobs = createJobQueue(t.ctx.database, { retryDelaySeconds: 1 });
    await jobs.install();
    jobs.every('test.tick', '* * * * *', async () => {
      runs.push(Math.floor(Date.now() / 60_000));
    });
    jobs.work('test.sent', async (payload) => {
      sent.push({ note: String(payload.note), by: i });
    });
    processes.push(jobs);
  }
  for (const jobs of processes) await jobs.start(t.app.log);
});
afterAll(async () => {
  for (const jobs of processes) await jobs.stop();
  await t.close();
});

describe('jobs of several processes', () => {
  it("run a job sent by one process's change once, in whichever process takes it", async () => {
    for (let n = 0; n < 20; n++)
      await t.ctx.db.transaction((tx) =>
        processes[n % 2]!.add(tx, { topic: 'test.sent', key: `sent-${n}`, payload: { note: `job ${n}` } }),
      );
    const deadline = Date.now() + 30_000;
    while (sent.length < 20 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 3_000));
    expect(sent.map((s) => s.note).sort()).toEqual(Array.from({ length: 20 }, (_, n) => `job ${n}`).sort());
  }, 60_000);

  it('run a scheduled job once for each time of its schedule, whatever the number of processes', async () => {
    const deadline = Date.now() + 30_000;
    while (runs.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(runs.length).toBeGreaterThan(0);
    // long enough for the other process's clock and workers to have looked too
    await new Promise((r) => setTimeout(r, 8_000));
    expect(new Set(runs).size).toBe(runs.length);
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPortal } from '../cli/run-portal';
import { type TestApp, createTestApp } from '../test/test-app';
import { type JobQueue, createJobQueue } from './job-queue';
import { drainUntil } from '../test/jobs';

let t: TestApp;
let jobs: JobQueue;
const ran: string[] = [];
let broken = true;

beforeAll(async () => {
  t = await createTestApp();
  // a queue of its own on the test's database, quick to give up: one try after the first
  jobs = createJobQueue(t.ctx.database, { retryDelaySeconds: 1, retryLimit: 1, workers: false });
  await jobs.install();
  jobs.work('test.note', async (payload) => {
    ran.push(String(payload.note));
  });
  jobs.work('test.flaky', async () => {
    if (broken) throw new Error('the mail server is down');
    ran.push('flaky');
  });
  await jobs.start(t.app.log);
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

const send = (topic: string, key: string, payload: Record<string, unknown>) =>
  t.ctx.db.transaction((tx) => jobs.add(tx, { topic, key, payload }));

const until = (check: () => boolean, seconds = 10) => drainUntil(jobs, check, seconds);

async function portal(...argv: string[]) {
  const lines: string[] = [];
  const code = await runPortal(argv, { log: (l) => lines.push(l), error: (l) => lines.push(l) }, {}, '.', {
    open: async () => ({ ...t.ctx, jobs }),
    release: async () => {},
  });
  return { code, output: lines.join('\n') };
}

describe('the job queue', () => {
  it('runs a job sent in a committed transaction once, and none from a transaction rolled back', async () => {
    await send('test.note', 'note-1', { note: 'committed' });
    // the same key again is the same job
    await send('test.note', 'note-1', { note: 'committed' });
    await t.ctx.db
      .transaction(async (tx) => {
        await jobs.add(tx, { topic: 'test.note', key: 'note-2', payload: { note: 'rolled back' } });
        throw new Error('the change failed');
      })
      .catch(() => {});
    expect(await jobs.drain()).toBe(1);
    expect(await jobs.drain()).toBe(0);
    expect(ran).toEqual(['committed']);
  });

  it('tries a failing job again after a wait, leaves it failed for the operator, who can retry it', async () => {
    await send('test.flaky', 'flaky-1', { to: 'ana@example.ca' });
    expect(await jobs.drain()).toBe(0);
    await until(() => false, 4);
    const failed = await jobs.failed();
    expect(failed).toEqual([
      expect.objectContaining({ topic: 'test.flaky', attempts: 2, error: 'the mail server is down' }),
    ]);
    const listed = await portal('jobs', 'list', '--failed');
    expect(listed.code).toBe(0);
    expect(listed.output).toContain(`${failed[0]!.id}\ttest.flaky\t2\t`);
    expect(listed.output).toContain('1 failed job(s).');
    expect((await portal('jobs', 'list')).output).toMatch(/test\.flaky\t0\t0\t0\t1/);

    broken = false;
    expect(await portal('jobs', 'retry', failed[0]!.id)).toEqual({
      code: 0,
      output: `Job ${failed[0]!.id} will be tried again.`,
    });
    await until(() => ran.includes('flaky'));
    expect(ran.filter((r) => r === 'flaky')).toHaveLength(1);
    expect(await jobs.failed()).toEqual([]);
    expect((await portal('jobs', 'retry', failed[0]!.id)).code).not.toBe(0);
  });
});

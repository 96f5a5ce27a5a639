import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobQueue, createJobQueue } from '../jobs/job-queue';
import { type TestApp, createTestApp } from '../test/test-app';
import type { DomainEvents } from './domain-events';
import { type EventBus, createEventBus } from './event-bus';

let t: TestApp;
let jobs: JobQueue;
let events: EventBus;
const heard: string[] = [];
let mailDown = true;

const completed = (contentId: number): DomainEvents['content.completed'] => ({
  studentId: 1,
  subscriptionId: 2,
  contentId,
  name: `Lesson ${contentId}`,
});

beforeAll(async () => {
  t = await createTestApp();
  jobs = createJobQueue(t.ctx.database, { retryDelaySeconds: 1, retryLimit: 2, workers: false });
  await jobs.install();
  events = createEventBus(jobs);
  events.subscribe('content.completed', 'points', async (done) => {
    heard.push(`points ${done.contentId}`);
  });
  events.subscribe('content.completed', 'mail', async (done) => {
    if (mailDown) throw new Error('the mail server is down');
    heard.push(`mail ${done.contentId}`);
  });
  await jobs.start(t.app.log);
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

describe('domain events', () => {
  it("reach each subscriber once, after the publisher's commit, each apart from the others", async () => {
    await t.ctx.db.transaction((tx) => events.publish(tx, 'content.completed', 'a', completed(1)));
    // the same occurrence again is the same event
    await t.ctx.db.transaction((tx) => events.publish(tx, 'content.completed', 'a', completed(1)));
    await t.ctx.db
      .transaction(async (tx) => {
        await events.publish(tx, 'content.completed', 'b', completed(2));
        throw new Error('the change failed');
      })
      .catch(() => {});
    await jobs.drain();
    // the failing subscriber holds nobody up, and gets the event again once it can take it
    expect(heard).toEqual(['points 1']);
    mailDown = false;
    const deadline = Date.now() + 10_000;
    while (!heard.includes('mail 1') && Date.now() < deadline) {
      await jobs.drain();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(heard).toEqual(['points 1', 'mail 1']);
  });

  it('refuses a module subscribing twice to one event', () => {
    expect(() => events.subscribe('content.completed', 'points', async () => {})).toThrow(/twice/);
  });
});

import type { TBackgroundWork } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema';
import { failedPaymentJob } from '../../test/payments';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';

let t: TestApp;
let admin: StaffClient;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await staffMember(t, 'admin');
}, 120_000);
afterAll(() => t?.close());

const work = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/v1/staff/jobs/', headers: { cookie: admin.cookie } })
  ).json() as TBackgroundWork;
const retry = (id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/jobs/${id}/retry/`,
    headers: { cookie: admin.cookie, origin: ORIGIN },
  });

describe('the background work in the console', () => {
  it('lists a job that failed for good, which an admin tries again once, with who asked', async () => {
    const id = await failedPaymentJob(t);
    const before = await work();
    expect(before.failed).toContainEqual(expect.objectContaining({ id, topic: 'payment.receipt' }));
    expect(before.counts).toContainEqual(expect.objectContaining({ topic: 'payment.receipt', failed: 1 }));

    expect((await retry(id)).statusCode).toBe(202);
    expect((await work()).failed.map((job) => job.id)).not.toContain(id);
    expect((await retry(id)).statusCode).toBe(404);
    const rows = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'job.retry'), eq(auditEntries.entityId, id)));
    expect(rows).toEqual([
      expect.objectContaining({
        actorEmail: admin.email,
        before: expect.objectContaining({ topic: 'payment.receipt' }),
      }),
    ]);
  });
});

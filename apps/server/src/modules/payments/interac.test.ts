import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutes } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/test-app';
import { ORIGIN, clientAddress, verifiedStudent } from '../../test/students';

const clock = { now: new Date('2026-11-22T15:00:00Z') };
let t: TestApp;
let course: { id: number; price: number };

beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => clock.now });
  const courses = (await t.app.inject({ method: 'GET', url: '/api/v1/courses/?limit=100' })).json().results;
  course = courses.find(
    (c: { is_course_free: boolean; is_trial: boolean; is_cohort: boolean; payment_plans: unknown[] }) =>
      !c.is_course_free && !c.is_trial && !c.is_cohort && c.payment_plans.length === 0,
  );
});
afterAll(() => t.close());

async function studentIn(email: string) {
  const { cookie } = await verifiedStudent(t, email);
  const sub = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/',
    headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
    payload: { course: course.id, student_email: email },
  });
  return { cookie, subscription: sub.json().id as number };
}
const interac = (cookie: string, subscription: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/full-payment/',
    headers: { cookie, origin: ORIGIN },
    payload: { subscription, payment_api_mode: 'click2pay' },
  });
const status = async (cookie: string, subscription: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/subscriptions/${subscription}/payment-status/`,
      headers: { cookie },
    })
  ).json();
const bank = (link: string, decision: 'approve' | 'decline') =>
  t.app.inject({
    method: 'POST',
    url: new URL(link).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}&bank=${encodeURIComponent('TD Canada Trust')}`,
  });

describe('Interac through the sandbox bank', () => {
  it('stays pending until the payer approves, is verified, then opens the program', async () => {
    const { cookie, subscription } = await studentIn('interac@example.ca');
    const first = (await interac(cookie, subscription)).json();
    expect(first).toMatchObject({
      status: 'pending',
      amount: course.price,
      payment_link: expect.stringMatching(/^http:\/\/portal\.test\/sandbox\/interac\//),
    });
    // Proceed to Pay again: the same link
    expect((await interac(cookie, subscription)).json().payment_link).toBe(first.payment_link);
    expect(await status(cookie, subscription)).toMatchObject({
      status: 'pending',
      click2pay_payment_link: first.payment_link,
      handler_status: 'click2pay',
    });

    const page = await t.app.inject({ method: 'GET', url: new URL(first.payment_link).pathname });
    expect(page.body).toContain('Select your bank');
    expect((await bank(first.payment_link, 'approve')).body).toContain('Payment approved');
    expect((await status(cookie, subscription)).status).toBe('PROCESSING');

    clock.now = new Date(clock.now.getTime() + 5_000);
    expect((await status(cookie, subscription)).status).toBe('complete');
    const sub = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/subscriptions/${subscription}/`,
        headers: { cookie },
      })
    ).json();
    expect(sub).toMatchObject({ payment_status: 'paid', access: 'full' });
  });

  it('fails when the payer declines, and Try Again makes a new link', async () => {
    const { cookie, subscription } = await studentIn('interac-declined@example.ca');
    const first = (await interac(cookie, subscription)).json();
    await bank(first.payment_link, 'decline');
    expect((await status(cookie, subscription)).status).toBe('failed');
    const retry = (await interac(cookie, subscription)).json();
    expect(retry.status).toBe('pending');
    expect(retry.payment_link).not.toBe(first.payment_link);
    // a spent link cannot be used again
    expect((await bank(first.payment_link, 'approve')).statusCode).toBe(409);
  });

  it('is refused when the school does not offer Interac', async () => {
    const { cookie, subscription } = await studentIn('no-interac@example.ca');
    await t.ctx.db.update(institutes).set({ enableClick2pay: false });
    try {
      const res = await interac(cookie, subscription);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ detail: 'Interac is not offered by this school.' });
    } finally {
      await t.ctx.db.update(institutes).set({ enableClick2pay: true });
    }
  });
});

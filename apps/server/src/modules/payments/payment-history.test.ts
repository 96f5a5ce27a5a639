import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';
import { ORIGIN, clientAddress, verifiedStudent } from '../../test/students';
import { pdfText } from '../../test/uploads';

let t: TestApp;
let course: { id: number; name: string; price: number };

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const courses = (await t.app.inject({ method: 'GET', url: '/api/v1/courses/?limit=100' })).json().results;
  course = courses.find(
    (c: { is_course_free: boolean; is_trial: boolean; is_cohort: boolean; payment_plans: unknown[] }) =>
      !c.is_course_free && !c.is_trial && !c.is_cohort && c.payment_plans.length === 0,
  );
});
afterAll(() => t.close());

const card = async (number: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/payment-methods',
      headers: { origin: ORIGIN },
      payload: { number, exp_month: 12, exp_year: 2031, cvc: '123' },
    })
  ).json().id as string;
const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

async function paidStudent(email: string) {
  const { cookie } = await verifiedStudent(t, email, { first_name: 'Priya', last_name: 'Nair' });
  const subscription = (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/',
      headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
      payload: { course: course.id, student_email: email },
    })
  ).json().id;
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/full-payment/',
    headers: { cookie, origin: ORIGIN },
    payload: { payment_method_id: await card('4242424242424242'), subscription, save_card: true },
  });
  return { cookie, subscription };
}

describe('payment details', () => {
  it('lists the payments with a PDF receipt for each completed one', async () => {
    const { cookie } = await paidStudent('history@example.ca');
    const { results } = (await get(cookie, '/api/v1/payments/')).json();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      course_name: course.name,
      course_name_lang: 'en',
      payment_type: 'full_payment',
      pay_by: 'pay_by_card',
      status: 'complete',
      amount: course.price,
    });
    const receipt = await get(cookie, results[0].receipt);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const text = pdfText(receipt.rawPayload);
    expect(text).toContain('Maple Ridge College of Applied Skills');
    expect(text).toContain('Priya Nair (history@example.ca)');
    expect(text).toContain(course.name);
    expect(text).toContain(`$${(course.price / 100).toFixed(2)}`);

    // a French page names the program in French
    const french = `${cookie}; portal-language=fr-CA`;
    const frenchName = (await get(french, `/api/v1/courses/${course.id}/`)).json().name;
    expect(frenchName).not.toBe(course.name);
    expect((await get(french, '/api/v1/payments/')).json().results[0]).toMatchObject({
      course_name: frenchName,
      course_name_lang: 'fr-CA',
    });
  });

  it('keeps the card saved at payment, and Update Card replaces it', async () => {
    const { cookie } = await paidStudent('card@example.ca');
    expect((await get(cookie, '/api/v1/payment-methods/')).json()).toMatchObject({
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2031,
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/payment-methods/',
      headers: { cookie, origin: ORIGIN },
      payload: { payment_method_id: await card('5555 5555 5555 4444') },
    });
    expect(res.json()).toMatchObject({ brand: 'mastercard', last4: '4444' });
  });

  it("answers 404 for another student's receipt", async () => {
    const owner = await paidStudent('receipt-owner@example.ca');
    const other = await verifiedStudent(t, 'receipt-other@example.ca');
    const { results } = (await get(owner.cookie, '/api/v1/payments/')).json();
    expect((await get(other.cookie, results[0].receipt)).statusCode).toBe(404);
    expect((await get(other.cookie, '/api/v1/payments/')).json().results).toEqual([]);
    expect((await get('', '/api/v1/payments/')).statusCode).toBe(401);
  });
});

import { REFERENCE_CODE_PATTERN, type TSchoolPaymentRequest } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';
import {
  ORIGIN,
  clientAddress,
  cookieOf,
  latestMail,
  mailedToken,
  signUp,
  verifyEmail,
} from '../../test/students';
import { findPayment, insertPayment } from './payments.repository';
import { newReferenceCode, normalizeReferenceCode, withNewReferenceCode } from './reference-code';
import { recordSchoolPaymentByCode } from './school-payments.service';
import { OPERATOR } from '../staff/audit-log';

let t: TestApp;
type Course = { id: number; price: number; enable_paid_at_school: boolean; is_cohort: boolean };
let course: Course;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const courses: (Course & { payment_plans: unknown[] })[] = (
    await t.app.inject({ method: 'GET', url: '/api/v1/courses/?limit=100' })
  ).json().results;
  course = courses.find((c) => c.enable_paid_at_school && !c.is_cohort && c.payment_plans.length === 0)!;
});
afterAll(() => t.close());

async function student(email: string, language: 'en' | 'fr-CA' = 'en') {
  expect((await signUp(t, { email, language, first_name: 'Amira' })).statusCode).toBe(200);
  const cookie = cookieOf(await verifyEmail(t, await mailedToken(t, email, '/auth/verify')));
  const sub = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/',
    headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
    payload: { course: course.id, student_email: email },
  });
  expect(sub.statusCode).toBeLessThan(300);
  return { cookie, email, subscription: sub.json().id as number };
}

const ask = (cookie: string, subscription: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/paid-to-school/',
    headers: { cookie, origin: ORIGIN },
    payload: { subscription_id: subscription },
  });
const get = (url: string, cookie = '') => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('reference codes', () => {
  it('are SCH- and eight characters without 0, O, 1 or I, read back whatever the case and dashes', () => {
    for (let i = 0; i < 200; i++) expect(newReferenceCode()).toMatch(REFERENCE_CODE_PATTERN);
    expect(normalizeReferenceCode(' sch-7k3p 9qx2 ')).toBe('SCH-7K3P-9QX2');
    expect(normalizeReferenceCode('7K3P9QX2')).toBe('SCH-7K3P-9QX2');
    expect(normalizeReferenceCode('SCH-7K3P-9QX0')).toBeNull();
    expect(normalizeReferenceCode('SCH-7K3P')).toBeNull();
  });
});

describe('a request to pay at the school', () => {
  it('gets one code under a double submit, kept when the student asks again', async () => {
    const amira = await student('amira@example.ca');
    const [first, second] = await Promise.all([
      ask(amira.cookie, amira.subscription),
      ask(amira.cookie, amira.subscription),
    ]);
    expect(first!.statusCode).toBe(200);
    expect(second!.statusCode).toBe(200);
    expect(first!.json().reference_code).toMatch(REFERENCE_CODE_PATTERN);
    expect(second!.json()).toEqual(first!.json());
    const again = await ask(amira.cookie, amira.subscription);
    expect(again.json()).toEqual(first!.json());

    const history = (await get('/api/v1/payments/', amira.cookie)).json().results;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      pay_by: 'paid_to_school',
      reference_code: first!.json().reference_code,
    });
  });

  it('draws another code when the one drawn is taken, in the same transaction', async () => {
    const first = await student('taken@example.ca');
    const taken = (await ask(first.cookie, first.subscription)).json();
    const { id: _id, ...row } = (await findPayment(t.ctx.db, taken.id))!;
    let tries = 0;
    const copy = await t.ctx.db.transaction((tx) =>
      withNewReferenceCode(tx, (db, code) =>
        insertPayment(db, {
          ...row,
          idempotencyKey: `copy-${code}`,
          obligation: null,
          status: 'cancelled',
          referenceCode: tries++ === 0 ? taken.reference_code : code,
        }),
      ),
    );
    expect(tries).toBe(2);
    expect(copy?.referenceCode).toMatch(REFERENCE_CODE_PATTERN);
    expect(copy?.referenceCode).not.toBe(taken.reference_code);
  });

  it('shows its code, amount and the school’s office to its student only', async () => {
    const owner = await student('owner@example.ca');
    const other = await student('other@example.ca');
    const { id, reference_code } = (await ask(owner.cookie, owner.subscription)).json();
    const url = `/api/v1/payments/paid-to-school/${id}/`;

    const own = await get(url, owner.cookie);
    expect(own.statusCode).toBe(200);
    const request = own.json() as TSchoolPaymentRequest;
    expect(request).toMatchObject({
      reference_code,
      amount: course.price,
      currency: 'CAD',
      status: 'pending',
      course: course.id,
      subscription: owner.subscription,
    });
    expect(request.office).toMatchObject({
      address: {
        street: '2300 Yonge Street, Suite 1400',
        city: 'Toronto',
        province: 'ON',
        postal_code: 'M4P 1E4',
      },
      time_zone: 'America/Toronto',
      accepted: expect.arrayContaining(['debit', 'cash']),
    });
    expect(request.office!.hours[0]).toEqual({ day: 'monday', opens: '09:00', closes: '17:00' });

    const foreign = await get(url, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(reference_code);
    expect((await get(url)).statusCode).toBe(401);
    const theirs = (await get('/api/v1/payments/', other.cookie)).json().results;
    expect(JSON.stringify(theirs)).not.toContain(reference_code);
  });

  it('mails the slip with the code, address, hours and what to bring, in the student’s language', async () => {
    const en = await student('slip@example.ca');
    const { reference_code } = (await ask(en.cookie, en.subscription)).json();
    const mail = (await latestMail(t, en.email))!;
    expect(mail.subject).toContain(reference_code);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(reference_code);
      expect(body).toContain('2300 Yonge Street, Suite 1400');
      expect(body).toContain('Toronto ON  M4P 1E4');
      expect(body).toContain('Monday–Wednesday: 9:00 a.m. to 5:00 p.m.');
      expect(body).toContain('Sunday: closed');
      expect(body).toContain('Certified cheque');
      expect(body).toContain('Eastern Time');
    }
    expect(mail.text).toMatch(/Amount due:\n {2}\$\d/);

    const fr = await student('fiche@example.ca', 'fr-CA');
    const code = (await ask(fr.cookie, fr.subscription)).json().reference_code;
    const french = (await latestMail(t, fr.email))!;
    expect(french.subject).toContain(`référence ${code}`);
    for (const body of [french.text, french.html]) {
      expect(body).toContain(code);
      expect(body).toContain('Heures d’ouverture');
      expect(body).toContain('Lundi–Mercredi\u00a0: 9 h 00 à 17 h 00');
      expect(body).toContain('Chèque certifié');
      // the school's own words about its office, as it wrote them in French
      expect(body).toContain('Services aux étudiants');
      expect(body).toContain('Argent comptant jusqu’à 500 $ seulement.');
    }
  });

  it("names the office in the reader's language, and says which language that is", async () => {
    const owner = await student('bureau@example.ca');
    const { id } = (await ask(owner.cookie, owner.subscription)).json();
    const url = `/api/v1/payments/paid-to-school/${id}/`;
    const read = async (cookie: string) =>
      (await get(url, cookie)).json().office as TSchoolPaymentRequest['office'];

    expect(await read(owner.cookie)).toMatchObject({
      name: 'Student Services (Bursar), Suite 1400',
      note: expect.stringContaining('Cash up to $500 only.'),
      lang: 'en',
    });
    expect(await read(`${owner.cookie}; portal-language=fr-CA`)).toMatchObject({
      name: 'Services aux étudiants (Bureau des droits de scolarité), bureau 1400',
      note: expect.stringContaining('Argent comptant jusqu’à 500 $ seulement.'),
      lang: 'fr-CA',
      // the rest is the office itself, in any language
      address: expect.objectContaining({ street: '2300 Yonge Street, Suite 1400' }),
    });
  });

  it('is recorded by the school with its code, for the amount due, once', async () => {
    const paying = await student('paying@example.ca');
    const { reference_code } = (await ask(paying.cookie, paying.subscription)).json();
    const typed = reference_code.toLowerCase().replaceAll('-', ' ');

    await expect(recordSchoolPaymentByCode(t.ctx, OPERATOR, typed, course.price - 100)).rejects.toMatchObject(
      {
        fields: { amount: [expect.stringContaining('The amount due is')] },
      },
    );
    await expect(recordSchoolPaymentByCode(t.ctx, OPERATOR, 'SCH-2222-2222', course.price)).rejects.toThrow(
      'No request to pay at the school has the code SCH-2222-2222.',
    );
    await expect(recordSchoolPaymentByCode(t.ctx, OPERATOR, 'SCH-0000', course.price)).rejects.toMatchObject({
      fields: { reference: ['A reference code looks like SCH-7K3P-9QX2.'] },
      codes: { reference: [{ code: 'staff.money.badReference' }] },
    });

    const recorded = await recordSchoolPaymentByCode(t.ctx, OPERATOR, typed, course.price);
    expect(recorded).toMatchObject({ reference: reference_code, email: paying.email });
    expect((await get(`/api/v1/subscriptions/${paying.subscription}/`, paying.cookie)).json()).toMatchObject({
      access: 'full',
      payment_status: 'paid',
    });
    await expect(recordSchoolPaymentByCode(t.ctx, OPERATOR, reference_code, course.price)).rejects.toThrow(
      `The payment ${reference_code} is already recorded.`,
    );
    expect((await latestMail(t, paying.email))?.subject).toMatch(/^Receipt: /);
  });
});

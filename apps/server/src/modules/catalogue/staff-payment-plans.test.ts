import type { TSaveStaffPaymentPlan, TStaffProgram } from '@portal/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, installments, paymentPlans, payments } from '../../db/schema';
import { demoContentDir } from '../../paths';
import { onPaymentPlan, planCourse } from '../../test/payments';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN, subscribe, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app';
import { importContent } from '../content-folder/import.service';

let t: TestApp;
let other: TestApp;
let finance: StaffClient;
let instructor: StaffClient;
let program: number;
let free: number;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  other = await secondInstance(t);
  program = (await planCourse(t)).id;
  const courses = (await t.app.inject({ method: 'GET', url: '/api/v1/courses/?limit=100' })).json();
  free = courses.results.find((c: { is_course_free: boolean }) => c.is_course_free).id;
  finance = await staffMember(t, 'finance');
  instructor = await staffMember(t, 'instructor', { programs: [free] });
}, 120_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

const plansUrl = (id = program) => `/api/v1/staff/programs/${id}/payment-plans/`;
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  { member = finance, app = t } = {},
) => app.app.inject({ method, url, headers: { cookie: member.cookie, origin: ORIGIN }, payload });

const PLAN: TSaveStaffPaymentPlan = {
  name: 'Registration fee + 2 instalments',
  translations: { 'fr-CA': { name: 'Frais d’inscription + 2 versements' } },
  registration_fee: 5000,
  installments: [
    { amount: 20_000, due_after_days: 30 },
    { amount: 20_000, due_after_days: 60 },
  ],
};

/** A new plan of the program, offered at once: its id. */
async function addPlan(plan: TSaveStaffPaymentPlan = PLAN): Promise<number> {
  const res = await send('POST', plansUrl(), plan);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as TStaffProgram).payment_plans.at(-1)!.id;
}

/** The plans a student sees at checkout, in a language. */
const offered = async (language = 'en') =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/courses/${program}/`,
      headers: { 'accept-language': language },
    })
  ).json().payment_plans as { id: number; name: string; registration_fee: number }[];

/** A student subscribed to the program with a sandbox card, ready to pay a plan's fee: the fee's call. */
async function readyToChoose(email: string) {
  const { cookie } = await verifiedStudent(t, email);
  const subscription = await subscribe(t, cookie, email, program);
  const headers = { cookie, origin: ORIGIN };
  const card = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/payment-methods',
    headers,
    payload: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
  });
  const choose = (plan: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/registration-fee/',
      headers: { ...headers, 'idempotency-key': `choose-${email}` },
      payload: { subscription, payment_method_id: card.json().id, payment_plan: plan },
    });
  return { subscription, choose };
}

const scheduleOf = async (subscription: number) =>
  (
    await t.ctx.db
      .select({ amount: installments.dueAmountCents })
      .from(installments)
      .where(eq(installments.subscriptionId, subscription))
      .orderBy(asc(installments.number))
  ).map((i) => i.amount);

describe("a program's payment plans in the console", () => {
  it('are offered at checkout once finance adds one, in both languages, with who added it', async () => {
    const id = await addPlan();
    expect((await offered()).find((p) => p.id === id)).toMatchObject({
      name: PLAN.name,
      registration_fee: 5000,
    });
    expect((await offered('fr-CA')).find((p) => p.id === id)?.name).toBe(
      'Frais d’inscription + 2 versements',
    );
    const [entry] = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'payment_plan.create'), eq(auditEntries.actorEmail, finance.email)));
    expect(entry).toMatchObject({ entity: 'program', entityId: String(program), actorRole: 'finance' });
  });

  it('refuse a schedule out of order, a free program and a program out of an instructor’s reach', async () => {
    const backwards = await send('POST', plansUrl(), {
      ...PLAN,
      installments: [...PLAN.installments].reverse(),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().installments).toEqual(['Each instalment falls due after the one before it.']);
    // the contract's rule, by its code beside its English, for the console to say in French
    expect(backwards.json().codes).toEqual({ installments: [{ code: 'staff.forms.instalmentOrder' }] });
    const none = await send('POST', plansUrl(), { ...PLAN, installments: [] });
    expect(none.json().installments).toEqual(['A plan has at least one instalment.']);
    const freeProgram = await send('POST', plansUrl(free), PLAN);
    expect(freeProgram.statusCode).toBe(409);
    expect(freeProgram.json().detail).toBe('A free program has no payment plan.');
    expect(freeProgram.json().code).toBe('staff.plans.freeProgram');
    expect((await send('POST', plansUrl(), PLAN, { member: instructor })).statusCode).toBe(403);
  });

  it('change freely until a student chooses one; then only its names, and the student’s schedule stays', async () => {
    const id = await addPlan();
    const cheaper = {
      ...PLAN,
      registration_fee: 4000,
      installments: [{ amount: 30_000, due_after_days: 45 }],
    };
    expect((await send('PUT', `${plansUrl()}${id}/`, cheaper)).statusCode).toBe(200);

    const student = await onPaymentPlan(t, 'plan-chooser@example.com', id);
    expect(await scheduleOf(student.subscription)).toEqual([30_000]);
    const plan = (await send('PUT', `${plansUrl()}${id}/`, { ...cheaper, registration_fee: 100 })).json();
    expect(plan.detail).toBe(
      'Students have chosen this plan: its fee and instalments stay as they agreed to them. Offer a new plan for new terms.',
    );
    const renamed = await send('PUT', `${plansUrl()}${id}/`, { ...cheaper, name: 'One instalment' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((renamed.json() as TStaffProgram).payment_plans.find((p) => p.id === id)).toMatchObject({
      name: 'One instalment',
      registration_fee: 4000,
      chosen: true,
    });
    expect(await scheduleOf(student.subscription)).toEqual([30_000]);
  });

  it('go when no student chose them, and are retired when one did: no longer offered, the student’s schedule kept', async () => {
    const unused = await addPlan();
    const removed = await send('DELETE', `${plansUrl()}${unused}/`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await t.ctx.db.select().from(paymentPlans).where(eq(paymentPlans.id, unused))).toEqual([]);

    const chosen = await addPlan();
    const student = await onPaymentPlan(t, 'plan-retired@example.com', chosen);
    expect((await send('DELETE', `${plansUrl()}${chosen}/`)).statusCode).toBe(200);
    expect((await offered()).map((p) => p.id)).not.toContain(chosen);
    expect(await scheduleOf(student.subscription)).toEqual([20_000, 20_000]);
    expect((await send('PUT', `${plansUrl()}${chosen}/`, PLAN)).statusCode).toBe(404);

    const fee = await (await readyToChoose('plan-late@example.com')).choose(chosen);
    expect(fee.statusCode).toBe(400);
    expect(fee.json().payment_plan).toEqual(['This payment plan is not offered for the program.']);
    const actions = await t.ctx.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.entity, 'payment_plan'));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['payment_plan.delete', 'payment_plan.retire']),
    );
  });

  it('that a content folder no longer lists are retired when chosen, so the import never breaks a student’s schedule', async () => {
    const chosen = await addPlan();
    const student = await onPaymentPlan(t, 'plan-import@example.com', chosen);
    await importContent(t.ctx.db, t.ctx.storage, demoContentDir);
    const [row] = await t.ctx.db.select().from(paymentPlans).where(eq(paymentPlans.id, chosen));
    expect(row?.retiredAt).toBeInstanceOf(Date);
    const plans = await offered();
    expect(plans.map((p) => p.id)).not.toContain(chosen);
    expect(plans.map((p) => p.name)).toContain('Registration fee + 3 monthly instalments');
    expect(await scheduleOf(student.subscription)).toEqual([20_000, 20_000]);
  });

  it('never change under a checkout: each payment is the plan’s fee and each schedule the plan’s, through two processes', async () => {
    for (let round = 0; round < 6; round++) {
      const id = await addPlan();
      const { subscription, choose } = await readyToChoose(`plan-race-${round}@example.com`);
      const checkout = choose(id);
      const changes = [0, 5, 15, 40].map(async (wait, n) => {
        await new Promise((done) => setTimeout(done, wait * round));
        return send(
          'PUT',
          `${plansUrl()}${id}/`,
          { ...PLAN, registration_fee: 6000 + n, installments: [{ amount: 10_000 + n, due_after_days: 30 }] },
          { app: other },
        );
      });
      const answers = await Promise.all([checkout, ...changes]);
      expect(answers.map((a) => a.statusCode).filter((s) => s >= 500)).toEqual([]);
      const [plan] = await t.ctx.db.select().from(paymentPlans).where(eq(paymentPlans.id, id));
      const taken = await t.ctx.db.select().from(payments).where(eq(payments.paymentPlanId, id));
      for (const payment of taken) expect(payment.amountCents).toBe(plan!.registrationFeeCents);
      const schedule = await scheduleOf(subscription);
      if (schedule.length > 0) expect(schedule).toEqual(plan!.installments.map((i) => i.amount));
    }
  });
});

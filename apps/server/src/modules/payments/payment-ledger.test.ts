import type { TLedgerPayment, TListLedgerPaymentsResponse, TSubscription } from '@portal/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema';
import { payableAtSchool, slipAtTheDesk } from '../../test/payments';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN, clientAddress, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app';

let t: TestApp;
let other: TestApp;
let finance: StaffClient;
let colleague: StaffClient;
let course: Awaited<ReturnType<typeof payableAtSchool>>;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  other = await secondInstance(t);
  finance = await staffMember(t, 'finance');
  colleague = await staffMember(t, 'finance');
  course = await payableAtSchool(t);
}, 120_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

const atTheDesk = (email: string) => slipAtTheDesk(t, email);

const get = (member: StaffClient, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
const record = (member: StaffClient, payload: object, app = t) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v1/staff/payments/school/',
    headers: { cookie: member.cookie, origin: ORIGIN },
    payload,
  });
const accessOf = async (cookie: string, subscription: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/v1/subscriptions/${subscription}/`, headers: { cookie } })
  ).json() as TSubscription;

describe("the finance office's ledger", () => {
  it('finds a slip by its code and records the money: the program opens, the audit log says who', async () => {
    const amira = await atTheDesk('amira.ledger@example.ca');
    const found: TListLedgerPaymentsResponse = (
      await get(finance, `/api/v1/staff/payments/?search=${amira.code.toLowerCase()}`)
    ).json();
    expect(found.results).toHaveLength(1);
    expect(found.results[0]).toMatchObject({
      method: 'paid_to_school',
      status: 'pending',
      amount: course.price,
      reference_code: amira.code,
      student: { email: 'amira.ledger@example.ca' },
      program: { id: course.id },
    });
    expect((await accessOf(amira.cookie, amira.subscription)).course_access).toBe(false);

    const short = await record(finance, { reference_code: amira.code, amount: course.price - 100 });
    expect(short.statusCode).toBe(400);
    expect(short.json().amount[0]).toMatch(/^The amount due is \$/);
    const recorded = await record(finance, { reference_code: amira.code, amount: course.price });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json() as TLedgerPayment).toMatchObject({
      status: 'complete',
      reference_code: amira.code,
    });
    expect((await accessOf(amira.cookie, amira.subscription)).course_access).toBe(true);
    expect((await record(finance, { reference_code: amira.code, amount: course.price })).statusCode).toBe(
      409,
    );

    const [entry] = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'payment'), eq(auditEntries.entityId, String(recorded.json().id))));
    expect(entry).toMatchObject({
      action: 'payment.record_at_school',
      actorEmail: finance.email,
      actorRole: 'finance',
      before: { status: 'pending' },
      after: { status: 'complete' },
    });
    const own: TListLedgerPaymentsResponse = (
      await get(finance, `/api/v1/staff/payments/?student=${amira.profileId}&status=complete`)
    ).json();
    expect(own.results.map((p) => p.id)).toEqual([recorded.json().id]);
  });

  it("records money for a student's program without a slip, and answers 404 for an unknown code", async () => {
    const { cookie, me } = await verifiedStudent(t, 'blake.ledger@example.ca');
    const sub = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/',
      headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
      payload: { course: course.id, student_email: 'blake.ledger@example.ca' },
    });
    const subscription = sub.json().id as number;
    const recorded = await record(finance, {
      student: me.profile.id,
      program: course.id,
      amount: course.price,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({ method: 'paid_to_school', status: 'complete' });
    expect((await accessOf(cookie, subscription)).course_access).toBe(true);
    expect((await record(finance, { reference_code: 'SCH-2222-2222', amount: 100 })).statusCode).toBe(404);
    expect((await get(finance, '/api/v1/staff/payments/999999/')).statusCode).toBe(404);
  });

  it('records a slip once when two members record it at once through two processes', async () => {
    const cara = await atTheDesk('cara.ledger@example.ca');
    const answers = await Promise.all([
      record(finance, { reference_code: cara.code, amount: course.price }),
      record(colleague, { reference_code: cara.code, amount: course.price }, other),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const id = answers.find((a) => a.statusCode === 200)!.json().id as number;
    const [row] = await t.ctx.db
      .select({ n: count() })
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'payment'), eq(auditEntries.entityId, String(id))));
    expect(row!.n).toBe(1);
  });
});

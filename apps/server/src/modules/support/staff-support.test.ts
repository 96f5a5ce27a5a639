import type { TStaffSupportRequest } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app';
import { answerSupportRequest } from './support.service';

let t: TestApp;
let other: TestApp;
let agent: StaffClient;
let colleague: StaffClient;
let registrar: StaffClient;
let finance: StaffClient;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  other = await secondInstance(t);
  agent = await staffMember(t, 'support');
  colleague = await staffMember(t, 'support');
  registrar = await staffMember(t, 'registrar');
  finance = await staffMember(t, 'finance');
}, 120_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

async function ask(email: string, subject: string) {
  const student = await verifiedStudent(t, email);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/support/',
    headers: { cookie: student.cookie, origin: ORIGIN },
    payload: { subject, message: `About: ${subject}`, source: 'help' },
  });
  expect(res.statusCode).toBe(201);
  return { student, id: res.json().id as number };
}
const get = (member: StaffClient, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
const answer = (member: StaffClient, id: number | string, message: string, app = t) =>
  app.app.inject({
    method: 'POST',
    url: `/api/v1/staff/support-requests/${id}/answer/`,
    headers: { cookie: member.cookie, origin: ORIGIN },
    payload: { message },
  });

describe("the office's support inbox", () => {
  it('lists open requests oldest first, searches them, and answers one the student then reads', async () => {
    const first = await ask('inbox.first@example.ca', 'Cannot open the quiz');
    const second = await ask('inbox.second@example.ca', 'Invoice address');
    const open = (await get(agent, '/api/v1/staff/support-requests/?status=open')).json();
    const ids = open.results.map((r: TStaffSupportRequest) => r.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const found = (await get(agent, '/api/v1/staff/support-requests/?search=invoice')).json();
    expect(found.results.map((r: TStaffSupportRequest) => r.id)).toEqual([second.id]);
    const byStudent = (await get(agent, '/api/v1/staff/support-requests/?search=inbox.first')).json();
    expect(byStudent.results).toHaveLength(1);

    const one: TStaffSupportRequest = (
      await get(registrar, `/api/v1/staff/support-requests/${first.id}/`)
    ).json();
    expect(one).toMatchObject({
      subject: 'Cannot open the quiz',
      message: 'About: Cannot open the quiz',
      status: 'open',
      answers: [],
      student: { id: first.student.me.profile.id, email: 'inbox.first@example.ca' },
    });

    expect((await answer(agent, first.id, '   ')).statusCode).toBe(400);
    const res = await answer(agent, first.id, 'Clear your cache, then try again.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'answered',
      answers: [{ message: 'Clear your cache, then try again.' }],
    });

    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/v1/support/${first.id}/`,
      headers: { cookie: first.student.cookie },
    });
    expect(seen.json()).toMatchObject({
      status: 'answered',
      answers: [{ message: 'Clear your cache, then try again.' }],
    });
    const notices = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/',
      headers: { cookie: first.student.cookie },
    });
    expect(JSON.stringify(notices.json())).toContain('Clear your cache');

    const [row] = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'support.answer'), eq(auditEntries.entityId, String(first.id))));
    expect(row).toMatchObject({
      actorEmail: agent.email,
      actorRole: 'support',
      entity: 'support_request',
      studentId: expect.any(String),
      before: { status: 'open', answers: 0 },
      after: { status: 'answered', answers: 1 },
    });
    const answered = (await get(agent, '/api/v1/staff/support-requests/?status=answered')).json();
    expect(answered.results.map((r: TStaffSupportRequest) => r.id)).toContain(first.id);
    expect(
      (await get(agent, '/api/v1/staff/support-requests/?status=open'))
        .json()
        .results.map((r: TStaffSupportRequest) => r.id),
    ).not.toContain(first.id);
  });

  it('answers 409 to a second answer, and the command line still adds a follow-up as the operator', async () => {
    const { id } = await ask('inbox.twice@example.ca', 'Twice');
    expect((await answer(agent, id, 'First.')).statusCode).toBe(200);
    expect((await answer(colleague, id, 'Second.')).statusCode).toBe(409);
    await answerSupportRequest(t.ctx, id, 'A follow-up.');
    const one = (await get(agent, `/api/v1/staff/support-requests/${id}/`)).json();
    expect(one.answers.map((a: { message: string }) => a.message)).toEqual(['First.', 'A follow-up.']);
    const rows = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'support.answer'), eq(auditEntries.entityId, String(id))));
    expect(rows.map((r) => r.actorRole)).toEqual(['support', 'operator']);
  });

  it('sends one answer when two staff answer at once through two instances', async () => {
    const { id } = await ask('inbox.race@example.ca', 'Race');
    const results = await Promise.all([
      answer(agent, id, 'From one.'),
      answer(colleague, id, 'From two.', other),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const one = (await get(agent, `/api/v1/staff/support-requests/${id}/`)).json();
    expect(one.answers).toHaveLength(1);
  });

  it('keeps the inbox to roles that read support, and the answer to those that answer', async () => {
    const { id } = await ask('inbox.reach@example.ca', 'Reach');
    expect((await get(finance, '/api/v1/staff/support-requests/')).statusCode).toBe(403);
    expect((await get(finance, `/api/v1/staff/support-requests/${id}/`)).statusCode).toBe(403);
    expect((await answer(registrar, id, 'Not mine to answer.')).statusCode).toBe(403);
    expect((await get(agent, '/api/v1/staff/support-requests/999999/')).statusCode).toBe(404);
    expect((await answer(agent, 999999, 'Nobody.')).statusCode).toBe(404);
  });
});

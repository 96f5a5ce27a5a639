import { STAFF_REPORTS, STAFF_REPORT_NEEDS, type StaffRole, roleAllows } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, studentProfiles } from '../../db/schema';
import { paidAtTheDesk } from '../../test/payments';
import { type StaffClient, staffMember } from '../../test/staff';
import { verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { isoIn } from './reports.service';

let t: TestApp;
const staff = {} as Record<StaffRole, StaffClient>;
let paid: Awaited<ReturnType<typeof paidAtTheDesk>>;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  for (const role of ['admin', 'registrar', 'finance', 'instructor', 'support'] as const) {
    staff[role] = await staffMember(t, role);
  }
  const { me } = await verifiedStudent(t, 'helene.report@example.ca', {
    first_name: 'Hélène',
    last_name: 'Bélanger-Côté',
  });
  // what a student could type as their city: a spreadsheet must read it as text
  await t.ctx.db
    .update(studentProfiles)
    .set({ city: '=HYPERLINK("http://evil.test","Montréal")' })
    .where(eq(studentProfiles.id, me.profile.id));
  paid = await paidAtTheDesk(t, 'payer.report@example.ca');
}, 120_000);
afterAll(() => t?.close());

/** RFC 4180 as a spreadsheet reads it: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endCell();
      rows.push(row);
      row = [];
    } else cell += c;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

const download = (member: StaffClient, report: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/staff/reports/${report}/${query}`,
    headers: { cookie: member.cookie },
  });

/** The report's rows, each by its column names. */
function records(body: string) {
  expect(body.startsWith('\uFEFF'), 'a byte-order mark for Excel').toBe(true);
  const [header, ...rows] = parseCsv(body.slice(1));
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]])));
}

describe('the CSV reports', () => {
  it('exports students with accents kept, formulas written as text, and a dated file name', async () => {
    const res = await download(staff.registrar, 'students');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="students-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const helene = records(res.body).find((r) => r.email === 'helene.report@example.ca');
    expect(helene).toMatchObject({
      first_name: 'Hélène',
      last_name: 'Bélanger-Côté',
      city: `'=HYPERLINK("http://evil.test","Montréal")`,
    });
    expect(helene!.registered_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
  });

  it('writes money as a decimal amount with its currency, and keeps to a program and days', async () => {
    const res = await download(staff.finance, 'payments');
    expect(res.statusCode, res.body).toBe(200);
    const payment = records(res.body).find((r) => r.payment_id === String(paid.payment));
    expect(payment).toMatchObject({
      status: 'complete',
      currency: 'CAD',
      student_email: 'payer.report@example.ca',
    });
    expect(payment!.amount).toMatch(/^\d+\.\d{2}$/);
    expect(Number(payment!.amount) * 100).toBe(paid.amount);

    const enrolment = records((await download(staff.finance, 'enrolments')).body).find(
      (r) => r.enrolment_id === String(paid.subscription),
    );
    expect(enrolment!.program).toBeTruthy();

    const long_ago = records(
      (await download(staff.finance, 'payments', '?from=2001-01-01&to=2001-12-31')).body,
    );
    expect(long_ago).toEqual([]);
    const today = isoIn(new Date(), 'America/Toronto')!.slice(0, 10);
    const todays = records((await download(staff.finance, 'payments', `?from=${today}&to=${today}`)).body);
    expect(todays.map((r) => r.payment_id)).toContain(String(paid.payment));
    expect((await download(staff.finance, 'payments', '?from=2026-02-01&to=2026-01-01')).statusCode).toBe(
      400,
    );
    expect((await download(staff.finance, 'payments', '?program=999999')).body).toBe(
      '\uFEFFpayment_id,student_id,student_name,student_email,program,enrolment_id,kind,method,status,amount,currency,reference_code,created_at,refunded_at,refund_reason\n',
    );
  });

  it('gives each role only the reports whose data it reads, and logs every export', async () => {
    expect((await download(staff.admin, 'everything')).statusCode).toBe(400);
    for (const role of ['admin', 'registrar', 'finance', 'instructor', 'support'] as const) {
      for (const report of STAFF_REPORTS) {
        const allowed =
          roleAllows(role, { resource: 'reports', action: 'export' }) &&
          roleAllows(role, STAFF_REPORT_NEEDS[report]);
        const res = await download(staff[role], report);
        expect(res.statusCode, `${report} by ${role}`).toBe(allowed ? 200 : 403);
      }
    }
    // finance keeps to money and enrolments: never grades or attendance
    expect((await download(staff.finance, 'grades')).statusCode).toBe(403);
    expect((await download(staff.finance, 'attendance')).statusCode).toBe(403);
    const logged = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.action, 'report.exported'), eq(auditEntries.actorEmail, staff.finance.email)),
      );
    expect(logged.map((row) => row.entityId)).toContain('payments');
    expect(logged.map((row) => row.entityId)).not.toContain('grades');
    expect(logged.find((row) => row.entityId === 'payments')).toMatchObject({
      entity: 'report',
      actorRole: 'finance',
      after: { report: 'payments', program: null, from: null, to: null },
    });
  });
});

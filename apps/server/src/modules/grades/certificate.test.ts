import { GRADES_MESSAGES, type TSubscriptionCertificate } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPortal } from '../../cli/run-portal';
import { type Enrolled, enrolledStudent, itemsOf } from '../../test/journey';
import { completeProgram, gradeProgram, passProgram } from '../../test/passing';
import { clientAddress } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { pdfText } from '../../test/uploads';
import { grantAccess } from '../enrolment/enrolment.service';

const FREE = 'digital-literacy-essentials';
const TRIAL = 'business-communication';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => new Date('2026-11-22T15:00:00Z') });
});
afterAll(() => t.close());

const get = (s: Enrolled | null, url: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(s ? { cookie: s.cookie } : {}), 'x-forwarded-for': clientAddress() },
  });
const certificateOf = async (s: Enrolled) =>
  (await get(s, `/api/v1/subscriptions/${s.subscription}/certificate/`)).json() as TSubscriptionCertificate;

async function portal(...args: string[]) {
  const lines: string[] = [];
  const code = await runPortal(args, { log: (l) => lines.push(l), error: (l) => lines.push(l) }, {}, '.', {
    open: async () => t.ctx,
    release: async () => {},
  });
  return { code, output: lines.join('\n') };
}

const notificationsOf = async (s: Enrolled) =>
  (await get(s, '/api/v1/notifications/')).json().results as {
    notification: { heading: string; message: string; route_params: Record<string, unknown> };
  }[];

describe('the program certificate', () => {
  it('is issued once every mandatory item is complete and graded at its pass mark, with a PDF showing the first name', async () => {
    const s = await enrolledStudent(t, 'graduate@example.ca', FREE);
    expect(await certificateOf(s)).toEqual({
      subscription: s.subscription,
      available: false,
      state: 'incomplete',
      reason: GRADES_MESSAGES.certificateNotReady,
      reason_code: { code: 'grades.certificateNotReady' },
      mandatory_content_progress: 0,
      standing: { state: 'incomplete', holding: [] },
      certificate: null,
    });

    await passProgram(t, s);
    const issued = await certificateOf(s);
    expect(issued).toMatchObject({
      available: true,
      state: 'issued',
      reason: null,
      mandatory_content_progress: 100,
      standing: { state: 'passed', holding: [] },
    });
    const certificate = issued.certificate!;
    expect(certificate).toMatchObject({
      subscription: s.subscription,
      course_slug: FREE,
      first_name: 'Test',
      program_name: 'Digital Literacy Essentials',
      completed_on: '2026-11-22',
      status: 'valid',
      pdf_url: `/api/v1/certificates/${certificate.id}/pdf/`,
      institute_name: 'Maple Ridge College of Applied Skills',
    });
    expect(certificate.verification_code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(certificate.verify_url).toBe(
      `http://portal.test/certificate/verify/${certificate.verification_code}`,
    );
    expect((await certificateOf(s)).certificate).toEqual(certificate);
    expect((await get(s, `/api/v1/certificates/${certificate.id}/`)).json()).toEqual(certificate);

    const pdf = await get(s, certificate.pdf_url!);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="certificate_${certificate.verification_code}.pdf"`,
    );
    const text = pdfText(pdf.rawPayload);
    for (const expected of [
      'Maple Ridge College of Applied Skills',
      'Certificate of Completion',
      'Test',
      'Digital Literacy Essentials',
      'Completed on November 22, 2026',
      `Verification code ${certificate.verification_code}`,
      certificate.verify_url,
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('Student');
    expect(text.split('\f').filter((page) => page.trim())).toHaveLength(1);

    const transcript = (await get(s, `/api/v1/transcripts/${s.subscription}/`)).json();
    expect(transcript).toMatchObject({
      completed_on: '2026-11-22',
      certificate: { id: certificate.id, verification_code: certificate.verification_code },
    });
  });

  it('waits for a trial to become a full enrolment', async () => {
    const s = await enrolledStudent(t, 'trial@example.ca', TRIAL);
    await passProgram(t, s);
    expect(await certificateOf(s)).toMatchObject({
      available: false,
      state: 'trial',
      reason: GRADES_MESSAGES.certificateTrial,
      mandatory_content_progress: 100,
      certificate: null,
    });
    await grantAccess(t.ctx, s.profileId, TRIAL, '');
    expect(await certificateOf(s)).toMatchObject({ available: true, certificate: { status: 'valid' } });
  });

  it("answers 404 for another student's certificate and subscription", async () => {
    const s = await enrolledStudent(t, 'mine@example.ca', FREE);
    await passProgram(t, s);
    const { id } = (await certificateOf(s)).certificate!;
    const other = await enrolledStudent(t, 'theirs@example.ca', FREE);
    for (const url of [
      `/api/v1/certificates/${id}/`,
      `/api/v1/certificates/${id}/pdf/`,
      `/api/v1/graduates/${id}/revoked-reason/`,
      `/api/v1/subscriptions/${s.subscription}/certificate/`,
    ])
      expect((await get(other, url)).statusCode, url).toBe(404);
  });
});

describe('passing means passing', () => {
  it('holds the certificate while a required item waits for grading, until a grade at the pass mark lifts it', async () => {
    const s = await enrolledStudent(t, 'waiting@example.ca', FREE);
    await completeProgram(t, s);
    const waiting = await certificateOf(s);
    expect(waiting).toMatchObject({
      available: false,
      state: 'awaiting_grading',
      reason: GRADES_MESSAGES.certificateAwaitingGrading,
      mandatory_content_progress: 100,
      certificate: null,
    });
    expect(waiting.standing.holding.map((h) => [h.name, h.status, h.pass_mark_percent])).toEqual([
      ['Check-in: computer basics', 'awaiting_grading', 60],
      ['Send a professional email with an attachment', 'awaiting_grading', 60],
      ['Secure your accounts', 'awaiting_grading', 60],
      ['Final quiz: staying safe online', 'awaiting_grading', 70],
    ]);

    await gradeProgram(t, s, 1, 'Check-in: computer basics');
    await gradeProgram(t, s, 1, 'Secure your accounts');
    await gradeProgram(t, s, 1, 'Final quiz: staying safe online');
    expect((await certificateOf(s)).standing.holding.map((h) => h.name)).toEqual([
      'Send a professional email with an attachment',
    ]);
    // 11 of 20 is 55 %, below the assignment's 60 %: completed, graded, and not passed
    await gradeProgram(t, s, 0.55, 'Send a professional email with an attachment');
    expect(await certificateOf(s)).toMatchObject({
      available: false,
      state: 'not_passed',
      reason: GRADES_MESSAGES.certificateNotPassed,
      standing: { state: 'not_passed', holding: [{ status: 'not_passed', pass_mark_percent: 60 }] },
    });
    // the school corrects the grade to 12 of 20: the pass mark, and the certificate follows
    await gradeProgram(t, s, 0.6, 'Send a professional email with an attachment');
    expect(await certificateOf(s)).toMatchObject({
      available: true,
      state: 'issued',
      standing: { state: 'passed', holding: [] },
      certificate: { status: 'valid', completed_on: '2026-11-22' },
    });
  });

  it('counts a quiz failed below its pass mark as completed, not passed, and issues no certificate', async () => {
    const s = await enrolledStudent(t, 'failed@example.ca', FREE);
    await completeProgram(t, s, false);
    await gradeProgram(t, s);
    const items = await itemsOf(t, s);
    const final = items.find((i) => i.name === 'Final quiz: staying safe online')!;
    expect(final).toMatchObject({ is_completed: true, passed: false });
    expect(items.find((i) => i.name === 'Secure your accounts')).toMatchObject({
      is_completed: true,
      passed: true,
    });
    const grades = (await get(s, `/api/v1/subscriptions/${s.subscription}/gpa-score/`)).json();
    expect(grades.items.find((i: { content: number }) => i.content === final.id)).toMatchObject({
      status: 'graded',
      passed: false,
      pass_mark_percent: 70,
    });
    const certificate = await certificateOf(s);
    expect(certificate).toMatchObject({
      available: false,
      state: 'not_passed',
      mandatory_content_progress: 100,
      certificate: null,
    });
    expect(certificate.standing.holding).toContainEqual({
      content: final.id,
      name: 'Final quiz: staying safe online',
      content_type: 'quiz',
      pass_mark_percent: 70,
      status: 'not_passed',
    });
    expect((await notificationsOf(s)).map((n) => n.notification.heading)).not.toContain('Certificate issued');
  });
});

describe('verifying and revoking a certificate', () => {
  it('verifies a code in public with only what proves it, then shows it revoked with the reason to its owner', async () => {
    const s = await enrolledStudent(t, 'verified@example.ca', FREE);
    await passProgram(t, s);
    const certificate = (await certificateOf(s)).certificate!;
    const code = certificate.verification_code;

    const verified = await get(null, `/api/v1/certificates/verify/${code.toLowerCase().replace(/-/g, '')}/`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      verification_code: code,
      status: 'valid',
      first_name: 'Test',
      last_initial: 'S',
      program_name: 'Digital Literacy Essentials',
      program_name_lang: 'en',
      completed_on: '2026-11-22',
      institute_name: 'Maple Ridge College of Applied Skills',
      revoked_on: null,
    });
    const unknown = await get(null, '/api/v1/certificates/verify/AAAA-BBBB-CCCC/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ detail: GRADES_MESSAGES.certificateUnknown });
    expect((await get(s, `/api/v1/graduates/${certificate.id}/revoked-reason/`)).json()).toEqual({
      id: certificate.id,
      is_revoked: false,
      reason: null,
      revoked_at: null,
    });

    expect(await portal('revoke-certificate', code, 'Issued in error: the final quiz was retaken.')).toEqual({
      code: 0,
      output: `Certificate ${code} (Digital Literacy Essentials) is revoked; the graduate is notified.`,
    });
    expect((await get(null, `/api/v1/certificates/verify/${code}/`)).json()).toMatchObject({
      status: 'revoked',
      revoked_on: '2026-11-22',
    });
    expect((await get(s, `/api/v1/graduates/${certificate.id}/revoked-reason/`)).json()).toEqual({
      id: certificate.id,
      is_revoked: true,
      reason: 'Issued in error: the final quiz was retaken.',
      revoked_at: '2026-11-22T15:00:00.000Z',
    });
    expect(await certificateOf(s)).toMatchObject({
      available: false,
      reason: GRADES_MESSAGES.certificateRevoked,
      reason_code: { code: 'grades.certificateRevoked' },
      certificate: { id: certificate.id, status: 'revoked', pdf_url: null },
    });
    const pdf = await get(s, `/api/v1/certificates/${certificate.id}/pdf/`);
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json()).toMatchObject({ detail: GRADES_MESSAGES.certificateRevoked });
    expect((await get(s, `/api/v1/transcripts/${s.subscription}/`)).json().certificate).toBeNull();

    expect(await portal('revoke-certificate', code, 'Again.')).toEqual({
      code: 1,
      output: GRADES_MESSAGES.certificateAlreadyRevoked,
    });
    // one notice, leading to the certificate page, and one mail, whatever the second try did
    const notices = (await notificationsOf(s)).filter(
      (n) => n.notification.heading === 'Certificate revoked',
    );
    expect(notices.map((n) => n.notification)).toEqual([
      expect.objectContaining({
        message:
          'Your certificate for Digital Literacy Essentials has been revoked: Issued in error: the final quiz was retaken.',
        route_params: { notification_for: 'certificate', certificate_id: certificate.id },
      }),
    ]);
    await t.ctx.jobs.drain();
    // the outbox answers this machine only
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(s.email)}`,
    });
    const mails = (outbox.json().results as { subject: string; text: string }[]).filter((m) =>
      m.subject.includes('Certificate revoked'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Issued in error: the final quiz was retaken.');
    expect(await portal('revoke-certificate', 'ZZZZ-ZZZZ-ZZZZ', 'No such.')).toEqual({
      code: 1,
      output: GRADES_MESSAGES.certificateUnknown,
    });
  });
});

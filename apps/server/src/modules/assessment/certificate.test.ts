import { ASSESSMENT_MESSAGES, type TSubscriptionCertificate } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPortal } from '../../cli/run-portal';
import { type Enrolled, completeBefore, enrolledStudent, itemsOf } from '../../test/journey';
import { answerKey, answersFor, patchQuiz, startQuiz } from '../../test/quizzes';
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

/** Every mandatory item complete, the last one a quiz taken through the API. */
async function completeProgram(s: Enrolled) {
  const last = (await itemsOf(t, s)).at(-1)!;
  expect(last.content_type).toBe('quiz');
  await completeBefore(t, s, last.id);
  const attempt = await startQuiz(t, s, last.id);
  const answers = answersFor(await answerKey(t, last.id), true);
  expect((await patchQuiz(t, s, attempt.id, { answers, status: 'submitted' })).statusCode).toBe(200);
}

describe('the program certificate', () => {
  it('is issued once every mandatory item is complete, with a PDF showing the first name', async () => {
    const s = await enrolledStudent(t, 'graduate@example.ca', FREE);
    expect(await certificateOf(s)).toEqual({
      subscription: s.subscription,
      available: false,
      reason: ASSESSMENT_MESSAGES.certificateNotReady,
      mandatory_content_progress: 0,
      certificate: null,
    });

    await completeProgram(s);
    const issued = await certificateOf(s);
    expect(issued).toMatchObject({ available: true, reason: null, mandatory_content_progress: 100 });
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
    await completeProgram(s);
    expect(await certificateOf(s)).toMatchObject({
      available: false,
      reason: ASSESSMENT_MESSAGES.certificateTrial,
      mandatory_content_progress: 100,
      certificate: null,
    });
    await grantAccess(t.ctx, s.profileId, TRIAL, '');
    expect(await certificateOf(s)).toMatchObject({ available: true, certificate: { status: 'valid' } });
  });

  it("answers 404 for another student's certificate and subscription", async () => {
    const s = await enrolledStudent(t, 'mine@example.ca', FREE);
    await completeProgram(s);
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

describe('verifying and revoking a certificate', () => {
  it('verifies a code in public with only what proves it, then shows it revoked with the reason to its owner', async () => {
    const s = await enrolledStudent(t, 'verified@example.ca', FREE);
    await completeProgram(s);
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
      completed_on: '2026-11-22',
      institute_name: 'Maple Ridge College of Applied Skills',
      revoked_on: null,
    });
    const unknown = await get(null, '/api/v1/certificates/verify/AAAA-BBBB-CCCC/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: ASSESSMENT_MESSAGES.certificateUnknown });
    expect((await get(s, `/api/v1/graduates/${certificate.id}/revoked-reason/`)).json()).toEqual({
      id: certificate.id,
      is_revoked: false,
      reason: null,
      revoked_at: null,
    });

    expect(await portal('revoke-certificate', code, 'Issued in error: the final quiz was retaken.')).toEqual({
      code: 0,
      output: `Certificate ${code} (Digital Literacy Essentials) is revoked.`,
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
      reason: ASSESSMENT_MESSAGES.certificateRevoked,
      certificate: { id: certificate.id, status: 'revoked', pdf_url: null },
    });
    const pdf = await get(s, `/api/v1/certificates/${certificate.id}/pdf/`);
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json()).toEqual({ detail: ASSESSMENT_MESSAGES.certificateRevoked });
    expect((await get(s, `/api/v1/transcripts/${s.subscription}/`)).json().certificate).toBeNull();

    expect(await portal('revoke-certificate', code, 'Again.')).toEqual({
      code: 1,
      output: ASSESSMENT_MESSAGES.certificateAlreadyRevoked,
    });
    expect(await portal('revoke-certificate', 'ZZZZ-ZZZZ-ZZZZ', 'No such.')).toEqual({
      code: 1,
      output: ASSESSMENT_MESSAGES.certificateUnknown,
    });
  });
});

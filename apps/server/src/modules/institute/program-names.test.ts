import type {
  TCertificateVerification,
  TGpaScore,
  TListNotificationsResponse,
  TSchoolPaymentRequest,
  TSubscriptionCertificate,
  TTranscript,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/catalogue';
import {
  type Enrolled,
  completeBefore,
  contentUrl,
  enrolledStudent,
  itemByName,
  submit,
} from '../../test/journey';
import { passProgram } from '../../test/passing';
import { ORIGIN, clientAddress, latestMail, subscribe, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { pdfText } from '../../test/uploads';
import { gradeWork, recordAttendance } from '../journey/school-records.service';
import { recordSchoolPaymentByCode } from '../payments/school-payments.service';
import { awardPoints } from '../rewards/rewards.service';
import { OPERATOR } from '../staff/audit-log';

// ADR 049: the program and level names of grades, slips, notices and mails in the reader's language
const FRENCH = 'portal-language=fr-CA';
const ENGLISH = 'portal-language=en';
const DIGITAL = 'digital-literacy-essentials';
const DIGITAL_FR = 'L’essentiel de la littératie numérique';
const AT_SCHOOL = 'personal-finance-for-newcomers';
const AT_SCHOOL_FR = 'Finances personnelles pour les personnes nouvellement arrivées au Canada';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => new Date('2026-11-24T15:00:00Z') });
});
afterAll(() => t.close());

async function get<T>(url: string, cookie: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The student's saved language: the one their notices, mails and PDFs are written in. */
async function speak(s: Pick<Enrolled, 'cookie'>, language: 'en' | 'fr-CA') {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/me/',
    headers: { cookie: s.cookie, origin: ORIGIN },
    payload: { language },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const notices = async (s: Pick<Enrolled, 'cookie'>) =>
  (await get<TListNotificationsResponse>('/api/v1/notifications/?limit=50', s.cookie)).results.map(
    (n) => n.notification,
  );

describe('program names in grades, the transcript and the certificate', () => {
  it("are the reader's, and the PDFs' the student's, with their language", async () => {
    const s = await enrolledStudent(t, 'lea@example.ca', DIGITAL);
    const score = `/api/v1/subscriptions/${s.subscription}/gpa-score/`;
    expect(await get<TGpaScore>(score, `${s.cookie}; ${FRENCH}`)).toMatchObject({
      course_name: DIGITAL_FR,
      course_name_lang: 'fr-CA',
    });
    expect(await get<TGpaScore>(score, s.cookie)).toMatchObject({
      course_name: 'Digital Literacy Essentials',
      course_name_lang: 'en',
    });
    const transcript = `/api/v1/transcripts/${s.subscription}/`;
    expect(await get<TTranscript>(transcript, `${s.cookie}; ${FRENCH}`)).toMatchObject({
      program_name: DIGITAL_FR,
      program_name_lang: 'fr-CA',
    });

    await passProgram(t, s);
    const { certificate } = await get<TSubscriptionCertificate>(
      `/api/v1/subscriptions/${s.subscription}/certificate/`,
      `${s.cookie}; ${FRENCH}`,
    );
    expect(certificate).toMatchObject({ program_name: DIGITAL_FR, program_name_lang: 'fr-CA' });
    const verify = `/api/v1/certificates/verify/${certificate!.verification_code}/`;
    expect(await get<TCertificateVerification>(verify, FRENCH)).toMatchObject({
      program_name: DIGITAL_FR,
      program_name_lang: 'fr-CA',
    });
    expect(await get<TCertificateVerification>(verify, ENGLISH)).toMatchObject({
      program_name: 'Digital Literacy Essentials',
      program_name_lang: 'en',
    });
    expect((await notices(s)).find((n) => n.heading === 'Certificate issued')?.message).toBe(
      'Your certificate for Digital Literacy Essentials is ready.',
    );

    // the same notice, the certificate and the transcript once the student reads French
    await speak(s, 'fr-CA');
    expect((await notices(s)).find((n) => n.heading === 'Certificat délivré')?.message).toBe(
      `Votre certificat pour ${DIGITAL_FR} est prêt.`,
    );
    const pdf = await t.app.inject({
      method: 'GET',
      url: certificate!.pdf_url!,
      headers: { cookie: s.cookie },
    });
    expect(pdfText(pdf.rawPayload).replace(/\s+/g, ' ')).toContain(DIGITAL_FR);
    const transcriptPdf = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transcripts/download/',
      headers: { cookie: s.cookie, origin: ORIGIN },
      payload: { subscription_id: s.subscription },
    });
    expect(transcriptPdf.statusCode).toBe(200);
    expect(pdfText(transcriptPdf.rawPayload).replace(/\s+/g, ' ')).toContain(DIGITAL_FR);
  });
});

describe('a slip to pay at the school, its notice and its mails', () => {
  it("name the program in the page's language on the slip, and in the student's in the notice and mails", async () => {
    const email = 'hugo@example.ca';
    const { cookie } = await verifiedStudent(t, email);
    const s = { cookie, email };
    await speak(s, 'fr-CA');
    const course = await get<{ id: number }>(`/api/v1/courses/slug/${AT_SCHOOL}/`, '');
    const subscription = await subscribe(t, cookie, email, course.id);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/paid-to-school/',
      headers: { cookie: s.cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
      payload: { subscription_id: subscription },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const slip = `/api/v1/payments/paid-to-school/${asked.json().id}/`;
    expect(await get<TSchoolPaymentRequest>(slip, `${s.cookie}; ${FRENCH}`)).toMatchObject({
      course_name: AT_SCHOOL_FR,
      course_name_lang: 'fr-CA',
    });
    const english = await get<TSchoolPaymentRequest>(slip, `${s.cookie}; ${ENGLISH}`);
    expect(english).toMatchObject({
      course_name: 'Personal Finance for Newcomers to Canada',
      course_name_lang: 'en',
    });

    const slipMail = await latestMail(t, s.email);
    expect(slipMail!.text).toContain(AT_SCHOOL_FR);
    expect(slipMail!.text).not.toContain('Personal Finance');
    expect((await notices(s)).find((n) => n.heading === 'Paiement à l’école demandé')?.message).toContain(
      `pour ${AT_SCHOOL_FR} à l’école`,
    );

    await recordSchoolPaymentByCode(t.ctx, OPERATOR, english.reference_code, english.amount);
    const receipt = await latestMail(t, s.email);
    expect(receipt!.subject).toContain(AT_SCHOOL_FR);
    expect((await notices(s)).find((n) => n.heading === 'Paiement à l’école enregistré')?.message).toContain(
      AT_SCHOOL_FR,
    );
    // paid on time: the day's points notice names what was paid for
    expect((await notices(s)).find((n) => n.heading.startsWith('Vous avez gagné'))?.message).toContain(
      `Pour avoir payé ${AT_SCHOOL_FR} à temps.`,
    );
  });
});

describe('the invitation of a student enrolled by email', () => {
  it('names the program in the language the account is made in', async () => {
    const course = await get<{ id: number }>(`/api/v1/courses/slug/${DIGITAL}/`, '');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/',
      headers: { origin: ORIGIN, 'x-forwarded-for': clientAddress(), 'accept-language': 'fr-CA' },
      payload: { course: course.id, student_email: 'invitee@example.ca' },
    });
    expect(res.json()).toMatchObject({ invited: true });
    const invitation = await latestMail(t, 'invitee@example.ca');
    expect(invitation?.subject).toBe(
      `Votre inscription à ${DIGITAL_FR} chez Maple Ridge College of Applied Skills`,
    );
  });
});

describe('the level reached notice', () => {
  it('names the level and the next one in the language it is read in', async () => {
    const s = await enrolledStudent(t, 'noor@example.ca', DIGITAL);
    await t.ctx.db.transaction((tx) =>
      awardPoints(
        t.ctx,
        s.profileId,
        { reason: 'attendance', sourceKey: 'names:level', description: 'Circle time', count: 20 },
        tx,
      ),
    );
    expect((await notices(s)).find((n) => n.heading.includes('level'))).toMatchObject({
      heading: 'You reached the Apprentice level',
      message: 'You have 100 reward points. 200 more take you to Achiever.',
    });
    await speak(s, 'fr-CA');
    expect((await notices(s)).find((n) => n.heading.includes('niveau'))).toMatchObject({
      heading: 'Vous avez atteint le niveau Apprenti',
      message: 'Vous avez 100 points de récompense. Encore 200 pour atteindre le niveau Battant.',
    });
  });
});

describe('a program written in one language', () => {
  it('is named in its default language to a French reader, marked so', async () => {
    const slug = 'food-handler-certification';
    await t.ctx.db.update(courses).set({ translations: {} }).where(eq(courses.slug, slug));
    const s = await enrolledStudent(t, 'sam@example.ca', slug);
    expect(
      await get<TGpaScore>(`/api/v1/subscriptions/${s.subscription}/gpa-score/`, `${s.cookie}; ${FRENCH}`),
    ).toMatchObject({ course_name: 'Food Handler Certification', course_name_lang: 'en' });
    await speak(s, 'fr-CA');
    const opened = (await notices(s)).find((n) => n.type === 'subscription');
    expect(opened?.message).toContain('Food Handler Certification');
    expect(opened?.heading).toMatch(/^Accès|^Inscription/);
    // the notice tells the page which of its words are English
    expect(opened?.lang_spans).toEqual([{ text: 'Food Handler Certification', lang: 'en' }]);
    await speak(s, 'en');
    expect((await notices(s)).find((n) => n.type === 'subscription')).not.toHaveProperty('lang_spans');
  });
});

describe("an item's name in its notices and mails", () => {
  it('is the one of the language the notice is read in, and of the mail’s', async () => {
    const s = await enrolledStudent(t, 'amir@example.ca', DIGITAL);
    await speak(s, 'fr-CA');
    const lesson = await itemByName(t, s, 'Your computer, files and folders');
    const view = await t.app.inject({
      method: 'GET',
      url: contentUrl(s, lesson.id, 'view/'),
      headers: { cookie: s.cookie },
    });
    expect(view.statusCode).toBe(200);
    await t.ctx.jobs.drain();
    expect((await notices(s)).find((n) => n.heading.startsWith('Vous avez gagné'))?.message).toContain(
      'Pour avoir terminé «\u00a0Votre ordinateur, vos fichiers et vos dossiers\u00a0».',
    );

    const labs = await itemByName(t, s, 'Drop-in computer labs');
    await recordAttendance(t.ctx, s.profileId, DIGITAL, String(labs.id), 1);
    expect((await notices(s)).find((n) => n.heading.startsWith('Présence'))?.message).toContain(
      '«\u00a0Laboratoires informatiques libres\u00a0»',
    );

    const work = await itemByName(t, s, 'Send a professional email with an attachment');
    await completeBefore(t, s, work.id);
    expect((await submit(t, s, work.id, { text: 'Mon courriel.' })).statusCode).toBe(200);
    await gradeWork(t.ctx, OPERATOR, s.profileId, DIGITAL, String(work.id), { marks: 18 });
    const graded = 'Envoyer un courriel professionnel avec une pièce jointe';
    expect((await notices(s)).find((n) => n.message.startsWith('Note obtenue'))?.message).toContain(
      `«\u00a0${graded}\u00a0» dans ${DIGITAL_FR}`,
    );
    const mail = await latestMail(t, 'amir@example.ca');
    expect(mail!.subject).toBe(`Travail noté\u00a0: ${graded}`);

    // the same notices, read in English
    await speak(s, 'en');
    const english = (await notices(s)).map((n) => n.message).join('\n');
    expect(english).toContain(
      '“Send a professional email with an attachment” in Digital Literacy Essentials',
    );
    expect(english).toContain('“Drop-in computer labs”');
  });
});

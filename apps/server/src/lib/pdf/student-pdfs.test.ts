import { formatMoney } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Enrolled } from '../../test/journey';
import { passProgram } from '../../test/passing';
import { ORIGIN, subscribe, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { pdfAltTexts, pdfInfo, pdfText } from '../../test/uploads';

const FREE = 'digital-literacy-essentials';
let t: TestApp;
let paid: { id: number; price: number };

beforeAll(async () => {
  // 10:00 a.m. at the school (America/Toronto)
  t = await createTestApp({ demo: true, now: () => new Date('2026-11-22T15:00:00Z') });
  const courses = (await t.app.inject({ method: 'GET', url: '/api/v1/courses/?limit=100' })).json().results;
  paid = courses.find(
    (c: { is_course_free: boolean; is_trial: boolean; is_cohort: boolean; payment_plans: unknown[] }) =>
      !c.is_course_free && !c.is_trial && !c.is_cohort && c.payment_plans.length === 0,
  );
});
afterAll(() => t.close());

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (cookie: string, method: 'POST' | 'PATCH', url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: { cookie, origin: ORIGIN }, payload: payload as object });

/** Every PDF a student can download, from a graduate of a free program who also paid for another. */
async function pdfsOf(email: string, language: 'en' | 'fr-CA') {
  const { cookie, me } = await verifiedStudent(t, email, { first_name: 'Zoé', last_name: 'Roy' });
  expect((await send(cookie, 'PATCH', '/api/v1/me/', { language })).statusCode).toBe(200);
  const course = (await t.app.inject({ method: 'GET', url: `/api/v1/courses/slug/${FREE}/` })).json();
  const s: Enrolled = {
    cookie,
    email,
    profileId: me.profile.id,
    course: { id: course.id, slug: FREE },
    subscription: await subscribe(t, cookie, email, course.id),
  };
  await passProgram(t, s);
  const certificate = (await get(cookie, `/api/v1/subscriptions/${s.subscription}/certificate/`)).json()
    .certificate as { pdf_url: string; verification_code: string };

  const method = (
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/payment-methods',
      headers: { origin: ORIGIN },
      payload: { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' },
    })
  ).json().id;
  const paidSubscription = await subscribe(t, cookie, email, paid.id);
  await send(cookie, 'POST', '/api/v1/payments/full-payment/', {
    payment_method_id: method,
    subscription: paidSubscription,
  });
  const payment = (await get(cookie, '/api/v1/payments/')).json().results[0] as {
    receipt: string;
    created_at: string;
  };

  const documents = (await get(cookie, '/api/v1/student/documents/')).json() as {
    id: number;
    global_document: { document_type: string };
  }[];
  const signable = documents.find((d) => d.global_document.document_type === 'docusign')!;
  const signed = await send(cookie, 'POST', `/api/v1/student/documents/${signable.id}/sign/`, {
    full_name: 'Zoé Roy',
    consent: true,
  });
  expect(signed.statusCode, signed.body).toBe(200);

  const pdfs = {
    certificate: await get(cookie, certificate.pdf_url),
    transcript: await send(cookie, 'POST', '/api/v1/transcripts/download/', {
      subscription_id: s.subscription,
    }),
    profile: await get(cookie, '/api/v1/student/profile/?download_pdf=true'),
    receipt: await get(cookie, payment.receipt),
    agreement: await get(cookie, `/api/v1/files/${signed.json().document.id}/`),
  };
  for (const res of Object.values(pdfs)) expect(res.headers['content-type']).toBe('application/pdf');
  // the payment is dated by the database's clock, at the school
  const paidAt = new Date(payment.created_at).toLocaleString(language === 'en' ? 'en-CA' : 'fr-CA', {
    timeZone: 'America/Toronto',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  return { code: certificate.verification_code, paidAt: paidAt.replace(/\u00a0/g, ' '), pdfs };
}

// Intl writes no-break spaces in French ("22 novembre", "10 h 00", "89,00 $")
/** French sets no-break spaces before « : » and the like; the checks read them as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const textOf = (pdf: Buffer) => spaced(pdfText(pdf));
const structureOf = (pdf: Buffer) => spaced(pdfInfo(pdf, '-struct-text'));

function expectTagged(pdf: Buffer, title: string | RegExp, lang: string) {
  const info = pdfInfo(pdf);
  expect(info).toMatch(/^Tagged: +yes$/m);
  expect(spaced(info.match(/^Title: +(.*)$/m)?.[1] ?? '')).toMatch(title);
  expect(pdf.toString('latin1')).toMatch(/\/DisplayDocTitle true/);
  expect(pdf.toString('latin1')).toContain(`/Lang (${lang})`);
}

describe('the PDFs a student downloads', () => {
  it('are tagged, titled and written in English with Canadian formats', async () => {
    const { code, paidAt, pdfs } = await pdfsOf('zoe.en@example.ca', 'en');
    const amount = `${formatMoney(paid.price, 'CAD', 'en-CA')} CAD`;

    expectTagged(pdfs.certificate.rawPayload, `Certificate ${code}`, 'en-CA');
    expect(textOf(pdfs.certificate.rawPayload)).toMatch(
      /Certificate of Completion[\s\S]*This certifies that/,
    );
    expect(textOf(pdfs.certificate.rawPayload)).toContain('Completed on November 22, 2026');
    expect(structureOf(pdfs.certificate.rawPayload)).toMatch(
      /^ {2}Figure\n[\s\S]*^ {2}H1 \(block\)\n {4}"Certificate of Completion"/m,
    );
    expect(pdfAltTexts(pdfs.certificate.rawPayload)).toEqual([
      'Logo of Maple Ridge College of Applied Skills',
    ]);

    expectTagged(pdfs.transcript.rawPayload, 'Transcript: Zoé Roy, Digital Literacy Essentials', 'en-CA');
    const transcript = textOf(pdfs.transcript.rawPayload);
    expect(transcript).toMatch(/Enrolled on +November 22, 2026/);
    expect(transcript).toMatch(/Completion +Completed on November 22, 2026/);
    expect(transcript).toMatch(/Item +Type +Marks +Percent +Grade +Points/);
    expect(transcript).toContain('Generated on November 22, 2026.');
    expect(structureOf(pdfs.transcript.rawPayload)).toMatch(/Table[\s\S]*TR[\s\S]*TH[\s\S]*"Item"/);

    expectTagged(pdfs.profile.rawPayload, 'Student profile: Zoé Roy', 'en-CA');
    expect(textOf(pdfs.profile.rawPayload)).toMatch(/generated November 22, 2026/);
    expect(structureOf(pdfs.profile.rawPayload)).toMatch(/H2[\s\S]*"Identity"/);

    expectTagged(pdfs.receipt.rawPayload, /^Receipt \d+$/, 'en-CA');
    const receipt = textOf(pdfs.receipt.rawPayload);
    expect(receipt).toMatch(/Receipt no\. \d{6}/);
    expect(receipt).toMatch(/Paid by +Card/);
    expect(paidAt).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d\d [ap]\.m\.$/);
    expect(receipt).toMatch(new RegExp(`Date +${paidAt.replace(/\./g, '\\.')}`));
    expect(receipt).toMatch(new RegExp(`Amount +${amount.replace(/[$.]/g, '\\$&')}`));

    const agreement = textOf(pdfs.agreement.rawPayload);
    expect(pdfInfo(pdfs.agreement.rawPayload)).toMatch(/^Tagged: +yes$/m);
    expect(agreement).toContain('Electronic signature');
    expect(agreement).toContain('Date: November 22, 2026');
    expect(agreement).toContain('Signed at: November 22, 2026 at 10:00 a.m. (America/Toronto)');
    expect(pdfAltTexts(pdfs.agreement.rawPayload)).toEqual(['Signature of Zoé Roy, typed: /s/ Zoé Roy']);
  });

  it('are tagged, titled and written in Quebec French with its formats', async () => {
    const { code, paidAt, pdfs } = await pdfsOf('zoe.fr@example.ca', 'fr-CA');
    const amount = formatMoney(paid.price, 'CAD', 'fr-CA')
      .replace(/\u00a0/g, ' ')
      .replace(/\$$/, '$ CA');

    expectTagged(pdfs.certificate.rawPayload, `Certificat ${code}`, 'fr-CA');
    const certificate = textOf(pdfs.certificate.rawPayload);
    expect(certificate).toMatch(/Certificat de réussite[\s\S]*Nous certifions que/);
    expect(certificate).toContain('Terminé le 22 novembre 2026');
    expect(certificate).toContain(`Code de vérification ${code}`);
    expect(pdfAltTexts(pdfs.certificate.rawPayload)).toEqual([
      'Logo de Maple Ridge College of Applied Skills',
    ]);

    expectTagged(
      pdfs.transcript.rawPayload,
      'Relevé de notes : Zoé Roy, L’essentiel de la littératie numérique',
      'fr-CA',
    );
    const transcript = textOf(pdfs.transcript.rawPayload);
    expect(transcript).toMatch(/Inscription +22 novembre 2026/);
    expect(transcript).toMatch(/Progression +Terminé le 22 novembre 2026/);
    expect(transcript).toMatch(/Élément +Type +Points +Pourcentage +Note/);
    expect(transcript).toContain('Produit le 22 novembre 2026.');
    expect(transcript).not.toMatch(/Academic|Enrolled|Generated|November/);

    expectTagged(pdfs.profile.rawPayload, 'Profil étudiant : Zoé Roy', 'fr-CA');
    expect(textOf(pdfs.profile.rawPayload)).toContain('généré le 22 novembre 2026');

    expectTagged(pdfs.receipt.rawPayload, /^Reçu \d+$/, 'fr-CA');
    const receipt = textOf(pdfs.receipt.rawPayload);
    expect(receipt).toMatch(/Reçu nº \d{6}/);
    expect(receipt).toMatch(/Mode de paiement +Carte/);
    expect(paidAt).toMatch(/^\d{1,2} [a-zéû]+ \d{4} à \d{1,2} h \d\d$/);
    expect(receipt).toMatch(new RegExp(`Date +${paidAt}`));
    expect(receipt).toMatch(new RegExp(`Montant +${amount.replace(/[$.]/g, '\\$&')}`));
    expect(receipt).toMatch(/\d,\d\d \$ CA/);

    const agreement = textOf(pdfs.agreement.rawPayload);
    expect(pdfInfo(pdfs.agreement.rawPayload)).toMatch(/^Tagged: +yes$/m);
    expect(agreement).toContain('Signature électronique');
    expect(agreement).toContain('Date : 22 novembre 2026');
    expect(agreement).toContain('Signé le : 22 novembre 2026 à 10 h 00 (America/Toronto)');
    expect(pdfAltTexts(pdfs.agreement.rawPayload).map(spaced)).toEqual([
      'Signature de Zoé Roy, saisie : /s/ Zoé Roy',
    ]);
  });
});

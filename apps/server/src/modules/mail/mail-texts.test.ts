import { ZLanguage, frenchTypographyFaults } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';
import { sendGradedMail, sendPaymentMail } from './account-mails';
import { MAIL_TEXTS } from './messages';

type Texts = (typeof MAIL_TEXTS)['en'];
type MailKey = keyof Texts;

// every value a text may show, each one recognisable in the result
const VALUES = {
  school: '⟦school⟧',
  name: '⟦name⟧',
  amount: '⟦amount⟧',
  program: '⟦program⟧',
  date: '⟦date⟧',
  item: '⟦item⟧',
  marks: '⟦marks⟧',
  remarks: '⟦remarks⟧',
  heading: '⟦heading⟧',
  message: '⟦message⟧',
  student: '⟦student⟧',
  email: '⟦email⟧',
  subject: '⟦subject⟧',
  code: '⟦code⟧',
  dueDate: '⟦dueDate⟧',
  role: '⟦role⟧',
  office: { place: ['⟦place⟧'], hours: ['⟦hours⟧'], accepted: ['⟦accepted⟧'], note: '⟦note⟧' },
  id: 4242,
};

/** Each way a text is called: the support copy once for each form it may come from. */
function callsOf(key: MailKey): [string, unknown][] {
  if (key === 'supportRequest') {
    return (['help', 'report', 'contact', 'access'] as const).map((source) => [
      `${key} (${source})`,
      { ...VALUES, source },
    ]);
  }
  return [[key, VALUES]];
}

const render = (language: 'en' | 'fr-CA', key: MailKey, values: unknown) =>
  (MAIL_TEXTS[language][key] as (v: unknown) => unknown)(values);
const placeholdersIn = (rendered: unknown) =>
  [...new Set(JSON.stringify(rendered).match(/⟦\w+⟧|4242/g) ?? [])].sort();
const stringsIn = (rendered: unknown): string[] =>
  typeof rendered === 'string'
    ? [rendered]
    : Object.values(rendered as Record<string, unknown>).flatMap((v) =>
        Array.isArray(v) ? v.flatMap(stringsIn) : stringsIn(v),
      );

describe('the texts of the mails', () => {
  it('exist in every language for every mail', () => {
    const keys = Object.keys(MAIL_TEXTS.en).sort();
    for (const language of ZLanguage.options) expect(Object.keys(MAIL_TEXTS[language]).sort()).toEqual(keys);
  });

  const calls = (Object.keys(MAIL_TEXTS.en) as MailKey[]).flatMap(callsOf);
  it.each(calls)('%s: shows the same values in French as in English, in French words', (call, values) => {
    const key = call.split(' ')[0] as MailKey;
    const en = render('en', key, values);
    const fr = render('fr-CA', key, values);
    expect(placeholdersIn(fr)).toEqual(placeholdersIn(en));
    const enStrings = stringsIn(en);
    const frStrings = stringsIn(fr);
    expect(frStrings).toHaveLength(enStrings.length);
    for (const [i, text] of frStrings.entries()) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/undefined|\[object|\$\{/);
      // a text that is only a value (a heading that is the notification's own) is the same in both
      if (!/^⟦\w+⟧$/.test(text)) expect(text, `${key} in French`).not.toBe(enStrings[i]);
    }
  });

  it.each(calls)('%s: follows Quebec typography in French', (call, values) => {
    const texts = stringsIn(render('fr-CA', call.split(' ')[0] as MailKey, values));
    expect(texts.flatMap(frenchTypographyFaults)).toEqual([]);
  });

  it('greets the student in French with a comma', () => {
    expect(MAIL_TEXTS['fr-CA'].resetPassword({ school: 'École', name: 'Geneviève' }).heading).toBe(
      'Bonjour Geneviève,',
    );
  });
});

describe('a mail in French', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const outbox = async (to: string) => {
    // mail is sent by jobs, run here as a worker would
    await t.ctx.jobs.drain();
    return (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json()
      .results as { subject: string; text: string; html: string }[];
  };
  // Intl separates groups and currency signs with no-break spaces
  const spaced = (text: string) => text.replace(/\s/g, ' ');
  const payment = {
    amountCents: 123_450,
    currency: 'CAD',
    program: 'Bureautique',
    // the evening of March 5 in Toronto, already March 6 in UTC
    paidAt: new Date('2026-03-06T01:30:00Z'),
    messageId: 'payment-receipt-1',
  };

  it('formats the amount and the date of a receipt for Canadian French', async () => {
    await sendPaymentMail(
      t.ctx,
      'paymentReceived',
      { email: 'zoe@example.ca', name: 'Zoé Roy', language: 'fr-CA' },
      payment,
    );
    const [mail] = await outbox('zoe@example.ca');
    expect(spaced(mail!.subject)).toBe('Reçu : 1 234,50 $ pour Bureautique');
    expect(spaced(mail!.text)).toContain(
      'a reçu votre paiement de 1 234,50 $ pour Bureautique le 5 mars 2026.',
    );
    expect(mail!.text).toContain('Merci, Zoé');
    // the HTML says its language and carries its subject as title
    expect(mail!.html).toMatch(/^<!doctype html><html lang="fr-CA">/);
    expect(mail!.html).toContain(`<title>${mail!.subject}</title>`);
    expect(mail!.text).toContain('Vous recevez ce courriel parce que');
  });

  it('and in English for an English-speaking student', async () => {
    await sendPaymentMail(
      t.ctx,
      'paymentReceived',
      { email: 'ana@example.ca', name: 'Ana Lee', language: 'en' },
      payment,
    );
    const [mail] = await outbox('ana@example.ca');
    expect(mail!.subject).toBe('Receipt: $1,234.50 for Bureautique');
    expect(mail!.text).toContain('received your payment of $1,234.50 for Bureautique on March 5, 2026.');
  });

  it('names the program in the mail’s language', async () => {
    const program = { en: 'Office Skills', 'fr-CA': 'Bureautique' };
    const zoe = { email: 'names@example.ca', name: 'Zoé Roy', language: 'fr-CA' };
    await sendPaymentMail(t.ctx, 'paymentReceived', zoe, {
      ...payment,
      program,
      messageId: 'payment-names-1',
    });
    const [receipt] = await outbox(zoe.email);
    expect(spaced(receipt!.subject)).toBe('Reçu : 1 234,50 $ pour Bureautique');
    const grade = { item: 'Lettre', program, marks: 8, maxMarks: 10, remarks: '', url: 'http://x.test/' };
    await sendGradedMail(t.ctx, { email: 'ana.names@example.ca', name: 'Ana Lee', language: 'en' }, grade);
    await sendGradedMail(t.ctx, zoe, grade);
    const [english] = await outbox('ana.names@example.ca');
    expect(english!.text).toContain('Office Skills');
    const [french] = await outbox(zoe.email);
    expect(spaced(french!.text)).toContain('dans Bureautique : 8/10.');
  });

  it('writes marks with a decimal comma', async () => {
    await sendGradedMail(
      t.ctx,
      { email: 'zoe@example.ca', name: 'Zoé Roy', language: 'fr-CA' },
      {
        item: 'Lettre',
        program: 'Bureautique',
        marks: 8.5,
        maxMarks: 10,
        remarks: 'Bien',
        url: 'http://x.test/',
      },
    );
    const [mail] = await outbox('zoe@example.ca');
    expect(mail!.subject).toBe('Travail noté\u00a0: Lettre');
    expect(spaced(mail!.text)).toContain('a noté votre remise pour « Lettre » dans Bureautique : 8,5/10.');
    expect(spaced(mail!.text)).toContain('Commentaires : Bien');
  });
});

import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TContent, TCourseDetail, TListCourseSectionsResponse, TQuiz } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cohorts, courses, paymentPlans, rewardLevels } from '../../db/schema';
import { completeBefore, enrolledStudent } from '../../test/journey';
import { ORIGIN } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { importContent } from './import.service';
import { editIn, problemsOf } from './import-test-folder';

const fixture = path.join(import.meta.dirname, 'fixtures/bilingual');
const programFile = 'programs/first-aid/program.yaml';

let t: TestApp;
let folder: string;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function copyFixture(): string {
  folder = mkdtempSync(path.join(tmpdir(), 'portal-bilingual-'));
  cpSync(fixture, folder, { recursive: true });
  return folder;
}

const edit = (file: string, from: string, to: string) => editIn(folder, file, from, to);

/** A spring cohort for the fixture's program, under the name given as YAML. */
const springCohort = (name: string) => [
  '  - key: spring',
  `    name: ${name}`,
  '    start_date: "2027-04-05"',
  '    end_date: "2027-04-30"',
];

const french = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' };

describe('content in two languages', () => {
  it('stores the French texts beside the English ones, from YAML maps and Markdown siblings', async () => {
    await importContent(t.ctx.db, t.ctx.storage, copyFixture());
    const [row] = await t.ctx.db.select().from(courses).where(eq(courses.slug, 'first-aid'));
    expect(row).toMatchObject({
      name: 'Standard First Aid',
      description: '# Standard First Aid\n\nA one-day course.\n',
    });
    expect(row!.translations['fr-CA']).toMatchObject({
      name: 'Secourisme général',
      outcomes: ['Sécuriser les lieux.'],
      description: '# Secourisme général\n\nUne formation d’une journée.\n',
    });
    // the category is the same word in both languages: nothing to store
    expect(row!.translations['fr-CA']).not.toHaveProperty('category');
  });

  it('serves a program in French to a French reader, in English otherwise, and says which', async () => {
    await importContent(t.ctx.db, t.ctx.storage, copyFixture());
    const url = '/api/v1/courses/slug/first-aid/';
    const fr: TCourseDetail = (await t.app.inject({ method: 'GET', url, headers: french })).json();
    expect(fr).toMatchObject({
      name: 'Secourisme général',
      lang: 'fr-CA',
      outcomes: ['Sécuriser les lieux.'],
    });
    expect(fr.description).toContain('Une formation d’une journée.');
    expect(fr.sections[0]).toMatchObject({ name: 'Évaluer la scène', lang: 'fr-CA' });
    expect(fr.sections[0]!.contents.map((c) => [c.name, c.lang])).toEqual([
      ['Vérifier, appeler, secourir', 'fr-CA'],
      // no French for this lesson: the institute's default language, marked as such
      ['Recovery position', 'en'],
      ['Sécurité des lieux', 'fr-CA'],
    ]);

    const en: TCourseDetail = (await t.app.inject({ method: 'GET', url })).json();
    expect(en).toMatchObject({ name: 'Standard First Aid', lang: 'en' });
    // the language chosen on the page wins over the browser's
    const chosen: TCourseDetail = (
      await t.app.inject({ method: 'GET', url, headers: { ...french, cookie: 'portal-language=en' } })
    ).json();
    expect(chosen.lang).toBe('en');
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/courses/', headers: french });
    expect(list.json().results.find((c: { slug: string }) => c.slug === 'first-aid')).toMatchObject({
      name: 'Secourisme général',
      lang: 'fr-CA',
    });
  });

  it("serves the institute's own texts in the reader's language, and says which", async () => {
    await importContent(t.ctx.db, t.ctx.storage, copyFixture());
    const read = async (url: string, headers = {}) =>
      (await t.app.inject({ method: 'GET', url, headers })).json();
    expect((await read('/api/v1/institute/', french)).results[0]).toMatchObject({
      name: 'Institut de formation Lakeshore',
      lang: 'fr-CA',
    });
    expect(await read('/api/v1/site-config/', french)).toMatchObject({
      tagline: 'Des compétences pour la suite',
      lang: 'fr-CA',
    });
    expect((await read('/api/v1/institute/')).results[0]).toMatchObject({
      name: 'Lakeshore Training Institute',
      lang: 'en',
    });
    expect(await read('/api/v1/site-config/')).toMatchObject({
      tagline: 'Skills for the next step',
      lang: 'en',
    });
  });

  it("serves the course room and a quiz in the student's language", async () => {
    await importContent(t.ctx.db, t.ctx.storage, copyFixture());
    const s = await enrolledStudent(t, 'lea@example.ca', 'first-aid');
    const headers = { cookie: `${s.cookie}; portal-language=fr-CA` };
    const sections: TListCourseSectionsResponse = (
      await t.app.inject({ method: 'GET', url: `/api/v1/sections/?course=${s.course.id}`, headers })
    ).json();
    const [lesson, untranslated, quizItem] = sections.results[0]!.contents;
    expect(sections.results[0]).toMatchObject({ name: 'Évaluer la scène', lang: 'fr-CA' });

    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/v1/contents/${lesson!.id}/?subscription=${s.subscription}`,
      headers,
    });
    const content: TContent = opened.json();
    expect(content).toMatchObject({ name: 'Vérifier, appeler, secourir', lang: 'fr-CA' });
    // the front matter describes the file; students read the text
    expect(content.body).toMatch(/^# Vérifier, appeler, secourir/);
    expect(content.next_content).toMatchObject({ name: 'Recovery position', lang: 'en' });
    expect(untranslated!.lang).toBe('en');
    // a locked item names the one to finish first in the reader's language, and says which that is
    expect(untranslated!.is_unlocked.reason_code).toEqual({
      code: 'journey.lockedBy',
      params: { name: 'Vérifier, appeler, secourir', lang: 'fr-CA' },
    });

    await completeBefore(t, s, quizItem!.id);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quizzes/',
      headers: { ...headers, origin: ORIGIN },
      payload: { content: quizItem!.id, subscription: s.subscription },
    });
    const quiz: TQuiz = started.json();
    expect(quiz).toMatchObject({ name: 'Sécurité des lieux', name_lang: 'fr-CA' });
    expect(quiz.answers.map((a) => [a.question.text, a.question.lang])).toEqual([
      ['Que faites-vous d’abord lors d’une urgence?', 'fr-CA'],
      ['Describe how you would call for help.', 'en'],
    ]);
    expect(quiz.answers[0]!.question.options.map((o) => o.text)).toEqual([
      'Vérifier que les lieux sont sûrs',
      'Déplacer la personne',
    ]);
  });

  it('stores the French names of cohorts, payment plans and reward levels', async () => {
    copyFixture();
    edit(
      programFile,
      'price: 149.99',
      [
        'price: 149.99',
        'cohorts:',
        ...springCohort('{ en: Spring cohort, fr-CA: Cohorte du printemps }'),
        '  - key: summer',
        '    name: Summer cohort',
        '    start_date: "2027-06-07"',
        '    end_date: "2027-06-25"',
        'payment_plans:',
        '  - key: two',
        '    name: { en: Two instalments, fr-CA: Deux versements }',
        '    registration_fee: 50',
        '    installments: [{ amount: 49.99, due_after_days: 30 }, { amount: 50, due_after_days: 60 }]',
      ].join('\n'),
    );
    edit(
      'institute.yaml',
      'instructors:',
      'rewards:\n  levels:\n    - { name: { en: Explorer, fr-CA: Explorateur }, min_points: 0 }\ninstructors:',
    );
    await importContent(t.ctx.db, t.ctx.storage, folder);
    const cohortRows = await t.ctx.db.select().from(cohorts).orderBy(cohorts.startDate);
    expect(cohortRows.map((c) => [c.name, c.translations])).toEqual([
      ['Spring cohort', { 'fr-CA': { name: 'Cohorte du printemps' } }],
      // a name without French keeps nothing to translate
      ['Summer cohort', {}],
    ]);
    const [plan] = await t.ctx.db.select().from(paymentPlans);
    expect(plan).toMatchObject({
      name: 'Two instalments',
      translations: { 'fr-CA': { name: 'Deux versements' } },
    });
    const [level] = await t.ctx.db.select().from(rewardLevels);
    expect(level).toMatchObject({ name: 'Explorer', translations: { 'fr-CA': { name: 'Explorateur' } } });
  });

  it('refuses a cohort or plan name in an unknown language, naming the line', () => {
    const root = copyFixture();
    edit(
      programFile,
      'price: 149.99',
      [
        'price: 149.99',
        'cohorts:',
        ...springCohort('{ en: Spring cohort, fr: Cohorte du printemps }'),
        'payment_plans:',
        '  - key: two',
        '    name: { fr-CA: Deux versements }',
        '    registration_fee: 50',
        '    installments: [{ amount: 99.99, due_after_days: 30 }]',
      ].join('\n'),
    );
    expect(problemsOf(root)).toEqual([
      {
        file: programFile,
        line: 14,
        message: "cohorts.0.name.fr: unknown language 'fr'; the languages are en, fr-CA",
      },
      {
        file: programFile,
        line: 19,
        message: "payment_plans.0.name: the text has no 'en' version, the institute's default language",
      },
    ]);
  });

  it('refuses a translation whose front matter changes more than texts, naming the file and key', () => {
    const root = copyFixture();
    edit('programs/first-aid/text/check-call-care.fr-CA.md', 'minutes: 12', 'minutes: 15');
    expect(problemsOf(root)).toEqual([
      {
        file: 'programs/first-aid/text/check-call-care.fr-CA.md',
        line: null,
        message:
          "minutes: the translation's front matter differs from programs/first-aid/text/check-call-care.md; only texts may change",
      },
    ]);
  });

  it('refuses an unknown language and a text without the default language, naming the line', () => {
    const root = copyFixture();
    edit(programFile, 'category: Health', 'category: { en: Health, fr: Santé }');
    edit(programFile, 'name: Recovery position', 'name: { fr-CA: Position latérale de sécurité }');
    expect(problemsOf(root)).toEqual([
      {
        file: programFile,
        line: 9,
        message: "category.fr: unknown language 'fr'; the languages are en, fr-CA",
      },
      {
        file: programFile,
        line: 22,
        message: "sections.0.contents.1.name: the text has no 'en' version, the institute's default language",
      },
    ]);
  });
});

import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema';
import { enrolledStudent } from '../../test/journey';
import { ask as askApi } from '../../test/tutor';
import { type TestApp, createTestApp } from '../../test/test-app';
import { importContent } from '../content-folder/import.service';
import { retrieve, stemFinds } from './tutor-retrieval';

const fixture = path.join(import.meta.dirname, '../content-folder/fixtures/bilingual');

let t: TestApp;
let folder: string;
let courseId: number;
beforeAll(async () => {
  t = await createTestApp();
  folder = mkdtempSync(path.join(tmpdir(), 'portal-tutor-bilingual-'));
  cpSync(fixture, folder, { recursive: true });
  // the tutor on, and beside the bilingual program one written in English only
  const institute = path.join(folder, 'institute.yaml');
  writeFileSync(
    institute,
    readFileSync(institute, 'utf8').replace('power_tutor: false', 'power_tutor: true'),
  );
  mkdirSync(path.join(folder, 'programs/cpr/text'), { recursive: true });
  writeFileSync(
    path.join(folder, 'programs/cpr/text/compressions.md'),
    '# Chest compressions\n\nPush hard and fast in the centre of the chest, 100 to 120 compressions a minute.\n',
  );
  writeFileSync(
    path.join(folder, 'programs/cpr/program.yaml'),
    [
      'name: Basic CPR',
      'short_description: Chest compressions that keep blood moving.',
      'description: text/compressions.md',
      'outcomes: [Give chest compressions.]',
      'category: Health',
      'instructor: ana-silva',
      'price: 49',
      'sections:',
      '  - name: Compressions',
      '    contents:',
      '      - type: lesson',
      '        key: compressions',
      '        name: Chest compressions',
      '        duration_minutes: 5',
      '        body: text/compressions.md',
      '',
    ].join('\n'),
  );
  await importContent(t.ctx.db, t.ctx.storage, folder);
  const [course] = await t.ctx.db.select().from(courses).where(eq(courses.slug, 'first-aid'));
  courseId = course!.id;
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

const ask = (question: string) =>
  retrieve(t.ctx.db, {
    scope: { courseId, submittedQuizIds: [] },
    fallback: 'en',
    question,
    excludeContentIds: [],
  });

describe('the tutor over a program in two languages', () => {
  it('answers a French question from the French text of a lesson', async () => {
    const found = await ask('Comment comprimer une plaie qui saigne?');
    expect(found.language).toBe('fr');
    expect(found.covered).toBe(true);
    expect(found.passages[0]).toMatchObject({ title: 'Vérifier, appeler, secourir' });
    expect(found.passages[0]!.body).toContain('linge propre');
  });

  it('answers an English question from the English text', async () => {
    const found = await ask('How do I press a bleeding wound?');
    expect(found.passages[0]).toMatchObject({ title: 'Check, call, care' });
    expect(found.passages[0]!.body).toContain('clean cloth');
  });

  it('finds, for a French question, an item the program has only in English', async () => {
    const found = await ask('Qu’est-ce que la recovery position?');
    expect(found.passages.map((p) => p.title)).toContain('Recovery position');
  });

  it('finds a French word the text writes with accents, whether the question has them or not', async () => {
    for (const question of ['Pourquoi vérifier ?', 'Pourquoi verifier ?']) {
      // the French index alone: « Vérifiez » is stemmed "vérifi", the question's folded word "verifi"
      const found = await retrieve(t.ctx.db, {
        scope: { courseId, submittedQuizIds: [] },
        fallback: 'fr-CA',
        question,
        excludeContentIds: [],
      });
      expect(found.covered, question).toBe(true);
      expect(found.passages[0]).toMatchObject({ title: 'Vérifier, appeler, secourir', language: 'fr-CA' });
    }
  });

  it('finds a word whose stem the text cuts a letter shorter', () => {
    // "privee" stems to "prive", « privée » to "priv"
    expect(stemFinds('prive', 'priv')).toBe(true);
    expect(stemFinds('verifi', 'verifications')).toBe(true);
    expect(stemFinds('prive', 'pri')).toBe(false);
    expect(stemFinds('privilege', 'priv')).toBe(false);
  });
});

describe('the tutor over the demo programs in two languages', () => {
  let demo: TestApp;
  const programs = new Map<string, number>();
  beforeAll(async () => {
    demo = await createTestApp({ demo: true });
    for (const c of await demo.ctx.db.select().from(courses)) programs.set(c.slug, c.id);
  }, 60_000);
  afterAll(() => demo.close());
  const askIn = (slug: string, question: string, fallback: 'en' | 'fr-CA' = 'en') =>
    retrieve(demo.ctx.db, {
      scope: { courseId: programs.get(slug)!, submittedQuizIds: [] },
      fallback,
      question,
      excludeContentIds: [],
    });

  it('finds a glossary phrase in a French text by all of its words', async () => {
    // « règle de 72 » is one concept: in the French index, « La règle de 72 » holds it
    const found = await askIn('personal-finance-for-newcomers', 'Qu’est-ce que la règle de 72 ?', 'fr-CA');
    expect(found.covered).toBe(true);
    expect(found.passages[0]).toMatchObject({ heading: 'La règle de 72', language: 'fr-CA' });
  });

  it('answers from the other language where the question’s own words miss, citing the French part', async () => {
    // the French lesson says « Écrivez les dates au long », which « écrire » does not stem to
    const found = await askIn('business-communication', 'Comment écrire les dates dans un document ?');
    // not refused: the English text, where "write" and "document" are words of the checklist, answers,
    // and the student reads the same part of the checklist in French
    expect(found.covered).toBe(true);
    expect(found.passages.map((p) => p.heading)).toContain(
      'Liste de vérification du langage clair et guide de style canadien',
    );
    expect(found.passages.every((p) => p.language === 'fr-CA')).toBe(true);
  });

  it('reads an acronym as one word: « CELI » is no start of « céliaque »', async () => {
    const food = await askIn('food-handler-certification', 'Qu’est-ce qu’un CELI ?');
    expect(food.covered).toBe(false);
    const finance = await askIn('personal-finance-for-newcomers', 'Qu’est-ce qu’un CELI ?');
    expect(finance.covered).toBe(true);
    expect(finance.passages[0]!.heading).toMatch(/CELI/);
  });

  it('answers from the text that holds more of the question, in the question’s language', async () => {
    // the French text says « ravageurs » where the question says « nuisibles »: its signs and kitchen
    // cover the question with an allergy's part; the English "signs of pests" hold all of it
    const found = await askIn(
      'food-handler-certification',
      'Quels sont les signes de présence de nuisibles dans une cuisine ?',
    );
    expect(found.passages.slice(0, 3).map((p) => p.heading)).toContain('Signes de présence de ravageurs');
    expect(found.passages.every((p) => p.language === 'fr-CA')).toBe(true);
  });
});

describe('the sources of an answer', () => {
  it('say the language of their passage: French over a French program, English over one in English only', async () => {
    const french = await enrolledStudent(t, 'sources-fr@example.ca', 'first-aid');
    const inFrench = await askApi(t, french, 'Comment comprimer une plaie qui saigne?');
    expect(inFrench.sources[0]).toMatchObject({
      content_name: 'Vérifier, appeler, secourir',
      section_name: 'Évaluer la scène',
      lang: 'fr-CA',
    });
    expect(inFrench.done!.message.sources[0]).toMatchObject({ lang: 'fr-CA' });

    const english = await enrolledStudent(t, 'sources-en@example.ca', 'cpr');
    const inEnglish = await askApi(t, english, 'Combien de compressions par minute?');
    expect(inEnglish.done!.covered).toBe(true);
    expect(inEnglish.sources[0]).toMatchObject({ content_name: 'Chest compressions', lang: 'en' });
    expect(inEnglish.done!.message.sources[0]).toMatchObject({ lang: 'en' });
  });
});

import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { courses, institutes, quizQuestions } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/test-app';
import { findInstitute } from '../institute/institute.repository';
import { listRewardLevels } from '../rewards/rewards.repository';
import { importContent, importFolder } from './import.service';
import { editIn, problemsOf } from './import-test-folder';
import { readContentFolder } from './read-folder';

const fixture = path.join(import.meta.dirname, 'fixtures/minimal');
const programFile = 'programs/first-aid/program.yaml';

let t: TestApp;
let folder: string;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function copyFixture(): string {
  folder = mkdtempSync(path.join(tmpdir(), 'portal-content-'));
  cpSync(fixture, folder, { recursive: true });
  return folder;
}
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const edit = (file: string, from: string, to: string) => editIn(folder, file, from, to);

async function tableCounts() {
  const [[c], [i], [q]] = await Promise.all([
    t.ctx.db.select({ n: count() }).from(courses),
    t.ctx.db.select({ n: count() }).from(institutes),
    t.ctx.db.select({ n: count() }).from(quizQuestions),
  ]);
  return { courses: c!.n, institutes: i!.n, questions: q!.n };
}

describe('importing a content folder', () => {
  it('loads a valid folder, and loading it again changes nothing', async () => {
    const root = copyFixture();
    const summary = await importContent(t.ctx.db, t.ctx.storage, root);
    expect(summary).toEqual({
      institute: 'Lakeshore Training Institute',
      programs: ['first-aid'],
      contents: 2,
    });
    const first = await tableCounts();
    await importContent(t.ctx.db, t.ctx.storage, root);
    expect(await tableCounts()).toEqual(first);

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/courses/slug/first-aid/' });
    expect(res.json()).toMatchObject({ name: 'Standard First Aid', price: 14999, price_currency: 'CAD' });
  });

  it('applies an edit on re-import: a renamed program and a removed question', async () => {
    const root = copyFixture();
    await importContent(t.ctx.db, t.ctx.storage, root);
    edit(programFile, 'name: Standard First Aid', 'name: Standard First Aid and CPR');
    edit(
      programFile,
      '          - type: subjective\n            text: Describe how you would call for help.\n',
      '',
    );
    await importContent(t.ctx.db, t.ctx.storage, root);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/courses/slug/first-aid/' });
    expect(res.json().name).toBe('Standard First Aid and CPR');
    expect((await tableCounts()).questions).toBe(1);
  });

  it.each([
    {
      what: 'a YAML syntax error',
      change: ['price: 149.99', 'price: [149.99'],
      expected: { file: programFile, message: expect.any(String) },
    },
    {
      what: 'a wrong type',
      change: ['price: 149.99', 'price: cheap'],
      expected: { file: programFile, line: 5, message: expect.stringContaining('price') },
    },
    {
      what: 'an unknown content type',
      change: ['type: lesson', 'type: lecture'],
      expected: {
        file: programFile,
        line: 9,
        message: expect.stringContaining('sections.0.contents.0.type'),
      },
    },
    {
      what: 'a missing Markdown file',
      change: ['body: text/check-call-care.md', 'body: text/missing.md'],
      expected: { file: programFile, line: 12, message: expect.stringContaining('text/missing.md') },
    },
    {
      what: 'an unknown instructor',
      change: ['instructor: ana-silva', 'instructor: bob-stone'],
      expected: { file: programFile, line: 4, message: expect.stringContaining("no instructor 'bob-stone'") },
    },
    {
      what: 'an mcq without a correct option',
      change: ['                correct: true\n', ''],
      expected: { file: programFile, message: expect.stringContaining('at least one option is correct') },
    },
  ])('refuses $what with its file and line', ({ change, expected }) => {
    const root = copyFixture();
    edit(programFile, change[0]!, change[1]!);
    const problems = problemsOf(root);
    expect(problems[0]).toMatchObject(expected);
    if ('line' in expected) expect(problems[0]!.line).toBe(expected.line);
  });

  it('refuses an institute file with a bad email, naming the line', () => {
    const root = copyFixture();
    edit('institute.yaml', 'email: office@lakeshore.example.ca', 'email: office');
    expect(problemsOf(root)[0]).toMatchObject({
      file: 'institute.yaml',
      line: 3,
      message: expect.stringContaining('email'),
    });
  });

  it('leaves nothing half-imported when loading fails part-way', async () => {
    const before = await tableCounts();
    const root = copyFixture();
    edit('institute.yaml', 'name: Lakeshore Training Institute', 'name: Renamed Institute');
    writeFileSync(
      path.join(root, 'programs/first-aid/cover.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    edit(programFile, 'price: 149.99', 'price: 149.99\nimage: cover.svg');
    const failingStorage = {
      ...t.ctx.storage,
      put: async () => {
        throw new Error('disk full');
      },
    };
    // the program's image is stored inside the transaction: its failure must undo the institute too
    await expect(importFolder(t.ctx.db, failingStorage, readContentFolder(root))).rejects.toThrow(
      'disk full',
    );
    expect(await tableCounts()).toEqual(before);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/institute/' });
    if (res.statusCode === 200) expect(res.json().results[0].name).not.toBe('Renamed Institute');
  });
});

describe('rewards in institute.yaml', () => {
  const rewards = `
rewards:
  rules:
    quiz_passed: 40
    attendance: 0
  levels:
    - name: Starter
      min_points: 0
    - name: Pro
      min_points: 200
      image: badges/pro.svg
`;
  const levelsNow = async () =>
    (await listRewardLevels(t.ctx.db)).map((l) => ({ name: l.name, min: l.minPoints, image: l.imageKey }));

  it('imports the rules and levels with their badges; a re-import replaces the levels', async () => {
    const root = copyFixture();
    const original = readFileSync(path.join(root, 'institute.yaml'), 'utf8');
    mkdirSync(path.join(root, 'badges'));
    writeFileSync(path.join(root, 'badges/pro.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    appendFileSync(path.join(root, 'institute.yaml'), rewards);
    await importContent(t.ctx.db, t.ctx.storage, root);
    expect((await findInstitute(t.ctx.db))!.rewardRules).toEqual({
      content_completed: 10,
      quiz_passed: 40,
      attendance: 0,
      payment_on_time: 20,
    });
    const levels = await levelsNow();
    expect(levels).toEqual([
      { name: 'Starter', min: 0, image: null },
      { name: 'Pro', min: 200, image: expect.stringMatching(/^pro-[0-9a-f]{16}\.svg$/) },
    ]);
    const badge = await t.app.inject({ method: 'GET', url: `/api/v1/media/${levels[1]!.image}` });
    expect(badge.statusCode).toBe(200);

    edit('institute.yaml', '    - name: Starter\n      min_points: 0\n', '');
    await importContent(t.ctx.db, t.ctx.storage, root);
    expect((await levelsNow()).map((l) => l.name)).toEqual(['Pro']);

    // without a rewards block the school has the default rules and no levels
    writeFileSync(path.join(root, 'institute.yaml'), original);
    await importContent(t.ctx.db, t.ctx.storage, root);
    expect(await levelsNow()).toEqual([]);
    expect((await findInstitute(t.ctx.db))!.rewardRules).toEqual({
      content_completed: 10,
      quiz_passed: 25,
      attendance: 5,
      payment_on_time: 20,
    });
  });

  it('refuses two levels from the same points and a missing badge, naming the line', () => {
    const root = copyFixture();
    appendFileSync(path.join(root, 'institute.yaml'), rewards.replace('min_points: 200', 'min_points: 0'));
    const lines = readFileSync(path.join(root, 'institute.yaml'), 'utf8').split('\n');
    expect(problemsOf(root)).toEqual([
      {
        file: 'institute.yaml',
        line: lines.lastIndexOf('      min_points: 0') + 1,
        message: 'rewards.levels.1.min_points: two levels cannot start at the same points',
      },
    ]);

    edit('institute.yaml', 'min_points: 0\n      image', 'min_points: 200\n      image');
    expect(problemsOf(root)).toEqual([
      {
        file: 'institute.yaml',
        line: lines.indexOf('      image: badges/pro.svg') + 1,
        message: 'rewards.levels.1.image: no file at badges/pro.svg',
      },
    ]);
  });

  it('refuses a malformed payment office, naming each problem', () => {
    const root = copyFixture();
    edit('institute.yaml', 'paid_at_school: false', 'paid_at_school: true');
    expect(problemsOf(root)).toEqual([
      expect.objectContaining({
        file: 'institute.yaml',
        message: 'payment_office: features.paid_at_school needs the payment_office where students pay',
      }),
    ]);

    appendFileSync(
      path.join(root, 'institute.yaml'),
      [
        'payment_office:',
        '  name: Front desk',
        '  address:',
        '    street: 1 Lakeshore Blvd',
        '    city: Toronto',
        '    province: XX',
        '    postal_code: 12345',
        '  hours:',
        "    monday: ['9:00-17:00']",
        "    tuesday: ['13:00-12:00']",
        "    wednesday: ['09:00-12:00', '11:00-15:00']",
        "    someday: ['09:00-10:00']",
        '  accepted: [debit, bitcoin]',
        '',
      ].join('\n'),
    );
    const messages = problemsOf(root).map((p) => p.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^payment_office\.address\.province: a province or territory code: AB, BC/),
        'payment_office.address.postal_code: a Canadian postal code, such as M4P 1E4',
        'payment_office.hours.monday.0: an opening is written HH:MM-HH:MM, such as 09:00-17:00',
        'payment_office.hours.tuesday.0: an opening closes after it opens',
        'payment_office.hours.wednesday: the openings 09:00-12:00 and 11:00-15:00 overlap',
        expect.stringMatching(/^payment_office\.accepted\.1: a means of payment: debit, credit_card/),
      ]),
    );
    expect(messages.some((m) => m.includes('someday'))).toBe(true);
  });

  it('imports the payment office with its openings in weekday order', async () => {
    const root = copyFixture();
    edit('institute.yaml', 'paid_at_school: false', 'paid_at_school: true');
    appendFileSync(
      path.join(root, 'institute.yaml'),
      [
        'payment_office:',
        '  name: Front desk',
        '  address: { street: 1 Lakeshore Blvd W, city: Toronto, province: ON, postal_code: m5v-1a1 }',
        "  hours: { wednesday: ['13:00-16:00', '09:00-12:00'], monday: ['09:00-17:00'] }",
        '  accepted: [cash]',
        '',
      ].join('\n'),
    );
    await importContent(t.ctx.db, t.ctx.storage, root);
    expect((await findInstitute(t.ctx.db))?.paymentOffice).toEqual({
      name: 'Front desk',
      address: { street: '1 Lakeshore Blvd W', city: 'Toronto', province: 'ON', postal_code: 'M5V 1A1' },
      hours: [
        { day: 'monday', opens: '09:00', closes: '17:00' },
        { day: 'wednesday', opens: '09:00', closes: '12:00' },
        { day: 'wednesday', opens: '13:00', closes: '16:00' },
      ],
      accepted: ['cash'],
      note: null,
    });
  });
});

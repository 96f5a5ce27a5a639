import type { TStaffContent, TStaffProgramOutline } from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, contents, courses } from '../../db/schema';
import { completeBefore, contentUrl, enrolledStudent, itemsOf, sectionsOf } from '../../test/journey';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN } from '../../test/students';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app';

const FREE = 'digital-literacy-essentials';
const PAID = 'food-handler-certification';

let t: TestApp;
let other: TestApp;
let instructor: StaffClient;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  other = await secondInstance(t);
  for (const row of await t.ctx.db.select().from(courses)) ids[row.slug] = row.id;
  instructor = await staffMember(t, 'instructor', { programs: [ids[FREE]!] });
}, 120_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload: object = {}, app = t) =>
  app.app.inject({ method, url, headers: { cookie: instructor.cookie, origin: ORIGIN }, payload });
const outline = async (slug = FREE) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/programs/${ids[slug]}/outline/`,
      headers: { cookie: instructor.cookie },
    })
  ).json() as TStaffProgramOutline;
const addSection = async (name: string) => {
  const res = await send('POST', `/api/v1/staff/programs/${ids[FREE]}/sections/`, { name });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as TStaffProgramOutline).sections.at(-1)!;
};
const LESSON = { content_type: 'lesson', name: 'Backing up your phone', body: '# Backups\n\nTwo copies.' };
const addItem = (section: number, item: object = LESSON, app = t) =>
  send('POST', `/api/v1/staff/sections/${section}/contents/`, item, app);
const auditOf = (action: string, entityId: number) =>
  t.ctx.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.entityId, String(entityId))));

describe("a program's outline in the console", () => {
  it('takes a new section and a lesson in it, which the student finds in the room at once', async () => {
    const student = await enrolledStudent(t, 'outline-new-lesson@example.ca', FREE);
    const section = await addSection('Keeping your data safe');
    expect(section).toMatchObject({ name: 'Keeping your data safe', contents: [] });

    const res = await addItem(section.id, {
      ...LESSON,
      duration_minutes: 12,
      translations: { 'fr-CA': { name: 'Sauvegarder son téléphone' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const lesson = res.json() as TStaffContent;
    expect(lesson).toMatchObject({ name: LESSON.name, section: { id: section.id }, duration_minutes: 12 });

    const room = await sectionsOf(t, student);
    expect(room.results.at(-1)).toMatchObject({
      name: 'Keeping your data safe',
      contents: [expect.objectContaining({ id: lesson.id, name: LESSON.name })],
    });
    // the room opens items in order: what comes before is done first
    await completeBefore(t, student, lesson.id);
    const read = await t.app.inject({
      method: 'GET',
      url: contentUrl(student, lesson.id),
      headers: { cookie: student.cookie },
    });
    expect(read.json().body).toContain('Two copies.');
    expect(await auditOf('content.create', lesson.id)).toEqual([
      expect.objectContaining({
        actorEmail: instructor.email,
        after: expect.objectContaining({ type: 'lesson' }),
      }),
    ]);
    expect(await auditOf('section.create', section.id)).toHaveLength(1);
  });

  it('takes a quiz with its rules and first question, whose page then adds the others', async () => {
    const section = (await outline()).sections[0]!;
    const missing = await addItem(section.id, { content_type: 'quiz', name: 'Check-in' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()['question.text']).toEqual(['Write the question.']);
    const res = await addItem(section.id, {
      content_type: 'quiz',
      name: 'Quick check: files',
      quiz: { attempts_allowed: 3 },
      question: {
        question_type: 'mcq',
        text: 'Where do downloads go?',
        options: [
          { text: 'The Downloads folder', correct: true },
          { text: 'The desktop', correct: false },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const quiz = res.json() as TStaffContent;
    expect(quiz).toMatchObject({
      content_type: 'quiz',
      questions: 1,
      quiz: { attempts_allowed: 3, pass_mark_percent: 60, grading: 'best', time_limit_minutes: null },
    });
    await send('DELETE', `/api/v1/staff/contents/${quiz.id}/`);
  });

  it('takes a video by its https address, which a file replaces later on its page', async () => {
    const section = (await outline()).sections[0]!;
    const plain = await addItem(section.id, {
      content_type: 'video',
      name: 'Tour',
      video_url: 'http://videos.school.test/tour.mp4',
    });
    expect(plain.json().video_url).toEqual(['Give the video’s address, starting with https://.']);
    const res = await addItem(section.id, {
      content_type: 'video',
      name: 'Tour of the lab',
      video_url: 'https://videos.school.test/tour.mp4',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as TStaffContent).video).toEqual({
      src: 'https://videos.school.test/tour.mp4',
      captions: [],
    });
    await send('DELETE', `/api/v1/staff/contents/${(res.json() as TStaffContent).id}/`);
  });

  it('refuses an item without what it needs, under the field, and another program’s section', async () => {
    const section = (await outline()).sections[0]!;
    const quota = await addItem(section.id, {
      content_type: 'quota',
      name: 'Typing practice',
      body: 'Log it.',
    });
    expect(quota.statusCode).toBe(400);
    expect(quota.json().required_count).toEqual(['Say how many entries complete it.']);
    const empty = await addItem(section.id, { content_type: 'lesson', name: ' ', body: '' });
    expect(empty.json()).toMatchObject({
      name: ['Name the item.'],
      body: ['Write what students read here.'],
    });

    const theirs = await t.ctx.db.select().from(contents).where(eq(contents.courseId, ids[PAID]!)).limit(1);
    expect((await addItem(theirs[0]!.sectionId)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/v1/staff/contents/${theirs[0]!.id}/`)).statusCode).toBe(404);
    expect(
      (await send('PATCH', `/api/v1/staff/sections/${theirs[0]!.sectionId}/`, { name: 'Mine' })).statusCode,
    ).toBe(404);
    const mine = (await outline()).sections[0]!.contents[0]!;
    const across = await send('POST', `/api/v1/staff/contents/${mine.id}/move/`, {
      section: theirs[0]!.sectionId,
      index: 0,
    });
    expect(across.statusCode).toBe(400);
    expect(across.json().section).toEqual(['Choose a section of the item’s program.']);
  });

  it('moves an item within its section and into another, renaming its key where that section has it', async () => {
    const first = await addSection('Moving: first');
    const second = await addSection('Moving: second');
    const a = (await addItem(first.id, { ...LESSON, name: 'Item A' })).json() as TStaffContent;
    const b = (await addItem(first.id, { ...LESSON, name: 'Item B' })).json() as TStaffContent;
    const c = (await addItem(second.id, { ...LESSON, name: 'Item A' })).json() as TStaffContent;

    const up = await send('POST', `/api/v1/staff/contents/${b.id}/move/`, { section: first.id, index: 0 });
    expect(up.statusCode, up.body).toBe(200);
    const names = (o: TStaffProgramOutline, id: number) =>
      o.sections.find((s) => s.id === id)!.contents.map((item) => item.id);
    expect(names(up.json(), first.id)).toEqual([b.id, a.id]);

    const across = await send('POST', `/api/v1/staff/contents/${a.id}/move/`, {
      section: second.id,
      index: 99,
    });
    expect(names(across.json(), first.id)).toEqual([b.id]);
    expect(names(across.json(), second.id)).toEqual([c.id, a.id]);
    const keys = await t.ctx.db
      .select({ id: contents.id, key: contents.key, index: contents.index })
      .from(contents)
      .where(inArray(contents.id, [a.id, c.id]))
      .orderBy(contents.index);
    expect(keys).toEqual([
      { id: c.id, key: 'item-a', index: 0 },
      { id: a.id, key: 'item-a-2', index: 1 },
    ]);
    expect(await auditOf('content.move', a.id)).toEqual([
      expect.objectContaining({
        // the place within the section is the same: the log keeps what changed
        before: { section: first.id },
        after: { section: second.id },
      }),
    ]);
  });

  it('removes an item no student has worked on, and keeps one a student finished, saying why', async () => {
    const section = await addSection('Removing');
    const kept = (
      await addItem(section.id, { ...LESSON, name: 'Finished by a student' })
    ).json() as TStaffContent;
    const gone = (await addItem(section.id, { ...LESSON, name: 'Never opened' })).json() as TStaffContent;
    const student = await enrolledStudent(t, 'outline-finished@example.ca', FREE);
    await completeBefore(t, student, kept.id);
    const viewed = await t.app.inject({
      method: 'GET',
      url: contentUrl(student, kept.id, 'view/'),
      headers: { cookie: student.cookie },
    });
    expect(viewed.statusCode).toBe(200);

    const refused = await send('DELETE', `/api/v1/staff/contents/${kept.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'A student has worked on this item, so it stays: their progress and marks count on it.',
    );
    const removed = await send('DELETE', `/api/v1/staff/contents/${gone.id}/`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await itemsOf(t, student)).map((i) => i.id)).not.toContain(gone.id);
    expect(await auditOf('content.delete', gone.id)).toHaveLength(1);

    expect((await send('DELETE', `/api/v1/staff/sections/${section.id}/`)).statusCode).toBe(409);
    const empty = await addSection('Added by mistake');
    const dropped = await send('DELETE', `/api/v1/staff/sections/${empty.id}/`);
    expect(dropped.statusCode).toBe(200);
    const left = (dropped.json() as TStaffProgramOutline).sections;
    expect(left.map((s) => s.id)).not.toContain(empty.id);
  });

  it('keeps one place per item when two members add and move at once through two processes', async () => {
    const section = await addSection('At once');
    const added = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        addItem(section.id, { ...LESSON, name: 'Same name' }, i % 2 === 0 ? t : other),
      ),
    );
    expect(added.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const items = added.map((r) => (r.json() as TStaffContent).id);
    await Promise.all(
      items.map((id, i) =>
        send(
          'POST',
          `/api/v1/staff/contents/${id}/move/`,
          { section: section.id, index: 0 },
          i % 2 ? t : other,
        ),
      ),
    );
    const rows = await t.ctx.db
      .select({ key: contents.key, index: contents.index })
      .from(contents)
      .where(eq(contents.sectionId, section.id));
    expect(rows.map((r) => r.index).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(10);
  });
});

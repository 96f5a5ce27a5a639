import type { TStaffContent, TStaffProgramOutline } from '@portal/contract';
import { and, eq, ilike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, courses, tutorPassages } from '../../db/schema';
import { contentOf, enrolledStudent } from '../../test/journey';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';

const FREE = 'digital-literacy-essentials';
const PAID = 'food-handler-certification';

let t: TestApp;
let instructor: StaffClient;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  for (const row of await t.ctx.db.select().from(courses)) ids[row.slug] = row.id;
  instructor = await staffMember(t, 'instructor', { programs: [ids[FREE]!] });
}, 120_000);
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: instructor.cookie } });
const change = (id: number, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/staff/contents/${id}/`,
    headers: { cookie: instructor.cookie, origin: ORIGIN },
    payload,
  });
const outline = async (slug: string) =>
  (await get(`/api/v1/staff/programs/${ids[slug]}/outline/`)).json() as TStaffProgramOutline;
const items = async (slug: string) => (await outline(slug)).sections.flatMap((s) => s.contents);

describe("the items of a program's room in the console", () => {
  it('are listed in the room’s order for an instructor’s programs; another program’s are not found', async () => {
    const sections = (await outline(FREE)).sections;
    expect(sections.length).toBeGreaterThan(1);
    expect(sections[0]!.contents.length).toBeGreaterThan(0);
    expect((await get(`/api/v1/staff/programs/${ids[PAID]}/outline/`)).statusCode).toBe(404);
    const [theirs] = await t.ctx.db.select().from(courses).where(eq(courses.slug, PAID));
    const other = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/staff/programs/${theirs!.id}/outline/`,
        headers: { cookie: (await staffMember(t, 'admin')).cookie },
      })
    ).json() as TStaffProgramOutline;
    const foreign = other.sections[0]!.contents[0]!.id;
    expect((await get(`/api/v1/staff/contents/${foreign}/`)).statusCode).toBe(404);
    expect((await change(foreign, { name: 'Taken over' })).statusCode).toBe(404);
  });

  it('rewrites a lesson, which the student reads and the tutor cites at once, with who changed it', async () => {
    const lesson = (await items(FREE)).find((c) => c.content_type === 'lesson')!;
    const student = await enrolledStudent(t, 'rewritten-lesson@example.ca', FREE);
    const body =
      '# Strong passwords\n\nA passphrase of four unrelated words, like *maple harbour violin stone*.';
    const res = await change(lesson.id, {
      body,
      translations: { 'fr-CA': { body: '# Mots de passe solides\n\nUne phrase de passe de quatre mots.' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TStaffContent).body).toBe(body);
    expect((await contentOf(t, student, lesson.id)).body).toContain('maple harbour violin stone');
    const passages = await t.ctx.db
      .select()
      .from(tutorPassages)
      .where(
        and(eq(tutorPassages.contentId, lesson.id), ilike(tutorPassages.body, '%maple harbour violin%')),
      );
    expect(passages.length).toBeGreaterThan(0);
    const [entry] = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'content.update'), eq(auditEntries.entityId, String(lesson.id))));
    expect(entry).toMatchObject({ actorEmail: instructor.email, after: { body_length: body.length } });
  });

  it('changes a quiz’s rules, and refuses a quiz’s rules on another kind of item', async () => {
    const all = await items(FREE);
    const quiz = all.find((c) => c.content_type === 'quiz')!;
    const res = await change(quiz.id, {
      quiz: { pass_mark_percent: 70, attempts_allowed: 5, time_limit_minutes: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TStaffContent).quiz).toMatchObject({
      pass_mark_percent: 70,
      attempts_allowed: 5,
      time_limit_minutes: null,
    });
    const lesson = all.find((c) => c.content_type === 'lesson')!;
    const refused = await change(lesson.id, { quiz: { pass_mark_percent: 70 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().quiz).toEqual(['Only a quiz has these rules.']);
  });
});

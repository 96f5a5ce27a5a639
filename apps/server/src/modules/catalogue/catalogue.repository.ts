import {
  and,
  asc,
  count,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  not,
  or,
  sql,
  sum,
} from 'drizzle-orm';
import { type TContentType, type TListCoursesQuery } from '@portal/contract';
import type { Executor } from '../../db/client';
import {
  cohorts,
  contents,
  courses,
  instructors,
  paymentPlans,
  quizQuestions,
  sections,
} from '../../db/schema';
import { containing } from '../../db/list-query';

function searchFilter(search?: string) {
  if (!search) return undefined;
  const pattern = containing(search);
  return or(
    ilike(courses.name, pattern),
    ilike(courses.shortDescription, pattern),
    ilike(courses.category, pattern),
  );
}

function kindFilter(db: Executor, kind?: TListCoursesQuery['kind']) {
  switch (kind) {
    case 'free':
      return eq(courses.isFree, true);
    case 'trial':
      return isNotNull(courses.trialDays);
    case 'cohort':
      return eq(courses.isCohort, true);
    case 'paid':
      return not(courses.isFree);
    case 'payment_plan':
      return exists(
        db
          .select({ one: sql`1` })
          .from(paymentPlans)
          .where(and(eq(paymentPlans.courseId, courses.id), isNull(paymentPlans.retiredAt))),
      );
    default:
      return undefined;
  }
}

export async function listCoursePage(db: Executor, page: TListCoursesQuery) {
  const where = and(
    searchFilter(page.search),
    kindFilter(db, page.kind),
    page.max_price === undefined
      ? undefined
      : or(eq(courses.isFree, true), lte(courses.priceCents, page.max_price)),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(courses)
      .where(where)
      .orderBy(asc(courses.position), asc(courses.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(courses).where(where),
  ]);
  return { rows, count: total?.value ?? 0 };
}

export async function findCourse(db: Executor, by: { id: number } | { slug: string }) {
  const [row] = await db
    .select()
    .from(courses)
    .where('id' in by ? eq(courses.id, by.id) : eq(courses.slug, by.slug));
  return row ?? null;
}

export type CourseRow = typeof courses.$inferSelect;

/** Cohorts, plans and content totals of the given courses, fetched in one round per table. */
export async function loadCourseParts(db: Executor, courseIds: number[]) {
  if (courseIds.length === 0) {
    return { cohorts: [], plans: [], totals: [] };
  }
  const [cohortRows, planRows, totals] = await Promise.all([
    db
      .select()
      .from(cohorts)
      .where(inArray(cohorts.courseId, courseIds))
      .orderBy(asc(cohorts.startDate), asc(cohorts.id)),
    db
      .select()
      .from(paymentPlans)
      .where(and(inArray(paymentPlans.courseId, courseIds), isNull(paymentPlans.retiredAt)))
      .orderBy(asc(paymentPlans.position), asc(paymentPlans.id)),
    db
      .select({
        courseId: contents.courseId,
        contentCount: count(contents.id),
        sectionCount: sql<number>`count(distinct ${contents.sectionId})`.mapWith(Number),
        duration: sum(contents.durationSeconds).mapWith(Number),
      })
      .from(contents)
      .where(inArray(contents.courseId, courseIds))
      .groupBy(contents.courseId),
  ]);
  return { cohorts: cohortRows, plans: planRows, totals };
}

export async function findInstructors(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(instructors).where(inArray(instructors.id, ids));
}

export async function listSectionOutline(db: Executor, courseId: number) {
  const [sectionRows, contentRows] = await Promise.all([
    db.select().from(sections).where(eq(sections.courseId, courseId)).orderBy(asc(sections.index)),
    db
      .select({
        id: contents.id,
        sectionId: contents.sectionId,
        name: contents.name,
        contentType: contents.contentType,
        durationSeconds: contents.durationSeconds,
        canSkip: contents.canSkip,
        translations: contents.translations,
      })
      .from(contents)
      .where(eq(contents.courseId, courseId))
      .orderBy(asc(contents.sectionId), asc(contents.index)),
  ]);
  return { sectionRows, contentRows };
}

export async function findCohortCourseId(db: Executor, cohortId: number): Promise<number | null> {
  const [row] = await db.select({ courseId: cohorts.courseId }).from(cohorts).where(eq(cohorts.id, cohortId));
  return row?.courseId ?? null;
}

/**
 * A program's sections by index and its items in the order students meet them, without the items'
 * bodies: what the course room needs to list them and work out their state.
 */
export async function listCourseStructure(db: Executor, courseId: number) {
  const [sectionRows, contentRows] = await Promise.all([
    db
      .select()
      .from(sections)
      .where(eq(sections.courseId, courseId))
      .orderBy(asc(sections.index), asc(sections.id)),
    db
      .select({
        id: contents.id,
        sectionId: contents.sectionId,
        key: contents.key,
        name: contents.name,
        contentType: contents.contentType,
        durationSeconds: contents.durationSeconds,
        canSkip: contents.canSkip,
        index: contents.index,
        settings: contents.settings,
        translations: contents.translations,
      })
      .from(contents)
      .innerJoin(sections, eq(sections.id, contents.sectionId))
      .where(eq(contents.courseId, courseId))
      .orderBy(asc(sections.index), asc(contents.index), asc(contents.id)),
  ]);
  return { sectionRows, contentRows };
}

export type ContentRow = typeof contents.$inferSelect;

export async function findContent(db: Executor, id: number): Promise<ContentRow | null> {
  const [row] = await db.select().from(contents).where(eq(contents.id, id));
  return row ?? null;
}

export async function countQuizQuestions(db: Executor, contentId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(quizQuestions)
    .where(eq(quizQuestions.contentId, contentId));
  return row?.n ?? 0;
}

export type QuizQuestionRow = typeof quizQuestions.$inferSelect;

/** A quiz's questions in the order the student meets them. */
export async function listQuizQuestions(db: Executor, contentId: number): Promise<QuizQuestionRow[]> {
  return db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.contentId, contentId))
    .orderBy(asc(quizQuestions.index));
}

/** What each quiz of a program is worth: the sum of its questions' marks, by content id. */
export async function quizMaxMarks(db: Executor, courseId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ contentId: quizQuestions.contentId, marks: sum(quizQuestions.marks).mapWith(Number) })
    .from(quizQuestions)
    .innerJoin(contents, eq(contents.id, quizQuestions.contentId))
    .where(eq(contents.courseId, courseId))
    .groupBy(quizQuestions.contentId);
  return new Map(rows.map((r) => [r.contentId, r.marks]));
}

/** The text of a program's items of the given types, for the tutor's index. */
export async function listCourseTexts(db: Executor, courseId: number, types: readonly TContentType[]) {
  return db
    .select({
      id: contents.id,
      sectionId: contents.sectionId,
      name: contents.name,
      contentType: contents.contentType,
      body: contents.body,
      settings: contents.settings,
      translations: contents.translations,
    })
    .from(contents)
    .where(and(eq(contents.courseId, courseId), inArray(contents.contentType, types)))
    .orderBy(asc(contents.sectionId), asc(contents.index));
}

/** A program's quiz questions with their explanations, and never their options (nor which is correct). */
export async function listCourseQuizTexts(db: Executor, courseId: number) {
  return db
    .select({
      id: quizQuestions.id,
      contentId: quizQuestions.contentId,
      sectionId: contents.sectionId,
      text: quizQuestions.text,
      explanation: quizQuestions.explanation,
      translations: quizQuestions.translations,
    })
    .from(quizQuestions)
    .innerJoin(contents, eq(contents.id, quizQuestions.contentId))
    .where(eq(contents.courseId, courseId))
    .orderBy(asc(quizQuestions.contentId), asc(quizQuestions.index));
}

/** The programs that have at least one item. */
export async function listCourseIdsWithContents(db: Executor): Promise<number[]> {
  const rows = await db.selectDistinct({ courseId: contents.courseId }).from(contents);
  return rows.map((r) => r.courseId);
}

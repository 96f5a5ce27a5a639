import type { TCourseDetail, TCourseSummary, TListCoursesQuery } from '@portal/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { NotFound } from '../../lib/errors';
import { type Reader, localize } from '../institute/localize';
import { mediaUrl } from '../media/media.service';
import {
  type CourseRow,
  findCohortCourseId,
  findCourse,
  findInstructors,
  listCoursePage,
  listSectionOutline,
  loadCourseParts,
} from './catalogue.repository';

export {
  type ContentRow,
  type QuizQuestionRow,
  findContent,
  findCourse,
  listCourseIdsWithContents,
  listCourseQuizTexts,
  listCourseStructure,
  listCourseTexts,
  listQuizQuestions,
  listSectionOutline,
  quizMaxMarks,
} from './catalogue.repository';

const CURRENCY_PREFIX: Record<string, string> = { CAD: '$', USD: 'US$', EUR: '€', GBP: '£' };

type Instructor = Awaited<ReturnType<typeof findInstructors>>[number];

function instructorOf(row: Instructor | undefined) {
  if (!row) return null;
  return {
    id: row.id,
    iap_user: { first_name: row.firstName, last_name: row.lastName },
    title: row.title,
    bio: row.bio,
  };
}

async function summarise(db: Executor, rows: CourseRow[], reader: Reader): Promise<TCourseSummary[]> {
  const parts = await loadCourseParts(
    db,
    rows.map((r) => r.id),
  );
  const instructorIds = [...rows.map((r) => r.instructorId), ...parts.cohorts.map((c) => c.instructorId)];
  const instructors = await findInstructors(db, [
    ...new Set(instructorIds.filter((id): id is number => id !== null)),
  ]);
  const instructorById = new Map(instructors.map((i) => [i.id, i]));
  const byInstructor = (id: number | null) => instructorOf(id === null ? undefined : instructorById.get(id));

  return rows.map((row) => {
    const course = localize(row, reader);
    const totals = parts.totals.find((t) => t.courseId === course.id);
    return {
      id: course.id,
      name: course.name,
      lang: course.lang,
      slug: course.slug,
      short_description: course.shortDescription,
      image: mediaUrl(course.imageKey),
      category: course.category,
      level: course.level,
      price: course.isFree ? 0 : course.priceCents,
      price_currency: course.currency,
      price_currency_prefix: CURRENCY_PREFIX[course.currency] ?? `${course.currency} `,
      is_course_free: course.isFree,
      is_trial: course.trialDays !== null,
      trial_days: course.trialDays,
      is_cohort: course.isCohort,
      cohorts: parts.cohorts
        .filter((c) => c.courseId === course.id)
        .map((row) => localize(row, reader))
        .map((c) => ({
          id: c.id,
          name: c.name,
          lang: c.lang,
          start_date: c.startDate,
          end_date: c.endDate,
          is_free: c.isFree,
          price: c.isFree ? 0 : c.priceCents,
          seats: c.seats,
          instructor_detail: byInstructor(c.instructorId),
        })),
      enable_paid_at_school: course.enablePaidAtSchool,
      payment_plans: parts.plans
        .filter((p) => p.courseId === course.id)
        .map((row) => localize(row, reader))
        .map((p) => ({
          id: p.id,
          name: p.name,
          lang: p.lang,
          registration_fee: p.registrationFeeCents,
          due_amount: p.installments.reduce((total, i) => total + i.amount, 0),
          installments: p.installments,
        })),
      instructor: byInstructor(course.instructorId),
      has_gpa: course.hasGpa,
      duration: totals?.duration ?? 0,
      section_count: totals?.sectionCount ?? 0,
      content_count: totals?.contentCount ?? 0,
    };
  });
}

export async function listCourses(ctx: AppContext, query: TListCoursesQuery, reader: Reader) {
  const page = await listCoursePage(ctx.db, query);
  return { count: page.count, results: await summarise(ctx.db, page.rows, reader) };
}

export async function getCourseDetail(
  ctx: AppContext,
  by: { id: number } | { slug: string },
  reader: Reader,
): Promise<TCourseDetail> {
  const row = await findCourse(ctx.db, by);
  if (!row) throw new NotFound('Program not found.');
  const course = localize(row, reader);
  const [[summary], outline] = await Promise.all([
    summarise(ctx.db, [row], reader),
    listSectionOutline(ctx.db, course.id),
  ]);
  return {
    ...summary!,
    description: course.description,
    outcomes: course.outcomes,
    sections: outline.sectionRows.map((sectionRow) => {
      const section = localize(sectionRow, reader);
      const items = outline.contentRows
        .filter((c) => c.sectionId === section.id)
        .map((c) => localize(c, reader));
      return {
        id: section.id,
        name: section.name,
        lang: section.lang,
        description: section.description,
        index: section.index,
        duration: items.reduce((total, c) => total + c.durationSeconds, 0),
        contents: items.map((c) => ({
          id: c.id,
          name: c.name,
          lang: c.lang,
          content_type: c.contentType,
          duration: c.durationSeconds,
          can_skip: c.canSkip,
        })),
      };
    }),
  };
}

/** Whether a program runs in cohorts, and which: what the profile's program choice is checked against. */
export async function findCourseCohorts(ctx: AppContext, courseId: number) {
  const course = await findCourse(ctx.db, { id: courseId });
  if (!course) return null;
  const parts = await loadCourseParts(ctx.db, [course.id]);
  return { isCohort: course.isCohort, cohortIds: parts.cohorts.map((c) => c.id) };
}

/** The program a cohort belongs to, or null. */
export async function findCourseCohortCourse(ctx: AppContext, cohortId: number): Promise<number | null> {
  return findCohortCourseId(ctx.db, cohortId);
}
